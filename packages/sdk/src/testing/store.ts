// Everything the local Mem holds, in memory: notes with their attachments and audio recordings,
// collections, the assistant's tasks, projects and follow-ups, and the events feed. The shapes are plain data in Mem's own field names, so that state()
// can hand out copies and the routes can answer from them directly.
import { uuidV7 } from '../internal/uuid-v7.js';
import type { FollowUpStatus, ProjectStatus, TaskStatus } from '../assistant-statuses.js';
import { notFound } from './errors.js';
import { EventLog } from './event-log.js';
import { titleOf } from './note-text.js';

/**
 * A note as the server stores it.
 *
 * Collection membership lives on the note; `title` is always derived from `content`.
 *
 * @example
 * ```ts
 * import { startMemServer, type StoredNote } from 'memai-sdk/testing';
 *
 * const server = await startMemServer();
 * server.seed({ notes: [{ content: '# Groceries\n- Coffee' }] });
 * const notes: StoredNote[] = server.state().notes;
 * console.log(notes[0]?.title, notes[0]?.version); // 'Groceries' 1
 * await server.close();
 * ```
 * @group Stored data
 */
export interface StoredNote {
  /** The note's UUID. */
  id: string;
  /** The first non-blank line of `content`, without leading `#` marks. */
  title: string;
  /** The full Markdown body. */
  content: string;
  /** Starts at 1 and goes up by one with every successful update. */
  version: number;
  /** The collections the note belongs to, in the order it was added to them. */
  collection_ids: string[];
  /** ISO 8601, in UTC. */
  created_at: string;
  /** ISO 8601, in UTC. */
  updated_at: string;
  /** When the note was moved to the trash, or `null` while it is active. */
  trashed_at: string | null;
}

/**
 * A collection as the server stores it.
 *
 * Its `note_count` is not stored: the routes count the active notes that name it.
 *
 * @example
 * ```ts
 * import { startMemServer, type StoredCollection } from 'memai-sdk/testing';
 *
 * const server = await startMemServer();
 * server.seed({ collections: [{ title: 'Books', description: 'To read' }] });
 * const [books]: StoredCollection[] = server.state().collections;
 * console.log(books?.description); // 'To read'
 * await server.close();
 * ```
 * @group Stored data
 */
export interface StoredCollection {
  /** The collection's UUID. */
  id: string;
  /** The collection's name. */
  title: string;
  /** `null` when the collection has none. */
  description: string | null;
  /** ISO 8601, in UTC. */
  created_at: string;
  /** ISO 8601, in UTC. */
  updated_at: string;
}

/**
 * A task of the caller's assistant, exactly as Mem lists it (`GET /v2/tasks`).
 *
 * @example
 * ```ts
 * import { startMemServer, type StoredTask } from 'memai-sdk/testing';
 *
 * const server = await startMemServer();
 * server.seed({ tasks: [{ title: 'Send the Q3 report', status: 'in_progress' }] });
 * const [task]: StoredTask[] = server.state().tasks;
 * console.log(task?.status); // 'in_progress'
 * await server.close();
 * ```
 * @group Stored data
 */
export interface StoredTask {
  /** The task's UUID. */
  id: string;
  /** What the task is. */
  title: string;
  /** More about the task, or `null`. */
  description: string | null;
  /** Where the task stands. */
  status: TaskStatus;
  /** The project the task belongs to, if any. */
  project_id: string | null;
  /** ISO 8601, or `null` when the task has no due date. */
  due_at: string | null;
  /** ISO 8601, in UTC. */
  created_at: string;
  /** ISO 8601, in UTC. */
  updated_at: string;
}

/**
 * A project of the caller's assistant, exactly as Mem lists it (`GET /v2/projects`).
 *
 * @example
 * ```ts
 * import { startMemServer, type StoredProject } from 'memai-sdk/testing';
 *
 * const server = await startMemServer();
 * server.seed({ projects: [{ title: 'Launch', status: 'active' }] });
 * const [project]: StoredProject[] = server.state().projects;
 * console.log(project?.title); // 'Launch'
 * await server.close();
 * ```
 * @group Stored data
 */
export interface StoredProject {
  /** The project's UUID. */
  id: string;
  /** The project's name. */
  title: string;
  /** More about the project, or `null`. */
  description: string | null;
  /** Where the project stands. */
  status: ProjectStatus;
  /** ISO 8601, or `null` before any activity. */
  last_activity_at: string | null;
  /** ISO 8601, in UTC. */
  created_at: string;
  /** ISO 8601, in UTC. */
  updated_at: string;
}

/**
 * A follow-up of the caller's assistant, exactly as Mem lists it (`GET /v2/follow-ups`).
 *
 * @example
 * ```ts
 * import { startMemServer, type StoredFollowUp } from 'memai-sdk/testing';
 *
 * const server = await startMemServer();
 * server.seed({ followUps: [{ content: 'Ask Ada', scheduled_for: '2025-06-01T09:00:00Z' }] });
 * const [followUp]: StoredFollowUp[] = server.state().followUps;
 * console.log(followUp?.status); // 'pending'
 * await server.close();
 * ```
 * @group Stored data
 */
export interface StoredFollowUp {
  /** The follow-up's UUID. */
  id: string;
  /** The text of the follow-up. */
  content: string;
  /** Where the follow-up stands. */
  status: FollowUpStatus;
  /** When it is due to fire, ISO 8601. */
  scheduled_for: string;
  /** The task it belongs to, or `null`. */
  task_id: string | null;
  /** The project it belongs to, or `null`. */
  project_id: string | null;
  /** When it fired, ISO 8601, or `null`. */
  fired_at: string | null;
  /** When it was completed, ISO 8601, or `null`. */
  completed_at: string | null;
  /** Mem lists no values; its descriptions mention `time_window`. */
  trigger_type: string | null;
  /** `due` or `deadline`, or `null`. */
  commitment_kind: string | null;
  /** The soft due date, ISO 8601, or `null`. */
  due_at: string | null;
  /** The hard deadline, ISO 8601, or `null`. */
  deadline_at: string | null;
  /** For a time window, the earliest time it may fire, or `null`. */
  trigger_not_before: string | null;
  /** For a time window, the latest time it may fire, or `null`. */
  trigger_not_after: string | null;
  /** The assistant run that created the follow-up. */
  source_context_id: string | null;
  /** ISO 8601, in UTC. */
  created_at: string;
  /** ISO 8601, in UTC. */
  updated_at: string;
}

/**
 * A file embedded in a note, as the server stores it: a PDF with the text of each page, or an
 * image with the text read in it.
 *
 * @example
 * ```ts
 * import { startMemServer, type StoredAttachment } from 'memai-sdk/testing';
 *
 * const noteId = '5e29c8a2-c73b-476b-9311-e2579712d4b1';
 * const server = await startMemServer();
 * server.seed({
 *   notes: [{ id: noteId, content: '# Contract' }],
 *   attachments: [{ note_id: noteId, filename: 'contract.pdf', pages: ['Page one', 'Page two'] }],
 * });
 * const [pdf]: StoredAttachment[] = server.state().attachments;
 * console.log(pdf?.attachment_kind, pdf?.pages.length); // 'pdf' 2
 * await server.close();
 * ```
 * @group Stored data
 */
export interface StoredAttachment {
  /** The attachment's UUID. */
  id: string;
  /** The note the file is embedded in. */
  note_id: string;
  /** Whether the file is a PDF or an image. */
  attachment_kind: 'pdf' | 'image';
  /** The file's name, as the download link ends. */
  filename: string;
  /** The file's MIME type, sent as the download's `Content-Type`. */
  mime_type: string;
  /** The file itself, as a download sends it. */
  bytes: Uint8Array;
  /** For a PDF, the plain text of each page, first page first; empty for an image. */
  pages: string[];
  /** For an image, the text read in it, or `null`; always `null` for a PDF. */
  ocr_text: string | null;
  /** A short summary of the file, or `null`. */
  summary: string | null;
}

/**
 * An audio recording, as the server stores it and `GET /v2/audio-recordings/{id}` answers it.
 *
 * @example
 * ```ts
 * import { startMemServer, type StoredAudioRecording } from 'memai-sdk/testing';
 *
 * const server = await startMemServer();
 * server.seed({ audioRecordings: [{ transcript: '[Ada] Hello.', duration_seconds: 2 }] });
 * const [recording]: StoredAudioRecording[] = server.state().audioRecordings;
 * console.log(recording?.transcript); // '[Ada] Hello.'
 * await server.close();
 * ```
 * @group Stored data
 */
export interface StoredAudioRecording {
  /** The recording's UUID. */
  id: string;
  /** The note the recording belongs to, or `null`. */
  associated_note_id: string | null;
  /**
   * The transcript, each turn on its own line starting with its speaker's label in brackets
   * (`[Speaker 1] Hello.`), or `null` while there is none.
   */
  transcript: string | null;
  /** The length in whole seconds, or `null` when unknown. */
  duration_seconds: number | null;
  /** ISO 8601, in UTC. */
  created_at: string;
  /** ISO 8601, in UTC. */
  updated_at: string;
}

/**
 * A copy of everything the server stores, from `server.state()`, each list in the order the
 * items were added.
 *
 * @example
 * ```ts
 * import { startMemServer, type MemServerState } from 'memai-sdk/testing';
 *
 * const server = await startMemServer();
 * const state: MemServerState = server.state();
 * console.log(state.notes.length, state.collections.length); // 0 0
 * await server.close();
 * ```
 * @group Stored data
 */
export interface MemServerState {
  /** Every note, those in the trash included. */
  notes: StoredNote[];
  /** Every collection. */
  collections: StoredCollection[];
  /** The assistant's tasks. */
  tasks: StoredTask[];
  /** The assistant's projects. */
  projects: StoredProject[];
  /** The assistant's follow-ups. */
  followUps: StoredFollowUp[];
  /** The files embedded in notes. */
  attachments: StoredAttachment[];
  /** The audio recordings. */
  audioRecordings: StoredAudioRecording[];
}

/** What a new note needs; the store gives it an id, title and version. */
export interface NewNote {
  id?: string | undefined;
  content: string;
  collectionIds: readonly string[];
  createdAt: string;
  updatedAt: string;
  trashedAt?: string | null | undefined;
  /** @defaultValue 1 */
  version?: number | undefined;
}

export class Store {
  readonly notes = new Map<string, StoredNote>();
  readonly collections = new Map<string, StoredCollection>();
  readonly tasks = new Map<string, StoredTask>();
  readonly projects = new Map<string, StoredProject>();
  readonly followUps = new Map<string, StoredFollowUp>();
  readonly attachments = new Map<string, StoredAttachment>();
  readonly audioRecordings = new Map<string, StoredAudioRecording>();
  /** What happened to the notes since the store began, for the events feed. */
  readonly events = new EventLog();

  addNote(input: NewNote): StoredNote {
    const note: StoredNote = {
      id: input.id ?? uuidV7(),
      title: titleOf(input.content),
      content: input.content,
      version: input.version ?? 1,
      collection_ids: [...new Set(input.collectionIds)],
      created_at: input.createdAt,
      updated_at: input.updatedAt,
      trashed_at: input.trashedAt ?? null,
    };
    this.notes.set(note.id, note);
    return note;
  }

  /** The note with this id, trashed or not; a 404 when there is none. */
  note(id: string): StoredNote {
    const note = this.notes.get(id);
    if (note === undefined) throw notFound(`No note has the id ${id}.`);
    return note;
  }

  /** Deletes a note for good, with the files embedded in it; its recordings lose their note. */
  deleteNote(id: string): void {
    const note = this.note(id);
    this.notes.delete(id);
    this.events.noteChanged(note, 'deleted');
    for (const attachment of this.attachmentsOf(id)) this.attachments.delete(attachment.id);
    for (const recording of this.audioRecordings.values()) {
      if (recording.associated_note_id === id) recording.associated_note_id = null;
    }
  }

  /** The files embedded in a note, in the order they were added. */
  attachmentsOf(noteId: string): StoredAttachment[] {
    return [...this.attachments.values()].filter((item) => item.note_id === noteId);
  }

  /** The ids of a note's audio recordings, in the order they were added. */
  recordingIdsOf(noteId: string): string[] {
    return [...this.audioRecordings.values()]
      .filter((recording) => recording.associated_note_id === noteId)
      .map((recording) => recording.id);
  }

  /** The attachment with this id and kind; a 404 when there is none. */
  attachment(id: string, kind: string = 'attachment'): StoredAttachment {
    const attachment = this.attachments.get(id);
    if (
      attachment === undefined ||
      (kind !== 'attachment' && attachment.attachment_kind !== kind)
    ) {
      throw notFound(`No ${kind} has the id ${id}.`);
    }
    return attachment;
  }

  audioRecording(id: string): StoredAudioRecording {
    const recording = this.audioRecordings.get(id);
    if (recording === undefined) throw notFound(`No audio recording has the id ${id}.`);
    return recording;
  }

  /** Notes that are not in the trash: the ones lists and searches may return. */
  activeNotes(): StoredNote[] {
    return [...this.notes.values()].filter((note) => note.trashed_at === null);
  }

  addCollection(collection: Omit<StoredCollection, 'id'> & { id?: string | undefined }) {
    const stored: StoredCollection = { ...collection, id: collection.id ?? uuidV7() };
    this.collections.set(stored.id, stored);
    return stored;
  }

  collection(id: string): StoredCollection {
    const collection = this.collections.get(id);
    if (collection === undefined) throw notFound(`No collection has the id ${id}.`);
    return collection;
  }

  /** The collection whose title matches, ignoring case, as Mem matches `collection_titles`. */
  collectionTitled(title: string): StoredCollection | undefined {
    const wanted = title.toLowerCase();
    return [...this.collections.values()].find((item) => item.title.toLowerCase() === wanted);
  }

  /** Deletes a collection and, with it, every note's membership in it. */
  deleteCollection(id: string): void {
    this.collections.delete(id);
    for (const note of this.notes.values()) {
      note.collection_ids = note.collection_ids.filter((member) => member !== id);
    }
  }

  /** How many active notes a collection holds (Mem's `note_count`). */
  noteCount(collectionId: string): number {
    return this.activeNotes().filter((note) => note.collection_ids.includes(collectionId)).length;
  }

  state(): MemServerState {
    return structuredClone({
      notes: [...this.notes.values()],
      collections: [...this.collections.values()],
      tasks: [...this.tasks.values()],
      projects: [...this.projects.values()],
      followUps: [...this.followUps.values()],
      attachments: [...this.attachments.values()],
      audioRecordings: [...this.audioRecordings.values()],
    });
  }
}
