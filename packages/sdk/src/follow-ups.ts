import type { ApiPromise } from './api-promise.js';
import { followUpStatuses, type FollowUpStatus } from './assistant-statuses.js';
import type { RequestOptions } from './http.js';
import type { paths } from './internal/mem-api.js';
import { definedFields, type Outgoing } from './internal/defined-fields.js';
import { cursorListing, cursorQuery } from './internal/paginate.js';
import { readById, type RequestCore } from './internal/request-core.js';
import { optionalChoice, optionalUuid, requireObject } from './internal/validate.js';
import type { PageRequest } from './pagination.js';

/**
 * A follow-up that Mem's assistant has scheduled: a reminder to come back to something, often
 * for a task or a project.
 *
 * @example
 * ```ts
 * import type { FollowUp } from 'memai-sdk';
 *
 * function isDue(followUp: FollowUp, now = new Date()): boolean {
 *   return followUp.status === 'pending' && new Date(followUp.scheduled_for) <= now;
 * }
 * ```
 * @group Tasks, projects and follow-ups
 */
export type FollowUp = {
  /** The follow-up's UUID. */
  id: string;
  /** What to follow up on. */
  content: string;
  /** Where it stands: `'pending'`, `'fired'`, `'completed'` or `'canceled'`. */
  status: string;
  /** When it is due to fire, as an ISO 8601 date-time. */
  scheduled_for: string;
  /** The UUID of the task it belongs to, or `null`. */
  task_id: string | null;
  /** The UUID of the project it belongs to, or `null`. */
  project_id: string | null;
  /** When it fired, or `null`. */
  fired_at: string | null;
  /** When it was completed, or `null`. */
  completed_at: string | null;
  /** What makes it fire, for example `'time_window'`, or `null`. */
  trigger_type: string | null;
  /** Whether its date is a soft due date (`'due'`) or a hard deadline (`'deadline'`), or `null`. */
  commitment_kind: string | null;
  /** The soft due date, or `null`. */
  due_at: string | null;
  /** The hard deadline, or `null`. */
  deadline_at: string | null;
  /** For a time window, the earliest time it may fire, or `null`. */
  trigger_not_before: string | null;
  /** For a time window, the latest time it may fire, or `null`. */
  trigger_not_after: string | null;
  /** The UUID of the assistant's run that created it, or `null`. */
  source_context_id: string | null;
  /** When it was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When it was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * Filters and paging for `client.followUps.list()`. Every field is optional.
 *
 * @example
 * ```ts
 * import type { ListFollowUpsParams } from 'memai-sdk';
 *
 * const params: ListFollowUpsParams = { status: 'pending', order_by: 'scheduled_for' };
 * ```
 * @group Tasks, projects and follow-ups
 */
export type ListFollowUpsParams = {
  /**
   * How many follow-ups a page holds, from 1 to 100.
   *
   * @defaultValue `50`
   */
  limit?: number | undefined;
  /**
   * Where to start: the `next_page` cursor of an earlier page, sent with the same filters.
   * `for await` and `nextPage()` fill it in for you.
   */
  page?: string | undefined;
  /**
   * The order of the follow-ups: by when they fire, by creation or by last change.
   *
   * @defaultValue `'scheduled_for'`
   */
  order_by?: 'scheduled_for' | 'created_at' | 'updated_at' | undefined;
  /** Only follow-ups in this state. */
  status?: FollowUpStatus | undefined;
  /** Only the follow-ups of this task (its UUID). */
  task_id?: string | undefined;
  /** Only the follow-ups of this project (its UUID). */
  project_id?: string | undefined;
};

/**
 * One page of `client.followUps.list()`, as Mem answers it.
 *
 * @example
 * ```ts
 * import type { ListFollowUpsResponse } from 'memai-sdk';
 *
 * function nextOne(page: ListFollowUpsResponse): string | undefined {
 *   return page.results[0]?.scheduled_for;
 * }
 * ```
 * @group Tasks, projects and follow-ups
 */
export type ListFollowUpsResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The follow-ups on this page. */
  results: FollowUp[];
  /** How many follow-ups match the filters, on all pages. */
  total: number;
  /** The cursor of the next page, or `null` (or absent) on the last page. */
  next_page?: string | null;
};

/**
 * What `client.followUps.get()` resolves to: Mem wraps the follow-up in `follow_up`.
 *
 * @example
 * ```ts
 * import type { FollowUpResponse } from 'memai-sdk';
 *
 * function when(response: FollowUpResponse): string {
 *   return response.follow_up.scheduled_for;
 * }
 * ```
 * @group Tasks, projects and follow-ups
 */
export type FollowUpResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The follow-up. */
  follow_up: FollowUp;
};

/**
 * The follow-ups of Mem's assistant, as `client.followUps`: read only.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * for await (const followUp of client.followUps.list({ status: 'pending' })) {
 *   console.log(followUp.scheduled_for, followUp.content);
 * }
 * ```
 * @group Tasks, projects and follow-ups
 */
export class FollowUps {
  readonly #core: RequestCore;

  /** @internal */
  constructor(core: RequestCore) {
    this.#core = core;
  }

  /**
   * Lists follow-ups, by default in the order they fire. Sends `GET /v2/follow-ups`, which Mem's
   * OpenAPI document describes ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * Await it for the first page, or iterate it with `for await` for every follow-up on every
   * page.
   *
   * @param params - Filters, order and page size; all optional.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The first page, which can also be iterated across all pages.
   * @throws `TypeError` (as a rejection) when a parameter is malformed; nothing is sent.
   * @throws {@link MemApiError} (as a rejection) when a request fails.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const page = await client.followUps.list({ status: 'pending', limit: 10 });
   * console.log(page.results.map((followUp) => followUp.content));
   * ```
   */
  list(
    params: ListFollowUpsParams = {},
    options: RequestOptions = {},
  ): PageRequest<ListFollowUpsResponse, FollowUp> {
    const where = 'followUps.list()';
    return cursorListing<ListFollowUpsResponse, FollowUp>(
      this.#core,
      options,
      where,
      '/v2/follow-ups',
      () => {
        requireObject(params, where, 'params');
        return definedFields({
          ...cursorQuery(params, where, ['scheduled_for', 'created_at', 'updated_at']),
          status: optionalChoice(params.status, where, 'status', followUpStatuses),
          task_id: optionalUuid(params.task_id, where, 'task_id'),
          project_id: optionalUuid(params.project_id, where, 'project_id'),
        } satisfies Outgoing<paths['/v2/follow-ups']['get']['parameters']['query']>);
      },
    );
  }

  /**
   * Reads one follow-up. Sends `GET /v2/follow-ups/{follow_up_id}`, which Mem's OpenAPI
   * document describes ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * @param id - The follow-up's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns Mem's answer, with the follow-up in `follow_up`.
   * @throws `TypeError` before sending, when `id` is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such
   * follow-up.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const { follow_up } = await client.followUps.get('9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
   * console.log(follow_up.content, follow_up.scheduled_for);
   * ```
   */
  get(id: string, options: RequestOptions = {}): ApiPromise<FollowUpResponse> {
    return readById(this.#core, options, 'followUps.get()', '/v2/follow-ups', id);
  }
}
