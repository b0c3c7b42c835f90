// How the page and the search worker speak about the index beyond the plugin's Comlink calls
// (see ./worker-index-download.ts and ./search-by-worker.ts). Plain messages on the worker
// itself, which Comlink ignores: it answers only messages with a type, and reads replies only
// with an id. The first index is downloaded by the page, at the reader's first sign of meaning
// to search, while the worker's script is still on its way, and the page's thread sends it to
// the worker; the worker's name says so, which the worker can read from its first line: a
// message posted before the worker's script has run reaches it only once the page's thread has
// learned that it ran, and at that moment the page's thread is busy bringing in the search box
// (some 14 ms later, measured).

/** Which index: the same two values the plugin's worker client passes to fetchIndexes. */
export interface SearchIndexKey {
  baseUrl: string;
  searchContext: string;
}

/** Page to worker: start downloading this index now. */
export interface DownloadSearchIndex {
  downloadSearchIndex: SearchIndexKey;
}

/** Page to worker, as the worker's name: the page is downloading this index for the worker,
 * and posts it as a SearchIndexResponse. */
export interface SearchIndexFromPage {
  searchIndexFromPage: SearchIndexKey;
}

/** Page to worker: the index the page downloaded, with the body transferred; or why it could not
 * be downloaded. */
export interface SearchIndexResponse {
  searchIndexResponse:
    | { index: SearchIndexKey; status: number; statusText: string; body: ArrayBuffer }
    | { index: SearchIndexKey; error: string };
}

/** Worker to page: this index has downloaded; the worker now parses it. */
export interface SearchIndexDownloaded {
  searchIndexDownloaded: SearchIndexKey;
}

function isKey(value: unknown): value is SearchIndexKey {
  return (
    typeof value === 'object' &&
    value !== null &&
    'baseUrl' in value &&
    typeof value.baseUrl === 'string' &&
    'searchContext' in value &&
    typeof value.searchContext === 'string'
  );
}

export function isDownloadSearchIndex(data: unknown): data is DownloadSearchIndex {
  return (
    typeof data === 'object' &&
    data !== null &&
    'downloadSearchIndex' in data &&
    isKey(data.downloadSearchIndex)
  );
}

export function isSearchIndexDownloaded(data: unknown): data is SearchIndexDownloaded {
  return (
    typeof data === 'object' &&
    data !== null &&
    'searchIndexDownloaded' in data &&
    isKey(data.searchIndexDownloaded)
  );
}

export function isSearchIndexResponse(data: unknown): data is SearchIndexResponse {
  if (typeof data !== 'object' || data === null || !('searchIndexResponse' in data)) return false;
  const response = data.searchIndexResponse;
  return (
    typeof response === 'object' &&
    response !== null &&
    'index' in response &&
    isKey(response.index) &&
    (('error' in response && typeof response.error === 'string') ||
      ('status' in response &&
        typeof response.status === 'number' &&
        'statusText' in response &&
        typeof response.statusText === 'string' &&
        'body' in response &&
        response.body instanceof ArrayBuffer))
  );
}

export const keyString = ({ baseUrl, searchContext }: SearchIndexKey): string =>
  `${baseUrl}\n${searchContext}`;

/** The index the page is downloading for a worker of this name, if the name says so: the name
 * is then a SearchIndexFromPage as JSON (./search-worker-thread.ts). */
export function indexFromPage(workerName: string): SearchIndexKey | undefined {
  let named: unknown;
  try {
    named = JSON.parse(workerName);
  } catch {
    return undefined;
  }
  return typeof named === 'object' &&
    named !== null &&
    'searchIndexFromPage' in named &&
    isKey(named.searchIndexFromPage)
    ? named.searchIndexFromPage
    : undefined;
}
