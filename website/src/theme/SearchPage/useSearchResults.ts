// The search page's results for a query, from the site's search worker (src/search).
import { startTransition, useEffect, useState } from 'react';
import { fetchIndexesByWorker, searchByWorker } from '@site/src/search/search-by-worker';
import type { SearchResult } from './SearchResultItem';

/** The most results the page lists. */
const resultLimit = 100;

/**
 * Runs `work` in a task of its own; returns what cancels it. The first call to the worker
 * starts it and downloads the index, 10-20 ms of the page's thread on this project's test
 * machine, four times that on a slow phone. The effects that call it run on load, in the one
 * task that runs every effect of the freshly hydrated page, which they would make as long again.
 */
function inNextTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/**
 * `results` for `query` in the index under `versionUrl` (none for an empty query, and until
 * the first answer); `indexReady` once the index has downloaded, or failed to.
 */
export function useSearchResults(
  query: string,
  versionUrl: string,
): { results: SearchResult[] | undefined; indexReady: boolean } {
  const [indexReady, setIndexReady] = useState(false);
  const [results, setResults] = useState<SearchResult[]>();

  // The site defines no search contexts, so there is one index per docs version.
  useEffect(() => {
    let current = true;
    setIndexReady(false);
    const cancel = inNextTask(() => {
      void fetchIndexesByWorker(versionUrl, '').then(() => {
        if (current) setIndexReady(true);
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [versionUrl]);

  useEffect(() => {
    if (query === '') {
      setResults(undefined);
      return;
    }
    // Only the answer to the query now in the box is shown, whatever order answers arrive in.
    let current = true;
    const cancel = inNextTask(() => {
      void searchByWorker(versionUrl, '', query, resultLimit).then((found) => {
        // A hundred results take a while to render on a slow phone: as a transition, React
        // renders them in slices between which the page still answers the reader.
        if (current) startTransition(() => setResults(found as SearchResult[]));
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [query, versionUrl]);

  return { results, indexReady };
}
