// Keeps two of the bundler runtime's maps of every chunk of the site out of the browser's bundle,
// where the runtime (which every page loads before anything else) carried three: 13 KB, 6.4 KB
// gzip, on 2026-11-27, for some 190 chunks.
// - Chunk files are named by their id (a number) instead of their name (Docusaurus names each
//   route's chunk after a hash of its module's path), so the runtime needs no map from one to the
//   other to make a chunk's URL. The content hash stays in the file's name for caching.
// - Docusaurus's ChunkAssetPlugin adds a map from chunk names to ids for `window.docusaurus`'s
//   prefetch, which ../prefetch-on-intent/prefetch-on-intent.ts replaces with one that does
//   nothing.
// Written for @docusaurus/core 3.7.0; test/upstream-internals.test.ts fails if the prefetch stops
// being the plugin's only user.
// Measured 2026-11-28 (npm run bench:ablation, ../README.md): 2.7 KB gzip of every
// page's JS.
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);
const ChunkAssetPlugin = (
  require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js') as {
    default: new () => unknown;
  }
).default;

export default function runtimeChunkMapsPlugin(): Plugin {
  return {
    name: 'runtime-chunk-maps',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      if (config.plugins) {
        config.plugins = config.plugins.filter((plugin) => !(plugin instanceof ChunkAssetPlugin));
      }
      const { chunkFilename } = config.output ?? {};
      return typeof chunkFilename === 'string'
        ? { output: { chunkFilename: chunkFilename.replace('[name]', '[id]') } }
        : {};
    },
  };
}
