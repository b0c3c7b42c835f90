import type { ApiPromise } from './api-promise.js';
import { projectStatuses, type ProjectStatus } from './assistant-statuses.js';
import type { RequestOptions, RequestReceipt } from './http.js';
import type { paths } from './internal/mem-api.js';
import { definedFields, type Outgoing } from './internal/defined-fields.js';
import { cursorListing, cursorQuery } from './internal/paginate.js';
import { readById, type RequestCore } from './internal/request-core.js';
import { optionalChoice, requireObject } from './internal/validate.js';
import type { PageRequest } from './pagination.js';

/**
 * A project that Mem's assistant keeps for you: a goal that tasks and follow-ups belong to.
 *
 * @example
 * ```ts
 * import type { Project } from 'memai-sdk';
 *
 * function describe(project: Project): string {
 *   return `${project.title} (${project.status}), last active ${project.last_activity_at ?? 'never'}`;
 * }
 * ```
 * @group Tasks, projects and follow-ups
 */
export type Project = {
  /** The project's UUID. */
  id: string;
  /** The project's name. */
  title: string;
  /** More about the project, or `null`. */
  description: string | null;
  /** Where the project stands: `'active'`, `'resolved'` or `'archived'`. */
  status: string;
  /** When something last happened in the project, as an ISO 8601 date-time, or `null`. */
  last_activity_at: string | null;
  /** When the project was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When the project was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * Filters and paging for `client.projects.list()`. Every field is optional.
 *
 * @example
 * ```ts
 * import type { ListProjectsParams } from 'memai-sdk';
 *
 * const params: ListProjectsParams = { status: 'active' };
 * ```
 * @group Tasks, projects and follow-ups
 */
export type ListProjectsParams = {
  /**
   * How many projects a page holds, from 1 to 100.
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
   * The order of the projects, newest first: by last change or by creation.
   *
   * @defaultValue `'updated_at'`
   */
  order_by?: 'updated_at' | 'created_at' | undefined;
  /** Only projects in this state. */
  status?: ProjectStatus | undefined;
};

/**
 * One page of `client.projects.list()`, as Mem answers it.
 *
 * @example
 * ```ts
 * import type { ListProjectsResponse } from 'memai-sdk';
 *
 * function names(page: ListProjectsResponse): string[] {
 *   return page.results.map((project) => project.title);
 * }
 * ```
 * @group Tasks, projects and follow-ups
 */
export type ListProjectsResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The projects on this page. */
  results: Project[];
  /** How many projects match the filters, on all pages. */
  total: number;
  /** The cursor of the next page, or `null` (or absent) on the last page. */
  next_page?: string | null;
};

/**
 * The projects of Mem's assistant, as `client.projects`: read only.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * for await (const project of client.projects.list({ status: 'active' })) console.log(project.title);
 * ```
 * @group Tasks, projects and follow-ups
 */
export class Projects {
  readonly #core: RequestCore;

  /** @internal */
  constructor(core: RequestCore) {
    this.#core = core;
  }

  /**
   * Lists projects, newest first. Sends `GET /v2/projects`, which Mem's OpenAPI document
   * describes ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * Await it for the first page, or iterate it with `for await` for every project on every page.
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
   * const page = await client.projects.list({ order_by: 'created_at' });
   * console.log(page.results.map((project) => project.title));
   * ```
   */
  list(
    params: ListProjectsParams = {},
    options: RequestOptions = {},
  ): PageRequest<ListProjectsResponse, Project> {
    const where = 'projects.list()';
    return cursorListing<ListProjectsResponse, Project>(
      this.#core,
      options,
      where,
      '/v2/projects',
      () => {
        requireObject(params, where, 'params');
        return definedFields({
          ...cursorQuery(params, where, ['updated_at', 'created_at']),
          status: optionalChoice(params.status, where, 'status', projectStatuses),
        } satisfies Outgoing<paths['/v2/projects']['get']['parameters']['query']>);
      },
    );
  }

  /**
   * Reads one project. Sends `GET /v2/projects/{project_id}`, which Mem's OpenAPI document
   * describes ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * @param id - The project's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The project.
   * @throws `TypeError` before sending, when `id` is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such
   * project.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const project = await client.projects.get('7d3e9c1a-2b4f-4a6e-8c0d-1f2e3a4b5c6d');
   * console.log(project.title, project.status);
   * ```
   */
  get(id: string, options: RequestOptions = {}): ApiPromise<Project & RequestReceipt> {
    return readById(this.#core, options, 'projects.get()', '/v2/projects', id);
  }
}
