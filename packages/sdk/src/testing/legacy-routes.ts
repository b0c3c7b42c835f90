// The three legacy v1 routes, answering as Mem's v1 did (synchronously, with `operations`). Their
// notes go into the same store as v2 notes, and the collections they create are real ones.
import { MemError, invalidRequest } from './errors.js';
import type { Route } from './router.js';
import type { Store, StoredCollection, StoredNote } from './store.js';
import { nowIso } from './time.js';
import {
  jsonObject,
  optionalText,
  optionalTimestamp,
  optionalUuid,
  requiredText,
  textList,
  type Fields,
} from './validate.js';

const anyLength = { maxChars: Infinity };
const legacyTime = { requireOffset: false, notInFuture: false, allowDateOnly: true };

export function legacyRoutes(store: Store): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/mem-it',
      creates: true,
      handle({ body }) {
        const fields = jsonObject(body, ['input', 'instructions', 'context', 'timestamp']);
        const input = requiredText(fields, 'input', anyLength);
        optionalText(fields, 'instructions', { ...anyLength, allowBlank: true });
        optionalText(fields, 'context', { ...anyLength, allowBlank: true });
        optionalTimestamp(fields, 'timestamp', legacyTime);
        // v1 Mem It filed every note in the Inbox.
        const inbox = collectionNamed(store, 'Inbox');
        const now = nowIso();
        const note = store.addNote({
          content: input,
          collectionIds: [inbox.id],
          createdAt: now,
          updatedAt: now,
        });
        return {
          status: 'completed',
          operations: [
            createdNoteOperation(note),
            {
              type: 'added-note-to-collection',
              note_id: note.id,
              collection_id: inbox.id,
              collection_title: inbox.title,
            },
          ],
        };
      },
    },
    {
      method: 'POST',
      path: '/v1/notes',
      creates: true,
      handle({ body }) {
        const fields = jsonObject(body, [
          'content',
          'id',
          'add_to_collections',
          'apply_template',
          'auto_format',
          'auto_organize',
          'created_at',
          'updated_at',
        ]);
        const content = requiredText(fields, 'content', anyLength);
        const id = optionalUuid(fields, 'id');
        const names = textList(fields, 'add_to_collections', anyLength) ?? [];
        optionalText(fields, 'apply_template', { ...anyLength, allowBlank: true });
        flagOrText(fields, 'auto_format');
        flagOrText(fields, 'auto_organize');
        const createdAt = optionalTimestamp(fields, 'created_at', legacyTime) ?? nowIso();
        const updatedAt = optionalTimestamp(fields, 'updated_at', legacyTime) ?? createdAt;
        if (id !== undefined && store.notes.has(id)) {
          throw new MemError(409, 'CONFLICT', `A note with the id ${id} exists already.`);
        }
        const collections = names.map((name) => collectionNamed(store, name));
        const note = store.addNote({
          id,
          content,
          collectionIds: collections.map((collection) => collection.id),
          createdAt,
          updatedAt,
        });
        return {
          status: 'completed',
          id: note.id,
          title: note.title,
          url: noteUrl(note),
          content: note.content,
          operations: [
            createdNoteOperation(note),
            ...collections.map((collection) => ({
              type: 'added-note-to-collection',
              collection_id: collection.id,
              collection_title: collection.title,
            })),
          ],
          created_at: note.created_at,
          updated_at: note.updated_at,
        };
      },
    },
    {
      method: 'DELETE',
      path: '/v1/notes/:note_id',
      handle({ params }) {
        const note = store.note(params['note_id'] ?? '');
        store.deleteNote(note.id);
        // Mem's v1 shape (status, operations) plus the id and flag older clients read.
        return {
          status: 'completed',
          operations: [{ type: 'deleted-note', note_id: note.id }],
          id: note.id,
          deleted: true,
        };
      },
    },
  ];
}

function noteUrl(note: StoredNote): string {
  return `https://mem.ai/notes/${note.id}`;
}

function createdNoteOperation(note: StoredNote) {
  return { type: 'created-note', note_id: note.id, title: note.title, url: noteUrl(note) };
}

/**
 * The collection an `add_to_collections` entry names: by id, else by title (ignoring case),
 * else a new collection with that title, as v1 created missing collections.
 */
function collectionNamed(store: Store, name: string): StoredCollection {
  const found = store.collections.get(name.toLowerCase()) ?? store.collectionTitled(name);
  if (found !== undefined) return found;
  const now = nowIso();
  return store.addCollection({ title: name, description: null, created_at: now, updated_at: now });
}

/** v1's auto_format and auto_organize take true/false or an instruction. */
function flagOrText(fields: Fields, name: string): void {
  const value = fields[name];
  if (value === undefined || value === null) return;
  if (typeof value !== 'boolean' && typeof value !== 'string') {
    throw invalidRequest(name, 'must be true, false or a string.');
  }
}
