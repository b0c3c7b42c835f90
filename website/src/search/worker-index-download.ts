// Runs in the search worker before the plugin's worker code (see ./worker.ts), and gets the
// index for it, for three reasons.
// - The first index is downloaded by the page (./search-worker-thread.ts), which starts it at
//   the reader's first sign of meaning to search, while this worker's script is still on its
//   way, and hands it over here; the worker's name says which index to expect. Any other index
//   is downloaded here as soon as the page asks for it, not once the page has reached the
//   plugin's code through Comlink, a round trip later, with the page's thread often busy with
//   the search box in between.
// - The page is told once the index has downloaded, while the worker still parses it (most of
//   the wait on a fast connection). The search box stops showing that it is loading then and
//   takes queries, which wait here for the parsed index; on a slow connection it still shows its
//   spinner for as long as the download takes.
// - The index is shipped encoded (./index-codec.ts), and decoded here for the plugin's code.
// The plugin's worker fetches the index with the global fetch, which this replaces; it fetches
// nothing else. Written for @easyops-cn/docusaurus-search-local 0.55.3, whose index address this
// works out as its worker does; test/upstream-internals.test.ts fails if either changes.
import { searchIndexUrl } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import { searchIndexAddress } from './index-address';
import {
  indexFromPage,
  isDownloadSearchIndex,
  isSearchIndexResponse,
  type SearchIndexDownloaded,
  type SearchIndexKey,
  type SearchIndexResponse,
} from './index-download';
import { decodeSearchIndex } from './index-codec';
import { termsOfToken } from './lunr-terms';

/** The parts of the worker's global scope used here. The site's type check has the DOM's
 * globals, not a worker's, so `self` is described by hand. */
interface WorkerScope {
  name: string;
  location: Location;
  fetch: typeof fetch;
  postMessage(message: SearchIndexDownloaded): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
const scope = self as unknown as WorkerScope;
const fetchFromNetwork = scope.fetch.bind(scope);

const indexAddress = (key: SearchIndexKey): string =>
  searchIndexAddress(key, searchIndexUrl, scope.location.href);

/** Every download started, by address: each index is downloaded once, however often asked. */
const downloads = new Map<string, Promise<Response>>();
/** The addresses whose download the plugin's code has not fetched yet; it gets each once. */
const unfetched = new Set<string>();

/** A downloaded index for the plugin's code, whose json() decodes it. */
function decodedResponse(body: ArrayBuffer, status: number, statusText: string): Response {
  const decoded = new Response(null, { status, statusText });
  // The index is shipped encoded (./index-codec.ts): the plugin's code reads it with json(),
  // which here also decodes it into the index the plugin wrote, when the plugin's code asks,
  // after the page has been told that it downloaded. Text that is not JSON fails there, as in
  // the plugin's own json().
  decoded.json = async () =>
    decodeSearchIndex(JSON.parse(new TextDecoder().decode(body)), termsOfToken);
  return decoded;
}

async function download(address: string): Promise<Response> {
  const response = await fetchFromNetwork(address);
  // A failed response goes to the plugin's code as it is, which fails on it as before.
  if (!response.ok) return response;
  return decodedResponse(await response.arrayBuffer(), response.status, response.statusText);
}

/** The indexes the page is downloading, by address, each settled by the page's message. */
const fromPage = new Map<string, (message: SearchIndexResponse['searchIndexResponse']) => void>();

function downloadedByPage(address: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    fromPage.set(address, (message) => {
      if ('error' in message) {
        reject(new Error(message.error));
        return;
      }
      const { body, status, statusText } = message;
      const response = new Response(null, { status, statusText });
      // A failed response goes to the plugin's code as one, which fails on it as before.
      resolve(response.ok ? decodedResponse(body, status, statusText) : response);
    });
  });
}

/** Starts downloading `key`'s index unless it has started already, and answers each request
 * once the index has downloaded. */
function downloadIndex(key: SearchIndexKey, byPage = false): void {
  const address = indexAddress(key);
  let started = downloads.get(address);
  if (started === undefined) {
    started = byPage ? downloadedByPage(address) : download(address);
    downloads.set(address, started);
    unfetched.add(address);
  }
  started.then(
    (response) => {
      if (response.ok) scope.postMessage({ searchIndexDownloaded: key });
    },
    // The plugin's code gets the failure when it fetches the index, and the page from it.
    () => {},
  );
}

const onStart = indexFromPage(scope.name);
if (onStart !== undefined) downloadIndex(onStart, true);

scope.addEventListener('message', (event) => {
  if (isDownloadSearchIndex(event.data)) downloadIndex(event.data.downloadSearchIndex);
  if (isSearchIndexResponse(event.data)) {
    const address = indexAddress(event.data.searchIndexResponse.index);
    fromPage.get(address)?.(event.data.searchIndexResponse);
    fromPage.delete(address);
  }
});

scope.fetch = (input) => {
  const address = new URL(String(input), scope.location.href).href;
  const started = downloads.get(address);
  if (started !== undefined && unfetched.delete(address)) return started;
  // An index not downloaded ahead, or asked for again: downloaded now, and decoded all the same.
  return download(address);
};
