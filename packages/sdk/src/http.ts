/**
 * An HTTP method the mem.ai API accepts.
 *
 * @example
 * ```ts
 * import type { HttpMethod } from 'memai-sdk';
 *
 * const method: HttpMethod = 'DELETE';
 * ```
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What one call to the API is made of: the method, the path below the base URL, the JSON body,
 * and the per-call options every `MemClient` method accepts.
 *
 * Only `signal` and `timeout` are set by callers, as the last argument of a client method; the
 * rest is filled in by the client.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const controller = new AbortController();
 * // `{ signal, timeout }` is the caller's part of RequestParams.
 * const pending = client.deleteNote('5e29c8a2-c73b-476b-9311-e2579712d4b1', {
 *   signal: controller.signal,
 *   timeout: 5_000,
 * });
 * controller.abort();
 * await pending.catch(() => {});
 * ```
 */
export interface RequestParams {
  /** The HTTP method. */
  method: HttpMethod;
  /** The path below the base URL, starting with `/`, for example `/v1/notes`. */
  path: string;
  /** The JSON body to send; omitted for requests that have none. */
  body?: Record<string, unknown>;
  /**
   * Whether sending the request twice has the same effect as sending it once. Requests that are
   * not idempotent are retried only when the server cannot have acted on them.
   *
   * @defaultValue `true`
   */
  idempotent?: boolean;
  /** Aborts the call, including any wait between retries, as soon as it fires. */
  signal?: AbortSignal;
  /**
   * How long one attempt may take, in milliseconds, before it fails with code `timeout`.
   * Overrides the client's `timeout` for this call.
   */
  timeout?: number;
}
