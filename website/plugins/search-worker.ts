// Two changes to how the search plugin's code is built. Written for
// @easyops-cn/docusaurus-search-local 0.55.3; test/upstream-internals.test.ts fails if that
// version or the import changes.
// - Its components get src/search/search-by-worker.ts wherever they import their own
//   "../searchByWorker": the same worker, but a search that fails (an index that cannot be
//   loaded, a worker that cannot start) is reported to the reader instead of leaving the search
//   box and page waiting forever (see that file). The box gets it through
//   src/search/search-box-by-worker.ts, which leaves out the queries the box would not show.
// - The search worker's script keeps the plugin's worker code (lunr, Comlink) in itself. The
//   bundler's default vendors group would move it into chunks of its own, which a worker loads
//   one after another, each a round trip, while the reader waits for a first query. The group is
//   the bundler's default otherwise; a worker's script is the one chunk that is not loaded from
//   another chunk (not "initial") yet carries its own runtime.
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const searchModule = (file: string) =>
  fileURLToPath(new URL(`../src/search/${file}`, import.meta.url));

export default function searchWorkerPlugin(): Plugin {
  return {
    name: 'search-worker',
    configureWebpack: (_config, isServer, { currentBundler }) => ({
      optimization: isServer
        ? {}
        : {
            splitChunks: {
              cacheGroups: {
                defaultVendors: {
                  // The bundler's defaults, but for workers' scripts.
                  idHint: 'vendors',
                  test: /[\\/]node_modules[\\/]/i,
                  priority: -10,
                  reuseExistingChunk: true,
                  chunks: (chunk: { canBeInitial(): boolean; hasRuntime(): boolean }) =>
                    !chunk.canBeInitial() && !chunk.hasRuntime(),
                },
              },
            },
          },
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(
          /^\.\.\/searchByWorker$/,
          (resource: { request: string; context: string }) => {
            if (!resource.context.includes('docusaurus-search-local')) return;
            resource.request = searchModule(
              basename(resource.context) === 'SearchBar'
                ? 'search-box-by-worker.ts'
                : 'search-by-worker.ts',
            );
          },
        ),
      ],
    }),
  };
}
