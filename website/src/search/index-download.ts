// How the page and the search worker speak about the index beyond the plugin's Comlink calls
// (see ./worker-index-download.ts and ./search-by-worker.ts). Plain messages on the worker
// itself, which Comlink ignores: it answers only messages with a type, and reads replies only
// with an id. The first request also comes as the worker's name, which the worker can read from
// its first line: a message posted before the worker's script has run reaches it only once the
// page's thread has learned that it ran, and at that moment the page's thread is busy bringing
// in the search box (some 14 ms later, measured).

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

/** The index a worker of this name is to download as it starts, if the name asks for one: the
 * name is then a DownloadSearchIndex as JSON (./search-worker-thread.ts). */
export function indexToDownloadOnStart(workerName: string): SearchIndexKey | undefined {
  let named: unknown;
  try {
    named = JSON.parse(workerName);
  } catch {
    return undefined;
  }
  return isDownloadSearchIndex(named) ? named.downloadSearchIndex : undefined;
}
