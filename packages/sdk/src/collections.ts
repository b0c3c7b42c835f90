import type { ApiPromise } from './api-promise.js';
import type { RequestOptions, RequestReceipt } from './http.js';
import type {
  CollectionSearchRequestSchema,
  CreateCollectionRequestSchema,
  MoveNoteRequestSchema,
  UpdateCollectionRequestSchema,
  paths,
} from './internal/mem-api.js';
import { definedFields, type Outgoing } from './internal/defined-fields.js';
import { cursorListing, cursorQuery } from './internal/paginate.js';
import type { ApiCall, RequestCore } from './internal/request-core.js';
import { uuidV7 } from './internal/uuid-v7.js';
import {
  dateFilters,
  optionalDateTime,
  optionalText,
  optionalUuid,
  requireObject,
  requireText,
  requireUuid,
  type TextLimit,
} from './internal/validate.js';
import type { PageRequest } from './pagination.js';

/** Mem's limits on a collection's title and description, in characters and in UTF-8 bytes. */
const titleLimit: TextLimit = { chars: 1_000, bytes: 1_000 };
const descriptionLimit: TextLimit = { chars: 10_000, bytes: 10_000 };

/**
 * A collection, as Mem lists, finds and reads it: a named group of notes on one topic.
 *
 * @example
 * ```ts
 * import type { Collection } from 'memai-sdk';
 *
 * function label(collection: Collection): string {
 *   return `${collection.title} (${collection.note_count} notes)`;
 * }
 * ```
 * @group Collections
 */
export type Collection = {
  /** The collection's UUID. */
  id: string;
  /** The collection's title. */
  title: string;
  /** The collection's description, or `null` when it has none. */
  description: string | null;
  /** How many notes the collection holds. */
  note_count: number;
  /** When the collection was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When the collection was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * What you send to `client.collections.create()`.
 *
 * @example
 * ```ts
 * import type { CreateCollectionPayload } from 'memai-sdk';
 *
 * const payload: CreateCollectionPayload = {
 *   title: 'Books',
 *   description: 'What I read, and what I thought of it.',
 * };
 * ```
 * @group Collections
 */
export type CreateCollectionPayload = {
  /**
   * The collection's title. Must not be blank; at most 1,000 characters and 1,000 bytes as
   * UTF-8.
   */
  title: string;
  /**
   * The collection's UUID. When omitted the client generates one, so that a retried request can
   * never create the collection twice. An id that a collection already has is a conflict (409).
   */
  id?: string | undefined;
  /** What the collection is for; at most 10,000 characters and 10,000 bytes as UTF-8. */
  description?: string | undefined;
  /**
   * When the collection was created: an ISO 8601 date-time with an offset, not in the future.
   *
   * @defaultValue `updated_at` when given, else the time of the request
   */
  created_at?: string | undefined;
  /**
   * When the collection was last changed: an ISO 8601 date-time with an offset, not in the
   * future.
   *
   * @defaultValue `created_at`
   */
  updated_at?: string | undefined;
};

/**
 * What you send to `client.collections.update()`: only the fields to change.
 *
 * @example
 * ```ts
 * import type { UpdateCollectionPayload } from 'memai-sdk';
 *
 * // Renames the collection and clears its description.
 * const payload: UpdateCollectionPayload = { title: 'Reading', description: '' };
 * ```
 * @group Collections
 */
export type UpdateCollectionPayload = {
  /** The new title. Must not be blank; at most 1,000 characters and 1,000 bytes as UTF-8. */
  title?: string | undefined;
  /**
   * The new description, at most 10,000 characters and 10,000 bytes as UTF-8; an empty string
   * removes it.
   */
  description?: string | undefined;
  /**
   * When the change was made: an ISO 8601 date-time with an offset, not in the future.
   *
   * @defaultValue the time of the request
   */
  updated_at?: string | undefined;
};

/**
 * What `client.collections.create()` and `client.collections.update()` resolve to: the
 * collection as stored, without its note count.
 *
 * @example
 * ```ts
 * import type { SavedCollection } from 'memai-sdk';
 *
 * function describe(collection: SavedCollection): string {
 *   return `${collection.title}: ${collection.description ?? 'no description'}`;
 * }
 * ```
 * @group Collections
 */
export type SavedCollection = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The collection's UUID. */
  id: string;
  /** The collection's title. */
  title: string;
  /** The collection's description, or `null` when it has none. */
  description: string | null;
  /** When the collection was created, as an ISO 8601 date-time. */
  created_at: string;
  /** When the collection was last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * Filters and paging for `client.collections.list()`. Every field is optional.
 *
 * @example
 * ```ts
 * import type { ListCollectionsParams } from 'memai-sdk';
 *
 * const params: ListCollectionsParams = { order_by: 'created_at', limit: 100 };
 * ```
 * @group Collections
 */
export type ListCollectionsParams = {
  /**
   * How many collections a page holds, from 1 to 100.
   *
   * @defaultValue `50`
   */
  limit?: number | undefined;
  /**
   * Where to start: the `next_page` cursor of an earlier page, sent with the same filters.
   * `for await` and `nextPage()` fill it in for you.
   */
  page?: string | undefined;
  /**
   * The order of the collections, newest first: by last change or by creation.
   *
   * @defaultValue `'updated_at'`
   */
  order_by?: 'updated_at' | 'created_at' | undefined;
  /** Only collections created at or after this ISO 8601 date-time, which must have an offset. */
  filter_by_created_after?: string | undefined;
  /** Only collections created at or before this ISO 8601 date-time, which must have an offset. */
  filter_by_created_before?: string | undefined;
  /** Only collections changed at or after this ISO 8601 date-time, which must have an offset. */
  filter_by_updated_after?: string | undefined;
  /** Only collections changed at or before this ISO 8601 date-time, which must have an offset. */
  filter_by_updated_before?: string | undefined;
};

/**
 * One page of `client.collections.list()`, as Mem answers it.
 *
 * @example
 * ```ts
 * import type { ListCollectionsResponse } from 'memai-sdk';
 *
 * function titles(page: ListCollectionsResponse): string[] {
 *   return page.results.map((collection) => collection.title);
 * }
 * ```
 * @group Collections
 */
export type ListCollectionsResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The collections on this page. */
  results: Collection[];
  /** How many collections match the filters, on all pages. */
  total: number;
  /** The cursor of the next page, or `null` (or absent) on the last page. */
  next_page?: string | null;
};

/**
 * A search of collections by their titles and descriptions, for `client.collections.search()`.
 * Every field is optional.
 *
 * @example
 * ```ts
 * import type { SearchCollectionsParams } from 'memai-sdk';
 *
 * const params: SearchCollectionsParams = { query: 'recipes' };
 * ```
 * @group Collections
 */
export type SearchCollectionsParams = {
  /** What to search for. Without it, Mem returns a general selection of collections. */
  query?: string | undefined;
  /** Only collections created at or after this ISO 8601 date-time, which must have an offset. */
  filter_by_created_after?: string | undefined;
  /** Only collections created at or before this ISO 8601 date-time, which must have an offset. */
  filter_by_created_before?: string | undefined;
  /** Only collections changed at or after this ISO 8601 date-time, which must have an offset. */
  filter_by_updated_after?: string | undefined;
  /** Only collections changed at or before this ISO 8601 date-time, which must have an offset. */
  filter_by_updated_before?: string | undefined;
};

/**
 * What `client.collections.search()` resolves to: the best matches, in one answer.
 *
 * @example
 * ```ts
 * import type { SearchCollectionsResponse } from 'memai-sdk';
 *
 * function best(response: SearchCollectionsResponse): string | undefined {
 *   return response.results[0]?.id;
 * }
 * ```
 * @group Collections
 */
export type SearchCollectionsResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The matching collections, most relevant first. */
  results: Collection[];
  /** How many collections `results` holds. */
  total: number;
};

/**
 * Mem's collections, as `client.collections`: create, find, rename and delete them, and choose
 * which notes they hold.
 *
 * Collections are named by id in every call here. Only `notes.create` takes collection titles
 * (`collection_titles`); to find a collection's id from its title, use
 * {@link Collections.search} or {@link Collections.list}.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const books = await client.collections.create({ title: 'Books' });
 * await client.collections.addNote(books.id, '5e29c8a2-c73b-476b-9311-e2579712d4b1');
 * ```
 * @group Collections
 */
export class Collections {
  readonly #core: RequestCore;

  /** @internal */
  constructor(core: RequestCore) {
    this.#core = core;
  }

  /**
   * Creates a collection. Sends `POST /v2/collections`
   * ([Mem's reference](https://docs.mem.ai/api-reference/collections/create-collection)).
   *
   * When `id` is omitted the client generates a UUID and sends it, so that every retry of the
   * call names the same collection. If a retry finds that an earlier attempt already created it,
   * the call succeeds with that collection instead of failing with a conflict.
   *
   * @param payload - The collection; `title` is required.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The stored collection.
   * @throws `TypeError` before sending, when a field is missing, malformed or too long.
   * @throws {@link MemApiError} when the call fails; status 409 when a collection already has
   * `id`.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const collection = await client.collections.create({ title: 'Recipes' });
   * console.log(collection.id);
   * ```
   */
  create(
    payload: CreateCollectionPayload,
    options: RequestOptions = {},
  ): ApiPromise<SavedCollection> {
    return this.#core.request(options, () => {
      const where = 'collections.create()';
      requireObject(payload, where, 'payload');
      const title = requireText(payload.title, where, 'title', titleLimit);
      const chosenId = optionalUuid(payload.id, where, 'id');
      const id = chosenId ?? uuidV7();
      const body = definedFields({
        title,
        id,
        description: optionalText(payload.description, where, 'description', descriptionLimit),
        created_at: optionalDateTime(payload.created_at, where, 'created_at'),
        updated_at: optionalDateTime(payload.updated_at, where, 'updated_at'),
      } satisfies Outgoing<CreateCollectionRequestSchema>);
      return {
        operation: where,
        method: 'POST',
        path: '/v2/collections',
        body,
        replay: 'safe',
        // A generated id is this call's alone; a chosen one may be another writer's collection.
        earlierResult: {
          read: this.#collectionCall(where, 'GET', id),
          isOwn: (collection) => chosenId === undefined || collection['title'] === title,
        },
      };
    });
  }

  /**
   * Reads one collection: its title, description and note count, not its notes (list those
   * with `notes.list({ collection_id })`). Sends `GET /v2/collections/{collection_id}`
   * ([Mem's reference](https://docs.mem.ai/api-reference/collections/read-collection)).
   *
   * @param id - The collection's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The collection.
   * @throws `TypeError` before sending, when `id` is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such
   * collection.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const collection = await client.collections.get('3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b');
   * console.log(collection.title, collection.note_count);
   * ```
   */
  get(id: string, options: RequestOptions = {}): ApiPromise<Collection & RequestReceipt> {
    return this.#core.request(options, () => this.#collectionCall('collections.get()', 'GET', id));
  }

  /**
   * Renames a collection or changes its description; fields left out stay as they are. Sends
   * `PATCH /v2/collections/{collection_id}`
   * ([Mem's reference](https://docs.mem.ai/api-reference/collections/update-collection)).
   *
   * @param id - The collection's UUID.
   * @param payload - The fields to change.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The collection after the change.
   * @throws `TypeError` before sending, when a field is malformed or too long.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such
   * collection.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * await client.collections.update('3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b', { title: 'Cooking' });
   * ```
   */
  update(
    id: string,
    payload: UpdateCollectionPayload,
    options: RequestOptions = {},
  ): ApiPromise<SavedCollection> {
    return this.#core.request(options, () => {
      const where = 'collections.update()';
      requireObject(payload, where, 'payload');
      const body = definedFields({
        title:
          payload.title === undefined
            ? undefined
            : requireText(payload.title, where, 'title', titleLimit),
        description: optionalText(payload.description, where, 'description', descriptionLimit),
        updated_at: optionalDateTime(payload.updated_at, where, 'updated_at'),
      } satisfies Outgoing<UpdateCollectionRequestSchema>);
      // Setting the same title and description twice leaves the collection as once: safe to repeat.
      return { ...this.#collectionCall(where, 'PATCH', id), body };
    });
  }

  /**
   * Deletes a collection for good. Its notes stay; they are only no longer in it. Sends
   * `DELETE /v2/collections/{collection_id}`
   * ([Mem's reference](https://docs.mem.ai/api-reference/collections/delete-collection)).
   *
   * @param id - The collection's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The request's id.
   * @throws `TypeError` before sending, when `id` is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such
   * collection.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * await client.collections.delete('3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b');
   * ```
   */
  delete(id: string, options: RequestOptions = {}): ApiPromise<RequestReceipt> {
    return this.#core.request(options, () => ({
      ...this.#collectionCall('collections.delete()', 'DELETE', id),
      removes: true,
    }));
  }

  /**
   * Lists collections, newest first. Sends `GET /v2/collections`
   * ([Mem's reference](https://docs.mem.ai/api-reference/collections/list-collections)).
   *
   * Await it for the first page, or iterate it with `for await` for every collection on every
   * page.
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
   * for await (const collection of client.collections.list()) {
   *   console.log(collection.title, collection.note_count);
   * }
   * ```
   */
  list(
    params: ListCollectionsParams = {},
    options: RequestOptions = {},
  ): PageRequest<ListCollectionsResponse, Collection> {
    const where = 'collections.list()';
    return cursorListing<ListCollectionsResponse, Collection>(
      this.#core,
      options,
      where,
      '/v2/collections',
      () => {
        requireObject(params, where, 'params');
        return definedFields({
          ...cursorQuery(params, where, ['updated_at', 'created_at']),
          ...dateFilters(params, where, ['created', 'updated']),
        } satisfies Outgoing<paths['/v2/collections']['get']['parameters']['query']>);
      },
    );
  }

  /**
   * Finds collections whose title or description matches a query. Mem answers with its best
   * matches in one response: there are no further pages. Sends `POST /v2/collections/search`
   * ([Mem's reference](https://docs.mem.ai/api-reference/collections/search-collections)).
   *
   * @param params - The query and date filters; all optional.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The matching collections, most relevant first.
   * @throws `TypeError` before sending, when a parameter is malformed.
   * @throws {@link MemApiError} when the call fails.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const found = await client.collections.search({ query: 'books' });
   * console.log(found.results.map((collection) => collection.title));
   * ```
   */
  search(
    params: SearchCollectionsParams = {},
    options: RequestOptions = {},
  ): ApiPromise<SearchCollectionsResponse> {
    return this.#core.request(options, () => {
      const where = 'collections.search()';
      requireObject(params, where, 'params');
      const body = definedFields({
        query: params.query === undefined ? undefined : requireText(params.query, where, 'query'),
        ...dateFilters(params, where, ['created', 'updated']),
      } satisfies Outgoing<CollectionSearchRequestSchema>);
      // A search changes nothing, so it is as safe to repeat as a read.
      const call = { operation: where, method: 'POST', path: '/v2/collections/search' } as const;
      return { ...call, body, replay: 'safe' };
    });
  }

  /**
   * Puts a note in a collection. Adding a note that is already there changes nothing. Sends
   * `PUT /v2/collections/{collection_id}/notes/{note_id}`
   * ([Mem's reference](https://docs.mem.ai/api-reference/collections/add-note-to-collection)).
   *
   * @param collectionId - The collection's UUID.
   * @param noteId - The note's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The request's id.
   * @throws `TypeError` before sending, when an id is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if the note or the
   * collection does not exist.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * await client.collections.addNote(
   *   '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b',
   *   '5e29c8a2-c73b-476b-9311-e2579712d4b1',
   * );
   * ```
   */
  addNote(
    collectionId: string,
    noteId: string,
    options: RequestOptions = {},
  ): ApiPromise<RequestReceipt> {
    return this.#core.request(options, () => {
      const call = this.#membershipCall('collections.addNote()', 'PUT', collectionId, noteId);
      return call;
    });
  }

  /**
   * Takes a note out of a collection; the note itself stays. Sends
   * `DELETE /v2/collections/{collection_id}/notes/{note_id}`
   * ([Mem's reference](https://docs.mem.ai/api-reference/collections/remove-note-from-collection)).
   *
   * @param collectionId - The collection's UUID.
   * @param noteId - The note's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The request's id.
   * @throws `TypeError` before sending, when an id is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if the note is not in the
   * collection.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * await client.collections.removeNote(
   *   '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b',
   *   '5e29c8a2-c73b-476b-9311-e2579712d4b1',
   * );
   * ```
   */
  removeNote(
    collectionId: string,
    noteId: string,
    options: RequestOptions = {},
  ): ApiPromise<RequestReceipt> {
    return this.#core.request(options, () => {
      const call = this.#membershipCall('collections.removeNote()', 'DELETE', collectionId, noteId);
      return { ...call, removes: true };
    });
  }

  /**
   * Moves a note from one collection to another: Mem adds it to the target, then takes it out of
   * the source. Sends `POST /v2/collections/{source_collection_id}/notes/{note_id}/move`
   * ([Mem's reference](https://docs.mem.ai/api-reference/collections/move-note)).
   *
   * @param collectionId - The UUID of the collection the note is in now.
   * @param noteId - The note's UUID.
   * @param targetCollectionId - The UUID of the collection to move it to.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The request's id.
   * @throws `TypeError` before sending, when an id is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if the note is not in the
   * source collection or the target does not exist.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * await client.collections.moveNote(
   *   '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b',
   *   '5e29c8a2-c73b-476b-9311-e2579712d4b1',
   *   '8a7b6c5d-4e3f-4a1b-8c9d-8e7f6a5b4c3d',
   * );
   * ```
   */
  moveNote(
    collectionId: string,
    noteId: string,
    targetCollectionId: string,
    options: RequestOptions = {},
  ): ApiPromise<RequestReceipt> {
    return this.#core.request(options, () => {
      const where = 'collections.moveNote()';
      const target = requireUuid(targetCollectionId, where, 'targetCollectionId');
      const call = this.#membershipCall(where, 'POST', collectionId, noteId);
      const body = { target_collection_id: target } satisfies MoveNoteRequestSchema;
      return { ...call, path: `${call.path}/move`, body };
    });
  }

  /** A call about one collection, at `/v2/collections/{collection_id}`. */
  #collectionCall(operation: string, method: ApiCall['method'], id: string): ApiCall {
    const path = `/v2/collections/${requireUuid(id, operation, 'id')}`;
    return { operation, method, path, replay: 'safe' };
  }

  /**
   * A call about a note in a collection. Repeating one leaves the same membership as doing it
   * once, so it is safe to retry.
   */
  #membershipCall(
    operation: string,
    method: ApiCall['method'],
    collectionId: string,
    noteId: string,
  ): ApiCall {
    const collection = requireUuid(collectionId, operation, 'collectionId');
    const note = requireUuid(noteId, operation, 'noteId');
    const path = `/v2/collections/${collection}/notes/${note}`;
    return { operation, method, path, replay: 'safe' };
  }
}
