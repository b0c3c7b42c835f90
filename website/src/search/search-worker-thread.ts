// The search worker's thread (./worker.ts), started once, with a promise that rejects if it fails
// (Comlink's calls to a worker that died would never settle). Part of every page's code, unlike
// the rest of the search code, so that the reader's first sign of meaning to search starts the
// worker at once (src/theme/SearchBar), while the code that talks to it (./search-by-worker.ts)
// is still on its way: starting a worker takes longer than anything else before a first query.
let started: { thread: Worker; failure: Promise<never> } | undefined;

export function searchWorkerThread(): { thread: Worker; failure: Promise<never> } {
  if (started === undefined) {
    // Named so that plugins/search-worker.ts can keep the worker's code in this one chunk.
    const thread = new Worker(
      /* webpackChunkName: "search-worker" */ new URL('./worker.ts', import.meta.url),
    );
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
