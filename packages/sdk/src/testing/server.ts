// The local Mem's front door: its options, the server it starts on 127.0.0.1, and the handle a
// test holds. How each request is answered is in exchanges.ts.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DownloadLinks } from './download-links.js';
import { Exchanges } from './exchanges.js';
import type { Fault } from './faults.js';
import { Quota } from './quota.js';
import { RateLimiter, type RateLimitSettings } from './rate-limits.js';
import { memRouter } from './routes.js';
import { seedStore, type SeedData } from './seed.js';
import { Store, type MemServerState } from './store.js';

/**
 * Options for `startMemServer()`; every field is optional.
 *
 * @example
 * ```ts
 * import { startMemServer, type MemServerOptions } from 'memai-sdk/testing';
 *
 * const options: MemServerOptions = {
 *   apiKey: 'mem_test_key',
 *   rateLimits: { requestsPerMinute: 10 },
 *   quota: 3,
 *   memItDelayMs: 50,
 * };
 * const server = await startMemServer(options);
 * await server.close();
 * ```
 * @group Server
 */
export interface MemServerOptions {
  /**
   * The only API key the server accepts, as `Authorization: Bearer <apiKey>`.
   *
   * @defaultValue `'mem_test_key'`
   */
  apiKey?: string;
  /**
   * The port to listen on; the server always listens on 127.0.0.1.
   *
   * @defaultValue `0` (a free port)
   */
  port?: number;
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
 * One request as the server received it.
 *
 * @example
 * ```ts
 * import { startMemServer, type RecordedRequest } from 'memai-sdk/testing';
 *
 * const server = await startMemServer();
 * await fetch(`${server.url}/v2/notes?limit=1`, {
 *   headers: { Authorization: `Bearer ${server.apiKey}` },
 * });
 * const [request]: readonly RecordedRequest[] = server.requests;
 * console.log(request?.method, request?.path); // 'GET' '/v2/notes?limit=1'
 * await server.close();
 * ```
 * @group Server
 */
export interface RecordedRequest {
  /** The HTTP method, in capitals, such as `POST`. */
  method: string;
  /** The path with its query string, as sent. */
  path: string;
  /** The headers, with lower-case names. */
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON, or the raw text when it was not JSON, or undefined when empty. */
  body: unknown;
}

/**
 * A running local Mem, from `startMemServer()`.
 *
 * @example
 * ```ts
 * import { startMemServer, type MemServer } from 'memai-sdk/testing';
 *
 * const server: MemServer = await startMemServer();
 * server.fail({ method: 'GET', path: '/v2/notes', status: 503 });
 * const response = await fetch(`${server.url}/v2/notes`, {
 *   headers: { Authorization: `Bearer ${server.apiKey}` },
 * });
 * console.log(response.status, server.requests.length); // 503 1
 * await server.close();
 * ```
 * @group Server
 */
export interface MemServer {
  /** The server's origin, such as `http://127.0.0.1:43123`, for `new MemClient({ baseUrl })`. */
  readonly url: string;
  /** The only API key the server accepts. */
  readonly apiKey: string;
  /** Every request received, in order, faulted ones included. */
  readonly requests: readonly RecordedRequest[];
  /** Queues faults; each is used up by the next request it matches. */
  fail(...faults: Fault[]): void;
  /** Adds data straight to the store; throws, adding nothing, if any of it is malformed. */
  seed(data: SeedData): void;
  /** A deep copy of everything stored, for assertions. */
  state(): MemServerState;
  /** Stops listening, drops open connections and cancels pending Mem It notes. */
  close(): Promise<void>;
}

/**
 * Starts a local, in-memory Mem (API v2 and the three legacy v1 routes) on 127.0.0.1, for tests
 * to run against instead of the real service.
 *
 * It follows Mem's API reference. Where Mem documents nothing, it behaves as follows:
 *
 * - Every error it makes up uses Mem's envelope
 *   `{ error_category, error_metadata: { error_kind, message, request_id } }`, with kinds such
 *   as `NOT_AUTHORIZED`, `NOT_FOUND`, `METHOD_NOT_ALLOWED` (405 for a known path with another
 *   method), `INVALID_REQUEST`, `INVALID_CURSOR`, `CONFLICT`, `VERSION_CONFLICT` (409 on a
 *   stale `version`), `NOTE_TRASHED` (400 on updating a trashed note) and `RATE_LIMITED`. The
 *   plan quota's 429 uses Mem's documented quota body, and the quota starts again at each UTC
 *   midnight.
 * - Unknown body fields and unknown query parameters are refused with a 400 naming them. A path
 *   id that is not a UUID is a 404.
 * - Trashed notes are left out of list, search, extended search and related notes, but can still
 *   be read. Trashing a trashed note and restoring an active one succeed and change nothing.
 * - Lists are newest first by `order_by`, ties broken by id; the cursor holds the position and
 *   a fingerprint of the filters. Extended search's cursor is an offset bound to the query and
 *   filters. Search snapshots live as long as the server, and a snapshot reused with another
 *   query or filters is refused.
 * - Search needs every term of the query, without case, in the title or content, and ranks by
 *   hits, title hits counting more. Related notes are ranked by shared words of three letters or
 *   more (a Jaccard score), leaving out notes that share none.
 * - Adding a note to a collection it is in already succeeds; moving a note to the collection it
 *   is in changes nothing.
 * - Mem It stores the input as one note, in no collection, with `created_at` from `timestamp`
 *   when given; it does not act on `instructions`. `POST /v2/mem-it` costs 40 complexity tokens,
 *   every other request (the legacy `/v1/mem-it` included) 1.
 * - Requests without the right key are answered 401 without costing rate-limit tokens. Faults
 *   that answer or drop bypass the limits; a fault with only `delayMs` delays a request that is
 *   then handled, and limited, as usual.
 * - A note's title is its first non-blank line without leading `#` marks; titles are not cut.
 * - Every date-time in a request, the legacy v1 routes' and Mem It's `timestamp` included, must
 *   be an RFC 3339 date-time with seconds and an offset, as Mem's schema says (`date-time`).
 * - The legacy v1 routes answer errors in the same envelope. Filing a note in a collection that
 *   does not exist creates it and reports a `created-collection` operation before the
 *   `added-note-to-collection` ones. `DELETE /v1/notes/{id}` answers Mem's v1 shape (`status`,
 *   `operations`) plus the `id` and `deleted: true` of 0.1.
 * - An answer a fault injected carries the header `X-Local-Mem-Fault: injected`.
 * - Attachments (PDFs and images) and audio recordings exist only when seeded, as Mem's API
 *   makes neither. A note's answer lists them in `attachment_metadata` and
 *   `audio_recording_ids`; deleting the note deletes its attachments and unlinks its recordings.
 * - `POST /v2/attachments/read` answers a PDF `page_limit` pages at a time from `page_offset`
 *   (5 by default), and a recording's transcript `content_limit` characters (code points) at a
 *   time from `content_offset` (10,000 by default); a limit above Mem's cap (20 pages, 20,000
 *   characters) is lowered to it, and one below 1 is refused. It stores no calendar events or
 *   emails, so reading one is a 404.
 * - `POST /v2/attachments/answer-question` reads nothing: for an attachment that exists it
 *   always answers `"The local Mem does not read attachments; this is its fixed answer."`, with
 *   `page_references: []`.
 * - `GET /v2/note-attachments/{id}/download-url` answers a link on the server itself,
 *   `/files/<token>/<file name>`, that serves that attachment's bytes with its MIME type, without
 *   the API key, for 15 minutes; then it answers 403, and an unknown link 404, in plain text.
 *   Downloads cost no rate-limit tokens.
 * - `GET /v2/audio-recordings/{id}` with `transcript_speaker_labels=false` removes the bracketed
 *   label that starts each line of the transcript.
 *
 * @param options - the key, port, rate limits, quota and Mem It delay
 * @returns the running server; close it when the test ends
 *
 * @example
 * ```ts
 * import { startMemServer } from 'memai-sdk/testing';
 * import { MemClient } from 'memai-sdk';
 *
 * const server = await startMemServer();
 * server.seed({ notes: [{ content: '# Groceries\n- [ ] Coffee' }] });
 * const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url, maxRetries: 0 });
 * console.log(client instanceof MemClient); // true: point the code under test at it
 * console.log(server.state().notes[0]?.title); // 'Groceries'
 * await server.close();
 * ```
 * @group Server
 */
export async function startMemServer(options: MemServerOptions = {}): Promise<MemServer> {
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

  const server = createServer((request, response) => exchanges.answer(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  links.origin = `http://127.0.0.1:${port}`;

  return {
    url: links.origin,
    apiKey,
    requests: exchanges.requests,
    fail: (...more) => exchanges.faults.push(more),
    seed: (data) => seedStore(store, data),
    state: () => store.state(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        exchanges.close();
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
