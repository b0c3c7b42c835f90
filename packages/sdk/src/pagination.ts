import type { ApiResponse } from './api-promise.js';
import type { RequestOptions } from './http.js';

/**
 * One page of a listing or a search, exactly as Mem answered it, with two methods added to move
 * on. The methods are not enumerable, so logging or serialising a page shows Mem's answer alone.
 *
 * @example
 * ```ts
 * import { MemClient, type ListNotesResponse, type Page } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * // Page by page: each page holds Mem's own fields (`results`, `total`, `next_page`).
 * let page: Page<ListNotesResponse> | null = await client.notes.list({ limit: 50 });
 * while (page !== null) {
 *   console.log(`${page.results.length} of ${page.total} notes`);
 *   page = await page.nextPage();
 * }
 * ```
 * @group Paging
 */
export type Page<Response> = Response & {
  /** Whether Mem said that more results follow this page. */
  hasNextPage(): boolean;
  /**
   * Fetches the page after this one, with the same filters. Resolves to `null` after the last
   * page.
   *
   * @param options - Per-call options for this request; by default those of the call that
   * fetched this page.
   */
  nextPage(options?: RequestOptions): Promise<Page<Response> | null>;
};

/**
 * What a listing or paged search returns. Await it for the first page as Mem returns it, or walk
 * every result across all pages with `for await`, which fetches each page only when the one
 * before it is used up and sends the same filters every time.
 *
 * `.withResponse()` gives the first page with the HTTP response it came in, as it does for every
 * other call (see {@link ApiPromise}).
 *
 * Nothing is sent until it is awaited, iterated or asked for its response. The call's `signal` also stops the iteration:
 * once it fires, the loop rejects with code `aborted` and no further page is requested.
 *
 * @typeParam Response - Mem's answer for one page.
 * @typeParam Item - One result on a page.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * for await (const note of client.notes.list({ order_by: 'created_at' })) {
 *   console.log(note.title);
 * }
 * ```
 * @group Paging
 */
export class PageRequest<Response, Item> implements Promise<Page<Response>>, AsyncIterable<Item> {
  readonly #fetchFirst: () => Promise<ApiResponse<Page<Response>>>;
  readonly #itemsOf: (page: Response) => readonly Item[];
  readonly #stopIfAborted: () => void;
  #first: Promise<ApiResponse<Page<Response>>> | undefined;
  #firstData: Promise<Page<Response>> | undefined;

  /** @internal */
  constructor(
    fetchFirst: () => Promise<ApiResponse<Page<Response>>>,
    itemsOf: (page: Response) => readonly Item[],
    stopIfAborted: () => void,
  ) {
    this.#fetchFirst = fetchFirst;
    this.#itemsOf = itemsOf;
    this.#stopIfAborted = stopIfAborted;
  }

  /** Names the class in `Object.prototype.toString`, as every promise does. */
  readonly [Symbol.toStringTag] = 'PageRequest';

  /** Waits for the first page. */
  then<Fulfilled = Page<Response>, Rejected = never>(
    onFulfilled?: ((page: Page<Response>) => Fulfilled | PromiseLike<Fulfilled>) | null,
    onRejected?: ((reason: unknown) => Rejected | PromiseLike<Rejected>) | null,
  ): Promise<Fulfilled | Rejected> {
    return this.#firstPage().then(onFulfilled, onRejected);
  }

  /** Handles a failure to fetch the first page. */
  catch<Rejected = never>(
    onRejected?: ((reason: unknown) => Rejected | PromiseLike<Rejected>) | null,
  ): Promise<Page<Response> | Rejected> {
    return this.#firstPage().catch(onRejected);
  }

  /** Runs `onFinally` once the first page has arrived or failed. */
  finally(onFinally?: (() => void) | null): Promise<Page<Response>> {
    return this.#firstPage().finally(onFinally);
  }

  /** Yields every result of every page, fetching the next page when this one is used up. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    let page: Page<Response> | null = await this.#firstPage();
    while (page !== null) {
      for (const item of this.#itemsOf(page)) {
        this.#stopIfAborted();
        yield item;
      }
      page = await page.nextPage();
    }
  }

  /**
   * Fetches the first page, if it has not been fetched yet, and gives it with the HTTP response
   * it came in, its rate limits and its request id.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const { data: page, requestId } = await client.notes.list({ limit: 10 }).withResponse();
   * console.log(`${page.results.length} notes (request ${requestId ?? 'unknown'})`);
   * ```
   */
  withResponse(): Promise<ApiResponse<Page<Response>>> {
    this.#first ??= this.#fetchFirst();
    return this.#first;
  }

  #firstPage(): Promise<Page<Response>> {
    this.#firstData ??= this.withResponse().then((answer) => answer.data);
    return this.#firstData;
  }
}
