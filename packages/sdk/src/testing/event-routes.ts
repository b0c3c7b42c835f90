// The events feed: `GET /v2/events` from a watermark, one event by id, and the event types.
import { eventTypes } from '../event-types.js';
import { notFound } from './errors.js';
import { route, type Route } from './router.js';
import type { Store } from './store.js';
import { knownQuery, queryEnumList, queryInteger, queryUuid } from './validate.js';

export function eventRoutes(store: Store): Route[] {
  return [
    route({
      method: 'GET',
      path: '/v2/events',
      handle({ query }) {
        knownQuery(query, ['after_sequence', 'limit', 'types', 'entity_kind', 'entity_id']);
        const afterSequence = queryInteger(query, 'after_sequence', { min: 0 }) ?? 0;
        const limit = queryInteger(query, 'limit', { min: 1, max: 1000 }) ?? 100;
        const { events, hasMore } = store.events.after({
          afterSequence,
          limit,
          types: queryEnumList(query, 'types', eventTypes),
          entityKind: query.get('entity_kind') ?? undefined,
          entityId: queryUuid(query, 'entity_id'),
        });
        const high = store.events.highWatermark;
        return {
          results: events,
          has_more: hasMore,
          // After a page with more to come, its last event; else the latest, so that the next
          // question skips the events the filters left out.
          next_after_sequence: hasMore
            ? (events.at(-1)?.sequence ?? afterSequence)
            : Math.max(afterSequence, high),
          high_watermark: high,
        };
      },
    }),
    route({
      method: 'GET',
      path: '/v2/events/{event_id}',
      handle({ params }) {
        const event = store.events.event(params['event_id'] ?? '');
        if (event === undefined) throw notFound(`No event has the id ${params['event_id']}.`);
        return structuredClone(event);
      },
    }),
    route({
      method: 'GET',
      path: '/v2/event-types',
      handle: () => ({ results: [...eventTypes] }),
    }),
  ];
}
