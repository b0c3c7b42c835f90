// The note filters shared by list notes (query string) and search notes (JSON body): the same
// filters under different names. Mem documents that the contains_* flags combine with OR; they
// combine with the other filters by AND.
import { hasFile, hasImage, hasOpenTask, hasTask } from './note-text.js';
import type { StoredNote } from './store.js';
import { timeOf } from './time.js';
import {
  bodyTimeFilter,
  optionalBoolean,
  queryBoolean,
  queryTimestamp,
  queryUuid,
  uuidList,
  type Fields,
} from './validate.js';

const containsChecks = {
  open_tasks: hasOpenTask,
  tasks: hasTask,
  images: hasImage,
  files: hasFile,
} as const;

type ContentKind = keyof typeof containsChecks;
const contentKinds = Object.keys(containsChecks) as ContentKind[];

export interface NoteFilter {
  /** The note must be in one of these; none given means any note. */
  collectionIds: readonly string[];
  createdAfter: number | undefined;
  createdBefore: number | undefined;
  updatedAfter: number | undefined;
  updatedBefore: number | undefined;
  /** The note must contain one of these; none given means any note. */
  contains: readonly ContentKind[];
}

/** The filters of `GET /v2/notes`, read from the query string. */
export function listFilter(query: URLSearchParams): NoteFilter {
  const collectionId = queryUuid(query, 'collection_id');
  return {
    collectionIds: collectionId === undefined ? [] : [collectionId],
    createdAfter: queryTimestamp(query, 'filter_by_created_after'),
    createdBefore: queryTimestamp(query, 'filter_by_created_before'),
    updatedAfter: queryTimestamp(query, 'filter_by_updated_after'),
    updatedBefore: queryTimestamp(query, 'filter_by_updated_before'),
    contains: contentKinds.filter((kind) => queryBoolean(query, `contains_${kind}`)),
  };
}

/** The body fields of `POST /v2/notes/search` that `searchFilter` reads. */
export const searchFilterFields = [
  'filter_by_collection_ids',
  'filter_by_created_after',
  'filter_by_created_before',
  'filter_by_updated_after',
  'filter_by_updated_before',
  ...contentKinds.map((kind) => `filter_by_contains_${kind}`),
];

/** The filters of `POST /v2/notes/search`, read from the JSON body. */
export function searchFilter(fields: Fields): NoteFilter {
  return {
    collectionIds: uuidList(fields, 'filter_by_collection_ids') ?? [],
    createdAfter: bodyTimeFilter(fields, 'filter_by_created_after'),
    createdBefore: bodyTimeFilter(fields, 'filter_by_created_before'),
    updatedAfter: bodyTimeFilter(fields, 'filter_by_updated_after'),
    updatedBefore: bodyTimeFilter(fields, 'filter_by_updated_before'),
    contains: contentKinds.filter(
      (kind) => optionalBoolean(fields, `filter_by_contains_${kind}`, false) === true,
    ),
  };
}

export function matchesFilter(note: StoredNote, filter: NoteFilter): boolean {
  const created = timeOf(note.created_at);
  const updated = timeOf(note.updated_at);
  return (
    (filter.collectionIds.length === 0 ||
      filter.collectionIds.some((id) => note.collection_ids.includes(id))) &&
    within(created, filter.createdAfter, filter.createdBefore) &&
    within(updated, filter.updatedAfter, filter.updatedBefore) &&
    (filter.contains.length === 0 ||
      filter.contains.some((kind) => containsChecks[kind](note.content)))
  );
}

/** Whether `time` is inside the inclusive bounds, either of which may be open. */
export function within(time: number, after: number | undefined, before: number | undefined) {
  return (after === undefined || time >= after) && (before === undefined || time <= before);
}
