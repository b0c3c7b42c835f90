// The search worker's entry. It starts the index's download (./worker-index-download.ts) before
// anything else, then runs the search plugin's own worker code, which parses the index and
// answers queries off the main thread; started by ./search-worker-thread.ts. Both start as the
// worker does when its name names the index the page downloads for it (./index-download.ts),
// else on the first message.
// - The plugin's code (lunr, its tokenizer, Comlink) is most of the worker. It comes in this
//   script (plugins/search-worker.ts keeps it from being split off), not in chunks of its own:
//   a worker loads chunks one at a time, and waits for each. Imported statically, it would run
//   before this entry, and the download would wait for it; imported eagerly, it runs once the
//   download has started.
// - The page's Comlink calls that arrive before that code has run would find no listener and
//   be lost, so they are held and replayed to it.
// - The index is parsed as soon as it has downloaded, not when the page's call to load it
//   arrives: that call comes from the page's thread, which is busy with the reader's typing.
import {
  indexFromPage,
  isDownloadSearchIndex,
  keyString,
  type SearchIndexKey,
} from './index-download';
import './worker-index-download';
import type * as PluginWorkerModule from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';

/** The parts of the worker's global scope used here (the site's type check has the DOM's
 * globals, not a worker's). */
interface WorkerScope {
  name: string;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  dispatchEvent(event: MessageEvent<unknown>): boolean;
  reportError(error: unknown): void;
}
const scope = self as unknown as WorkerScope;

type PluginWorker = typeof PluginWorkerModule;

const held: Array<MessageEvent<unknown>> = [];
/** The indexes asked for before the plugin's code has run (by the worker's name or the page's
 * messages), by key. */
const requested = new Map<string, SearchIndexKey>();
let loading: Promise<void> | undefined;

/** Has the plugin's code load `key`'s index, which it keeps for the page's own call to load it;
 * a failure is the page's to report, when that call gets it. */
function parseIndex(plugin: PluginWorker, { baseUrl, searchContext }: SearchIndexKey): void {
  // Any instance will do: the plugin keeps loaded indexes in its module, for all of them.
  new plugin.SearchWorker().fetchIndexes(baseUrl, searchContext).catch(() => {});
}

function loadPluginWorker(): void {
  // Eager: no chunk of its own to load, but still run only when this promise settles.
  loading ??= import(
    /* webpackMode: "eager" */
    '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js'
  ).then(
    (loaded) => {
      for (const key of requested.values()) parseIndex(loaded, key);
      scope.removeEventListener('message', hold);
      for (const { data, ports } of held.splice(0)) {
        scope.dispatchEvent(new MessageEvent('message', { data, ports: [...ports] }));
      }
    },
    // Reported as the worker's error, which the page's client (./search-by-worker.ts) turns
    // into "search is unavailable"; it then stops waiting for the calls held here.
    (error: unknown) => scope.reportError(error),
  );
}

/** Has the plugin's code parse `key`'s index once it has run. Called after
 * ./worker-index-download.ts has started downloading it (that module runs first, and its message
 * listener is registered first). */
function parseWhenLoaded(key: SearchIndexKey): void {
  requested.set(keyString(key), key);
  loadPluginWorker();
}

function hold(event: MessageEvent<unknown>): void {
  if (isDownloadSearchIndex(event.data)) {
    parseWhenLoaded(event.data.downloadSearchIndex);
  } else {
    held.push(event);
    loadPluginWorker();
  }
}

scope.addEventListener('message', hold);
const onStart = indexFromPage(scope.name);
if (onStart !== undefined) parseWhenLoaded(onStart);
