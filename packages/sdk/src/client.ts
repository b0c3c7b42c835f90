import { Attachments } from './attachments.js';
import { AudioRecordings } from './audio-recordings.js';
import type { ApiPromise } from './api-promise.js';
import { Collections } from './collections.js';
import type { MemConfig, MemOptions } from './config.js';
import type { MemApiError, RateLimits } from './error.js';
import { Events } from './events.js';
import { FollowUps } from './follow-ups.js';
import type { RequestOptions } from './http.js';
import { isApiError } from './internal/api-error.js';
import { readRateLimits } from './internal/error-response.js';
import { defaultBaseUrl } from './internal/read-options.js';
import { RequestCore } from './internal/request-core.js';
import { LegacyV1 } from './legacy-v1.js';
import { memItCall, type MemItPayload, type MemItResponse } from './mem-it.js';
import { Notes } from './notes.js';
import { Projects } from './projects.js';
import { Tasks } from './tasks.js';

/**
 * A client for Mem's API. Create one per API key and reuse it: it holds no connections and no
 * state besides its configuration. Mem's resources hang off it: `client.notes`,
 * `client.attachments`, `client.audioRecordings`, `client.collections`, `client.tasks`,
 * `client.projects`, `client.followUps`, the events feed as `client.events`, and the legacy v1
 * calls as `client.v1`.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * // Reads the key from MEM_API_KEY when `apiKey` is omitted.
 * const client = new MemClient({ apiKey: 'mem_test_key', maxRetries: 3 });
 * console.log(client.config.baseUrl);
 * ```
 * @group Client
 */
export class MemClient {
  /** The client's resolved configuration, frozen. The API key is not part of it. */
  readonly config: MemConfig;
  /** Notes: create, read, change, search, trash and delete them. */
  readonly notes: Notes;
  /** The files linked to notes: read them, ask about them and download them. */
  readonly attachments: Attachments;
  /** The audio recordings linked to notes, with their transcripts, read only. */
  readonly audioRecordings: AudioRecordings;
  /** Collections: create, find, rename and delete them, and choose which notes they hold. */
  readonly collections: Collections;
  /** The tasks Mem's assistant keeps, read only. */
  readonly tasks: Tasks;
  /** The projects Mem's assistant keeps, read only. */
  readonly projects: Projects;
  /** The follow-ups Mem's assistant has scheduled, read only. */
  readonly followUps: FollowUps;
  /** The events feed: what happened in the account, in order, from any point on. */
  readonly events: Events;
  /** Mem's legacy v1 calls, as memai-sdk 0.1 made them. */
  readonly v1: LegacyV1;

  readonly #core: RequestCore;

  /**
   * Creates a client. Nothing is sent until a method is called.
   *
   * @param options - Everything is optional; see {@link MemOptions} for defaults.
   * @throws `Error` when no API key is given and `MEM_API_KEY` is unset or empty.
   * @throws `TypeError` when an option has the wrong type or range, naming the option.
   */
  constructor(options: MemOptions = {}) {
    const core = new RequestCore(options);
    this.#core = core;
    this.config = core.config;
    this.notes = new Notes(core);
    this.attachments = new Attachments(core);
    this.audioRecordings = new AudioRecordings(core);
    this.collections = new Collections(core);
    this.tasks = new Tasks(core);
    this.projects = new Projects(core);
    this.followUps = new FollowUps(core);
    this.events = new Events(core);
    this.v1 = new LegacyV1(core);
  }

  /**
   * Mem's public address, the `baseUrl` of every client that is not given another. A local Mem
   * made with `createMem({ url: MemClient.defaultBaseUrl })` answers there, through its `fetch`.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * console.log(MemClient.defaultBaseUrl); // 'https://api.mem.ai'
   * ```
   */
  static readonly defaultBaseUrl: string = defaultBaseUrl;

  /**
   * Tells whether `value` is a {@link MemApiError}, the error every failed call rejects with.
   * It also recognises errors from another realm or another copy of this package, by name.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * function explain(error: unknown): string {
   *   return MemClient.isApiError(error) ? `${error.status} ${error.code}` : String(error);
   * }
   * ```
   */
  static isApiError(value: unknown): value is MemApiError {
    return isApiError(value);
  }

  /**
   * Reads Mem's rate-limit headers (`X-RateLimit-*`, `X-Complexity-*`, `Retry-After`) from a
   * response the client did not parse itself: one seen by a `fetch` of your own, given in
   * {@link MemOptions.fetch}, which sees every response of every call. A call's own figures are
   * on `.withResponse()`'s `rateLimits`.
   *
   * @param headers - The response's headers.
   * @returns What the headers said; an empty object when they carried none.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const headers = new Headers({
   *   'X-RateLimit-Bucket': 'day',
   *   'X-RateLimit-Limit': '4000',
   *   'X-RateLimit-Remaining': '950',
   *   'X-RateLimit-Reset': '66960',
   * });
   * const { requests } = MemClient.rateLimitsOf(headers);
   * console.log(`${requests?.remaining} of ${requests?.limit} left this ${requests?.bucket}`);
   * // 950 of 4000 left this day
   * ```
   */
  static rateLimitsOf(headers: Headers): RateLimits {
    return readRateLimits(headers) ?? {};
  }

  /**
   * Hands raw content to Mem, which reads it, writes notes from it and files them in
   * collections. Use it for content you have not formatted yourself: web pages, emails,
   * transcripts, quick thoughts. Sends `POST /v2/mem-it`
   * ([Mem's reference](https://docs.mem.ai/api-reference/mem-it/mem-it)).
   *
   * Mem answers before it has processed the content: the notes appear in listings and searches
   * a little later. A call is retried only when Mem cannot have acted on it yet (it was never
   * delivered, or Mem answered 429 or 503), since replaying it could otherwise make Mem write the
   * same notes twice. Each call costs 40 of the 200 "complexity" tokens Mem allows a minute.
   *
   * @param payload - The content and how to treat it; `input` is required.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The request's id.
   * @throws `TypeError` before sending, when a payload field is missing, malformed or too long.
   * @throws {@link MemApiError} when the call fails.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const { request_id } = await client.memIt({
   *   input: 'Met Ada at the conference. She is writing about analytical engines.',
   *   instructions: 'Add this to my People collection.',
   * });
   * console.log(`Mem is processing request ${request_id}`);
   * ```
   */
  memIt(payload: MemItPayload, options: RequestOptions = {}): ApiPromise<MemItResponse> {
    return this.#core.request(options, () => memItCall(payload));
  }
}
