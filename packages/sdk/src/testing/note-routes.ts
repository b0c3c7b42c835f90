// Notes: create, read, update (with optimistic concurrency), backdate, delete, trash and restore.
import { invalidRequest, MemError } from './errors.js';
import { titleOf } from './note-text.js';
import { route, type Route } from './router.js';
import { createdNote, fullNote, updatedNote } from './shapes.js';
import type { Store, StoredNote } from './store.js';
import { nowIso, timeOf } from './time.js';
import {
  jsonObject,
  optionalTimestamp,
  optionalUuid,
  requiredInteger,
  requiredText,
  requiredTimestamp,
  textList,
  uuidList,
} from './validate.js';

/** Mem caps a note's content in characters, and on create in UTF-8 bytes too. */
const maxContent = 200_000;
const writeTime = { notInFuture: true };

export function noteRoutes(store: Store): Route[] {
  return [
    createNoteRoute(store),
    readNoteRoute(store),
    updateNoteRoute(store),
    setNoteCreatedAtRoute(store),
    deleteNoteRoute(store),
    trashNoteRoute(store),
    restoreNoteRoute(store),
  ];
}

function createNoteRoute(store: Store): Route {
  return route({
    method: 'POST',
    path: '/v2/notes',
    creates: true,
    handle({ body }) {
      const fields = jsonObject(body, [
        'content',
        'id',
        'collection_ids',
        'collection_titles',
        'created_at',
        'updated_at',
      ]);
      const content = requiredText(fields, 'content', {
        maxChars: maxContent,
        maxBytes: maxContent,
      });
      const id = optionalUuid(fields, 'id');
      const collectionIds = uuidList(fields, 'collection_ids') ?? [];
      const titles = textList(fields, 'collection_titles', { maxChars: 1000, maxBytes: 1000 });
      const createdAt = optionalTimestamp(fields, 'created_at', writeTime);
      const updatedAt = optionalTimestamp(fields, 'updated_at', writeTime);
      if (id !== undefined && store.notes.has(id)) {
        throw new MemError(409, 'CONFLICT', `A note with the id ${id} exists already.`);
      }
      // Mem ignores ids and titles that match no collection; it creates none on v2.
      const byTitle = (titles ?? []).map((title) => store.collectionTitled(title)?.id);
      const now = nowIso();
      const note = store.addNote({
        id,
        content,
        collectionIds: [...collectionIds, ...byTitle].filter(
          (member): member is string => member !== undefined && store.collections.has(member),
        ),
        createdAt: createdAt ?? updatedAt ?? now,
        updatedAt: updatedAt ?? now,
      });
      store.events.noteChanged(note, 'created');
      return createdNote(note);
    },
  });
}

function readNoteRoute(store: Store): Route {
  return route({
    method: 'GET',
    path: '/v2/notes/{note_id}',
    handle: ({ params }) => fullNote(store, store.note(params['note_id'] ?? '')),
  });
}

function updateNoteRoute(store: Store): Route {
  return route({
    method: 'PATCH',
    path: '/v2/notes/{note_id}',
    handle({ params, body }) {
      const fields = jsonObject(body, ['content', 'version', 'updated_at']);
      const content = requiredText(fields, 'content', { maxChars: maxContent });
      const version = requiredInteger(fields, 'version', { min: 1 });
      const updatedAt = optionalTimestamp(fields, 'updated_at', writeTime);
      const note = activeNote(store, params['note_id'] ?? '', 'updating it');
      if (version !== note.version) {
        throw new MemError(
          409,
          'VERSION_CONFLICT',
          `The note is at version ${note.version}, not ${version}; read it again and update version ${note.version}.`,
        );
      }
      const changed = note.content !== content;
      note.content = content;
      note.title = titleOf(content);
      note.version += 1;
      note.updated_at = updatedAt ?? nowIso();
      if (changed) store.events.noteChanged(note, 'content changed');
      return updatedNote(note);
    },
  });
}

function setNoteCreatedAtRoute(store: Store): Route {
  return route({
    method: 'PATCH',
    path: '/v2/notes/{note_id}/created-at',
    handle({ params, body }) {
      const fields = jsonObject(body, ['created_at']);
      const createdAt = requiredTimestamp(fields, 'created_at', writeTime);
      const note = activeNote(store, params['note_id'] ?? '', 'changing its creation time');
      // Mem only backdates: a note can never show as created after it was.
      if (timeOf(createdAt) > timeOf(note.created_at)) {
        throw invalidRequest(
          'created_at',
          `must not be later than the note's creation time, ${note.created_at}.`,
        );
      }
      // Metadata only: the content, its version and the last change stay as they were.
      note.created_at = createdAt;
      return updatedNote(note);
    },
  });
}

function deleteNoteRoute(store: Store): Route {
  return route({
    method: 'DELETE',
    path: '/v2/notes/{note_id}',
    handle({ params }) {
      store.deleteNote(store.note(params['note_id'] ?? '').id);
      return {};
    },
  });
}

function trashNoteRoute(store: Store): Route {
  return route({
    method: 'POST',
    path: '/v2/notes/{note_id}/trash',
    handle({ params }) {
      const note = store.note(params['note_id'] ?? '');
      // Trashing a trashed note keeps the first trashed_at: it is a no-op, not an error.
      if (note.trashed_at === null) {
        note.trashed_at = nowIso();
        store.events.noteChanged(note, 'trashed');
      }
      return {};
    },
  });
}

function restoreNoteRoute(store: Store): Route {
  return route({
    method: 'POST',
    path: '/v2/notes/{note_id}/restore',
    handle({ params }) {
      const note = store.note(params['note_id'] ?? '');
      if (note.trashed_at !== null) {
        note.trashed_at = null;
        store.events.noteChanged(note, 'restored');
      }
      return {};
    },
  });
}

/** The note with this id, which must not be in the trash for what the caller is `doing`. */
function activeNote(store: Store, id: string, doing: string): StoredNote {
  const note = store.note(id);
  if (note.trashed_at !== null) {
    throw new MemError(
      400,
      'NOTE_TRASHED',
      `The note ${note.id} is in the trash; restore it before ${doing}.`,
    );
  }
  return note;
}
