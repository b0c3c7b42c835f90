// The search page's results for a query, from the site's search worker (src/search).
import { startTransition, useEffect, useState } from 'react';
import { fetchIndexesByWorker, searchByWorker } from '@site/src/search/search-by-worker';
import type { SearchResult } from './SearchResultItem';

/** The most results the page lists. */
const resultLimit = 100;

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
    void fetchIndexesByWorker(versionUrl, '').then(() => {
      if (current) setIndexReady(true);
    });
    return () => {
      current = false;
    };
  }, [versionUrl]);

  useEffect(() => {
    if (query === '') {
      setResults(undefined);
      return;
    }
    // Only the answer to the query now in the box is shown, whatever order answers arrive in.
    let current = true;
    void searchByWorker(versionUrl, '', query, resultLimit).then((found) => {
      // A hundred results take a while to render on a slow phone: as a transition, React
      // renders them in slices between which the page still answers the reader.
      if (current) startTransition(() => setResults(found as SearchResult[]));
    });
    return () => {
      current = false;
    };
  }, [query, versionUrl]);

  return { results, indexReady };
}
