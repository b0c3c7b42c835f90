// POST /v2/mem-it. Mem processes the input in the background and answers only a request id;
// here the "processing" stores the input as a note, memItDelayMs after the answer has gone out.
// Mem may also file it into collections named in `instructions`; this server does not.
import { route, type Route } from './router.js';
import type { Store } from './store.js';
import { nowIso } from './time.js';
import { jsonObject, optionalText, optionalTimestamp, requiredText } from './validate.js';

/** Mem It costs 40 complexity tokens, every other request 1 (Mem's published rate limits). */
export const memItCost = 40;

export function memItRoute(store: Store, delayMs: number): Route {
  return route({
    method: 'POST',
    path: '/v2/mem-it',
    cost: memItCost,
    creates: true,
    handle({ body, later }) {
      const fields = jsonObject(body, ['input', 'instructions', 'context', 'timestamp']);
      const input = requiredText(fields, 'input', { maxChars: 1_000_000 });
      optionalText(fields, 'instructions', { maxChars: 10_000, allowBlank: true });
      optionalText(fields, 'context', { maxChars: 10_000, allowBlank: true });
      // Mem states no not-in-the-future rule here.
      const timestamp = optionalTimestamp(fields, 'timestamp', { notInFuture: false });
      later(() => {
        const now = nowIso();
        const note = store.addNote({
          content: input,
          collectionIds: [],
          createdAt: timestamp ?? now,
          updatedAt: now,
        });
        store.events.noteChanged(note, 'created');
      }, delayMs);
      return {};
    },
  });
}
