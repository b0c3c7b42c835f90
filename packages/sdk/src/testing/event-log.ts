// The account's events feed: what happened to its notes, numbered in order. Mem's schema names
// the feed's types but not which change makes which, so the local Mem chooses, and its docs say
// the same (startMemServer's):
// - a note made (by `POST /v2/notes`, Mem It or v1): `mem.note.created.v1`
// - its Markdown changed: `mem.note.content_changed.v1`
// - moved to the trash: `mem.note.deleted.v1` with `data.trashed` true, since a sync must stop
//   showing it as it does a deleted one
// - restored from the trash: `mem.note.created.v1` with `data.restored` true
// - deleted for good: `mem.note.deleted.v1` with `data.trashed` false
// Collections and a note's place in them make no event, as no type of Mem's names them; nor
// does seeding, which sets what the account held before the feed began.
import { uuidV7 } from '../internal/uuid-v7.js';
import type { EventType } from '../event-types.js';
import type { MemEvent } from '../events.js';
import { nowIso } from './time.js';

/** An event as the feed keeps it: Mem's shape, without the request id an answer adds. */
export type StoredEvent = MemEvent;

/** What happened to a note, in the words of the routes that do it. */
export type NoteChange = 'created' | 'content changed' | 'trashed' | 'restored' | 'deleted';

/** The filters of `GET /v2/events`. */
export interface EventFilter {
  afterSequence: number;
  limit: number;
  types: readonly EventType[] | undefined;
  entityKind: string | undefined;
  entityId: string | undefined;
}

export class EventLog {
  readonly #events: StoredEvent[] = [];
  readonly #byId = new Map<string, StoredEvent>();

  /** The sequence of the latest event; 0 before the first. */
  get highWatermark(): number {
    return this.#events.at(-1)?.sequence ?? 0;
  }

  /** Records what happened to a note, as the type and data the comment above gives. */
  noteChanged(note: { id: string; title: string; version: number }, change: NoteChange): void {
    const [type, data]: [EventType, Record<string, unknown>] = {
      created: ['mem.note.created.v1', { version: note.version }],
      'content changed': ['mem.note.content_changed.v1', { version: note.version }],
      trashed: ['mem.note.deleted.v1', { trashed: true }],
      restored: ['mem.note.created.v1', { version: note.version, restored: true }],
      deleted: ['mem.note.deleted.v1', { trashed: false }],
    }[change] as [EventType, Record<string, unknown>];
    const event: StoredEvent = {
      id: uuidV7(),
      sequence: this.highWatermark + 1,
      type,
      occurred_at: nowIso(),
      subject: note.title,
      primary_entity: { kind: 'note', id: note.id },
      data,
    };
    this.#events.push(event);
    this.#byId.set(event.id, event);
  }

  event(id: string): StoredEvent | undefined {
    return this.#byId.get(id);
  }

  /**
   * The events after `afterSequence` that match the filters, up to `limit`, oldest first, and
   * whether more match. Sequences start at 1 and go up by one, so the events after a number
   * start at its index.
   */
  after(filter: EventFilter): { events: StoredEvent[]; hasMore: boolean } {
    const matching = this.#events
      .slice(Math.min(filter.afterSequence, this.#events.length))
      .filter(
        (event) =>
          (filter.types === undefined || filter.types.includes(event.type)) &&
          (filter.entityKind === undefined || event.primary_entity?.kind === filter.entityKind) &&
          (filter.entityId === undefined || event.primary_entity?.id === filter.entityId),
      );
    return {
      events: structuredClone(matching.slice(0, filter.limit)),
      hasMore: matching.length > filter.limit,
    };
  }
}
