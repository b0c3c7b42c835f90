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
 * The options every `MemClient` method takes as its last argument: a signal to cancel the call
 * and a timeout for each attempt.
 *
 * @example
 * ```ts
 * import { MemClient, type RequestParams } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const controller = new AbortController();
 * const options: RequestParams = { signal: controller.signal, timeout: 5_000 };
 * const pending = client.notes.get('5e29c8a2-c73b-476b-9311-e2579712d4b1', options);
 * controller.abort();
 * await pending.catch(() => {});
 * ```
 * @group Configuration
 */
export interface RequestParams {
  /**
   * Cancels the call as soon as it fires, including any wait between retries; the call then
   * rejects with code `aborted`. For a listing it also stops `for await` before the next page.
   */
  signal?: AbortSignal;
  /**
   * How long one attempt may take, in milliseconds, before it fails with code `timeout`.
   *
   * @defaultValue the client's `timeout`
   */
  timeout?: number;
}

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
