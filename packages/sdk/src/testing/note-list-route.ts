// GET /v2/notes: every active note matching the filters, newest first, a cursor page at a time.
import { fingerprint, keysetPage } from './cursors.js';
import { listFilter, matchesFilter } from './note-filters.js';
import { route, type Route } from './router.js';
import { noteItem } from './shapes.js';
import type { Store, StoredNote } from './store.js';
import { knownQuery, queryBoolean, queryEnum, queryInteger } from './validate.js';

export const orderings = ['created_at', 'updated_at'] as const;

export function noteListRoute(store: Store): Route {
  return route({
    method: 'GET',
    path: '/v2/notes',
    handle({ query }) {
      knownQuery(query, [
        'limit',
        'page',
        'order_by',
        'collection_id',
        'filter_by_created_after',
        'filter_by_created_before',
        'filter_by_updated_after',
        'filter_by_updated_before',
        'contains_open_tasks',
        'contains_tasks',
        'contains_images',
        'contains_files',
        'include_note_content',
      ]);
      const limit = queryInteger(query, 'limit', { min: 1, max: 100 }) ?? 50;
      const orderBy = queryEnum(query, 'order_by', orderings) ?? 'updated_at';
      const filter = listFilter(query);
      const includeContent = queryBoolean(query, 'include_note_content');
      const page = keysetPage(
        store.activeNotes().filter((note) => matchesFilter(note, filter)),
        {
          orderBy,
          key: (note: StoredNote) => note[orderBy],
          limit,
          page: query.get('page') ?? undefined,
          requestFingerprint: fingerprint('notes', { orderBy, filter }),
        },
      );
      return {
        results: page.results.map((note) => noteItem(store, note, includeContent)),
        total: page.total,
        next_page: page.next_page,
      };
    },
  });
}
