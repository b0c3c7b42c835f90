// Gives the search plugin's components src/search/search-by-worker.ts wherever they import their
// own "../searchByWorker": the same worker, but a search that fails (an index that cannot be
// loaded, a worker that cannot start) is reported to the reader instead of leaving the search box
// and page waiting forever (see that file). Written for @easyops-cn/docusaurus-search-local
// 0.55.3; test/upstream-internals.test.ts fails if that version or the import changes.
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const replacement = fileURLToPath(new URL('../src/search/search-by-worker.ts', import.meta.url));

export default function searchWorkerPlugin(): Plugin {
  return {
    name: 'search-worker',
    configureWebpack: (_config, _isServer, { currentBundler }) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(
          /^\.\.\/searchByWorker$/,
          (resource: { request: string; context: string }) => {
            if (resource.context.includes('docusaurus-search-local'))
              resource.request = replacement;
          },
        ),
      ],
    }),
  };
}
