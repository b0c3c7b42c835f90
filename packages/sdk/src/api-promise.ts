import type { RateLimits } from './error.js';

/**
 * A call's parsed answer together with the HTTP response it came in, from `.withResponse()`.
 *
 * @typeParam T - What awaiting the call gives: Mem's answer, parsed.
 *
 * @example
 * ```ts
 * import { MemClient, type ApiResponse, type Note, type RequestReceipt } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const answer: ApiResponse<Note & RequestReceipt> = await client.notes
 *   .get('5e29c8a2-c73b-476b-9311-e2579712d4b1')
 *   .withResponse();
 * console.log(answer.data.title, answer.response.status, answer.requestId);
 * console.log(`${answer.rateLimits.requests?.remaining ?? '?'} requests left`);
 * ```
 * @group Responses
 */
export type ApiResponse<T> = {
  /** The parsed body: exactly what awaiting the call gives. */
  data: T;
  /**
   * The `fetch` response of the call's final attempt, for its status and headers. Its body has
   * already been read into `data`, so it cannot be read again.
   */
  response: Response;
  /**
   * What the response's `X-RateLimit-*` and `X-Complexity-*` headers said; an empty object when
   * it carried none.
   */
  rateLimits: RateLimits;
  /**
   * Mem's id for the request: the `X-Request-Id` header, or else the body's `request_id`. Quote
   * it when you contact Mem's support.
   */
  requestId: string | undefined;
};

/**
 * What every call that is not a listing returns: a promise of Mem's parsed answer, which can also
 * give the HTTP response behind it. Await it for the answer, exactly as a plain promise; call
 * `.withResponse()` for the answer together with the response's status, headers, rate limits and
 * request id.
 *
 * The request is sent when the method is called, whether or not the promise is awaited. Invalid
 * arguments make it reject with a `TypeError`; it never throws synchronously.
 *
 * @typeParam T - Mem's answer, parsed.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const { data: note, response, requestId } = await client.notes
 *   .create({ content: '# Groceries\n\n- Oat milk' })
 *   .withResponse();
 * console.log(note.id, response.status, requestId);
 * ```
 * @group Responses
 */
export class ApiPromise<T> extends Promise<T> {
  readonly #answer: Promise<ApiResponse<T>>;
  #data: Promise<T> | undefined;

  /** @internal */
  constructor(answer: Promise<ApiResponse<T>>) {
    // The promise machinery of the base class is unused: every method below reads `answer`.
    super((resolve) => resolve(undefined as T));
    this.#answer = answer;
  }

  /** Derived promises (from `then`, `catch`, `finally`) are plain promises. */
  static override get [Symbol.species]() {
    return Promise;
  }

  /**
   * Waits for the call and gives its parsed answer with the HTTP response behind it.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const { data, rateLimits } = await client.memIt({ input: 'Call Ada back' }).withResponse();
   * console.log(data.request_id, rateLimits.complexity?.remaining);
   * ```
   */
  withResponse(): Promise<ApiResponse<T>> {
    return this.#answer;
  }

  /** Waits for the call's parsed answer. */
  override then<Fulfilled = T, Rejected = never>(
    onFulfilled?: ((value: T) => Fulfilled | PromiseLike<Fulfilled>) | null,
    onRejected?: ((reason: unknown) => Rejected | PromiseLike<Rejected>) | null,
  ): Promise<Fulfilled | Rejected> {
    return this.#parsed().then(onFulfilled, onRejected);
  }

  /** Handles the call's failure. */
  override catch<Rejected = never>(
    onRejected?: ((reason: unknown) => Rejected | PromiseLike<Rejected>) | null,
  ): Promise<T | Rejected> {
    return this.#parsed().catch(onRejected);
  }

  /** Runs `onFinally` once the call has succeeded or failed. */
  override finally(onFinally?: (() => void) | null): Promise<T> {
    return this.#parsed().finally(onFinally);
  }

  // Made only when asked for, so that a caller who uses withResponse() alone gets no second,
  // unhandled rejection.
  #parsed(): Promise<T> {
    this.#data ??= this.#answer.then((answer) => answer.data);
    return this.#data;
  }
}
