/**
 * memai-sdk: a zero-dependency TypeScript client for the mem.ai API.
 *
 * @packageDocumentation
 */
export { MemClient } from './client.js';
export type { MemConfig, MemOptions } from './config.js';
export type { MemApiError } from './error.js';
export type { HttpMethod, RequestParams } from './http.js';
export type {
  MemItAddedToCollectionOp,
  MemItCreatedNoteOp,
  MemItOperation,
  MemItOperationBase,
  MemItPayload,
  MemItResponse,
} from './mem-it.js';
export type {
  CreateNotePayload,
  CreateNoteResponse,
  NoteAddedToCollectionOp,
  NoteCreatedOp,
  NoteOperation,
  NoteOperationBase,
} from './notes.js';
export type { UserProfile } from './user.js';
