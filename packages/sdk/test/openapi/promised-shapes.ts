// Compile-time checks, run by the type check (`npm run typecheck`): every answer a method
// promises is one that Mem's schema says Mem sends. `Fits<Sent, Promised>` fails to compile
// when an answer Mem's schema allows is not of the type the method resolves to, for example
// when the SDK promises a field that Mem's schema leaves optional.
import type {
  EventType,
  FollowUpStatus,
  MemClient,
  ProjectStatus,
  TaskStatus,
} from '../../src/index.js';
import type { eventTypes } from '../../src/event-types.js';
import type {
  followUpStatuses,
  projectStatuses,
  taskStatuses,
} from '../../src/assistant-statuses.js';
import type * as Wire from '../../src/internal/mem-api.js';
import type { PageRequest } from '../../src/pagination.js';

type Fits<Sent extends Promised, Promised> = [Sent, Promised];

/** What awaiting a method's promise gives. */
type Resolved<Method> = Method extends (...args: never[]) => infer Result
  ? Result extends PageRequest<infer Page, unknown>
    ? Page
    : Awaited<Result>
  : never;

type Notes = MemClient['notes'];
type Collections = MemClient['collections'];

export type PromisedShapes = [
  // Every status Mem's schema lists for a filter is one the library takes, and is in the list
  // the library checks filters against (the lists hold no other value: see their declarations).
  Fits<Wire.TaskStatusInput, TaskStatus>,
  Fits<Wire.ProjectStatusInput, ProjectStatus>,
  Fits<Wire.FollowUpStatusInput, FollowUpStatus>,
  Fits<TaskStatus, (typeof taskStatuses)[number]>,
  Fits<ProjectStatus, (typeof projectStatuses)[number]>,
  Fits<FollowUpStatus, (typeof followUpStatuses)[number]>,
  Fits<Wire.ExternalEventType, EventType>,
  Fits<EventType, (typeof eventTypes)[number]>,
  Fits<Wire.EventListResponseSchema, Resolved<MemClient['events']['list']>>,
  Fits<Wire.ReadEventResponseSchema, Resolved<MemClient['events']['get']>>,
  Fits<Wire.EventTypeListResponseSchema, Resolved<MemClient['events']['types']>>,
  Fits<Wire.MemItResponseSchema, Resolved<MemClient['memIt']>>,
  Fits<Wire.CreateNoteResponseSchema, Resolved<Notes['create']>>,
  Fits<Wire.ReadNoteResponseSchema, Resolved<Notes['get']>>,
  Fits<Wire.UpdateNoteResponseSchema, Resolved<Notes['update']>>,
  Fits<Wire.UpdateNoteResponseSchema, Resolved<Notes['edit']>>,
  Fits<Wire.SetNoteCreatedAtResponseSchema, Resolved<Notes['setCreatedAt']>>,
  Fits<Wire.DeleteNoteResponseSchema, Resolved<Notes['delete']>>,
  Fits<Wire.TrashNoteResponseSchema, Resolved<Notes['trash']>>,
  Fits<Wire.RestoreNoteResponseSchema, Resolved<Notes['restore']>>,
  Fits<Wire.NoteListResponseSchema, Resolved<Notes['list']>>,
  Fits<Wire.NoteSearchResponseSchema, Resolved<Notes['search']>>,
  Fits<Wire.ExtendedSearchNotesResponseSchema, Resolved<Notes['extendedSearch']>>,
  Fits<Wire.FindRelatedNotesResponseSchema, Resolved<Notes['related']>>,
  Fits<Wire.CreateCollectionResponseSchema, Resolved<Collections['create']>>,
  Fits<Wire.ReadCollectionResponseSchema, Resolved<Collections['get']>>,
  Fits<Wire.UpdateCollectionResponseSchema, Resolved<Collections['update']>>,
  Fits<Wire.DeleteCollectionResponseSchema, Resolved<Collections['delete']>>,
  Fits<Wire.CollectionListResponseSchema, Resolved<Collections['list']>>,
  Fits<Wire.CollectionSearchResponseSchema, Resolved<Collections['search']>>,
  Fits<Wire.AddNoteToCollectionResponseSchema, Resolved<Collections['addNote']>>,
  Fits<Wire.RemoveNoteFromCollectionResponseSchema, Resolved<Collections['removeNote']>>,
  Fits<Wire.MoveNoteResponseSchema, Resolved<Collections['moveNote']>>,
  Fits<Wire.TaskListResponseSchema, Resolved<MemClient['tasks']['list']>>,
  Fits<Wire.ReadTaskResponseSchema, Resolved<MemClient['tasks']['get']>>,
  Fits<Wire.ProjectListResponseSchema, Resolved<MemClient['projects']['list']>>,
  Fits<Wire.ReadProjectResponseSchema, Resolved<MemClient['projects']['get']>>,
  Fits<Wire.FollowUpListResponseSchema, Resolved<MemClient['followUps']['list']>>,
  Fits<Wire.ReadFollowUpResponseSchema, Resolved<MemClient['followUps']['get']>>,
  Fits<Wire.LegacyMemItResponseSchema, Resolved<MemClient['v1']['memIt']>>,
  Fits<Wire.LegacyCreateNoteResponseSchema, Resolved<MemClient['v1']['createNote']>>,
];
