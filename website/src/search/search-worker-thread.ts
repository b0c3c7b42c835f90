// The search worker's thread (./worker.ts), started once, with a promise that rejects if it fails
// (Comlink's calls to a worker that died would never settle). Part of every page's code, unlike
// the rest of the search code, so that the reader's first sign of meaning to search starts the
// worker at once (src/theme/SearchBar), while the code that talks to it (./search-by-worker.ts)
// is still on its way: starting a worker takes longer than anything else before a first query.
// Its name asks it to download the first index wanted, so that the download starts at once too.

// Only types: the code of ./index-download.ts is the worker's and the search box's, which not
// every page loads.
import type { DownloadSearchIndex, SearchIndexKey } from './index-download';

export interface SearchWorkerThread {
  thread: Worker;
  failure: Promise<never>;
}

let started: SearchWorkerThread | undefined;

/** The worker, started now if it has not been, downloading `index` as it starts; other indexes
 * are asked for with messages (./search-by-worker.ts). */
export function searchWorkerThread(index: SearchIndexKey): SearchWorkerThread {
  if (started === undefined) {
    // Worked out outside the worker's options, which the bundler copies without resolving what
    // they name; a name it cannot work out at build time also leaves the worker's script without
    // a chunk name, which is why plugins/search-worker.ts finds it in another way.
    const name = JSON.stringify({ downloadSearchIndex: index } satisfies DownloadSearchIndex);
    const thread = new Worker(new URL('./worker.ts', import.meta.url), { name });
    const failure = new Promise<never>((_, reject) => {
      thread.addEventListener('error', (event) => {
        // Handled here, so the browser does not also report it as an uncaught error.
        event.preventDefault();
        reject(new Error(`The search worker failed: ${event.message}`));
      });
    });
    // Raced against every call; a failure while no call is waiting is not an uncaught error.
    failure.catch(() => {});
    started = { thread, failure };
  }
  return started;
}
