/**
 * What you send to `client.memIt()`: raw content for Mem to read, title, organise and file.
 *
 * @example
 * ```ts
 * import type { MemItPayload } from 'memai-sdk';
 *
 * const payload: MemItPayload = {
 *   input: 'Call with Ada: she wants the Q3 report by Friday.',
 *   instructions: 'File this under Follow-ups.',
 *   timestamp: '2025-04-01T14:30:45Z',
 * };
 * ```
 */
export type MemItPayload = {
  /** The raw content: plain text, Markdown, HTML, an email or a transcript. Must not be blank. */
  input: string;
  /** Plain-language instructions for how Mem should process the input. */
  instructions?: string;
  /** Where the input came from or what it is about, to help Mem file it. */
  context?: string;
  /** When the content was captured, as an ISO 8601 date or date-time. */
  timestamp?: string;
};

/**
 * The fields every operation in a {@link MemItResponse} has.
 *
 * @example
 * ```ts
 * import type { MemItOperationBase } from 'memai-sdk';
 *
 * const base: MemItOperationBase = {
 *   type: 'created-note',
 *   note_id: '5e29c8a2-c73b-476b-9311-e2579712d4b1',
 * };
 * ```
 */
export type MemItOperationBase = {
  /** The kind of operation. */
  type: string;
  /** The note the operation concerns: one mem-it call may touch several notes. */
  note_id: string;
};

/**
 * A note that `memIt` created.
 *
 * @example
 * ```ts
 * import type { MemItCreatedNoteOp } from 'memai-sdk';
 *
 * const op: MemItCreatedNoteOp = {
 *   type: 'created-note',
 *   note_id: '5e29c8a2-c73b-476b-9311-e2579712d4b1',
 *   title: 'Call with Ada',
 *   url: 'https://mem.ai/notes/5e29c8a2-c73b-476b-9311-e2579712d4b1',
 * };
 * ```
 */
export type MemItCreatedNoteOp = MemItOperationBase & {
  /** Marks a created note. */
  type: 'created-note';
  /** The new note's title. */
  title: string;
  /** Where the note opens in Mem. */
  url: string;
};

/**
 * A note that `memIt` added to a collection.
 *
 * @example
 * ```ts
 * import type { MemItAddedToCollectionOp } from 'memai-sdk';
 *
 * const op: MemItAddedToCollectionOp = {
 *   type: 'added-note-to-collection',
 *   note_id: '5e29c8a2-c73b-476b-9311-e2579712d4b1',
 *   collection_id: '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b',
 *   collection_title: 'Follow-ups',
 * };
 * ```
 */
export type MemItAddedToCollectionOp = MemItOperationBase & {
  /** Marks a note added to a collection. */
  type: 'added-note-to-collection';
  /** The collection's UUID. */
  collection_id: string;
  /** The collection's title. */
  collection_title: string;
};

/**
 * One thing `memIt` did. Narrow it by `type`.
 *
 * @example
 * ```ts
 * import type { MemItOperation } from 'memai-sdk';
 *
 * function describe(op: MemItOperation): string {
 *   return op.type === 'created-note'
 *     ? `created “${op.title}”`
 *     : `filed under ${op.collection_title}`;
 * }
 * ```
 */
export type MemItOperation = MemItCreatedNoteOp | MemItAddedToCollectionOp;

/**
 * What `client.memIt()` resolves to.
 *
 * @example
 * ```ts
 * import type { MemItResponse } from 'memai-sdk';
 *
 * function createdTitles(response: MemItResponse): string[] {
 *   return response.operations.flatMap((op) => (op.type === 'created-note' ? [op.title] : []));
 * }
 * ```
 */
export type MemItResponse = {
  /** The API's id for this request; quote it when you contact support. */
  request_id: string;
  /** How far Mem got with the request, for example `'completed'`. */
  status: string;
  /** What Mem did with the input, in order. */
  operations: MemItOperation[];
};
