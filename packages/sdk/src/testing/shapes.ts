// The response shapes Mem documents, built from stored data. Key order follows Mem's examples.
import { snippetOf } from './note-text.js';
import type { Body } from './router.js';
import type { Store, StoredCollection, StoredNote } from './store.js';

/** `POST /v2/notes`: no trashed_at, audio recordings or attachments. */
export function createdNote(note: StoredNote): Body {
  return {
    id: note.id,
    title: note.title,
    content: note.content,
    version: note.version,
    collection_ids: [...note.collection_ids],
    created_at: note.created_at,
    updated_at: note.updated_at,
  };
}

/** `PATCH /v2/notes/{id}`. */
export function updatedNote(note: StoredNote): Body {
  return { ...createdNote(note), trashed_at: note.trashed_at };
}

/** `GET /v2/notes/{id}`: the full note. The server stores no recordings or attachments. */
export function fullNote(note: StoredNote): Body {
  return { ...updatedNote(note), audio_recording_ids: [], attachment_metadata: [] };
}

/** An item of note list and search results; `content` only when asked for. */
export function noteItem(note: StoredNote, includeContent: boolean): Body {
  return {
    id: note.id,
    title: note.title,
    snippet: snippetOf(note.content),
    ...(includeContent ? { content: note.content } : {}),
    collection_ids: [...note.collection_ids],
    audio_recording_ids: [],
    created_at: note.created_at,
    updated_at: note.updated_at,
  };
}

/** A collection as create and update answer it: without note_count. */
export function collectionBody(collection: StoredCollection): Body {
  return {
    id: collection.id,
    title: collection.title,
    description: collection.description,
    created_at: collection.created_at,
    updated_at: collection.updated_at,
  };
}

/** A collection as read, list and search answer it: with the count of its active notes. */
export function collectionItem(store: Store, collection: StoredCollection): Body {
  return { ...collectionBody(collection), note_count: store.noteCount(collection.id) };
}
