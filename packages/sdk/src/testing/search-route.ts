// POST /v2/notes/search: relevance search over a bounded snapshot. The first page ranks the
// matches and keeps at most 100 ids under a snapshot id; later pages read that snapshot with
// offset paging, so notes created or edited meanwhile do not shift the pages.
import { uuidV7 } from '../internal/uuid-v7.js';
import { fingerprint } from './cursors.js';
import { invalidRequest } from './errors.js';
import { matchesFilter, searchFilter, searchFilterFields } from './note-filters.js';
import { rankByRelevance } from './ranking.js';
import { route, type Route } from './router.js';
import { noteItem } from './shapes.js';
import type { Store, StoredNote } from './store.js';
import {
  jsonObject,
  knownQuery,
  optionalBoolean,
  optionalObject,
  queryInteger,
  queryUuid,
  requiredText,
} from './validate.js';

/** Mem's search window: a snapshot never holds more than this many results. */
const windowSize = 100;

interface Snapshot {
  ids: readonly string[];
  requestFingerprint: string;
}

export function searchRoute(store: Store): Route {
  // Snapshots are kept for the server's lifetime; Mem does not say when its own expire.
  const snapshots = new Map<string, Snapshot>();

  return route({
    method: 'POST',
    path: '/v2/notes/search',
    handle({ query, body }) {
      knownQuery(query, ['limit', 'offset', 'snapshot_id']);
      const limit = queryInteger(query, 'limit', { min: 1, max: 50 }) ?? 20;
      const offset = queryInteger(query, 'offset', { min: 0 }) ?? 0;
      const snapshotId = queryUuid(query, 'snapshot_id');
      const fields = jsonObject(body, ['query', 'config', ...searchFilterFields]);
      const text = requiredText(fields, 'query', { maxChars: Infinity });
      const filter = searchFilter(fields);
      const config = optionalObject(fields, 'config', ['include_note_content']);
      const includeContent =
        optionalBoolean(
          { 'config.include_note_content': config?.['include_note_content'] },
          'config.include_note_content',
          false,
        ) === true;
      const requestFingerprint = fingerprint('search', { text, filter });

      let id = snapshotId;
      let snapshot: Snapshot | undefined;
      if (id === undefined) {
        if (offset > 0) throw invalidRequest('snapshot_id', 'is required when offset is above 0.');
        const matches = rankByRelevance(
          store.activeNotes().filter((note) => matchesFilter(note, filter)),
          text,
        );
        snapshot = {
          ids: matches.slice(0, windowSize).map(({ note }) => note.id),
          requestFingerprint,
        };
        id = uuidV7();
        snapshots.set(id, snapshot);
      } else {
        snapshot = snapshots.get(id);
        if (snapshot === undefined)
          throw invalidRequest('snapshot_id', 'names no search snapshot.');
        if (snapshot.requestFingerprint !== requestFingerprint) {
          throw invalidRequest('snapshot_id', 'belongs to a search with another query or filters.');
        }
      }

      // A note deleted or trashed since the snapshot was taken is left out of its page.
      const results = snapshot.ids
        .slice(offset, offset + limit)
        .map((noteId) => store.notes.get(noteId))
        .filter((note): note is StoredNote => note !== undefined && note.trashed_at === null);
      return {
        results: results.map((note) => noteItem(store, note, includeContent)),
        total: snapshot.ids.length,
        limit,
        offset,
        has_next_page: offset + limit < snapshot.ids.length,
        snapshot_id: id,
      };
    },
  });
}
