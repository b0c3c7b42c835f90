// Points the theme's imports of prism-react-renderer at this folder, which highlights with Prism's
// core and only the languages this site uses (see ./prism.ts). Both bundles, the
// browser's and the server renderer's, get it, so the HTML and its hydration agree. The server
// bundle tokenizes every code block with Prism; the browser's reads those tokens back from the
// HTML and loads Prism only for blocks that are not in it (see ./use-tokens.ts).
// docusaurus.config.ts itself still reads the colour themes from prism-react-renderer, in Node.
// Written for @docusaurus/theme-classic 3.7.0 and prism-react-renderer 2.4.1;
// test/upstream-internals.test.ts fails if either changes what this relies on.
// Measured 2026-11-28 (npm run bench:ablation, ../README.md): 24.5 KB gzip of every
// page's JS, and 9.6-14 % of its main-thread time.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const sitePrism = fileURLToPath(new URL('./index.ts', import.meta.url));
// The bundler gives a module's folder without a trailing slash.
const prismFolder = dirname(fileURLToPath(import.meta.url));
const serverTokens = fileURLToPath(new URL('./use-tokens.server.ts', import.meta.url));

export default function prismLanguagesPlugin(): Plugin {
  return {
    name: 'prism-languages',
    configureWebpack: (_config, isServer, { currentBundler }) => ({
      resolve: { alias: { 'prism-react-renderer$': sitePrism } },
      plugins: isServer
        ? [
            new currentBundler.instance.NormalModuleReplacementPlugin(
              /^\.\/use-tokens$/,
              (resource: { request: string; context: string }) => {
                if (resource.context === prismFolder) resource.request = serverTokens;
              },
            ),
          ]
        : [],
    }),
  };
}
