// The assistant's tasks, projects and follow-ups: read-only, so they hold only what was seeded.
import { followUpStatuses, projectStatuses, taskStatuses } from '../assistant-statuses.js';
import { fingerprint, keysetPage } from './cursors.js';
import { notFound } from './errors.js';
import { route, type Route } from './router.js';
import type { Store } from './store.js';
import { knownQuery, queryEnum, queryInteger, queryUuid } from './validate.js';

interface Listed {
  id: string;
  status: string;
}

interface ListSpec<T extends Listed> {
  /** The listing's path, which its cursors are bound to. */
  path: string;
  items: () => T[];
  orderings: readonly (keyof T & string)[];
  defaultOrder: keyof T & string;
  statuses: readonly string[];
  /** The id fields the list can be filtered by, under the same query parameter names. */
  idFilters: readonly (keyof T & string)[];
}

/** One page of a read-only listing: its filters, order and cursor, as Mem pages it. */
function listPage<T extends Listed>(query: URLSearchParams, spec: ListSpec<T>) {
  knownQuery(query, ['limit', 'page', 'order_by', 'status', ...spec.idFilters]);
  const limit = queryInteger(query, 'limit', { min: 1, max: 100 }) ?? 50;
  const orderBy = queryEnum(query, 'order_by', spec.orderings) ?? spec.defaultOrder;
  const status = queryEnum(query, 'status', spec.statuses);
  const ids = spec.idFilters.map((name) => [name, queryUuid(query, name)] as const);
  const page = keysetPage(
    spec
      .items()
      .filter(
        (item) =>
          (status === undefined || item.status === status) &&
          ids.every(([name, id]) => id === undefined || item[name] === id),
      ),
    {
      orderBy,
      key: (item) => String(item[orderBy]),
      limit,
      page: query.get('page') ?? undefined,
      requestFingerprint: fingerprint(spec.path, { orderBy, status, ids }),
    },
  );
  return { results: page.results, total: page.total, next_page: page.next_page };
}

function find<T>(items: ReadonlyMap<string, T>, id: string | undefined, what: string): T {
  const item = items.get(id ?? '');
  if (item === undefined) throw notFound(`No ${what} has the id ${id}.`);
  return item;
}

export function assistantRoutes(store: Store): Route[] {
  return [
    route({
      method: 'GET',
      path: '/v2/tasks',
      handle: ({ query }) =>
        listPage(query, {
          path: '/v2/tasks',
          items: () => [...store.tasks.values()],
          orderings: ['created_at', 'updated_at'],
          defaultOrder: 'updated_at',
          statuses: taskStatuses,
          idFilters: ['project_id'],
        }),
    }),
    route({
      method: 'GET',
      path: '/v2/tasks/{task_id}',
      handle: ({ params }) => ({ ...find(store.tasks, params['task_id'], 'task') }),
    }),
    route({
      method: 'GET',
      path: '/v2/projects',
      handle: ({ query }) =>
        listPage(query, {
          path: '/v2/projects',
          items: () => [...store.projects.values()],
          orderings: ['created_at', 'updated_at'],
          defaultOrder: 'updated_at',
          statuses: projectStatuses,
          idFilters: [],
        }),
    }),
    route({
      method: 'GET',
      path: '/v2/projects/{project_id}',
      handle: ({ params }) => ({ ...find(store.projects, params['project_id'], 'project') }),
    }),
    route({
      method: 'GET',
      path: '/v2/follow-ups',
      handle: ({ query }) =>
        listPage(query, {
          path: '/v2/follow-ups',
          items: () => [...store.followUps.values()],
          orderings: ['created_at', 'updated_at', 'scheduled_for'],
          defaultOrder: 'scheduled_for',
          statuses: followUpStatuses,
          idFilters: ['task_id', 'project_id'],
        }),
    }),
    route({
      method: 'GET',
      path: '/v2/follow-ups/{follow_up_id}',
      // Unlike tasks and projects, Mem wraps a single follow-up in `follow_up`.
      handle: ({ params }) => ({
        follow_up: { ...find(store.followUps, params['follow_up_id'], 'follow-up') },
      }),
    }),
  ];
}
