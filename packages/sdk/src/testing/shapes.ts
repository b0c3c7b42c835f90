// The response shapes Mem documents, built from stored data and typed by Mem's schema. Key order
// follows Mem's examples. Each is @internal: its type comes from Mem's wire types, which the
// package does not ship, so its declaration is left out of the package's.
import { snippetOf } from './note-text.js';
import type * as Wire from '../internal/mem-api.js';
import type { Store, StoredAttachment, StoredCollection, StoredNote } from './store.js';

/** An answer as a route returns it: the server adds the request id. */
type Sent<Answer> = Omit<Answer, 'request_id'>;

/**
 * `POST /v2/notes`: no trashed_at, audio recordings or attachments.
 *
 * @internal
 */
export function createdNote(note: StoredNote): Sent<Wire.CreateNoteResponseSchema> {
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

/**
 * `PATCH /v2/notes/{id}`.
 *
 * @internal
 */
export function updatedNote(note: StoredNote): Sent<Wire.UpdateNoteResponseSchema> {
  return { ...createdNote(note), trashed_at: note.trashed_at };
}

/**
 * `GET /v2/notes/{id}`: the full note, with its recordings and what is known of its files.
 *
 * @internal
 */
export function fullNote(store: Store, note: StoredNote): Sent<Wire.ReadNoteResponseSchema> {
  return {
    ...updatedNote(note),
    audio_recording_ids: store.recordingIdsOf(note.id),
    attachment_metadata: store.attachmentsOf(note.id).map(attachmentMetadata),
  };
}

/** An item of a note's `attachment_metadata`; the server knows no search hints or descriptions. */
function attachmentMetadata(
  attachment: StoredAttachment,
): Wire.ReadNoteResponseSchema['attachment_metadata'][number] {
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

/**
 * An image's type as the subtype of its MIME type, such as `png` for `image/png`.
 *
 * @internal
 */
export function imageType(attachment: StoredAttachment): string | null {
  return /^image\/([\w.+-]+)/.exec(attachment.mime_type)?.[1] ?? null;
}

/**
 * An item of note list and search results; `content` only when asked for.
 *
 * @internal
 */
export function noteItem(
  store: Store,
  note: StoredNote,
  includeContent: boolean,
): Wire.NoteListResponseSchema['results'][number] {
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

/**
 * A collection as create and update answer it: without note_count.
 *
 * @internal
 */
export function collectionBody(
  collection: StoredCollection,
): Sent<Wire.CreateCollectionResponseSchema> {
  return {
    id: collection.id,
    title: collection.title,
    description: collection.description,
    created_at: collection.created_at,
    updated_at: collection.updated_at,
  };
}

/**
 * A collection as read, list and search answer it: with the count of its active notes.
 *
 * @internal
 */
export function collectionItem(
  store: Store,
  collection: StoredCollection,
): Wire.CollectionListResponseSchema['results'][number] {
  return { ...collectionBody(collection), note_count: store.noteCount(collection.id) };
}
