/**
 * An HTTP method the mem.ai API uses. Every {@link MemApiError} names the method of the call
 * that failed.
 *
 * @example
 * ```ts
 * import type { HttpMethod, MemApiError } from 'memai-sdk';
 *
 * function wasWrite(error: MemApiError): boolean {
 *   const reads: HttpMethod[] = ['GET'];
 *   return !reads.includes(error.method);
 * }
 * ```
 * @group Configuration
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The options every `MemClient` method takes as its last argument: a signal to cancel the call,
 * a timeout for each attempt, how often to retry, and extra headers, each for this call only.
 *
 * @example
 * ```ts
 * import { MemClient, type RequestOptions } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const controller = new AbortController();
 * const options: RequestOptions = {
 *   signal: controller.signal,
 *   timeout: 5_000,
 *   maxRetries: 0,
 *   headers: { 'X-Trace-Id': 'import-42' },
 * };
 * const pending = client.notes.get('5e29c8a2-c73b-476b-9311-e2579712d4b1', options);
 * controller.abort();
 * await pending.catch(() => {});
 * ```
 * @group Configuration
 */
export interface RequestOptions {
  /**
   * Cancels the call as soon as it fires, including any wait between retries or for the rate
   * limit; the call then rejects with code `aborted`. For a listing it also stops `for await`
   * before the next page.
   *
   * @defaultValue none: the call runs until it succeeds or fails
   */
  signal?: AbortSignal | undefined;
  /**
   * How long one attempt may take, in milliseconds, before it fails with code `timeout`.
   *
   * @defaultValue the client's `timeout`
   */
  timeout?: number | undefined;
  /**
   * How many times this call is retried when a retry could succeed, instead of the client's
   * `maxRetries`; `0` makes one attempt only.
   *
   * @defaultValue the client's `maxRetries`
   */
  maxRetries?: number | undefined;
  /**
   * Extra headers for this call, added to (and replacing same-named) headers of the client's
   * `headers`. They cannot replace `Authorization`.
   *
   * @defaultValue `{}`
   */
  headers?: Record<string, string> | undefined;
}

/**
 * The per-call options under their 1.0 name. It is the same as {@link RequestOptions}, which
 * every method now takes; the name stays so that code written for 1.0 still compiles.
 *
 * @deprecated Use {@link RequestOptions}.
 *
 * @example
 * ```ts
 * import { MemClient, type RequestParams } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const options: RequestParams = { timeout: 5_000 };
 * await client.notes.get('5e29c8a2-c73b-476b-9311-e2579712d4b1', options).catch(() => {});
 * ```
 * @group Configuration
 */
// An interface, not a type alias, so that the reference keeps its RequestParams interface page.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the same shape, renamed
export interface RequestParams extends RequestOptions {}

/**
 * What Mem answers to a call that changes something without returning it: deleting, trashing
 * or restoring a note, deleting a collection, and changing which collection a note is in.
 *
 * @example
 * ```ts
 * import { MemClient, type RequestReceipt } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const receipt: RequestReceipt = await client.notes.trash('5e29c8a2-c73b-476b-9311-e2579712d4b1');
 * console.log(`Trashed (request ${receipt.request_id})`);
 * ```
 * @group Configuration
 */
export type RequestReceipt = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /**
   * Set by a delete, or by taking a note out of a collection, when an attempt's answer was
   * lost and Mem answered the retry that the object was gone: the lost attempt had done what
   * was asked. Never set when the first attempt finds nothing to remove, which is an error.
   */
  alreadyGone?: true;
};
