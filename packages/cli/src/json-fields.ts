// The fields of the JSON objects `memai` prints, which --fields picks from: each list is checked
// against the library's type of the object, so that it names every field, and only those.
import type {
  Collection,
  CreateNoteResponse,
  MemItResponse,
  Note,
  NoteListItem,
  RelatedNote,
  RequestReceipt,
  SavedCollection,
  UpdateNoteResponse,
} from 'memai-sdk';
import { fieldsOf } from './command.js';

export const noteFields = fieldsOf<Note>()([
  'id',
  'title',
  'content',
  'version',
  'collection_ids',
  'audio_recording_ids',
  'attachment_metadata',
  'trashed_at',
  'created_at',
  'updated_at',
]);

/** A note in a listing or a search. */
export const noteItemFields = fieldsOf<NoteListItem>()([
  'id',
  'title',
  'snippet',
  'content',
  'collection_ids',
  'audio_recording_ids',
  'created_at',
  'updated_at',
]);

export const createdNoteFields = fieldsOf<CreateNoteResponse>()([
  'request_id',
  'id',
  'title',
  'content',
  'version',
  'collection_ids',
  'created_at',
  'updated_at',
]);

export const updatedNoteFields = fieldsOf<UpdateNoteResponse>()([
  'request_id',
  'id',
  'title',
  'content',
  'version',
  'collection_ids',
  'trashed_at',
  'created_at',
  'updated_at',
]);

export const relatedNoteFields = fieldsOf<RelatedNote>()([
  'id',
  'title',
  'preview',
  'snippet',
  'score',
  'collection_ids',
  'collections',
  'created_at',
  'updated_at',
]);

export const collectionFields = fieldsOf<Collection>()([
  'id',
  'title',
  'description',
  'note_count',
  'created_at',
  'updated_at',
]);

export const savedCollectionFields = fieldsOf<SavedCollection>()([
  'request_id',
  'id',
  'title',
  'description',
  'created_at',
  'updated_at',
]);

export const receiptFields = fieldsOf<RequestReceipt>()(['request_id', 'alreadyGone']);

/** What `notes trash`, `restore` and `delete` print for each note. */
export const noteReceiptFields = fieldsOf<RequestReceipt & { id: string }>()([
  'id',
  'request_id',
  'alreadyGone',
]);

export const memItFields = fieldsOf<MemItResponse>()(['request_id']);
