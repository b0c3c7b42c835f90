// Three changes to how the search plugin's code reaches the browser. Written for
// @easyops-cn/docusaurus-search-local 0.55.3; test/upstream-internals.test.ts fails if that
// version, the import or its generated constants change.
// - The index's address is in the site's global data, for the page, which downloads the first
//   index for the search worker (src/search/search-worker-thread.ts). The plugin's constants
//   module has it, but also loads lunr, which every page would then download.
// - Its search box gets src/search/search-box-by-worker.ts where it imports its own
//   "../searchByWorker": the same worker, but a search that fails (an index that cannot be
//   loaded, a worker that cannot start) is reported to the reader instead of leaving the box
//   waiting forever (see src/search/search-by-worker.ts, which the site's search page calls),
//   and the queries the box would not show are left out.
// - The search worker's script keeps the plugin's worker code (lunr, Comlink) in itself. The
//   bundler's default vendors group would move it into chunks of its own, which a worker loads
//   one after another, each a round trip, while the reader waits for a first query. The group is
//   the bundler's default otherwise; a worker's script is the one chunk that is not loaded from
//   another chunk (not "initial") yet carries its own runtime.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

const searchModule = (file: string) =>
  fileURLToPath(new URL(`../src/search/${file}`, import.meta.url));

const searchPlugin = '@easyops-cn/docusaurus-search-local';

/** The index's address as the search plugin's client code has it (with `{dir}` for the search
 * context, and the content hash), read from the constants module the plugin generated as it
 * started. */
function searchIndexUrl(context: LoadContext): string {
  const constants = readFileSync(
    join(context.generatedFilesDir, searchPlugin, 'default', 'generated-constants.js'),
    'utf8',
  );
  const url = /^export const searchIndexUrl = ("[^"\n]*");$/m.exec(constants)?.[1];
  if (url === undefined) throw new Error(`${searchPlugin} generated no searchIndexUrl`);
  return JSON.parse(url) as string;
}

export default function searchWorkerPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-worker',
    contentLoaded: ({ actions }) =>
      actions.setGlobalData({ searchIndexUrl: searchIndexUrl(context) }),
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
            // Only the plugin's box imports it: the site has its own search page.
            if (!resource.context.includes('docusaurus-search-local')) return;
            resource.request = searchModule('search-box-by-worker.ts');
          },
        ),
      ],
    }),
  };
}
