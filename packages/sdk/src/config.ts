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
  apiKey?: string;
  /**
   * The API's origin. Change it to reach a proxy or a local test server.
   *
   * @defaultValue `'https://api.mem.ai'`
   */
  baseUrl?: string;
  /**
   * How long one attempt may take, in milliseconds, before it fails with code `timeout`.
   *
   * @defaultValue `60000` (one minute)
   */
  timeout?: number;
  /**
   * How many times a failed request is retried when a retry could succeed: after a network
   * error, a timeout, or an HTTP 408, 429 or 5xx. Calls that could act twice (`memIt`,
   * `notes.update`) are retried only when Mem cannot have acted on them. The client waits as
   * `Retry-After` asks, up to 60 seconds, and otherwise backs off from half a second, doubling
   * up to 8 seconds. `0` turns retries off.
   *
   * @defaultValue `2`
   */
  maxRetries?: number;
  /**
   * The `fetch` implementation to use, for example one that adds tracing.
   *
   * @defaultValue `globalThis.fetch`
   */
  fetch?: typeof fetch;
  /**
   * Extra headers sent with every request. They cannot replace `Authorization`; a `User-Agent`
   * here replaces the client's own (`memai-sdk/<version> node/<version>`, or `bun/…`, `deno/…`;
   * none in browsers, which set their own).
   *
   * @defaultValue `{}`
   */
  headers?: Record<string, string>;
}

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
