// The local Mem itself, with no socket: its options, the handle a test holds, and createMem,
// which answers through a `fetch` function. startMemServer (server.ts) puts the same Mem behind
// node:http. Nothing here may need Node: it runs wherever `fetch` does.
import { DownloadLinks } from './download-links.js';
import { Exchanges, type RecordedRequest } from './exchanges.js';
import type { Fault } from './faults.js';
import { fetchFront } from './fetch-front.js';
import { Quota } from './quota.js';
import { RateLimiter, type RateLimitSettings } from './rate-limits.js';
import { memRouter } from './routes.js';
import { seedStore, type SeedData } from './seed.js';
import { Store, type MemServerState } from './store.js';

/**
 * What a local Mem enforces and how it behaves, for `createMem()` and `startMemServer()`; every
 * field is optional.
 *
 * @example
 * ```ts
 * import { createMem, type LocalMemOptions } from 'memai-sdk/testing';
 *
 * const options: LocalMemOptions = {
 *   apiKey: 'mem_test_key',
 *   rateLimits: { requestsPerMinute: 10 },
 *   quota: 3,
 *   memItDelayMs: 50,
 * };
 * const mem = createMem(options);
 * await mem.close();
 * ```
 * @group Local Mem
 */
export interface LocalMemOptions {
  /**
   * The only API key the local Mem accepts, as `Authorization: Bearer <apiKey>`.
   *
   * @defaultValue `'mem_test_key'`
   */
  apiKey?: string;
  /**
   * The rate limits to enforce and report in headers; `false` turns both off.
   *
   * @defaultValue Mem's published limits: 100 requests a minute and 4000 a day, 200 complexity
   * tokens a minute and 8000 a day
   */
  rateLimits?: RateLimitSettings | false;
  /**
   * How many creating calls (`POST /v2/notes`, `POST /v2/mem-it`, `POST /v1/notes`,
   * `POST /v1/mem-it`) succeed each UTC day before every further one gets Mem's quota 429.
   *
   * @defaultValue no quota
   */
  quota?: number;
  /**
   * Milliseconds between the answer to `POST /v2/mem-it` and the note it produces appearing.
   *
   * @defaultValue `0` (the note appears just after the answer has been sent, never before)
   */
  memItDelayMs?: number;
  /**
   * Called after every request other than a `GET` that succeeded, and when a Mem It note
   * appears: for saving `state()` somewhere as it changes. The searches and attachment reads,
   * which Mem takes as `POST`, call it too, though they change nothing. `seed()` does not.
   *
   * @defaultValue none
   */
  onChange?: () => void;
}

/**
 * Options for `createMem()`: those of every local Mem, and the address it answers at.
 *
 * @example
 * ```ts
 * import { createMem, type CreateMemOptions } from 'memai-sdk/testing';
 *
 * // A local Mem posing as Mem itself, for code that calls the public address.
 * const options: CreateMemOptions = { url: 'https://api.mem.ai', quota: 10 };
 * const mem = createMem(options);
 * console.log(mem.url); // 'https://api.mem.ai'
 * ```
 * @group Local Mem
 */
export interface CreateMemOptions extends LocalMemOptions {
  /**
   * The origin the local Mem answers at, through its `fetch`; a request to any other origin
   * rejects as one to a host that does not exist would. Use Mem's own address,
   * `'https://api.mem.ai'`, to stand in for Mem in code that does not let you set a `baseUrl`.
   *
   * @defaultValue `'http://local-mem.invalid'` (the `.invalid` domain never resolves, so a
   * request that misses the local Mem's `fetch` fails instead of reaching a real host)
   */
  url?: string;
}

/**
 * A local Mem, from `createMem()` (or `startMemServer()`, whose {@link MemServer} is one too).
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 * import { createMem, type LocalMem } from 'memai-sdk/testing';
 *
 * const mem: LocalMem = createMem();
 * mem.fail({ method: 'GET', path: '/v2/notes', status: 503 });
 * const client = new MemClient({
 *   apiKey: mem.apiKey,
 *   baseUrl: mem.url,
 *   fetch: mem.fetch,
 *   maxRetries: 1,
 * });
 * const page = await client.notes.list();
 * console.log(page.results.length, mem.requests.length); // 0 2: a 503, then the retry
 * ```
 * @group Local Mem
 */
export interface LocalMem {
  /** The origin it answers at, for `new MemClient({ baseUrl })`. */
  readonly url: string;
  /** The only API key it accepts. */
  readonly apiKey: string;
  /** Every request received, in order, faulted ones included. */
  readonly requests: readonly RecordedRequest[];
  /**
   * Answers a request to `url` as Mem would, without a network, for `new MemClient({ fetch })`.
   * It behaves as a `fetch` talking to Mem over HTTP does: an injected delay makes it wait, an
   * aborted signal rejects it with the signal's reason (and a request not yet handled is then
   * never applied), and a dropped connection or a lost answer rejects it with a network
   * `TypeError`, the lost answer after the request took effect. A request to another origin
   * rejects the same way and reaches nothing.
   */
  readonly fetch: typeof fetch;
  /** Queues faults; each is used up by the next request it matches. */
  fail(...faults: Fault[]): void;
  /** Adds data straight to the store; throws, adding nothing, if any of it is malformed. */
  seed(data: SeedData): void;
  /** A deep copy of everything stored, for assertions. */
  state(): MemServerState;
  /**
   * Cancels pending Mem It notes, so that nothing of the local Mem keeps a process alive, and
   * refuses every later request, as a server that stopped would; a server also stops listening
   * and drops its open connections.
   */
  close(): Promise<void>;
}

/**
 * Makes a local, in-memory Mem (API v2 and the three legacy v1 routes) that answers through a
 * `fetch` function rather than a port: for tests in runtimes without `node:http`, such as a
 * browser, a Web Worker, Deno Deploy or Cloudflare Workers, and for tests that want no socket.
 * It uses only what all of those have (`fetch`'s `Request` and `Response`, Web Crypto,
 * `TextEncoder`).
 *
 * It is the same Mem that {@link startMemServer} serves over HTTP, with the same routes,
 * validation, rate limits, quota and faults: what that function documents of its behaviour holds
 * here too. Its download links are at its own `url`, and its `fetch` serves them.
 *
 * @param options - the key, rate limits, quota, Mem It delay and the address to answer at
 * @returns the local Mem; close it when the test ends if it may still have Mem It notes to write
 * @throws TypeError when `apiKey` is empty or `url` is not an http or https origin
 * @throws RangeError when a limit, the quota or the Mem It delay is out of range
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 * import { createMem } from 'memai-sdk/testing';
 *
 * const mem = createMem();
 * mem.seed({ notes: [{ content: '# Groceries\n- [ ] Coffee' }] });
 * const client = new MemClient({ apiKey: mem.apiKey, baseUrl: mem.url, fetch: mem.fetch });
 * for await (const note of client.notes.list()) console.log(note.title); // 'Groceries'
 * await mem.close();
 * ```
 * @group Local Mem
 */
export function createMem(options: CreateMemOptions = {}): LocalMem {
  const core = memCore(options);
  const url = memOrigin(options.url ?? 'http://local-mem.invalid');
  core.links.origin = url;
  return core.handle(url);
}

/**
 * The parts of a local Mem, checked and wired, for a front to put a door on: `handle` gives the
 * test's handle once the front knows the origin, with a `close` that does the front's own
 * closing first.
 */
export function memCore(options: LocalMemOptions) {
  const apiKey = options.apiKey ?? 'mem_test_key';
  if (apiKey === '') throw new TypeError('apiKey must not be empty.');
  const memItDelayMs = options.memItDelayMs ?? 0;
  if (!(memItDelayMs >= 0)) {
    throw new RangeError(`memItDelayMs must be 0 or more, not ${memItDelayMs}.`);
  }

  const store = new Store();
  const links = new DownloadLinks(store);
  const now = Date.now();
  const exchanges = new Exchanges(
    {
      apiKey,
      router: memRouter(store, memItDelayMs, links),
      limiter:
        options.rateLimits === false ? undefined : new RateLimiter(options.rateLimits ?? {}, now),
      quota: options.quota === undefined ? undefined : new Quota(options.quota, now),
    },
    links,
    options.onChange ?? (() => {}),
  );

  let closed = false;
  return {
    exchanges,
    links,
    handle(url: string, closeFront: () => Promise<void> = async () => {}): LocalMem {
      return {
        url,
        apiKey,
        requests: exchanges.requests,
        fetch: fetchFront(exchanges, url, () => closed),
        fail: (...more) => exchanges.faults.push(more),
        seed: (data) => seedStore(store, data),
        state: () => store.state(),
        close: async () => {
          closed = true;
          exchanges.close();
          await closeFront();
        },
      };
    },
  };
}

/** `url` as an origin, or a TypeError saying why it cannot be one. */
function memOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`url must be an absolute http or https URL, not ${JSON.stringify(url)}.`);
  }
  const bare = parsed.pathname === '/' && parsed.search === '' && parsed.hash === '';
  if (!/^https?:$/.test(parsed.protocol) || !bare) {
    throw new TypeError(
      `url must be an http or https origin, with no path, query or fragment, not ${JSON.stringify(url)}.`,
    );
  }
  return parsed.origin;
}
