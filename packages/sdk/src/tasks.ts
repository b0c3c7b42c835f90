import type { ApiPromise } from './api-promise.js';
import { taskStatuses, type TaskStatus } from './assistant-statuses.js';
import type { RequestOptions, RequestReceipt } from './http.js';
import type { paths } from './internal/mem-api.js';
import { definedFields, type Outgoing } from './internal/defined-fields.js';
import { cursorListing, cursorQuery } from './internal/paginate.js';
import { readById, type RequestCore } from './internal/request-core.js';
import { optionalChoice, optionalUuid, requireObject } from './internal/validate.js';
import type { PageRequest } from './pagination.js';

/**
 * A task that Mem's assistant keeps for you.
 *
 * @example
 * ```ts
 * import type { Task } from 'memai-sdk';
 *
 * function isOverdue(task: Task, now = new Date()): boolean {
 *   return task.status !== 'completed' && task.due_at !== null && new Date(task.due_at) < now;
 * }
 * ```
 * @group Tasks, projects and follow-ups
 */
export type Task = {
  /** The task's UUID. */
  id: string;
  /** What the task is. */
  title: string;
  /** More about the task, or `null`. */
  description: string | null;
  /** Where the task stands: `'pending'`, `'in_progress'`, `'completed'` or `'canceled'`. */
  status: string;
  /** The UUID of the project the task belongs to, or `null`. */
  project_id: string | null;
  /** When the task is due, as an ISO 8601 date-time, or `null`. */
  due_at: string | null;
  /** When the task was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When the task was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * Filters and paging for `client.tasks.list()`. Every field is optional.
 *
 * @example
 * ```ts
 * import type { ListTasksParams } from 'memai-sdk';
 *
 * const params: ListTasksParams = { status: 'pending', limit: 20 };
 * ```
 * @group Tasks, projects and follow-ups
 */
export type ListTasksParams = {
  /**
   * How many tasks a page holds, from 1 to 100.
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
   * The order of the tasks, newest first: by last change or by creation.
   *
   * @defaultValue `'updated_at'`
   */
  order_by?: 'updated_at' | 'created_at' | undefined;
  /** Only tasks in this state. */
  status?: TaskStatus | undefined;
  /** Only the tasks of this project (its UUID). */
  project_id?: string | undefined;
};

/**
 * One page of `client.tasks.list()`, as Mem answers it.
 *
 * @example
 * ```ts
 * import type { ListTasksResponse } from 'memai-sdk';
 *
 * function openCount(page: ListTasksResponse): number {
 *   return page.results.filter((task) => task.status !== 'completed').length;
 * }
 * ```
 * @group Tasks, projects and follow-ups
 */
export type ListTasksResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The tasks on this page. */
  results: Task[];
  /** How many tasks match the filters, on all pages. */
  total: number;
  /** The cursor of the next page, or `null` (or absent) on the last page. */
  next_page?: string | null;
};

/**
 * The tasks of Mem's assistant, as `client.tasks`: read only.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * for await (const task of client.tasks.list({ status: 'pending' })) console.log(task.title);
 * ```
 * @group Tasks, projects and follow-ups
 */
export class Tasks {
  readonly #core: RequestCore;

  /** @internal */
  constructor(core: RequestCore) {
    this.#core = core;
  }

  /**
   * Lists tasks, newest first. Sends `GET /v2/tasks`, which Mem's OpenAPI document describes
   * ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * Await it for the first page, or iterate it with `for await` for every task on every page.
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
   * const page = await client.tasks.list({ status: 'in_progress' });
   * console.log(`${page.total} tasks in progress`);
   * ```
   */
  list(
    params: ListTasksParams = {},
    options: RequestOptions = {},
  ): PageRequest<ListTasksResponse, Task> {
    const where = 'tasks.list()';
    return cursorListing<ListTasksResponse, Task>(this.#core, options, where, '/v2/tasks', () => {
      requireObject(params, where, 'params');
      return definedFields({
        ...cursorQuery(params, where, ['updated_at', 'created_at']),
        status: optionalChoice(params.status, where, 'status', taskStatuses),
        project_id: optionalUuid(params.project_id, where, 'project_id'),
      } satisfies Outgoing<paths['/v2/tasks']['get']['parameters']['query']>);
    });
  }

  /**
   * Reads one task. Sends `GET /v2/tasks/{task_id}`, which Mem's OpenAPI document describes
   * ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * @param id - The task's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The task.
   * @throws `TypeError` before sending, when `id` is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such task.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const task = await client.tasks.get('0b6f2a8e-4c1d-4e7a-9b3f-5d2c8e1a7f40');
   * console.log(task.title, task.status);
   * ```
   */
  get(id: string, options: RequestOptions = {}): ApiPromise<Task & RequestReceipt> {
    return readById(this.#core, options, 'tasks.get()', '/v2/tasks', id);
  }
}
