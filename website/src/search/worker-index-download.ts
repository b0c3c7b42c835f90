// Runs in the search worker before the plugin's worker code (see ./worker.ts), and downloads the
// index for it, for three reasons.
// - The download starts as soon as the worker does (the worker's name asks for the index, see
//   ./index-download.ts), or as soon as the page asks for another index, not once the page has
//   reached the plugin's code through Comlink, a round trip later, with the page's thread often
//   busy with the search box in between.
// - The page is told once the index has downloaded, while the worker still parses it (most of
//   the wait on a fast connection). The search box stops showing that it is loading then and
//   takes queries, which wait here for the parsed index; on a slow connection it still shows its
//   spinner for as long as the download takes.
// - The index is shipped encoded (./index-codec.ts), and decoded here for the plugin's code.
// The plugin's worker fetches the index with the global fetch, which this replaces; it fetches
// nothing else. Written for @easyops-cn/docusaurus-search-local 0.55.3, whose index address this
// works out as its worker does; test/upstream-internals.test.ts fails if either changes.
import { searchIndexUrl } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import {
  indexToDownloadOnStart,
  isDownloadSearchIndex,
  type SearchIndexDownloaded,
  type SearchIndexKey,
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

function indexAddress({ baseUrl, searchContext }: SearchIndexKey): string {
  const dir = searchContext === '' ? '' : `-${searchContext.replace(/\//g, '-')}`;
  return new URL(`${baseUrl}${searchIndexUrl.replace('{dir}', dir)}`, scope.location.href).href;
}

/** Every download started, by address: each index is downloaded once, however often asked. */
const downloads = new Map<string, Promise<Response>>();
/** The addresses whose download the plugin's code has not fetched yet; it gets each once. */
const unfetched = new Set<string>();

async function download(address: string): Promise<Response> {
  const response = await fetchFromNetwork(address);
  // A failed response goes to the plugin's code as it is, which fails on it as before.
  if (!response.ok) return response;
  const body = await response.arrayBuffer();
  const decoded = new Response(null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  // The index is shipped encoded (./index-codec.ts): the plugin's code reads it with json(),
  // which here also decodes it into the index the plugin wrote, when the plugin's code asks,
  // after the page has been told that it downloaded. Text that is not JSON fails there, as in
  // the plugin's own json().
  decoded.json = async () =>
    decodeSearchIndex(JSON.parse(new TextDecoder().decode(body)), termsOfToken);
  return decoded;
}

/** Starts downloading `key`'s index unless it has started already, and answers each request
 * once the index has downloaded. */
function downloadIndex(key: SearchIndexKey): void {
  const address = indexAddress(key);
  let started = downloads.get(address);
  if (started === undefined) {
    started = download(address);
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

const onStart = indexToDownloadOnStart(scope.name);
if (onStart !== undefined) downloadIndex(onStart);

scope.addEventListener('message', (event) => {
  if (isDownloadSearchIndex(event.data)) downloadIndex(event.data.downloadSearchIndex);
});

scope.fetch = (input) => {
  const address = new URL(String(input), scope.location.href).href;
  const started = downloads.get(address);
  if (started !== undefined && unfetched.delete(address)) return started;
  // An index not downloaded ahead, or asked for again: downloaded now, and decoded all the same.
  return download(address);
};
