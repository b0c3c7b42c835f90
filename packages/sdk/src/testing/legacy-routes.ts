// The three legacy v1 routes, answering as Mem's v1 did (synchronously, with `operations`). Their
// notes go into the same store as v2 notes, and the collections they create are real ones.
import { MemError, invalidRequest } from './errors.js';
import { route, type Route } from './router.js';
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
const legacyTime = { notInFuture: false };

export function legacyRoutes(store: Store): Route[] {
  return [legacyMemItRoute(store), legacyCreateNoteRoute(store), legacyDeleteNoteRoute(store)];
}

function legacyMemItRoute(store: Store): Route {
  return route({
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
        collectionIds: [inbox.collection.id],
        createdAt: now,
        updatedAt: now,
      });
      store.events.noteChanged(note, 'created');
      return {
        status: 'completed' as const,
        operations: [createdNoteOperation(note), ...filingOperations(note, [inbox])],
      };
    },
  });
}

function legacyCreateNoteRoute(store: Store): Route {
  return route({
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
      const filings = names.map((name) => collectionNamed(store, name));
      const note = store.addNote({
        id,
        content,
        collectionIds: filings.map(({ collection }) => collection.id),
        createdAt,
        updatedAt,
      });
      store.events.noteChanged(note, 'created');
      return {
        status: 'completed' as const,
        id: note.id,
        title: note.title,
        url: noteUrl(note),
        content: note.content,
        operations: [createdNoteOperation(note), ...filingOperations(note, filings)],
        created_at: note.created_at,
        updated_at: note.updated_at,
      };
    },
  });
}

function legacyDeleteNoteRoute(store: Store): Route {
  return route({
    method: 'DELETE',
    path: '/v1/notes/{note_id}',
    handle({ params }) {
      const note = store.note(params['note_id'] ?? '');
      store.deleteNote(note.id);
      // Mem's v1 shape (status, operations) plus the id and flag older clients read.
      return {
        status: 'completed' as const,
        operations: [{ type: 'deleted-note' as const, note_id: note.id }],
        id: note.id,
        deleted: true,
      };
    },
  });
}

function noteUrl(note: StoredNote): string {
  return `https://mem.ai/notes/${note.id}`;
}

function createdNoteOperation(note: StoredNote) {
  return { type: 'created-note' as const, note_id: note.id, title: note.title, url: noteUrl(note) };
}

/** A collection a v1 call filed a note in, and whether the call created it to do so. */
interface Filing {
  collection: StoredCollection;
  created: boolean;
}

/** What filing `note` did, in order: each collection created, then each addition. */
function filingOperations(note: StoredNote, filings: readonly Filing[]) {
  const created = filings
    .filter((filing) => filing.created)
    .map(({ collection }) => ({
      type: 'created-collection' as const,
      collection_id: collection.id,
      title: collection.title,
    }));
  const added = filings.map(({ collection }) => ({
    type: 'added-note-to-collection' as const,
    note_id: note.id,
    note_title: note.title,
    note_url: noteUrl(note),
    collection_id: collection.id,
    collection_title: collection.title,
  }));
  return [...created, ...added];
}

/**
 * The collection an `add_to_collections` entry names: by id, else by title (ignoring case),
 * else a new collection with that title, as v1 created missing collections.
 */
function collectionNamed(store: Store, name: string): Filing {
  const found = store.collections.get(name.toLowerCase()) ?? store.collectionTitled(name);
  if (found !== undefined) return { collection: found, created: false };
  const now = nowIso();
  const collection = store.addCollection({
    title: name,
    description: null,
    created_at: now,
    updated_at: now,
  });
  return { collection, created: true };
}

/** v1's auto_format and auto_organize take true/false or an instruction. */
function flagOrText(fields: Fields, name: string): void {
  const value = fields[name];
  if (value === undefined || value === null) return;
  if (typeof value !== 'boolean' && typeof value !== 'string') {
    throw invalidRequest(name, 'must be true, false or a string.');
  }
}
