// One paginator for Mem's four paging styles. A style only says how to ask for the page after a
// given one; fetching, chaining pages and iterating are the same for all of them.
import type { RequestOptions } from '../http.js';
import type { ApiResponse } from '../api-promise.js';
import { PageRequest, type Page } from '../pagination.js';
import {
  abortedError,
  invalidAnswerError,
  type ApiCall,
  type QueryValue,
  type RequestCore,
} from './request-core.js';
import { optionalChoice, optionalInteger, optionalText } from './validate.js';

/** The call for the page after `page`, or undefined when `page` is the last. */
export type NextPage<Response> = (call: ApiCall, page: Response) => ApiCall | undefined;

/** Listings: Mem's `next_page` cursor goes back as the `page` query parameter. */
export const cursorPages: NextPage<{ next_page?: string | null }> = (call, page) =>
  typeof page.next_page === 'string' && page.next_page !== call.query?.['page']
    ? { ...call, query: { ...call.query, page: page.next_page } }
    : undefined;

/**
 * A listing paged by Mem's `next_page` cursor: `GET path` with the query that `query` checks and
 * builds from the caller's params, when the listing is first used.
 */
export function cursorListing<
  Response extends { results: Item[]; next_page?: string | null },
  Item,
>(
  core: RequestCore,
  options: RequestOptions,
  where: string,
  path: string,
  query: () => Record<string, QueryValue>,
): PageRequest<Response, Item> {
  const first = (): ApiCall => ({
    operation: where,
    method: 'GET',
    path,
    query: query(),
    replay: 'safe',
  });
  return paginate<Response, Item>(core, first, options, cursorPages);
}

/** The paging parameters every cursor listing takes, checked: page size, cursor and order. */
export function cursorQuery<Order extends string>(
  params: { limit?: number | undefined; page?: string | undefined; order_by?: Order | undefined },
  where: string,
  orderings: readonly Order[],
) {
  return {
    limit: optionalInteger(params.limit, where, 'limit', 1, 100),
    page: optionalText(params.page, where, 'page'),
    order_by: optionalChoice(params.order_by, where, 'order_by', orderings),
  };
}

/**
 * `events.list`: while Mem says more events follow, the next page starts after the last one
 * this page covered, `next_after_sequence`.
 */
export const sequencePages: NextPage<{ has_more: boolean; next_after_sequence: number }> = (
  call,
  page,
) =>
  page.has_more && page.next_after_sequence !== call.query?.['after_sequence']
    ? { ...call, query: { ...call.query, after_sequence: page.next_after_sequence } }
    : undefined;

/**
 * `notes.search`: the next window of the snapshot the first page was taken from. A page may hold
 * fewer results than its `limit` when notes were deleted or trashed since the snapshot, so the
 * next page starts a whole `limit` further on, not a page's length: counting results would show
 * some notes twice, and stop at a page whose notes were all deleted.
 */
export const snapshotPages: NextPage<{
  has_next_page: boolean;
  offset: number;
  limit: number;
  snapshot_id: string;
}> = (call, page) =>
  page.has_next_page && page.limit > 0
    ? {
        ...call,
        query: {
          ...call.query,
          offset: page.offset + page.limit,
          snapshot_id: page.snapshot_id,
        },
      }
    : undefined;

/** `notes.extendedSearch`: Mem's `next_page_cursor` goes back in the body. */
export const bodyCursorPages: NextPage<{
  has_next_page: boolean;
  next_page_cursor?: string | null;
}> = (call, page) =>
  page.has_next_page && typeof page.next_page_cursor === 'string'
    ? { ...call, body: { ...call.body, next_page_cursor: page.next_page_cursor } }
    : undefined;

/** A window of an attachment's content, as `attachments.read` answers it under the kind's name. */
type ContentWindow = {
  has_more?: boolean;
  page_offset?: number;
  page_limit?: number;
  content_offset?: number;
  content_limit?: number;
};

/**
 * `attachments.read`: the window after this one. A PDF moves on by pages (`page_offset`), text by
 * characters (`content_offset`), each by the limit Mem reports it applied, which may be lower
 * than the one asked for.
 */
export const windowPages: NextPage<{ attachment_kind: string }> = (call, page) => {
  const window = (page as Record<string, ContentWindow | null | undefined>)[page.attachment_kind];
  if (window?.has_more !== true) return undefined;
  const unit = window.page_limit !== undefined ? 'page' : 'content';
  const limit = window[`${unit}_limit`] ?? 0;
  return limit > 0
    ? {
        ...call,
        body: { ...call.body, [`${unit}_offset`]: (window[`${unit}_offset`] ?? 0) + limit },
      }
    : undefined;
};

/**
 * Makes the `PageRequest` a listing method returns. `prepare` checks the caller's input and
 * builds the first call; if it throws, the request rejects with that error when used. A page's
 * items are its `results`, unless `itemsOf` says otherwise.
 */
export function paginate<Response extends object, Item>(
  core: RequestCore,
  prepare: () => ApiCall,
  options: RequestOptions,
  next: NextPage<Response>,
  itemsOf?: (page: Response) => readonly Item[],
): PageRequest<Response, Item> {
  let first: ApiCall;
  try {
    first = prepare();
  } catch (error) {
    return new PageRequest(
      () => Promise.reject(error),
      () => [],
      () => undefined,
    );
  }

  const fetchPage = async (
    call: ApiCall,
    callOptions: RequestOptions,
  ): Promise<ApiResponse<Page<Response>>> => {
    const answer = await core.send<Response>(call, callOptions);
    const page = answer.data;
    if (itemsOf === undefined && !Array.isArray((page as { results?: unknown }).results)) {
      throw invalidAnswerError(call, 'has no `results` list');
    }
    const following = next(call, page);
    // Not enumerable, so that the page still logs and serialises as Mem's answer.
    const data = Object.defineProperties(page, {
      hasNextPage: { value: () => following !== undefined },
      nextPage: {
        value: async (more: RequestOptions = callOptions) =>
          following === undefined ? null : (await fetchPage(following, more)).data,
      },
    }) as Page<Response>;
    return { ...answer, data };
  };

  const signal = core.signalFor(options.signal);
  return new PageRequest(
    () => fetchPage(first, options),
    itemsOf ?? ((page) => (page as { results: Item[] }).results),
    () => {
      if (signal?.aborted) throw abortedError(first, signal.reason);
    },
  );
}
