// The local Mem itself, whatever its door: its options, the handle a test holds, and memCore,
// which checks the options and wires the store, the routes, the limits and the faults for a
// front to answer through: createMem's fetch (local-mem.ts) or startMemServer's node:http
// (server.ts). Nothing here may need Node.
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
