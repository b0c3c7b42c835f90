// How the page and the search worker speak about the index beyond the plugin's Comlink calls
// (see ./worker-index-download.ts and ./search-by-worker.ts). Plain messages on the worker
// itself, which Comlink ignores: it answers only messages with a type, and reads replies only
// with an id.

/** Which index: the same two values the plugin's worker client passes to fetchIndexes. */
export interface SearchIndexKey {
  baseUrl: string;
  searchContext: string;
}

/** Page to worker: start downloading this index now. */
export interface DownloadSearchIndex {
  downloadSearchIndex: SearchIndexKey;
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

export const keyString = ({ baseUrl, searchContext }: SearchIndexKey): string =>
  `${baseUrl}\n${searchContext}`;
