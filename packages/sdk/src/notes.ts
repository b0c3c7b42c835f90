/**
 * What you send to `client.createNote()`: a Markdown note whose first line is its title.
 *
 * @example
 * ```ts
 * import type { CreateNotePayload } from 'memai-sdk';
 *
 * const payload: CreateNotePayload = {
 *   content: '# Reading list\n\n- Designing Data-Intensive Applications',
 *   add_to_collections: ['Books'],
 *   auto_format: false,
 * };
 * ```
 */
export type CreateNotePayload = {
  /** The note as Markdown. Its first line becomes the title. Must not be blank. */
  content: string;
  /**
   * The note's UUID. When omitted the client generates one, so that a retried request can never
   * create the note twice.
   */
  id?: string;
  /** Titles or UUIDs of collections to add the note to. */
  add_to_collections?: string[];
  /** `true` lets Mem file the note into collections; a string gives it instructions for that. */
  auto_organize?: boolean | string;
  /** `true` lets Mem tidy the note's Markdown; a string gives it instructions for that. */
  auto_format?: boolean | string;
  /** The title or UUID of a template to apply to the content. */
  apply_template?: string;
  /**
   * When the note was created, as an ISO 8601 date or date-time.
   *
   * @defaultValue the time of the request
   */
  created_at?: string;
  /**
   * When the note was last changed, as an ISO 8601 date or date-time.
   *
   * @defaultValue the same as `created_at`
   */
  updated_at?: string;
};

/**
 * The fields every operation in a {@link CreateNoteResponse} has.
 *
 * @example
 * ```ts
 * import type { NoteOperationBase } from 'memai-sdk';
 *
 * const base: NoteOperationBase = { type: 'created-note' };
 * ```
 */
export type NoteOperationBase = {
  /** The kind of operation. */
  type: string;
};

/**
 * The note that `createNote` created.
 *
 * @example
 * ```ts
 * import type { NoteCreatedOp } from 'memai-sdk';
 *
 * const op: NoteCreatedOp = {
 *   type: 'created-note',
 *   note_id: '5e29c8a2-c73b-476b-9311-e2579712d4b1',
 *   title: 'Reading list',
 *   url: 'https://mem.ai/notes/5e29c8a2-c73b-476b-9311-e2579712d4b1',
 * };
 * ```
 */
export type NoteCreatedOp = NoteOperationBase & {
  /** Marks a created note. */
  type: 'created-note';
  /** The note's UUID, the same as the response's `id`. */
  note_id: string;
  /** The note's title. */
  title: string;
  /** Where the note opens in Mem. */
  url: string;
};

/**
 * A collection that `createNote` added the new note to.
 *
 * @example
 * ```ts
 * import type { NoteAddedToCollectionOp } from 'memai-sdk';
 *
 * const op: NoteAddedToCollectionOp = {
 *   type: 'added-note-to-collection',
 *   collection_id: '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b',
 *   collection_title: 'Books',
 * };
 * ```
 */
export type NoteAddedToCollectionOp = NoteOperationBase & {
  /** Marks a note added to a collection. */
  type: 'added-note-to-collection';
  /** The collection's UUID. */
  collection_id: string;
  /** The collection's title. */
  collection_title: string;
};

/**
 * One thing `createNote` did. Narrow it by `type`.
 *
 * @example
 * ```ts
 * import type { NoteOperation } from 'memai-sdk';
 *
 * function collectionsOf(operations: NoteOperation[]): string[] {
 *   return operations.flatMap((op) =>
 *     op.type === 'added-note-to-collection' ? [op.collection_title] : [],
 *   );
 * }
 * ```
 */
export type NoteOperation = NoteCreatedOp | NoteAddedToCollectionOp;

/**
 * What `client.createNote()` resolves to: the stored note and what Mem did with it.
 *
 * @example
 * ```ts
 * import type { CreateNoteResponse } from 'memai-sdk';
 *
 * function summary(note: CreateNoteResponse): string {
 *   return `${note.title} (${note.url}), created ${note.created_at}`;
 * }
 * ```
 */
export type CreateNoteResponse = {
  /** The API's id for this request; quote it when you contact support. */
  request_id: string;
  /** How far Mem got with the request, for example `'completed'`. */
  status: string;
  /** The note's UUID. */
  id: string;
  /** The note's title, taken from the first line of its content. */
  title: string;
  /** Where the note opens in Mem. */
  url: string;
  /** The note's Markdown as stored, after any formatting Mem applied. */
  content: string;
  /** What Mem did with the note, in order. */
  operations: NoteOperation[];
  /** When the note was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When the note was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};
