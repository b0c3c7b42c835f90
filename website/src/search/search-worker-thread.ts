// The search worker's thread (./worker.ts), started once, with a promise that rejects if it fails
// (Comlink's calls to a worker that died would never settle). Part of every page's code, unlike
// the rest of the search code, so that the reader's first sign of meaning to search starts the
// worker at once (src/theme/SearchBar), while the code that talks to it (./search-by-worker.ts)
// is still on its way: starting a worker takes longer than anything else before a first query.
// The page downloads the first index for it at the same moment, and hands it over: the worker
// would start the download only once its own script had arrived and run. Only the bytes pass
// through the page; the worker parses them.

import globalData from '@generated/globalData';
import { searchIndexAddress } from './index-address';
// Only types: the code of ./index-download.ts is the worker's and the search box's, which not
// every page loads.
import type { SearchIndexFromPage, SearchIndexKey, SearchIndexResponse } from './index-download';

export interface SearchWorkerThread {
  thread: Worker;
  failure: Promise<never>;
}

let started: SearchWorkerThread | undefined;

/** The search plugin's searchIndexUrl, which plugins/search-worker.ts puts in the site's global
 * data. */
function searchIndexUrl(): string | undefined {
  const data = globalData['search-worker']?.default;
  return typeof data === 'object' && data !== null && 'searchIndexUrl' in data
    ? String(data.searchIndexUrl)
    : undefined;
}

/** Downloads `index` and posts it to `thread`, the body transferred, not copied; a failure is
 * posted too, for the worker to fail the plugin's code with. */
async function downloadForWorker(thread: Worker, index: SearchIndexKey): Promise<void> {
  const post = (response: SearchIndexResponse['searchIndexResponse'], transfer: Transferable[]) =>
    thread.postMessage({ searchIndexResponse: response } satisfies SearchIndexResponse, transfer);
  try {
    const template = searchIndexUrl();
    if (template === undefined) throw new Error("The site's global data has no search index URL");
    const response = await fetch(searchIndexAddress(index, template, location.href));
    const { status, statusText } = response;
    const body = response.ok ? await response.arrayBuffer() : new ArrayBuffer(0);
    post({ index, status, statusText, body }, [body]);
  } catch (error) {
    post({ index, error: String(error) }, []);
  }
}

/** The worker, started now if it has not been, with `index` downloaded for it by the page;
 * other indexes are asked for with messages (./search-by-worker.ts). */
export function searchWorkerThread(index: SearchIndexKey): SearchWorkerThread {
  if (started === undefined) {
    // Worked out outside the worker's options, which the bundler copies without resolving what
    // they name; a name it cannot work out at build time also leaves the worker's script without
    // a chunk name, which is why plugins/search-worker.ts finds it in another way.
    const name = JSON.stringify({ searchIndexFromPage: index } satisfies SearchIndexFromPage);
    const thread = new Worker(new URL('./worker.ts', import.meta.url), { name });
    void downloadForWorker(thread, index);
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
