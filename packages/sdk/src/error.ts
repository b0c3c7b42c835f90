import type { HttpMethod } from './http.js';

/**
 * The error every failed `MemClient` call rejects with. Recognise it with
 * `MemClient.isApiError(error)`.
 *
 * | `code` | `status` | when |
 * | --- | --- | --- |
 * | Mem's own error kind, lower-cased, for example `'not_authorized'` | the HTTP status | Mem answered with an error body that names one |
 * | `'quota_exceeded'` | `429` | the plan's usage quota is used up; waiting minutes will not help, so it is not retried |
 * | `'version_conflict'` | `409` | `notes.update` named a `version` that is no longer the note's current one |
 * | `'bad_request'`, `'not_found'`, `'conflict'`, `'rate_limited'`, `'server_error'`, … | the HTTP status | an error status whose body named no kind |
 * | `'invalid_response'` | the HTTP status | a success whose body was not the JSON object Mem promises |
 * | `'timeout'` | `0` | an attempt took longer than `timeout` |
 * | `'network_error'` | `0` | no response came: the connection was refused, dropped or never made |
 * | `'aborted'` | `0` | the caller's `AbortSignal` fired |
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key', baseUrl: 'http://127.0.0.1:9', maxRetries: 0 });
 * try {
 *   await client.notes.get('5e29c8a2-c73b-476b-9311-e2579712d4b1');
 * } catch (error) {
 *   if (MemClient.isApiError(error)) {
 *     console.log(error.method, error.path, error.status, error.code, error.detail, error.retryable);
 *   }
 * }
 * ```
 * @group Errors
 */
export type MemApiError = Error & {
  /** Always `'MemApiError'`, so that errors from another realm can still be recognised. */
  readonly name: 'MemApiError';
  /** The HTTP status of the response, or `0` when no response came. */
  readonly status: number;
  /** A stable, machine-readable code: Mem's own, or one the client derived (see the table). */
  readonly code: string;
  /**
   * What went wrong, in Mem's own words when it answered with an error message, and otherwise
   * the client's (no response, a timeout, a body that was not JSON): `message` without the
   * method and path it begins with, for showing beside your own account of the call.
   */
  readonly detail: string;
  /** The method of the call that failed. */
  readonly method: HttpMethod;
  /**
   * The path of the call that failed, below the base URL and without the query string; for a
   * download, the file's link without its query string.
   */
  readonly path: string;
  /**
   * Mem's id for the request, from the error body or else the `X-Request-Id` header, when the
   * response carried one; quote it to Mem's support.
   */
  readonly requestId?: string;
  /**
   * Whether the client judged this failure worth retrying. When it is `true` the client retried
   * it as often as `maxRetries` allows (not at all when that is `0`), and this is the last
   * failure; the same call may succeed later. When it is `false`, sending the same call again
   * will not help, or could apply it twice.
   */
  readonly retryable: boolean;
  /** The rate-limit headers of the failed response, when it had any. */
  readonly rateLimits?: RateLimits;
  /**
   * The error response's JSON body as Mem sent it, for fields this type does not name (for a
   * quota error, `error.details` and `error.upgrade_info`).
   */
  readonly body?: unknown;
  /** The underlying failure, for example the network error or the `SyntaxError` of a bad body. */
  readonly cause?: unknown;
};

/**
 * What Mem's rate-limit headers said on a response: on an error as `error.rateLimits`, on a
 * success through `.withResponse()`. Mem limits each key to 100 requests a
 * minute and 4,000 a day, and separately to 200 "complexity" tokens a minute and 8,000 a day
 * (most calls cost 1, `memIt` costs 40).
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * function secondsToWait(error: unknown): number | undefined {
 *   if (!MemClient.isApiError(error) || error.status !== 429) return undefined;
 *   return error.rateLimits?.retryAfter ?? error.rateLimits?.requests?.reset;
 * }
 * ```
 * @group Errors
 */
export type RateLimits = {
  /** The request budget, from the `X-RateLimit-*` headers. */
  requests?: RateLimitWindow;
  /** The complexity budget, from the `X-Complexity-*` headers. */
  complexity?: RateLimitWindow;
  /** How long Mem asked the client to wait before trying again, in seconds (`Retry-After`). */
  retryAfter?: number;
};

/**
 * One budget of Mem's rate limits, for whichever window (minute or day) has less left.
 *
 * @example
 * ```ts
 * import type { RateLimitWindow } from 'memai-sdk';
 *
 * const window: RateLimitWindow = { bucket: 'minute', limit: 100, remaining: 0, reset: 12 };
 * console.log(`${window.remaining} of ${window.limit} left this ${window.bucket}`);
 * ```
 * @group Errors
 */
export type RateLimitWindow = {
  /** The window the figures are for: `'minute'` or `'day'`. */
  bucket: string;
  /** How much the window allows. */
  limit: number;
  /** How much is left in the window. */
  remaining: number;
  /** Seconds until the budget refills. */
  reset: number;
};
