// The response shapes Mem documents, built from stored data. Key order follows Mem's examples.
import { snippetOf } from './note-text.js';
import type { Body } from './router.js';
import type { Store, StoredAttachment, StoredCollection, StoredNote } from './store.js';

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

/** `GET /v2/notes/{id}`: the full note, with its recordings and what is known of its files. */
export function fullNote(store: Store, note: StoredNote): Body {
  return {
    ...updatedNote(note),
    audio_recording_ids: store.recordingIdsOf(note.id),
    attachment_metadata: store.attachmentsOf(note.id).map(attachmentMetadata),
  };
}

/** An item of a note's `attachment_metadata`; the server knows no search hints or descriptions. */
function attachmentMetadata(attachment: StoredAttachment): Body {
  const isPdf = attachment.attachment_kind === 'pdf';
  return {
    attachment_id: attachment.id,
    attachment_kind: attachment.attachment_kind,
    image_type: isPdf ? null : imageType(attachment),
    ocr_text: attachment.ocr_text,
    page_count: isPdf ? attachment.pages.length : null,
    suggested_search: null,
    summary: attachment.summary,
    visual_description: null,
  };
}

/** An image's type as the subtype of its MIME type, such as `png` for `image/png`. */
export function imageType(attachment: StoredAttachment): string | null {
  return /^image\/([\w.+-]+)/.exec(attachment.mime_type)?.[1] ?? null;
}

/** An item of note list and search results; `content` only when asked for. */
export function noteItem(store: Store, note: StoredNote, includeContent: boolean): Body {
  return {
    id: note.id,
    title: note.title,
    snippet: snippetOf(note.content),
    ...(includeContent ? { content: note.content } : {}),
    collection_ids: [...note.collection_ids],
    audio_recording_ids: store.recordingIdsOf(note.id),
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
