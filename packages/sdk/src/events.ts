import type { ApiPromise } from './api-promise.js';
import { eventTypes, type EventType } from './event-types.js';
import type { RequestOptions, RequestReceipt } from './http.js';
import type { paths } from './internal/mem-api.js';
import { definedFields, type Outgoing } from './internal/defined-fields.js';
import { paginate, sequencePages } from './internal/paginate.js';
import { abortedError, readById, type RequestCore } from './internal/request-core.js';
import { sleep } from './internal/sleep.js';
import {
  optionalChoiceList,
  optionalInteger,
  optionalText,
  optionalUuid,
  requireObject,
} from './internal/validate.js';
import type { PageRequest } from './pagination.js';

/**
 * Something that happened in the account, as Mem's events feed tells it: a note created, its
 * text changed, a note deleted, a recording transcribed. Events are numbered in the order they
 * happened (`sequence`), so a program that keeps the last number it saw can ask for only what
 * happened since.
 *
 * @example
 * ```ts
 * import type { MemEvent } from 'memai-sdk';
 *
 * function describe(event: MemEvent): string {
 *   const what = event.primary_entity === null ? '' : ` ${event.primary_entity.kind} ${event.primary_entity.id}`;
 *   return `#${event.sequence} ${event.type}${what}`;
 * }
 * ```
 * @group Events
 */
export type MemEvent = {
  /** The event's UUID, for `client.events.get()`. */
  id: string;
  /** Its place in the account's feed: each event's is higher than the one before. */
  sequence: number;
  /** What happened. */
  type: EventType;
  /** When it happened, as an ISO 8601 date-time. */
  occurred_at: string;
  /** A few words on what it concerns (for a note, its title), or `null`. */
  subject: string | null;
  /** What it happened to (for a note event, `{ kind: 'note', id }`), or `null`. */
  primary_entity: {
    /** What kind of thing it is, such as `'note'`. */
    kind: string;
    /** Its UUID. */
    id: string;
  } | null;
  /** More about it; what this holds depends on the type, and Mem's schema does not fix it. */
  data: Record<string, unknown>;
};

/**
 * Filters and paging for `client.events.list()` and `client.events.follow()`. Every field is
 * optional.
 *
 * @example
 * ```ts
 * import type { ListEventsParams } from 'memai-sdk';
 *
 * const params: ListEventsParams = { after_sequence: 42, types: ['mem.note.deleted.v1'] };
 * ```
 * @group Events
 */
export type ListEventsParams = {
  /**
   * Only events after this one: the `sequence` of the last event you handled, or a page's
   * `next_after_sequence`. `for await` and `nextPage()` move it on for you.
   *
   * @defaultValue `0`, from the oldest event Mem keeps
   */
  after_sequence?: number | undefined;
  /**
   * How many events a page holds, from 1 to 1000.
   *
   * @defaultValue `100`
   */
  limit?: number | undefined;
  /** Only events of these types. */
  types?: readonly EventType[] | undefined;
  /** Only events about this kind of thing, such as `'note'`. */
  entity_kind?: string | undefined;
  /** Only events about this one thing (its UUID), such as one note. */
  entity_id?: string | undefined;
};

/**
 * One page of `client.events.list()`, as Mem answers it.
 *
 * @example
 * ```ts
 * import type { ListEventsResponse } from 'memai-sdk';
 *
 * // Where to start next time: after the last event this page covered.
 * function watermark(page: ListEventsResponse): number {
 *   return page.next_after_sequence;
 * }
 * ```
 * @group Events
 */
export type ListEventsResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The events on this page, oldest first. */
  results: MemEvent[];
  /** Whether more events follow this page now. */
  has_more: boolean;
  /** The `after_sequence` to ask with for what follows this page. */
  next_after_sequence: number;
  /** The `sequence` of the account's latest event, whether or not it matches the filters. */
  high_watermark: number;
};

/**
 * The event types Mem knows, as `client.events.types()` answers.
 *
 * @example
 * ```ts
 * import type { EventTypesResponse } from 'memai-sdk';
 *
 * const knowsTrash = (answer: EventTypesResponse) => answer.results.includes('mem.note.deleted.v1');
 * ```
 * @group Events
 */
export type EventTypesResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** Every type an event can have. */
  results: EventType[];
};

/**
 * How `client.events.follow()` waits: {@link RequestOptions} for each request, and how long to
 * wait once it has caught up.
 *
 * @example
 * ```ts
 * import type { FollowEventsOptions } from 'memai-sdk';
 *
 * const options: FollowEventsOptions = { pollIntervalMs: 60_000, signal: AbortSignal.timeout(3_600_000) };
 * ```
 * @group Events
 */
export type FollowEventsOptions = RequestOptions & {
  /**
   * How long to wait, once the feed has nothing more, before asking again, in milliseconds:
   * at least 1000. Each question is a request of the account's limits (100 a minute, 4,000 a
   * day), so a program that runs all day should ask no more often than it needs.
   *
   * @defaultValue `60_000`
   */
  pollIntervalMs?: number | undefined;
};

/**
 * Mem's events feed, as `client.events`: what happened in the account, in order, from any
 * point on. One request tells what changed since the last one, whatever the size of the
 * account, which makes the feed the cheap way to keep a copy of Mem up to date.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * for await (const event of client.events.list({ types: ['mem.note.created.v1'] })) {
 *   console.log(event.sequence, event.subject);
 * }
 * ```
 * @group Events
 */
export class Events {
  readonly #core: RequestCore;

  /** @internal */
  constructor(core: RequestCore) {
    this.#core = core;
  }

  /**
   * Lists the events after `after_sequence`, oldest first. Sends `GET /v2/events`, which Mem's
   * OpenAPI document describes ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * Await it for the first page, or iterate it with `for await` for every event up to the
   * latest; the iteration ends there. To keep waiting for new events, use {@link Events.follow}.
   *
   * @param params - Where to start, filters and page size; all optional.
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
   * const page = await client.events.list({ after_sequence: 0, limit: 10 });
   * console.log(`${page.results.length} events; the latest is #${page.high_watermark}`);
   * ```
   */
  list(
    params: ListEventsParams = {},
    options: RequestOptions = {},
  ): PageRequest<ListEventsResponse, MemEvent> {
    const where = 'events.list()';
    return paginate<ListEventsResponse, MemEvent>(
      this.#core,
      () => ({
        operation: where,
        method: 'GET',
        path: '/v2/events',
        query: eventsQuery(params, where),
        replay: 'safe',
      }),
      options,
      sequencePages,
    );
  }

  /**
   * Every event after `after_sequence`, oldest first, then each new one as it happens: the
   * iteration does not end by itself. It sends `GET /v2/events`, which Mem's OpenAPI document
   * describes ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)), page after
   * page; once the feed has nothing more, it waits `pollIntervalMs` and asks again. Stop it with `break`, or with the `signal` of `options`,
   * which rejects the iteration with code `aborted`.
   *
   * To go on where a program left off, save the `sequence` of the last event it handled and
   * start from it next time.
   *
   * @param params - Where to start and filters; all optional.
   * @param options - How long to wait between questions once caught up, and per-call options.
   * @returns An iterable of events that never ends by itself.
   * @throws `TypeError` (as a rejection) when a parameter is malformed; nothing is sent.
   * @throws {@link MemApiError} (as a rejection) when a request fails, or with code `aborted`
   * when the signal fires.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * for await (const event of client.events.follow({ types: ['mem.note.deleted.v1'] })) {
   *   console.log('deleted:', event.primary_entity?.id);
   *   break;
   * }
   * ```
   */
  follow(
    params: ListEventsParams = {},
    options: FollowEventsOptions = {},
  ): AsyncIterable<MemEvent> {
    const where = 'events.follow()';
    const { pollIntervalMs, ...requestOptions } = options;
    const core = this.#core;
    const list = (after: number | undefined) =>
      this.list({ ...params, after_sequence: after }, requestOptions);
    return {
      async *[Symbol.asyncIterator]() {
        // Checked here too, so that a malformed parameter is named as follow()'s, not list()'s.
        eventsQuery(params, where);
        const interval = optionalInteger(pollIntervalMs, where, 'pollIntervalMs', 1000) ?? 60_000;
        const signal = core.signalFor(requestOptions.signal);
        let after = params.after_sequence;
        for (;;) {
          const page = await list(after);
          yield* page.results;
          after = page.next_after_sequence;
          if (!page.has_more) {
            await sleep(interval, signal, () =>
              abortedError(
                { operation: where, method: 'GET', path: '/v2/events', replay: 'safe' },
                signal?.reason,
              ),
            );
          }
        }
      },
    };
  }

  /**
   * Reads one event. Sends `GET /v2/events/{event_id}`, which Mem's OpenAPI document describes
   * ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * @param id - The event's UUID.
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns The event.
   * @throws `TypeError` before sending, when `id` is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such event.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * // An id as the feed gives it: here, its first event's.
   * const [first] = (await client.events.list({ limit: 1 })).results;
   * if (first !== undefined) {
   *   const event = await client.events.get(first.id);
   *   console.log(event.type, event.occurred_at);
   * }
   * ```
   */
  get(id: string, options: RequestOptions = {}): ApiPromise<MemEvent & RequestReceipt> {
    return readById(this.#core, options, 'events.get()', '/v2/events', id);
  }

  /**
   * Lists the types an event can have. Sends `GET /v2/event-types`, which Mem's OpenAPI
   * document describes ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * @param options - Per-call options: a signal, a timeout, retries and headers ({@link RequestOptions}).
   * @returns Every type, in `results`.
   * @throws {@link MemApiError} when the call fails.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const { results } = await client.events.types();
   * console.log(results.filter((type) => type.startsWith('mem.note.')));
   * ```
   */
  types(options: RequestOptions = {}): ApiPromise<EventTypesResponse & RequestReceipt> {
    return this.#core.request(options, () => ({
      operation: 'events.types()',
      method: 'GET',
      path: '/v2/event-types',
      replay: 'safe',
    }));
  }
}

/** The query of `GET /v2/events`, checked. */
function eventsQuery(params: ListEventsParams, where: string) {
  requireObject(params, where, 'params');
  return definedFields({
    after_sequence: optionalInteger(params.after_sequence, where, 'after_sequence', 0),
    limit: optionalInteger(params.limit, where, 'limit', 1, 1000),
    types: optionalChoiceList(params.types, where, 'types', eventTypes),
    entity_kind: optionalText(params.entity_kind, where, 'entity_kind'),
    entity_id: optionalUuid(params.entity_id, where, 'entity_id'),
  } satisfies Outgoing<paths['/v2/events']['get']['parameters']['query']>);
}
