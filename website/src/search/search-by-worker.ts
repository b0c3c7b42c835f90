// The site's client for the search plugin's worker: the search page's (src/theme/SearchPage),
// and through ./search-box-by-worker.ts the navbar box's, in place of the plugin's searchByWorker
// module (see plugins/search-worker.ts). Like the plugin's, it talks to the plugin's worker
// (./worker.ts, started by ./search-worker-thread.ts) with Comlink. Unlike it, it handles
// failure. The plugin had no failure path: when the index could not be fetched or parsed, or the
// worker could not start (its code gone after a deploy), the search box spun forever, the search
// page waited forever, and each attempt threw an uncaught error. Here a failure is reported
// (./index-status.ts, which the search box turns into a message) and the caller is given no
// results, so its page carries on. It also has the worker download the index as soon as it
// starts, and lets the search box take queries once the index has downloaded, while the worker
// parses it (see ./worker-index-download.ts).
import type * as Comlink from 'comlink';
import {
  isSearchIndexDownloaded,
  keyString,
  type DownloadSearchIndex,
  type SearchIndexKey,
} from './index-download';
import { reportSearchIndexFailure } from './index-status';
import { searchWorkerThread, type SearchWorkerThread } from './search-worker-thread';

interface SearchWorker {
  fetchIndexes(baseUrl: string, searchContext: string): Promise<void>;
  search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]>;
}

/** The worker (./search-worker-thread.ts), the Comlink proxy that talks to it, and the indexes
 * it has been asked to download. */
let client:
  | {
      worker: SearchWorkerThread;
      remote: Promise<Comlink.Remote<SearchWorker>>;
      downloads: Map<string, { downloaded: Promise<void>; resolve: () => void }>;
    }
  | undefined;

/** The client, made on the first call, which starts the worker if the search box has not, with
 * `index` as the one it downloads as it starts. */
function workerClient(index: SearchIndexKey): NonNullable<typeof client> {
  if (client === undefined) {
    const worker = searchWorkerThread(index);
    const { thread } = worker;
    // The worker exposes the plugin's SearchWorker class; calling it makes the instance. Comlink
    // is fetched with the worker, so that a visit that never searches does not download it.
    const remote = import('comlink').then(({ wrap }) => {
      const SearchWorkerClass = wrap<new () => SearchWorker>(thread);
      return new SearchWorkerClass();
    });
    const downloads = new Map<string, { downloaded: Promise<void>; resolve: () => void }>();
    // Sent by ./worker-index-download.ts once an index has downloaded, before it is parsed.
    thread.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isSearchIndexDownloaded(event.data)) {
        downloads.get(keyString(event.data.searchIndexDownloaded))?.resolve();
      }
    });
    client = { worker, remote, downloads };
  }
  return client;
}

/** Asks the worker to download an index now (./worker-index-download.ts), unless this page has
 * asked already; resolves when it has downloaded. The worker may have started the download as
 * it started; it answers every request. */
function downloadIndex(key: SearchIndexKey): Promise<void> {
  const { worker, downloads } = workerClient(key);
  let download = downloads.get(keyString(key));
  if (download === undefined) {
    let resolve = () => {};
    const downloaded = new Promise<void>((settle) => (resolve = settle));
    download = { downloaded, resolve };
    downloads.set(keyString(key), download);
    worker.thread.postMessage({ downloadSearchIndex: key } satisfies DownloadSearchIndex);
  }
  return download.downloaded;
}

async function ask<T>(
  index: SearchIndexKey,
  question: (remote: Comlink.Remote<SearchWorker>) => Promise<T>,
): Promise<T> {
  const { worker, remote } = workerClient(index);
  return Promise.race([remote.then(question), worker.failure]);
}

// Outside production builds there is no index, as with the plugin's own module.
const hasIndex = process.env.NODE_ENV === 'production';

/** Each index the worker has been asked to load, by key: settles once it has loaded, or has
 * failed to (which is reported). */
const loads = new Map<string, Promise<void>>();

/** Resolves once the worker has loaded the index, or has failed to (which is reported). */
export function indexLoaded(baseUrl: string, searchContext: string): Promise<void> {
  if (!hasIndex) return Promise.resolve();
  const index = { baseUrl, searchContext };
  let loaded = loads.get(keyString(index));
  if (loaded === undefined) {
    loaded = ask(index, (remote) => remote.fetchIndexes(baseUrl, searchContext)).catch(
      reportSearchIndexFailure,
    );
    loads.set(keyString(index), loaded);
  }
  return loaded;
}

/** Resolves once the index has downloaded, or has failed to load (which is reported): the
 * plugin's box shows that it is loading until then, and its queries then wait in the worker
 * while the index is parsed, instead of the box being set up only after that. */
export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (!hasIndex) return;
  const downloaded = downloadIndex({ baseUrl, searchContext });
  await Promise.race([downloaded, indexLoaded(baseUrl, searchContext)]);
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<unknown[]> {
  if (!hasIndex) return [];
  try {
    return await ask({ baseUrl, searchContext }, (remote) =>
      remote.search(baseUrl, searchContext, input, limit),
    );
  } catch (error) {
    reportSearchIndexFailure(error);
    return [];
  }
}
