// Finding notes: the types of listing, searching and related notes, and the calls that ask Mem
// for their first pages. The `Notes` methods that use them are in notes.ts.
import type {
  ExtendedSearchNotesRequestSchema,
  NoteSearchRequestSchema,
  paths,
} from './internal/mem-api.js';
import { definedFields, type Outgoing } from './internal/defined-fields.js';
import { cursorQuery } from './internal/paginate.js';
import type { ApiCall } from './internal/request-core.js';
import {
  dateFilters,
  optionalBoolean,
  optionalChoice,
  optionalInteger,
  optionalText,
  optionalUuid,
  optionalUuidList,
  requireObject,
  requireText,
} from './internal/validate.js';

/**
 * Filters and paging for `client.notes.list()`. Every field is optional.
 *
 * @example
 * ```ts
 * import type { ListNotesParams } from 'memai-sdk';
 *
 * const params: ListNotesParams = {
 *   order_by: 'created_at',
 *   filter_by_created_after: '2025-01-01T00:00:00Z',
 *   contains_open_tasks: true,
 *   include_note_content: true,
 * };
 * ```
 * @group Notes
 */
export type ListNotesParams = {
  /**
   * How many notes a page holds, from 1 to 100.
   *
   * @defaultValue `50`
   */
  limit?: number | undefined;
  /**
   * Where to start: the `next_page` cursor of an earlier page, sent with the same filters. Omit
   * it for the first page; `for await` and `nextPage()` fill it in for you.
   */
  page?: string | undefined;
  /**
   * The order of the notes, newest first: by last change or by creation.
   *
   * @defaultValue `'updated_at'`
   */
  order_by?: 'updated_at' | 'created_at' | undefined;
  /** Only notes in this collection (its UUID). */
  collection_id?: string | undefined;
  /** Only notes created at or after this ISO 8601 date-time, which must have an offset. */
  filter_by_created_after?: string | undefined;
  /** Only notes created at or before this ISO 8601 date-time, which must have an offset. */
  filter_by_created_before?: string | undefined;
  /** Only notes changed at or after this ISO 8601 date-time, which must have an offset. */
  filter_by_updated_after?: string | undefined;
  /** Only notes changed at or before this ISO 8601 date-time, which must have an offset. */
  filter_by_updated_before?: string | undefined;
  /**
   * Only notes with at least one open task. The four `contains_*` filters combine with OR: a
   * note that matches any of those set is listed.
   */
  contains_open_tasks?: boolean | undefined;
  /** Only notes with at least one task, open or done. */
  contains_tasks?: boolean | undefined;
  /** Only notes with images. */
  contains_images?: boolean | undefined;
  /** Only notes with files, such as PDFs. */
  contains_files?: boolean | undefined;
  /**
   * Whether each result carries the note's full Markdown as `content`. Pages get bigger and
   * slower.
   *
   * @defaultValue `false`
   */
  include_note_content?: boolean | undefined;
};

/**
 * One note in a listing or a search result: its metadata, a snippet and, when asked for, its
 * content.
 *
 * @example
 * ```ts
 * import type { NoteListItem } from 'memai-sdk';
 *
 * function line(note: NoteListItem): string {
 *   return `${note.title}: ${note.snippet ?? ''}`;
 * }
 * ```
 * @group Notes
 */
export type NoteListItem = {
  /** The note's UUID. */
  id: string;
  /** The note's title. */
  title: string;
  /** A short preview of the note's text, possibly cut off. */
  snippet?: string | null;
  /** The note's full Markdown, present only when `include_note_content` was set. */
  content?: string | null;
  /** The UUIDs of the collections the note is in. */
  collection_ids: string[];
  /** The UUIDs of the audio recordings linked to the note. */
  audio_recording_ids: string[];
  /** When the note was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When the note was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * One page of `client.notes.list()`, as Mem answers it.
 *
 * @example
 * ```ts
 * import type { ListNotesResponse } from 'memai-sdk';
 *
 * function progress(page: ListNotesResponse): string {
 *   return `${page.results.length} of ${page.total}${page.next_page ? ', more to come' : ''}`;
 * }
 * ```
 * @group Notes
 */
export type ListNotesResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The notes on this page. */
  results: NoteListItem[];
  /** How many notes match the filters, on all pages. */
  total: number;
  /** The cursor of the next page, or `null` (or absent) on the last page. */
  next_page?: string | null;
};

/**
 * A relevance search for `client.notes.search()`: a query and optional filters.
 *
 * @example
 * ```ts
 * import type { SearchNotesParams } from 'memai-sdk';
 *
 * const params: SearchNotesParams = {
 *   query: 'quarterly planning',
 *   limit: 10,
 *   filter_by_updated_after: '2025-01-01T00:00:00Z',
 *   config: { include_note_content: true },
 * };
 * ```
 * @group Notes
 */
export type SearchNotesParams = {
  /** What to search for. Must not be blank. */
  query: string;
  /**
   * How many results a page holds, from 1 to 50.
   *
   * @defaultValue `20`
   */
  limit?: number | undefined;
  /**
   * How many results to skip. Mem ranks at most 100 results per search, so offsets past 100
   * find nothing.
   *
   * @defaultValue `0`
   */
  offset?: number | undefined;
  /**
   * The `snapshot_id` of the search's first page; required with an `offset` above 0, so that
   * later pages come from the same ranking. `for await` and `nextPage()` fill it in for you.
   */
  snapshot_id?: string | undefined;
  /** Only notes in any of these collections (UUIDs). */
  filter_by_collection_ids?: string[] | undefined;
  /** Only notes created at or after this ISO 8601 date-time, which must have an offset. */
  filter_by_created_after?: string | undefined;
  /** Only notes created at or before this ISO 8601 date-time, which must have an offset. */
  filter_by_created_before?: string | undefined;
  /** Only notes changed at or after this ISO 8601 date-time, which must have an offset. */
  filter_by_updated_after?: string | undefined;
  /** Only notes changed at or before this ISO 8601 date-time, which must have an offset. */
  filter_by_updated_before?: string | undefined;
  /**
   * Only notes with at least one open task. The four `filter_by_contains_*` filters combine with
   * OR.
   */
  filter_by_contains_open_tasks?: boolean | undefined;
  /** Only notes with at least one task, open or done. */
  filter_by_contains_tasks?: boolean | undefined;
  /** Only notes with images. */
  filter_by_contains_images?: boolean | undefined;
  /** Only notes with files, such as PDFs. */
  filter_by_contains_files?: boolean | undefined;
  /** How results are shaped. */
  config?: {
    /**
     * Whether each result carries the note's full Markdown as `content`.
     *
     * @defaultValue `false`
     */
    include_note_content?: boolean | undefined;
  };
};

/**
 * One page of `client.notes.search()`, as Mem answers it: results ranked by relevance, from a
 * snapshot of at most 100 matches taken by the first page.
 *
 * @example
 * ```ts
 * import type { SearchNotesResponse } from 'memai-sdk';
 *
 * function where(page: SearchNotesResponse): string {
 *   return `results ${page.offset + 1} to ${page.offset + page.results.length} of ${page.total}`;
 * }
 * ```
 * @group Notes
 */
export type SearchNotesResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The notes on this page, most relevant first. */
  results: NoteListItem[];
  /** How many notes the snapshot holds: all matches, but at most 100. */
  total: number;
  /** The page size Mem applied. */
  limit: number;
  /** How many results this page skipped. */
  offset: number;
  /** Whether the snapshot holds more results after this page. */
  has_next_page: boolean;
  /** The snapshot's id, which later pages must send. */
  snapshot_id: string;
};

/**
 * A search of notes and of the files attached to them, for `client.notes.extendedSearch()`.
 *
 * @example
 * ```ts
 * import type { ExtendedSearchParams } from 'memai-sdk';
 *
 * const params: ExtendedSearchParams = {
 *   query: 'renewal terms in the signed contract',
 *   sort_by: 'DATE',
 *   limit: 20,
 * };
 * ```
 * @group Notes
 */
export type ExtendedSearchParams = {
  /** What to search for, in notes and in their attachments. Must not be blank. */
  query: string;
  /**
   * How many notes a page holds, from 1 to 100.
   *
   * @defaultValue `10`
   */
  limit?: number | undefined;
  /**
   * `'RELEVANCE'` for the best matches first, `'DATE'` for the most recently changed first.
   *
   * @defaultValue `'RELEVANCE'`
   */
  sort_by?: 'RELEVANCE' | 'DATE' | undefined;
  /**
   * Where to start: the `next_page_cursor` of an earlier page of the same search. `for await`
   * and `nextPage()` fill it in for you.
   */
  next_page_cursor?: string | undefined;
  /** Notes to leave out (UUIDs), for example those you have already looked at. */
  exclude_note_ids?: string[] | undefined;
  /** Only notes in any of these collections (UUIDs). */
  filter_by_collection_ids?: string[] | undefined;
  /** Only notes changed at or after this ISO 8601 date-time, which must have an offset. */
  filter_by_updated_after?: string | undefined;
  /** Only notes changed at or before this ISO 8601 date-time, which must have an offset. */
  filter_by_updated_before?: string | undefined;
};

/**
 * One page of `client.notes.extendedSearch()`, as Mem answers it.
 *
 * @example
 * ```ts
 * import type { ExtendedSearchResponse } from 'memai-sdk';
 *
 * function titles(page: ExtendedSearchResponse): string[] {
 *   return page.results.map((note) => note.title);
 * }
 * ```
 * @group Notes
 */
export type ExtendedSearchResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The notes on this page. */
  results: ExtendedSearchResult[];
  /** Whether more results follow this page. */
  has_next_page: boolean;
  /** The cursor of the next page, or `null` (or absent) on the last page. */
  next_page_cursor?: string | null;
};

/**
 * One note found by `client.notes.extendedSearch()`, with the attachments that matched.
 *
 * @example
 * ```ts
 * import type { ExtendedSearchResult } from 'memai-sdk';
 *
 * function matchedFiles(note: ExtendedSearchResult): string[] {
 *   return (note.attachment_matches ?? []).map((match) => match.filename ?? match.attachment_id);
 * }
 * ```
 * @group Notes
 */
export type ExtendedSearchResult = {
  /** The note's UUID. */
  id: string;
  /** The note's title. */
  title: string;
  /** A short preview of the note's text. */
  snippet?: string | null;
  /** A summary of the note that Mem wrote. */
  note_summary?: string | null;
  /** When the note was created, as an ISO 8601 date-time. */
  created_at?: string | null;
  /** When the note was last changed, as an ISO 8601 date-time. */
  updated_at?: string | null;
  /** The attachments of the note that explain why it matched. */
  attachment_matches?: AttachmentMatch[];
};

/**
 * An attachment of a note that matched an extended search: a PDF, an image, an audio recording,
 * a calendar event or an email.
 *
 * @example
 * ```ts
 * import type { AttachmentMatch } from 'memai-sdk';
 *
 * function where(match: AttachmentMatch): string {
 *   return match.page_number ? `page ${match.page_number} of ${match.filename}` : match.attachment_kind;
 * }
 * ```
 * @group Notes
 */
export type AttachmentMatch = {
  /** The attachment's UUID. */
  attachment_id: string;
  /** What kind of attachment matched. */
  attachment_kind: 'pdf' | 'image' | 'audio_recording' | 'calendar_event' | 'email';
  /** The attachment's file name. */
  filename?: string | null;
  /** Passages of the attachment that matched the query. */
  highlighted_snippets?: string[];
  /** How important Mem judges the match, relative to the others. */
  importance?: number | null;
  /** Whether it matched by meaning rather than by words. */
  is_semantic_match?: boolean;
  /** Which of Mem's search sources found it. */
  match_source?: string | null;
  /** Names of people, places or things in the query that it matched. */
  matched_entities?: string[];
  /** Further details Mem keeps about the match. */
  metadata_json?: Record<string, unknown>;
  /** For an image, the text Mem read in it. */
  ocr_text?: string | null;
  /** For a PDF, the page that matched, counting from 1. */
  page_number?: number | null;
  /** The kind of source Mem took the attachment from. */
  sourcer_kind?: string | null;
  /** A summary of the attachment or page. */
  summary?: string | null;
  /** A plain-text passage of the attachment. */
  text_excerpt?: string | null;
  /** For a PDF, its number of pages. */
  total_pages?: number | null;
  /** For an image, a description of what it shows. */
  visual_description?: string | null;
};

/**
 * Options for `client.notes.related()`.
 *
 * @example
 * ```ts
 * import type { RelatedNotesParams } from 'memai-sdk';
 *
 * const params: RelatedNotesParams = { limit: 5 };
 * ```
 * @group Notes
 */
export type RelatedNotesParams = {
  /**
   * How many related notes to return, from 1 to 20.
   *
   * @defaultValue `10`
   */
  limit?: number | undefined;
};

/**
 * What `client.notes.related()` resolves to: the notes closest in meaning to one note.
 *
 * @example
 * ```ts
 * import type { RelatedNotesResponse } from 'memai-sdk';
 *
 * function closest(response: RelatedNotesResponse): string | undefined {
 *   return response.results[0]?.title;
 * }
 * ```
 * @group Notes
 */
export type RelatedNotesResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The related notes, closest first. */
  results: RelatedNote[];
  /** How many notes `results` holds. */
  total: number;
};

/**
 * A note related to another, with a preview of its content and the collections it is in.
 *
 * @example
 * ```ts
 * import type { RelatedNote } from 'memai-sdk';
 *
 * function describe(note: RelatedNote): string {
 *   const collections = note.collections.map((collection) => collection.title).join(', ');
 *   return `${note.title} (${note.score ?? '?'}) in ${collections || 'no collection'}`;
 * }
 * ```
 * @group Notes
 */
export type RelatedNote = {
  /** The note's UUID. */
  id: string;
  /** The note's title. */
  title: string;
  /** The start of the note's Markdown; `notes.get` returns all of it. */
  preview: string;
  /** A short passage of the note. */
  snippet?: string | null;
  /** How close the note is in meaning; higher is closer. */
  score?: number | null;
  /** The UUIDs of the collections the note is in that you can see. */
  collection_ids: string[];
  /** The collections the note is in that you can see. */
  collections: RelatedNoteCollection[];
  /** When the note was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When the note was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * A collection that a related note is in.
 *
 * @example
 * ```ts
 * import type { RelatedNoteCollection } from 'memai-sdk';
 *
 * function label(collection: RelatedNoteCollection): string {
 *   return `${collection.title} (${collection.note_count} notes${collection.is_shared ? ', shared' : ''})`;
 * }
 * ```
 * @group Notes
 */
export type RelatedNoteCollection = {
  /** The collection's UUID. */
  id: string;
  /** The collection's title. */
  title: string;
  /** The collection's description. */
  description?: string | null;
  /** Whether the collection is shared with others. */
  is_shared: boolean;
  /** How many notes (not in the trash) the collection holds. */
  note_count: number;
  /** When the collection was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When the collection was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/** `GET /v2/notes`, for the first page of `notes.list(params)`. */
export function listNotesCall(params: ListNotesParams): ApiCall {
  const where = 'notes.list()';
  requireObject(params, where, 'params');
  const query = definedFields({
    ...cursorQuery(params, where, ['updated_at', 'created_at']),
    collection_id: optionalUuid(params.collection_id, where, 'collection_id'),
    ...dateFilters(params, where, ['created', 'updated']),
    contains_open_tasks: optionalBoolean(params.contains_open_tasks, where, 'contains_open_tasks'),
    contains_tasks: optionalBoolean(params.contains_tasks, where, 'contains_tasks'),
    contains_images: optionalBoolean(params.contains_images, where, 'contains_images'),
    contains_files: optionalBoolean(params.contains_files, where, 'contains_files'),
    include_note_content: optionalBoolean(
      params.include_note_content,
      where,
      'include_note_content',
    ),
  } satisfies Outgoing<paths['/v2/notes']['get']['parameters']['query']>);
  return { operation: where, method: 'GET', path: '/v2/notes', query, replay: 'safe' };
}

/**
 * `POST /v2/notes/search`, for the first page of `notes.search(params)`. Mem takes the paging
 * parameters in the query string and the rest in the body.
 */
export function searchNotesCall(params: SearchNotesParams): ApiCall {
  const where = 'notes.search()';
  requireObject(params, where, 'params');
  const offset = optionalInteger(params.offset, where, 'offset', 0);
  const snapshotId = optionalUuid(params.snapshot_id, where, 'snapshot_id');
  if (offset !== undefined && offset > 0 && snapshotId === undefined) {
    throw new TypeError(
      `${where}: \`snapshot_id\` is required with an \`offset\` above 0: pass the ` +
        '`snapshot_id` of the first page.',
    );
  }
  const config =
    params.config === undefined ? undefined : requireObject(params.config, where, 'config');
  const body = definedFields({
    query: requireText(params.query, where, 'query'),
    filter_by_collection_ids: optionalUuidList(
      params.filter_by_collection_ids,
      where,
      'filter_by_collection_ids',
    ),
    ...dateFilters(params, where, ['created', 'updated']),
    filter_by_contains_open_tasks: optionalBoolean(
      params.filter_by_contains_open_tasks,
      where,
      'filter_by_contains_open_tasks',
    ),
    filter_by_contains_tasks: optionalBoolean(
      params.filter_by_contains_tasks,
      where,
      'filter_by_contains_tasks',
    ),
    filter_by_contains_images: optionalBoolean(
      params.filter_by_contains_images,
      where,
      'filter_by_contains_images',
    ),
    filter_by_contains_files: optionalBoolean(
      params.filter_by_contains_files,
      where,
      'filter_by_contains_files',
    ),
    config:
      config === undefined
        ? undefined
        : definedFields({
            include_note_content: optionalBoolean(
              config['include_note_content'],
              where,
              'config.include_note_content',
            ),
          }),
  } satisfies Outgoing<NoteSearchRequestSchema>);
  const query = definedFields({
    limit: optionalInteger(params.limit, where, 'limit', 1, 50),
    offset,
    snapshot_id: snapshotId,
  } satisfies Outgoing<paths['/v2/notes/search']['post']['parameters']['query']>);
  // A search changes nothing, so it is as safe to repeat as a read.
  return {
    operation: where,
    method: 'POST',
    path: '/v2/notes/search',
    query,
    body,
    replay: 'safe',
  };
}

/** `POST /v2/notes/extended-search`, for the first page of `notes.extendedSearch(params)`. */
export function extendedSearchCall(params: ExtendedSearchParams): ApiCall {
  const where = 'notes.extendedSearch()';
  requireObject(params, where, 'params');
  const body = definedFields({
    query: requireText(params.query, where, 'query'),
    limit: optionalInteger(params.limit, where, 'limit', 1, 100),
    sort_by: optionalChoice(params.sort_by, where, 'sort_by', ['RELEVANCE', 'DATE']),
    next_page_cursor: optionalText(params.next_page_cursor, where, 'next_page_cursor'),
    exclude_note_ids: optionalUuidList(params.exclude_note_ids, where, 'exclude_note_ids'),
    filter_by_collection_ids: optionalUuidList(
      params.filter_by_collection_ids,
      where,
      'filter_by_collection_ids',
    ),
    ...dateFilters(params, where, ['updated']),
  } satisfies Outgoing<ExtendedSearchNotesRequestSchema>);
  const path = '/v2/notes/extended-search';
  return { operation: where, method: 'POST', path, body, replay: 'safe' };
}
