// Mem's legacy v1 routes, exactly as memai-sdk 0.1 spoke them: Mem still answers them, but its
// current API is v2 (the other resources of this client).
import { ApiPromise } from './api-promise.js';
import type {
  LegacyCreateNoteRequestSchema,
  LegacyMemItRequestSchema,
} from './internal/mem-api.js';
import type { MemItPayload } from './mem-it.js';
import type { RequestOptions } from './http.js';
import { definedFields, type Outgoing } from './internal/defined-fields.js';
import type { RequestCore } from './internal/request-core.js';
import { uuidV7 } from './internal/uuid-v7.js';
import {
  optionalFlagOrText,
  optionalText,
  optionalTextList,
  optionalTimestamp,
  optionalUuid,
  requireObject,
  requireText,
  requireUuid,
} from './internal/validate.js';

/**
 * What you send to the legacy `client.v1.createNote()`: a Markdown note whose first line is its
 * title, and what Mem should do with it.
 *
 * @example
 * ```ts
 * import type { LegacyCreateNotePayload } from 'memai-sdk';
 *
 * const payload: LegacyCreateNotePayload = {
 *   content: '# Reading list\n\n- Designing Data-Intensive Applications',
 *   add_to_collections: ['Books'],
 *   auto_format: false,
 * };
 * ```
 * @group Legacy v1
 */
export type LegacyCreateNotePayload = {
  /** The note as Markdown. Its first line becomes the title. Must not be blank. */
  content: string;
  /**
   * The note's UUID. When omitted the client generates one, so that a retried request can never
   * create the note twice.
   */
  id?: string | undefined;
  /** Titles or UUIDs of collections to add the note to; missing ones are created. */
  add_to_collections?: string[] | undefined;
  /** `true` lets Mem file the note into collections; a string gives it instructions for that. */
  auto_organize?: boolean | string | undefined;
  /** `true` lets Mem tidy the note's Markdown; a string gives it instructions for that. */
  auto_format?: boolean | string | undefined;
  /** The title or UUID of a template to apply to the content. */
  apply_template?: string | undefined;
  /**
   * When the note was created, as an ISO 8601 date or date-time. The client sends it as the RFC 3339
   * date-time Mem's schema asks for: a date alone as its midnight UTC, a time without an offset
   * as UTC.
   *
   * @defaultValue the time of the request
   */
  created_at?: string | undefined;
  /**
   * When the note was last changed, as an ISO 8601 date or date-time. The client sends it as the RFC 3339
   * date-time Mem's schema asks for: a date alone as its midnight UTC, a time without an offset
   * as UTC.
   *
   * @defaultValue the same as `created_at`
   */
  updated_at?: string | undefined;
};

/**
 * The fields every operation in a legacy v1 answer has.
 *
 * @example
 * ```ts
 * import type { NoteOperationBase } from 'memai-sdk';
 *
 * const base: NoteOperationBase = { type: 'created-note' };
 * ```
 * @group Legacy v1
 */
export type NoteOperationBase = {
  /** The kind of operation. */
  type: string;
};

/**
 * A note that a legacy v1 call created.
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
 * @group Legacy v1
 */
export type NoteCreatedOp = NoteOperationBase & {
  /** Marks a created note. */
  type: 'created-note';
  /** The note's UUID. */
  note_id: string;
  /** The note's title. */
  title: string;
  /** Where the note opens in Mem, when Mem gives it. */
  url?: string | null;
};

/**
 * A collection that a legacy v1 call created to file a note in, because none had the title it
 * was given.
 *
 * @example
 * ```ts
 * import type { CollectionCreatedOp } from 'memai-sdk';
 *
 * const op: CollectionCreatedOp = {
 *   type: 'created-collection',
 *   collection_id: '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b',
 *   title: 'Books',
 * };
 * ```
 * @group Legacy v1
 */
export type CollectionCreatedOp = NoteOperationBase & {
  /** Marks a created collection. */
  type: 'created-collection';
  /** The collection's UUID. */
  collection_id: string;
  /** The collection's title. */
  title: string;
  /** Where the collection opens in Mem, when Mem gives it. */
  url?: string | null;
};

/**
 * A note that a legacy v1 call added to a collection.
 *
 * @example
 * ```ts
 * import type { NoteAddedToCollectionOp } from 'memai-sdk';
 *
 * const op: NoteAddedToCollectionOp = {
 *   type: 'added-note-to-collection',
 *   note_id: '5e29c8a2-c73b-476b-9311-e2579712d4b1',
 *   note_title: 'Reading list',
 *   collection_id: '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b',
 *   collection_title: 'Books',
 * };
 * ```
 * @group Legacy v1
 */
export type NoteAddedToCollectionOp = NoteOperationBase & {
  /** Marks a note added to a collection. */
  type: 'added-note-to-collection';
  /** The note's UUID. */
  note_id: string;
  /** The note's title. */
  note_title: string;
  /** Where the note opens in Mem, when Mem gives it. */
  note_url?: string | null;
  /** The collection's UUID. */
  collection_id: string;
  /** The collection's title. */
  collection_title: string;
  /** Where the collection opens in Mem, when Mem gives it. */
  collection_url?: string | null;
};

/**
 * A note that a legacy v1 call deleted. Mem's schema allows it in every v1 answer's
 * `operations`, though creating calls have no reason to report one.
 *
 * @example
 * ```ts
 * import type { NoteDeletedOp } from 'memai-sdk';
 *
 * const op: NoteDeletedOp = { type: 'deleted-note', note_id: '5e29c8a2-c73b-476b-9311-e2579712d4b1' };
 * ```
 * @group Legacy v1
 */
export type NoteDeletedOp = NoteOperationBase & {
  /** Marks a deleted note. */
  type: 'deleted-note';
  /** The note's UUID. */
  note_id: string;
};

/**
 * One thing the legacy `v1.createNote` did. Narrow it by `type`: Mem's schema allows the same
 * four kinds in every v1 answer.
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
 * @group Legacy v1
 */
export type NoteOperation =
  NoteCreatedOp | CollectionCreatedOp | NoteAddedToCollectionOp | NoteDeletedOp;

/**
 * What the legacy `client.v1.createNote()` resolves to: the stored note and what Mem did with it.
 *
 * @example
 * ```ts
 * import type { LegacyCreateNoteResponse } from 'memai-sdk';
 *
 * function summary(note: LegacyCreateNoteResponse): string {
 *   return `${note.title} (${note.url}), created ${note.created_at}`;
 * }
 * ```
 * @group Legacy v1
 */
export type LegacyCreateNoteResponse = {
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

/**
 * The fields every operation on a note in a {@link LegacyMemItResponse} has.
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
 * @group Legacy v1
 */
export type MemItOperationBase = {
  /** The kind of operation. */
  type: string;
  /** The note the operation concerns: one mem-it call may touch several notes. */
  note_id: string;
};

/**
 * A note that the legacy `v1.memIt` created.
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
 * @group Legacy v1
 */
export type MemItCreatedNoteOp = MemItOperationBase & {
  /** Marks a created note. */
  type: 'created-note';
  /** The new note's title. */
  title: string;
  /** Where the note opens in Mem, when Mem gives it. */
  url?: string | null;
};

/**
 * A note that the legacy `v1.memIt` added to a collection.
 *
 * @example
 * ```ts
 * import type { MemItAddedToCollectionOp } from 'memai-sdk';
 *
 * const op: MemItAddedToCollectionOp = {
 *   type: 'added-note-to-collection',
 *   note_id: '5e29c8a2-c73b-476b-9311-e2579712d4b1',
 *   note_title: 'Call with Ada',
 *   collection_id: '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b',
 *   collection_title: 'Follow-ups',
 * };
 * ```
 * @group Legacy v1
 */
export type MemItAddedToCollectionOp = MemItOperationBase & {
  /** Marks a note added to a collection. */
  type: 'added-note-to-collection';
  /** The note's title. */
  note_title: string;
  /** Where the note opens in Mem, when Mem gives it. */
  note_url?: string | null;
  /** The collection's UUID. */
  collection_id: string;
  /** The collection's title. */
  collection_title: string;
  /** Where the collection opens in Mem, when Mem gives it. */
  collection_url?: string | null;
};

/**
 * One thing the legacy `v1.memIt` did. Narrow it by `type`: Mem's schema allows the same four
 * kinds in every v1 answer.
 *
 * @example
 * ```ts
 * import type { MemItOperation } from 'memai-sdk';
 *
 * function describe(op: MemItOperation): string {
 *   switch (op.type) {
 *     case 'created-note':
 *       return `created “${op.title}”`;
 *     case 'created-collection':
 *       return `created the collection ${op.title}`;
 *     case 'added-note-to-collection':
 *       return `filed under ${op.collection_title}`;
 *     case 'deleted-note':
 *       return `deleted ${op.note_id}`;
 *   }
 * }
 * ```
 * @group Legacy v1
 */
export type MemItOperation =
  MemItCreatedNoteOp | CollectionCreatedOp | MemItAddedToCollectionOp | NoteDeletedOp;

/**
 * What the legacy `client.v1.memIt()` resolves to: Mem processed the content before answering,
 * and lists what it did.
 *
 * @example
 * ```ts
 * import type { LegacyMemItResponse } from 'memai-sdk';
 *
 * function createdTitles(response: LegacyMemItResponse): string[] {
 *   return response.operations.flatMap((op) => (op.type === 'created-note' ? [op.title] : []));
 * }
 * ```
 * @group Legacy v1
 */
export type LegacyMemItResponse = {
  /** The API's id for this request; quote it when you contact support. */
  request_id: string;
  /** How far Mem got with the request, for example `'completed'`. */
  status: string;
  /** What Mem did with the input, in order. */
  operations: MemItOperation[];
};

/**
 * Mem's legacy v1 API, as `client.v1`: the three calls memai-sdk 0.1 made, unchanged, for code
 * that still depends on what they answer. Mem's current API is v2: use `client.memIt`,
 * `client.notes.create` and `client.notes.delete` instead.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const note = await client.v1.createNote({ content: '# Inbox zero', add_to_collections: ['Ideas'] });
 * console.log(note.url, note.operations.length);
 * ```
 * @group Legacy v1
 */
export class LegacyV1 {
  readonly #core: RequestCore;

  /** @internal */
  constructor(core: RequestCore) {
    this.#core = core;
  }

  /**
   * Sends raw content to Mem and waits while Mem writes notes from it and files them. Sends the
   * legacy `POST /v1/mem-it`; {@link MemClient.memIt} is the current call, which answers at once.
   *
   * A call is retried only when Mem cannot have acted on it yet (it was never delivered, or Mem
   * answered 429 or 503), since replaying it could otherwise create the same notes twice.
   *
   * @param payload - The content and how to treat it; `input` is required.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns What Mem did: the notes it created and the collections it added them to.
   * @throws `TypeError` before sending, when a payload field is missing or has the wrong form.
   * @throws {@link MemApiError} when the call fails.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const result = await client.v1.memIt({
   *   input: 'Met Ada at the conference. She is writing about analytical engines.',
   * });
   * for (const op of result.operations) console.log(op.type);
   * ```
   */
  memIt(payload: MemItPayload, options: RequestOptions = {}): ApiPromise<LegacyMemItResponse> {
    return this.#core.request(options, () => {
      const where = 'v1.memIt()';
      requireObject(payload, where, 'payload');
      const body = definedFields({
        input: requireText(payload.input, where, 'input'),
        instructions: optionalText(payload.instructions, where, 'instructions'),
        context: optionalText(payload.context, where, 'context'),
        timestamp: optionalTimestamp(payload.timestamp, where, 'timestamp'),
      } satisfies Outgoing<LegacyMemItRequestSchema>);
      const call = { operation: where, method: 'POST', path: '/v1/mem-it', body } as const;
      return { ...call, replay: 'unapplied-only' };
    });
  }

  /**
   * Creates one note from Markdown, optionally letting Mem format and file it. Sends the legacy
   * `POST /v1/notes`; {@link Notes.create} is the current call.
   *
   * When `id` is omitted the client generates a UUID and sends it, so that every retry of the
   * call names the same note and a retry can never create a second one.
   *
   * @param payload - The note; `content` is required.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The stored note, with its id, title, URL and what Mem did with it.
   * @throws `TypeError` before sending, when a payload field is missing or has the wrong form.
   * @throws {@link MemApiError} when the call fails.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const note = await client.v1.createNote({
   *   content: '# Groceries\n\n- Oat milk\n- Coffee',
   *   add_to_collections: ['Home'],
   * });
   * console.log(note.id, note.url);
   * ```
   */
  createNote(
    payload: LegacyCreateNotePayload,
    options: RequestOptions = {},
  ): ApiPromise<LegacyCreateNoteResponse> {
    return this.#core.request(options, () => {
      const where = 'v1.createNote()';
      requireObject(payload, where, 'payload');
      const chosenId = optionalUuid(payload.id, where, 'id');
      const id = chosenId ?? uuidV7();
      const body = definedFields({
        content: requireText(payload.content, where, 'content'),
        id,
        add_to_collections: optionalTextList(
          payload.add_to_collections,
          where,
          'add_to_collections',
        ),
        auto_organize: optionalFlagOrText(payload.auto_organize, where, 'auto_organize'),
        auto_format: optionalFlagOrText(payload.auto_format, where, 'auto_format'),
        apply_template: optionalText(payload.apply_template, where, 'apply_template'),
        created_at: optionalTimestamp(payload.created_at, where, 'created_at'),
        updated_at: optionalTimestamp(payload.updated_at, where, 'updated_at'),
      } satisfies Outgoing<LegacyCreateNoteRequestSchema>);
      const reformats =
        (body.auto_format !== undefined && body.auto_format !== false) ||
        body.apply_template !== undefined;
      // The id makes every attempt name the same note, so a replay cannot create a second one.
      const call = { operation: where, method: 'POST', path: '/v1/notes', body } as const;
      return {
        ...call,
        replay: 'safe',
        // A v1 note is a v2 note: a retry that finds its own note made reads it there. A
        // generated id is this call's alone; a chosen one may be another writer's note, which
        // the content tells apart unless Mem was asked to reformat it.
        earlierResult: {
          read: { operation: where, method: 'GET', path: `/v2/notes/${id}`, replay: 'safe' },
          isOwn: (note) =>
            chosenId === undefined || (!reformats && note['content'] === body.content),
          answer: legacyAnswerFromNote,
        },
      };
    });
  }

  /**
   * Deletes a note. Sends the legacy `DELETE /v1/notes/{note_id}`; {@link Notes.delete} is the
   * current call. Deleting is idempotent, so failed attempts are retried like any other.
   *
   * @param id - The note's id.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @throws `TypeError` before sending, when `id` is not a UUID, which Mem's schema requires
   *   (0.1 sent any string).
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such note.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * await client.v1.deleteNote('5e29c8a2-c73b-476b-9311-e2579712d4b1');
   * ```
   */
  deleteNote(id: string, options: RequestOptions = {}): ApiPromise<void> {
    const answer = this.#core.request(options, () => {
      const where = 'v1.deleteNote()';
      const path = `/v1/notes/${requireUuid(id, where, 'id')}`;
      const call = { operation: where, method: 'DELETE', path, replay: 'safe' } as const;
      return { ...call, ignoreAnswer: true, removes: true };
    });
    // Mem's answer to it is not the API's to promise: callers get nothing, as in 0.1.
    return new ApiPromise(answer.withResponse().then((got) => ({ ...got, data: undefined })));
  }
}

/**
 * The v1 answer for a note an earlier attempt of `v1.createNote` made, from the note as
 * `GET /v2/notes/{id}` reads it. Its operations hold only the created note: what the lost
 * answer said about collections cannot be read back. The URL is the one Mem's v1 answers give.
 */
function legacyAnswerFromNote(note: Record<string, unknown>): LegacyCreateNoteResponse {
  const id = String(note['id']);
  const title = String(note['title']);
  const url = `https://mem.ai/notes/${id}`;
  return {
    request_id: String(note['request_id']),
    status: 'completed',
    id,
    title,
    url,
    content: String(note['content']),
    operations: [{ type: 'created-note', note_id: id, title, url }],
    created_at: String(note['created_at']),
    updated_at: String(note['updated_at']),
  };
}
