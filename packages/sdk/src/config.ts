/**
 * Options for `new MemClient(options)`. Every field is optional.
 *
 * @example
 * ```ts
 * import { MemClient, type MemOptions } from 'memai-sdk';
 *
 * const options: MemOptions = {
 *   apiKey: 'mem_test_key',
 *   timeout: 10_000,
 *   maxRetries: 3,
 *   headers: { 'X-Team': 'docs' },
 * };
 * const client = new MemClient(options);
 * ```
 * @group Configuration
 */
export interface MemOptions {
  /**
   * Your mem.ai API key, sent as `Authorization: Bearer <apiKey>`.
   *
   * @defaultValue the `MEM_API_KEY` environment variable, where `process.env` exists
   */
  apiKey?: string | undefined;
  /**
   * The API's origin. Change it to reach a proxy or a local test server.
   *
   * @defaultValue `'https://api.mem.ai'`
   */
  baseUrl?: string | undefined;
  /**
   * How long one attempt may take, in milliseconds, before it fails with code `timeout`.
   *
   * @defaultValue `60000` (one minute)
   */
  timeout?: number | undefined;
  /**
   * How many times a failed request is retried when a retry could succeed: after a network
   * error, a timeout, or an HTTP 408, 429 or 5xx. Calls that could act twice (`memIt`,
   * `notes.update`) are retried only when Mem cannot have acted on them. The client waits as
   * `Retry-After` asks, up to 60 seconds, and otherwise backs off from half a second, doubling
   * up to 8 seconds. `0` turns retries off.
   *
   * @defaultValue `2`
   */
  maxRetries?: number | undefined;
  /**
   * The `fetch` implementation to use, for example one that adds tracing.
   *
   * @defaultValue `globalThis.fetch`
   */
  fetch?: typeof fetch | undefined;
  /**
   * Extra headers sent with every request. They cannot replace `Authorization`; a `User-Agent`
   * here replaces the client's own (`memai-sdk/<version> node/<version>`, or `bun/…`, `deno/…`;
   * none in browsers, which set their own).
   *
   * @defaultValue `{}`
   */
  headers?: Record<string, string> | undefined;
  /**
   * Paces requests by Mem's rate-limit headers, so that the client does not send what Mem would
   * answer 429. The client keeps the figures of every answer, shared by all calls of this client:
   * when the minute's budget of requests or complexity is used up, a further request waits until
   * Mem's leaky bucket has refilled enough for it, at the rate the headers imply (a call's
   * `signal` stops the wait); requests already in flight count against what is left. A used-up daily budget is never waited out: calls fail at once with code
   * `quota_exceeded`. `false` turns pacing off; an object turns it on with a hook that is told
   * of every wait.
   *
   * @defaultValue `true`
   */
  throttle?: boolean | ThrottleOptions | undefined;
  /**
   * Cancels every call of this client as soon as it fires, as a call's own `signal` does: a
   * request in flight, a wait between retries or for the rate limit, and the next page of a
   * listing. A call's own signal still applies too. Useful where one event stops all work, such
   * as Ctrl-C in a command-line tool or a request handler's closed connection.
   *
   * @defaultValue none
   */
  signal?: AbortSignal | undefined;
}

/**
 * How `new MemClient({ throttle })` paces requests, when given as an object.
 *
 * @example
 * ```ts
 * import { MemClient, type ThrottleOptions } from 'memai-sdk';
 *
 * const throttle: ThrottleOptions = {
 *   onWait: ({ waitMs, bucket, reason }) =>
 *     console.warn(`Waiting ${Math.ceil(waitMs / 1000)} s for Mem's ${bucket} ${reason} budget`),
 * };
 * const client = new MemClient({ apiKey: 'mem_test_key', throttle });
 * ```
 * @group Configuration
 */
export interface ThrottleOptions {
  /**
   * Called, synchronously, each time a request starts waiting for a used-up budget to refill,
   * with how long and for which budget. An exception it throws fails the call.
   *
   * @defaultValue none
   */
  onWait?: ((wait: ThrottleWait) => void) | undefined;
}

/**
 * A wait `throttle.onWait` is told of: a request is held until one of Mem's used-up budgets has
 * refilled enough for it.
 *
 * @example
 * ```ts
 * import type { ThrottleWait } from 'memai-sdk';
 *
 * function describe(wait: ThrottleWait): string {
 *   return `${wait.reason} budget of this ${wait.bucket} used up; waiting ${wait.waitMs} ms`;
 * }
 * ```
 * @group Configuration
 */
export type ThrottleWait = {
  /** How long the request will wait, in milliseconds. */
  waitMs: number;
  /** The window that is used up, as Mem names it: `'minute'`. */
  bucket: string;
  /** Which budget is used up: requests (`X-RateLimit-*`) or complexity (`X-Complexity-*`). */
  reason: 'requests' | 'complexity';
};

/**
 * The resolved, read-only configuration of a client, exposed as `client.config`. The API key is
 * deliberately absent, so that logging the configuration cannot leak it.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * console.log(client.config.baseUrl); // 'https://api.mem.ai'
 * console.log(client.config.maxRetries); // 2
 * ```
 * @group Configuration
 */
export interface MemConfig {
  /** The API's origin, without a trailing slash. */
  readonly baseUrl: string;
  /** How long one attempt may take, in milliseconds. */
  readonly timeout: number;
  /** How many times a failed request may be retried. */
  readonly maxRetries: number;
  /** The extra headers sent with every request. */
  readonly headers: Readonly<Record<string, string>>;
}
