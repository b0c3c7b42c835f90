/**
 * memai-sdk: a zero-dependency TypeScript client for the mem.ai API.
 *
 * @packageDocumentation
 */
export type {
  AnswerQuestionParams,
  AnswerQuestionResponse,
  AttachmentAudioRecording,
  AttachmentCalendarEvent,
  AttachmentDownloadUrl,
  AttachmentEmail,
  AttachmentImage,
  AttachmentKind,
  AttachmentPdf,
  AttachmentPdfPage,
  Attachments,
  ReadAttachmentParams,
  ReadAttachmentResponse,
} from './attachments.js';
export type {
  AudioRecording,
  AudioRecordings,
  GetAudioRecordingParams,
} from './audio-recordings.js';
export type { ApiPromise, ApiResponse } from './api-promise.js';
export { MemClient } from './client.js';
export type {
  Collection,
  Collections,
  CreateCollectionPayload,
  ListCollectionsParams,
  ListCollectionsResponse,
  SavedCollection,
  SearchCollectionsParams,
  SearchCollectionsResponse,
  UpdateCollectionPayload,
} from './collections.js';
export type { FollowUpStatus, ProjectStatus, TaskStatus } from './assistant-statuses.js';
export type { MemConfig, MemOptions, ThrottleOptions, ThrottleWait } from './config.js';
export type { MemApiError, RateLimits, RateLimitWindow } from './error.js';
export type { EventType } from './event-types.js';
export type {
  Events,
  EventTypesResponse,
  FollowEventsOptions,
  ListEventsParams,
  ListEventsResponse,
  MemEvent,
} from './events.js';
export type {
  FollowUp,
  FollowUpResponse,
  FollowUps,
  ListFollowUpsParams,
  ListFollowUpsResponse,
} from './follow-ups.js';
export type { HttpMethod, RequestOptions, RequestParams, RequestReceipt } from './http.js';
export type {
  CollectionCreatedOp,
  LegacyCreateNotePayload,
  LegacyCreateNoteResponse,
  LegacyMemItResponse,
  LegacyV1,
  MemItAddedToCollectionOp,
  MemItCreatedNoteOp,
  MemItOperation,
  MemItOperationBase,
  NoteAddedToCollectionOp,
  NoteCreatedOp,
  NoteDeletedOp,
  NoteOperation,
  NoteOperationBase,
} from './legacy-v1.js';
export type { MemItPayload, MemItResponse } from './mem-it.js';
export type {
  CreateNotePayload,
  CreateNoteResponse,
  EditNoteOptions,
  Note,
  NoteAttachment,
  Notes,
  UpdateNotePayload,
  UpdateNoteResponse,
} from './notes.js';
export type {
  AttachmentMatch,
  ExtendedSearchParams,
  ExtendedSearchResponse,
  ExtendedSearchResult,
  ListNotesParams,
  ListNotesResponse,
  NoteListItem,
  RelatedNote,
  RelatedNoteCollection,
  RelatedNotesParams,
  RelatedNotesResponse,
  SearchNotesParams,
  SearchNotesResponse,
} from './notes-search.js';
export type { Page, PageRequest } from './pagination.js';
export type { ListProjectsParams, ListProjectsResponse, Project, Projects } from './projects.js';
export type { ListTasksParams, ListTasksResponse, Task, Tasks } from './tasks.js';
export type { UserProfile } from './user.js';
