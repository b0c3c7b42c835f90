// POST /v2/notes/extended-search: relevance or date-ordered search with a cursor. The server
// stores no attachments, so every hit's attachment_matches is empty.
import { decodeCursor, encodeCursor, fingerprint } from './cursors.js';
import { MemError } from './errors.js';
import { within } from './note-filters.js';
import { snippetOf } from './note-text.js';
import { newestFirst, rankByRelevance } from './ranking.js';
import { route, type Route } from './router.js';
import type { Store } from './store.js';
import { timeOf } from './time.js';
import {
  bodyTimeFilter,
  jsonObject,
  optionalEnum,
  optionalInteger,
  optionalText,
  requiredText,
  uuidList,
} from './validate.js';

export function extendedSearchRoute(store: Store): Route {
  return route({
    method: 'POST',
    path: '/v2/notes/extended-search',
    handle({ body }) {
      const fields = jsonObject(body, [
        'query',
        'limit',
        'sort_by',
        'next_page_cursor',
        'exclude_note_ids',
        'filter_by_collection_ids',
        'filter_by_updated_after',
        'filter_by_updated_before',
      ]);
      const text = requiredText(fields, 'query', { maxChars: Infinity });
      const limit = optionalInteger(fields, 'limit', { min: 1, max: 100 }, false) ?? 10;
      const sortBy = optionalEnum(fields, 'sort_by', ['RELEVANCE', 'DATE'], false) ?? 'RELEVANCE';
      const cursor = optionalText(fields, 'next_page_cursor', { maxChars: Infinity });
      const excluded = uuidList(fields, 'exclude_note_ids', false) ?? [];
      const collectionIds = uuidList(fields, 'filter_by_collection_ids', false) ?? [];
      const updatedAfter = bodyTimeFilter(fields, 'filter_by_updated_after');
      const updatedBefore = bodyTimeFilter(fields, 'filter_by_updated_before');

      const requestFingerprint = fingerprint('extended-search', {
        text,
        sortBy,
        excluded: [...excluded].sort(),
        collectionIds: [...collectionIds].sort(),
        updatedAfter,
        updatedBefore,
      });
      const offset = cursor === undefined ? 0 : offsetOf(cursor, requestFingerprint);

      const candidates = store
        .activeNotes()
        .filter(
          (note) =>
            !excluded.includes(note.id) &&
            (collectionIds.length === 0 ||
              collectionIds.some((id) => note.collection_ids.includes(id))) &&
            within(timeOf(note.updated_at), updatedAfter, updatedBefore),
        );
      const matches = rankByRelevance(candidates, text).map(({ note }) => note);
      if (sortBy === 'DATE') matches.sort(newestFirst);

      const hasNextPage = offset + limit < matches.length;
      return {
        results: matches.slice(offset, offset + limit).map((note) => ({
          id: note.id,
          title: note.title,
          snippet: snippetOf(note.content),
          note_summary: null,
          created_at: note.created_at,
          updated_at: note.updated_at,
          attachment_matches: [],
        })),
        has_next_page: hasNextPage,
        next_page_cursor: hasNextPage
          ? encodeCursor({ offset: offset + limit, request_fingerprint: requestFingerprint })
          : null,
      };
    },
  });
}

function offsetOf(cursor: string, requestFingerprint: string): number {
  const { offset } = decodeCursor(cursor, 'next_page_cursor', requestFingerprint);
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
    throw new MemError(400, 'INVALID_CURSOR', '`next_page_cursor` is not a cursor from this API.');
  }
  return offset;
}
