import { ApiPromise, type ApiResponse } from './api-promise.js';
import type { RequestOptions, RequestReceipt } from './http.js';
import type {
  CreateNoteRequestSchema,
  SetNoteCreatedAtRequestSchema,
  UpdateNoteRequestSchema,
} from './internal/mem-api.js';
import { isApiError } from './internal/api-error.js';
import { definedFields, type Outgoing } from './internal/defined-fields.js';
import { bodyCursorPages, cursorPages, paginate, snapshotPages } from './internal/paginate.js';
import type { ApiCall, RequestCore } from './internal/request-core.js';
import { uuidV7 } from './internal/uuid-v7.js';
import {
  extendedSearchCall,
  listNotesCall,
  searchNotesCall,
  type ExtendedSearchParams,
  type ExtendedSearchResponse,
  type ExtendedSearchResult,
  type ListNotesParams,
  type ListNotesResponse,
  type NoteListItem,
  type RelatedNotesParams,
  type RelatedNotesResponse,
  type SearchNotesParams,
  type SearchNotesResponse,
} from './notes-search.js';
import {
  optionalDateTime,
  optionalInteger,
  optionalTextList,
  optionalUuid,
  optionalUuidList,
  requireDateTime,
  requireInteger,
  requireObject,
  requireText,
  requireUuid,
  type TextLimit,
} from './internal/validate.js';
import type { PageRequest } from './pagination.js';

/** Mem's limits on a note's Markdown: in characters, and on create in UTF-8 bytes too. */
const createdContentLimit: TextLimit = { chars: 200_000, bytes: 200_000 };
const updatedContentLimit: TextLimit = { chars: 200_000 };
/** Mem's limit on each collection title a new note is filed by. */
const collectionTitleLimit: TextLimit = { chars: 1_000, bytes: 1_000 };

/**
 * What you send to `client.notes.create()`: a Markdown note whose first line is its title.
 *
 * @example
 * ```ts
 * import type { CreateNotePayload } from 'memai-sdk';
 *
 * const payload: CreateNotePayload = {
 *   content: '# Reading list\n\n- Designing Data-Intensive Applications',
 *   collection_titles: ['Books'],
 *   created_at: '2025-04-01T14:30:45Z',
 * };
 * ```
 * @group Notes
 */
export type CreateNotePayload = {
  /**
   * The note as Markdown; its first line becomes the title. Must not be blank; at most 200,000
   * characters and 200,000 bytes as UTF-8.
   */
  content: string;
  /**
   * The note's UUID. When omitted the client generates one, so that a retried request can never
   * create the note twice. An id that a note already has is a conflict (409).
   */
  id?: string | undefined;
  /** UUIDs of collections to add the note to; ids of collections you cannot see are ignored. */
  collection_ids?: string[] | undefined;
  /**
   * Titles of collections to add the note to, matched exactly but ignoring case; each at most
   * 1,000 characters and 1,000 bytes as UTF-8. A title that matches no collection is ignored: no
   * collection is created.
   */
  collection_titles?: string[] | undefined;
  /**
   * When the note was created: an ISO 8601 date-time with an offset, not in the future.
   *
   * @defaultValue `updated_at` when given, else the time of the request
   */
  created_at?: string | undefined;
  /**
   * When the note was last changed: an ISO 8601 date-time with an offset, not in the future.
   *
   * @defaultValue the time of the request
   */
  updated_at?: string | undefined;
};

/**
 * What `client.notes.create()` resolves to: the stored note.
 *
 * @example
 * ```ts
 * import type { CreateNoteResponse } from 'memai-sdk';
 *
 * function summary(note: CreateNoteResponse): string {
 *   return `${note.title} (version ${note.version}), created ${note.created_at}`;
 * }
 * ```
 * @group Notes
 */
export type CreateNoteResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The note's UUID. */
  id: string;
  /** The note's title, taken from the first line of its content. */
  title: string;
  /** The note's Markdown as stored. */
  content: string;
  /** The note's version, to pass to `notes.update`. */
  version: number;
  /** The UUIDs of the collections the note is in. */
  collection_ids: string[];
  /** When the note was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When the note was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * A note in full, as `client.notes.get()` returns it. A note in the trash is returned too, with
 * `trashed_at` set.
 *
 * @example
 * ```ts
 * import type { Note } from 'memai-sdk';
 *
 * function isActive(note: Note): boolean {
 *   return note.trashed_at === null;
 * }
 * ```
 * @group Notes
 */
export type Note = {
  /** The note's UUID. */
  id: string;
  /** The note's title, taken from the first line of its content. */
  title: string;
  /** The note's Markdown. */
  content: string;
  /** The note's current version: pass it to `notes.update` to change the note. */
  version: number;
  /** The UUIDs of the collections the note is in. */
  collection_ids: string[];
  /** The UUIDs of the audio recordings linked to the note. */
  audio_recording_ids: string[];
  /** What Mem knows of the PDFs and images embedded in the note. */
  attachment_metadata: NoteAttachment[];
  /** When the note was moved to the trash, or `null` while it is not in the trash. */
  trashed_at: string | null;
  /** When the note was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When the note was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * What Mem knows of a PDF or an image embedded in a note.
 *
 * @example
 * ```ts
 * import type { NoteAttachment } from 'memai-sdk';
 *
 * function label(attachment: NoteAttachment): string {
 *   return attachment.attachment_kind === 'pdf'
 *     ? `PDF, ${attachment.page_count ?? '?'} pages`
 *     : `Image: ${attachment.visual_description ?? 'no description'}`;
 * }
 * ```
 * @group Notes
 */
export type NoteAttachment = {
  /** The attachment's UUID. */
  attachment_id: string;
  /** What kind of attachment it is. */
  attachment_kind: 'pdf' | 'image';
  /** For an image, the image type Mem detected. */
  image_type?: string | null;
  /** For an image, the text Mem read in it. */
  ocr_text?: string | null;
  /** For a PDF, its number of pages. */
  page_count?: number | null;
  /** A query Mem suggests for searching inside the attachment. */
  suggested_search?: string | null;
  /** A short summary of the attachment. */
  summary?: string | null;
  /** For an image, a description of what it shows. */
  visual_description?: string | null;
};

/**
 * What you send to `client.notes.update()`: the whole new Markdown of the note, and the version
 * of the note it was written from.
 *
 * @example
 * ```ts
 * import type { UpdateNotePayload } from 'memai-sdk';
 *
 * const payload: UpdateNotePayload = {
 *   content: '# Reading list\n\n- Designing Data-Intensive Applications\n- Thinking in Systems',
 *   version: 3,
 * };
 * ```
 * @group Notes
 */
export type UpdateNotePayload = {
  /**
   * The note's complete new Markdown (not a patch); its first line becomes the title. Must not
   * be blank; at most 200,000 characters.
   */
  content: string;
  /**
   * The version of the note this content was based on, as `notes.get` or the last write
   * returned it: a whole number from 1 up. If the note has changed since, the update fails with
   * code `version_conflict`.
   */
  version: number;
  /**
   * When the change was made: an ISO 8601 date-time with an offset.
   *
   * @defaultValue the time of the request
   */
  updated_at?: string | undefined;
};

/**
 * What `client.notes.update()`, `client.notes.edit()` and `client.notes.setCreatedAt()` resolve
 * to: the note after the change.
 *
 * @example
 * ```ts
 * import type { UpdateNoteResponse } from 'memai-sdk';
 *
 * function describe(note: UpdateNoteResponse): string {
 *   return `“${note.title}” is now at version ${note.version}`;
 * }
 * ```
 * @group Notes
 */
export type UpdateNoteResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The note's UUID. */
  id: string;
  /** The note's title after the change. */
  title: string;
  /** The note's Markdown after the change. */
  content: string;
  /**
   * The note's version after the change: one up after a change of content, unchanged after
   * `setCreatedAt`, which changes no content.
   */
  version: number;
  /** The UUIDs of the collections the note is in. */
  collection_ids: string[];
  /** When the note was moved to the trash, or `null` while it is not in the trash. */
  trashed_at: string | null;
  /** When the note was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When the note was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * The options of `client.notes.edit()`: those of every call, and how many times to try.
 *
 * @example
 * ```ts
 * import type { EditNoteOptions } from 'memai-sdk';
 *
 * const options: EditNoteOptions = { maxAttempts: 5, timeout: 10_000 };
 * ```
 * @group Notes
 */
export type EditNoteOptions = RequestOptions & {
  /**
   * How many times to read, change and write the note in all, when other writers keep changing
   * it in between: after that many version conflicts the edit fails with the last one.
   *
   * @defaultValue `3`
   */
  maxAttempts?: number | undefined;
};

/**
 * Mem's notes, as `client.notes`: create, read, change, search, trash and delete them.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const note = await client.notes.create({ content: '# Groceries\n\n- Oat milk' });
 * await client.notes.edit(note.id, (content) => `${content}\n- Coffee`);
 * ```
 * @group Notes
 */
export class Notes {
  readonly #core: RequestCore;

  /** @internal */
  constructor(core: RequestCore) {
    this.#core = core;
  }

  /**
   * Creates a note from Markdown; its first line becomes the title. Sends `POST /v2/notes`
   * ([Mem's reference](https://docs.mem.ai/api-reference/notes/create-note)).
   *
   * When `id` is omitted the client generates a UUID and sends it, so that every retry of the
   * call names the same note. If a retry finds that an earlier attempt already created it, the
   * call succeeds with that note instead of failing with a conflict.
   *
   * @param payload - The note; `content` is required.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The stored note, with its id and version.
   * @throws `TypeError` before sending, when a field is missing, malformed or too long.
   * @throws {@link MemApiError} when the call fails; status 409 when a note already has `id`.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const note = await client.notes.create({
   *   content: '# Groceries\n\n- Oat milk\n- Coffee',
   *   collection_titles: ['Home'],
   * });
   * console.log(note.id, note.version);
   * ```
   */
  create(payload: CreateNotePayload, options: RequestOptions = {}): ApiPromise<CreateNoteResponse> {
    return this.#core.request(options, () => {
      const where = 'notes.create()';
      requireObject(payload, where, 'payload');
      const content = requireText(payload.content, where, 'content', createdContentLimit);
      const chosenId = optionalUuid(payload.id, where, 'id');
      const id = chosenId ?? uuidV7();
      const body = definedFields({
        content,
        id,
        collection_ids: optionalUuidList(payload.collection_ids, where, 'collection_ids'),
        collection_titles: optionalTextList(
          payload.collection_titles,
          where,
          'collection_titles',
          collectionTitleLimit,
        ),
        created_at: optionalDateTime(payload.created_at, where, 'created_at'),
        updated_at: optionalDateTime(payload.updated_at, where, 'updated_at'),
      } satisfies Outgoing<CreateNoteRequestSchema>);
      return {
        operation: where,
        method: 'POST',
        path: '/v2/notes',
        body,
        replay: 'safe',
        // A generated id is this call's alone; a chosen one may be another writer's note.
        earlierResult: {
          read: this.#noteCall(where, 'GET', id, ''),
          isOwn: (note) => chosenId === undefined || note['content'] === content,
        },
      };
    });
  }

  /**
   * Reads one note in full, including one in the trash. Sends `GET /v2/notes/{note_id}`
   * ([Mem's reference](https://docs.mem.ai/api-reference/notes/read-note)).
   *
   * @param id - The note's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The note, with its current `version`.
   * @throws `TypeError` before sending, when `id` is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such note.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const note = await client.notes.get('5e29c8a2-c73b-476b-9311-e2579712d4b1');
   * console.log(note.title, note.version, note.trashed_at ?? 'not trashed');
   * ```
   */
  get(id: string, options: RequestOptions = {}): ApiPromise<Note & RequestReceipt> {
    return this.#core.request(options, () => {
      const call = this.#noteCall('notes.get()', 'GET', id, '');
      return call;
    });
  }

  /**
   * Replaces a note's Markdown. Sends `PATCH /v2/notes/{note_id}`
   * ([Mem's reference](https://docs.mem.ai/api-reference/notes/update-note)).
   *
   * Mem applies the change only if `version` is still the note's current version, so that a
   * change made by someone else in between is never overwritten: otherwise the call fails at
   * once with code `version_conflict`. {@link Notes.edit} reads, changes and writes for you, and
   * tries again after a conflict. A note in the trash must be restored first.
   *
   * The call is retried only when Mem cannot have applied it (it never arrived, or Mem answered
   * 429 or 503).
   *
   * @param id - The note's UUID.
   * @param payload - The whole new content and the version it was based on.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The note after the change, with its new version.
   * @throws `TypeError` before sending, when a field is missing or malformed.
   * @throws {@link MemApiError} when the call fails; code `version_conflict` when the note has
   * changed since `version`.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const note = await client.notes.get('5e29c8a2-c73b-476b-9311-e2579712d4b1');
   * const updated = await client.notes.update(note.id, {
   *   content: `${note.content}\n\nReviewed.`,
   *   version: note.version,
   * });
   * console.log(updated.version);
   * ```
   */
  update(
    id: string,
    payload: UpdateNotePayload,
    options: RequestOptions = {},
  ): ApiPromise<UpdateNoteResponse> {
    return this.#core.request(options, () => {
      const where = 'notes.update()';
      requireObject(payload, where, 'payload');
      const body = definedFields({
        content: requireText(payload.content, where, 'content', updatedContentLimit),
        version: requireInteger(payload.version, where, 'version', 1),
        updated_at: optionalDateTime(payload.updated_at, where, 'updated_at'),
      } satisfies Outgoing<UpdateNoteRequestSchema>);
      const call: ApiCall = {
        ...this.#noteCall(where, 'PATCH', id, ''),
        body,
        replay: 'unapplied-only',
        conflictCode: 'version_conflict',
      };
      return call;
    });
  }

  /**
   * Changes a note safely when others may be changing it too: reads it, passes its content to
   * `change`, and writes what `change` returns with the version it read. If the note changed in
   * between (a version conflict), it reads the note again and calls `change` again with the new
   * content, up to `maxAttempts` times in all.
   *
   * Each attempt sends `GET /v2/notes/{note_id}`
   * ([Mem's reference](https://docs.mem.ai/api-reference/notes/read-note)) and then
   * `PATCH /v2/notes/{note_id}` ([Mem's reference](https://docs.mem.ai/api-reference/notes/update-note)).
   * When `change` returns the content unchanged, nothing is written.
   *
   * @param id - The note's UUID.
   * @param change - Turns the note's current Markdown into the new Markdown; it also gets the
   * whole note. It may be called more than once, so it should not have side effects.
   * @param options - Per-call options ({@link RequestOptions}) and `maxAttempts`.
   * @returns The note after the change, in the shape `notes.update` returns.
   * @throws `TypeError` when an argument is malformed, or when `change` returns something other
   * than non-blank Markdown.
   * @throws {@link MemApiError} when a call fails, or code `version_conflict` when the note kept
   * changing for `maxAttempts` attempts.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const updated = await client.notes.edit('5e29c8a2-c73b-476b-9311-e2579712d4b1', (content) =>
   *   content.replace('- [ ] Book flights', '- [x] Book flights'),
   * );
   * console.log(`Now at version ${updated.version}`);
   * ```
   */
  edit(
    id: string,
    change: (content: string, note: Note) => string | Promise<string>,
    options: EditNoteOptions = {},
  ): ApiPromise<UpdateNoteResponse> {
    return new ApiPromise(this.#edit(id, change, options));
  }

  /** `edit`, answering with the response of its last request: the write, or the read. */
  async #edit(
    id: string,
    change: (content: string, note: Note) => string | Promise<string>,
    options: EditNoteOptions,
  ): Promise<ApiResponse<UpdateNoteResponse>> {
    const where = 'notes.edit()';
    requireUuid(id, where, 'id');
    if (typeof change !== 'function') {
      throw new TypeError(`${where}: \`change\` must be a function that returns the new content.`);
    }
    requireObject(options, where, 'options');
    const { maxAttempts: attempts, ...callOptions } = options;
    const maxAttempts = optionalInteger(attempts, where, 'options.maxAttempts', 1) ?? 3;
    for (let attempt = 1; ; attempt += 1) {
      const read = await this.get(id, callOptions).withResponse();
      const { request_id, ...note } = read.data;
      const content = requireText(
        await change(note.content, note),
        where,
        'what `change` returned',
      );
      if (content === note.content) {
        const { title, version, collection_ids, trashed_at, created_at, updated_at } = note;
        const data = {
          request_id,
          id,
          title,
          content,
          version,
          collection_ids,
          trashed_at,
          created_at,
          updated_at,
        };
        return { ...read, data };
      }
      try {
        return await this.update(
          id,
          { content, version: note.version },
          callOptions,
        ).withResponse();
      } catch (error) {
        if (!isApiError(error) || error.code !== 'version_conflict' || attempt >= maxAttempts) {
          throw error;
        }
      }
    }
  }

  /**
   * Backdates a note: sets when Mem shows it as created, without changing its content. Sends
   * `PATCH /v2/notes/{note_id}/created-at`
   * ([Mem's reference](https://docs.mem.ai/api-reference/notes/set-note-created-at)).
   *
   * Use it for notes imported from elsewhere, so that they keep the date they were first
   * written. Mem takes only a time in the past and no later than the note's creation time, and a
   * note in the trash must be restored first; otherwise it answers 400. The note's `version`
   * stays as it was, so an edit based on it still applies.
   *
   * @param id - The note's UUID.
   * @param createdAt - The new creation time: an ISO 8601 date-time with an offset.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The note after the change.
   * @throws `TypeError` before sending, when `id` is not a UUID or `createdAt` is not a date-time
   * with an offset.
   * @throws {@link MemApiError} when the call fails: status 404 if there is no such note, 400 if
   * Mem refuses the time or the note is in the trash.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const note = await client.notes.setCreatedAt(
   *   '5e29c8a2-c73b-476b-9311-e2579712d4b1',
   *   '2020-01-07T09:00:00+01:00',
   * );
   * console.log(`“${note.title}” now shows as created ${note.created_at}`);
   * ```
   */
  setCreatedAt(
    id: string,
    createdAt: string,
    options: RequestOptions = {},
  ): ApiPromise<UpdateNoteResponse> {
    return this.#core.request(options, () => {
      const where = 'notes.setCreatedAt()';
      const call: ApiCall = {
        ...this.#noteCall(where, 'PATCH', id, '/created-at'),
        body: {
          created_at: requireDateTime(createdAt, where, 'createdAt'),
        } satisfies SetNoteCreatedAtRequestSchema,
      };
      return call;
    });
  }

  /**
   * Deletes a note for good; it cannot be restored. Sends `DELETE /v2/notes/{note_id}`
   * ([Mem's reference](https://docs.mem.ai/api-reference/notes/delete-note)). To delete in a way
   * that can be undone, use {@link Notes.trash}.
   *
   * @param id - The note's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The request's id.
   * @throws `TypeError` before sending, when `id` is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such note.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * await client.notes.delete('5e29c8a2-c73b-476b-9311-e2579712d4b1');
   * ```
   */
  delete(id: string, options: RequestOptions = {}): ApiPromise<RequestReceipt> {
    return this.#core.request(options, () => ({
      ...this.#noteCall('notes.delete()', 'DELETE', id, ''),
      removes: true,
    }));
  }

  /**
   * Moves a note to the trash, from where {@link Notes.restore} brings it back. A trashed note is
   * left out of listings and searches, but `notes.get` still returns it, with `trashed_at` set.
   * Sends `POST /v2/notes/{note_id}/trash`, which Mem's OpenAPI document describes
   * ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * @param id - The note's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The request's id.
   * @throws `TypeError` before sending, when `id` is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such note.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * await client.notes.trash('5e29c8a2-c73b-476b-9311-e2579712d4b1');
   * ```
   */
  trash(id: string, options: RequestOptions = {}): ApiPromise<RequestReceipt> {
    return this.#core.request(options, () => this.#noteCall('notes.trash()', 'POST', id, '/trash'));
  }

  /**
   * Brings a note back from the trash. Sends `POST /v2/notes/{note_id}/restore`, which Mem's
   * OpenAPI document describes ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * @param id - The note's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The request's id.
   * @throws `TypeError` before sending, when `id` is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such note.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * await client.notes.restore('5e29c8a2-c73b-476b-9311-e2579712d4b1');
   * ```
   */
  restore(id: string, options: RequestOptions = {}): ApiPromise<RequestReceipt> {
    return this.#core.request(options, () =>
      this.#noteCall('notes.restore()', 'POST', id, '/restore'),
    );
  }

  /**
   * Lists notes, newest first, with optional filters. Sends `GET /v2/notes`
   * ([Mem's reference](https://docs.mem.ai/api-reference/notes/list-notes)).
   *
   * Await it for the first page, or iterate it with `for await` for every note on every page.
   * Notes in the trash are not listed.
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
   * for await (const note of client.notes.list({ contains_open_tasks: true })) {
   *   console.log(note.title);
   * }
   * ```
   */
  list(
    params: ListNotesParams = {},
    options: RequestOptions = {},
  ): PageRequest<ListNotesResponse, NoteListItem> {
    return paginate<ListNotesResponse, NoteListItem>(
      this.#core,
      () => listNotesCall(params),
      options,
      cursorPages,
    );
  }

  /**
   * Searches notes by relevance to a query, with optional filters. Sends `POST /v2/notes/search`
   * ([Mem's reference](https://docs.mem.ai/api-reference/notes/search-notes)).
   *
   * Mem ranks at most 100 matches per search and takes a snapshot of them for the first page,
   * so that later pages neither repeat nor skip results while notes change. Await it for the
   * first page, or iterate it with `for await` for every result. Use {@link Notes.list} to go
   * through all notes in order.
   *
   * @param params - The query, filters and page size.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The first page of results, which can also be iterated across all pages.
   * @throws `TypeError` (as a rejection) when a parameter is malformed; nothing is sent.
   * @throws {@link MemApiError} (as a rejection) when a request fails.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const page = await client.notes.search({ query: 'quarterly planning', limit: 5 });
   * console.log(`${page.total} matches; the best is ${page.results[0]?.title ?? 'none'}`);
   * ```
   */
  search(
    params: SearchNotesParams,
    options: RequestOptions = {},
  ): PageRequest<SearchNotesResponse, NoteListItem> {
    return paginate<SearchNotesResponse, NoteListItem>(
      this.#core,
      () => searchNotesCall(params),
      options,
      snapshotPages,
    );
  }

  /**
   * Searches notes together with the files linked to them (PDFs, images, audio recordings,
   * calendar events, emails); each result says which of its attachments matched. Sends
   * `POST /v2/notes/extended-search`, which Mem's OpenAPI document describes
   * ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * @param params - The query, filters, order and page size.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The first page of results, which can also be iterated across all pages.
   * @throws `TypeError` (as a rejection) when a parameter is malformed; nothing is sent.
   * @throws {@link MemApiError} (as a rejection) when a request fails.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * for await (const note of client.notes.extendedSearch({ query: 'signed contract' })) {
   *   console.log(note.title, note.attachment_matches?.length ?? 0);
   * }
   * ```
   */
  extendedSearch(
    params: ExtendedSearchParams,
    options: RequestOptions = {},
  ): PageRequest<ExtendedSearchResponse, ExtendedSearchResult> {
    return paginate<ExtendedSearchResponse, ExtendedSearchResult>(
      this.#core,
      () => extendedSearchCall(params),
      options,
      bodyCursorPages,
    );
  }

  /**
   * Finds the notes closest in meaning to one note's current content. Sends
   * `GET /v2/notes/{note_id}/related-notes`
   * ([Mem's reference](https://docs.mem.ai/api-reference/notes/find-related-notes)).
   *
   * @param id - The note's UUID.
   * @param params - How many notes to return.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The related notes, closest first.
   * @throws `TypeError` before sending, when an argument is malformed.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such note.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const related = await client.notes.related('5e29c8a2-c73b-476b-9311-e2579712d4b1', { limit: 3 });
   * for (const note of related.results) console.log(note.title, note.score);
   * ```
   */
  related(
    id: string,
    params: RelatedNotesParams = {},
    options: RequestOptions = {},
  ): ApiPromise<RelatedNotesResponse> {
    return this.#core.request(options, () => {
      const where = 'notes.related()';
      requireObject(params, where, 'params');
      const call: ApiCall = {
        ...this.#noteCall(where, 'GET', id, '/related-notes'),
        query: { limit: optionalInteger(params.limit, where, 'limit', 1, 20) },
      };
      return call;
    });
  }

  /** A call about one note, below `/v2/notes/{note_id}`. */
  #noteCall(operation: string, method: ApiCall['method'], id: string, below: string): ApiCall {
    const path = `/v2/notes/${requireUuid(id, operation, 'id')}${below}`;
    return { operation, method, path, replay: 'safe' };
  }
}
