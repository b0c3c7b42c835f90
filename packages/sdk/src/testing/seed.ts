// Seeding: putting data straight into the store, for tests that need a world to start from.
// Mistakes here are the test author's, so they throw at once rather than answer HTTP errors.
import { uuidV7 } from '../internal/uuid-v7.js';
import type {
  Store,
  StoredAttachment,
  StoredAudioRecording,
  StoredCollection,
  StoredFollowUp,
  StoredNote,
  StoredProject,
  StoredTask,
} from './store.js';
import { formatTime, nowIso, parseDateTime } from './time.js';
import { isUuid } from './validate.js';

/**
 * A note to seed: only `content` is needed; the id and timestamps are generated when left out.
 *
 * @example
 * ```ts
 * import { startMemServer, type SeedNote } from 'memai-sdk/testing';
 *
 * const note: SeedNote = { content: '# Old idea', updated_at: '2024-01-01T00:00:00Z' };
 * const server = await startMemServer();
 * server.seed({ notes: [note] });
 * await server.close();
 * ```
 * @group Seed data
 */
export interface SeedNote {
  /** The full Markdown body; its first line becomes the title. */
  content: string;
  /** A UUID; generated when left out. */
  id?: string;
  /** Collections the note belongs to; each must exist or be seeded in the same call. */
  collection_ids?: readonly string[];
  /**
   * ISO 8601.
   *
   * @defaultValue `updated_at` when given, otherwise now
   */
  created_at?: string;
  /**
   * ISO 8601.
   *
   * @defaultValue `created_at` when given, otherwise now
   */
  updated_at?: string;
  /**
   * When the note went to the trash.
   *
   * @defaultValue `null` (active)
   */
  trashed_at?: string | null;
  /**
   * The note's version, a whole number from 1: give the one `state()` reported to bring a note
   * back exactly as it was.
   *
   * @defaultValue `1`
   */
  version?: number;
}

/**
 * A collection to seed: only `title` is needed.
 *
 * @example
 * ```ts
 * import { startMemServer, type SeedCollection } from 'memai-sdk/testing';
 *
 * const booksId = '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b';
 * const books: SeedCollection = { id: booksId, title: 'Books' };
 * const server = await startMemServer();
 * server.seed({ collections: [books], notes: [{ content: 'SICP', collection_ids: [booksId] }] });
 * await server.close();
 * ```
 * @group Seed data
 */
export interface SeedCollection {
  /** The collection's name. */
  title: string;
  /** A UUID; generated when left out. */
  id?: string;
  /** @defaultValue `null` */
  description?: string | null;
  /** @defaultValue `updated_at` when given, otherwise now */
  created_at?: string;
  /** @defaultValue `created_at` when given, otherwise now */
  updated_at?: string;
}

/**
 * A task to seed: a `title`, and any of the other task fields (`status` defaults to `pending`,
 * the nullable fields to `null`, the id and timestamps are generated).
 *
 * @example
 * ```ts
 * import { startMemServer, type SeedTask } from 'memai-sdk/testing';
 *
 * const task: SeedTask = { title: 'Book flights', due_at: '2025-07-01T12:00:00Z' };
 * const server = await startMemServer();
 * server.seed({ tasks: [task] });
 * await server.close();
 * ```
 * @group Seed data
 */
export type SeedTask = Pick<StoredTask, 'title'> & Partial<StoredTask>;

/**
 * A project to seed: a `title`, and any of the other project fields (`status` defaults to
 * `active`, the nullable fields to `null`, the id and timestamps are generated).
 *
 * @example
 * ```ts
 * import { startMemServer, type SeedProject } from 'memai-sdk/testing';
 *
 * const project: SeedProject = { title: 'Move house', status: 'resolved' };
 * const server = await startMemServer();
 * server.seed({ projects: [project] });
 * await server.close();
 * ```
 * @group Seed data
 */
export type SeedProject = Pick<StoredProject, 'title'> & Partial<StoredProject>;

/**
 * A follow-up to seed: its `content`, and any of the other follow-up fields (`status` defaults
 * to `pending`, `scheduled_for` to now, the nullable fields to `null`).
 *
 * @example
 * ```ts
 * import { startMemServer, type SeedFollowUp } from 'memai-sdk/testing';
 *
 * const followUp: SeedFollowUp = { content: 'Chase the invoice', status: 'fired' };
 * const server = await startMemServer();
 * server.seed({ followUps: [followUp] });
 * await server.close();
 * ```
 * @group Seed data
 */
export type SeedFollowUp = Pick<StoredFollowUp, 'content'> & Partial<StoredFollowUp>;

/**
 * A file to embed in a note: the note's id and a file name are needed. A PDF carries the text of
 * each of its pages, which `POST /v2/attachments/read` answers page by page; an image may carry
 * the text read in it.
 *
 * @example
 * ```ts
 * import { startMemServer, type SeedAttachment } from 'memai-sdk/testing';
 *
 * const noteId = '5e29c8a2-c73b-476b-9311-e2579712d4b1';
 * const receipt: SeedAttachment = {
 *   note_id: noteId,
 *   attachment_kind: 'image',
 *   filename: 'receipt.png',
 *   bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
 *   ocr_text: 'Total: 12.50',
 * };
 * const server = await startMemServer();
 * server.seed({ notes: [{ id: noteId, content: '# Expenses' }], attachments: [receipt] });
 * await server.close();
 * ```
 * @group Seed data
 */
export interface SeedAttachment {
  /** The note the file is embedded in; it must exist or be seeded in the same call. */
  note_id: string;
  /** The file's name, such as `report.pdf`. */
  filename: string;
  /** A UUID; generated when left out. */
  id?: string;
  /** @defaultValue `'pdf'` */
  attachment_kind?: 'pdf' | 'image';
  /** @defaultValue `'application/pdf'` for a PDF, `'image/png'` for an image */
  mime_type?: string;
  /**
   * The file's content, as bytes or as text to store in UTF-8.
   *
   * @defaultValue no bytes
   */
  bytes?: Uint8Array | string;
  /**
   * A PDF's plain text, one string a page, first page first; not for an image.
   *
   * @defaultValue no pages
   */
  pages?: readonly string[];
  /**
   * The text read in an image; not for a PDF.
   *
   * @defaultValue `null`
   */
  ocr_text?: string | null;
  /** @defaultValue `null` */
  summary?: string | null;
}

/**
 * An audio recording to seed: every field is optional (the nullable ones default to `null`, the
 * id and timestamps are generated). Write the transcript one turn a line, each starting with its
 * speaker's label in brackets, as Mem does: `[Speaker 1] Hello.`
 *
 * @example
 * ```ts
 * import { startMemServer, type SeedAudioRecording } from 'memai-sdk/testing';
 *
 * const recording: SeedAudioRecording = {
 *   transcript: '[Ada] Shall we ship on Friday?\n[Grace] Yes, after the review.',
 *   duration_seconds: 42,
 * };
 * const server = await startMemServer();
 * server.seed({ audioRecordings: [recording] });
 * await server.close();
 * ```
 * @group Seed data
 */
export type SeedAudioRecording = Partial<StoredAudioRecording>;

/**
 * What `server.seed()` adds: any mix of notes, collections, tasks, projects, follow-ups,
 * attachments and audio recordings.
 *
 * Collections are added before notes, so notes may name collections seeded alongside them;
 * attachments and audio recordings may name notes seeded alongside them.
 *
 * @example
 * ```ts
 * import { startMemServer, type SeedData } from 'memai-sdk/testing';
 *
 * const data: SeedData = {
 *   collections: [{ title: 'Recipes' }],
 *   notes: [{ content: '# Pancakes\n- [ ] buy eggs' }],
 *   tasks: [{ title: 'Buy eggs' }],
 * };
 * const server = await startMemServer();
 * server.seed(data);
 * await server.close();
 * ```
 * @group Seed data
 */
export interface SeedData {
  /** Notes to add; each may name collections that exist or are seeded in the same call. */
  notes?: readonly SeedNote[];
  /** Collections to add. */
  collections?: readonly SeedCollection[];
  /** The assistant's tasks to add. */
  tasks?: readonly SeedTask[];
  /** The assistant's projects to add. */
  projects?: readonly SeedProject[];
  /** The assistant's follow-ups to add. */
  followUps?: readonly SeedFollowUp[];
  /** Files to embed in notes; each names a note that exists or is seeded in the same call. */
  attachments?: readonly SeedAttachment[];
  /** Audio recordings to add. */
  audioRecordings?: readonly SeedAudioRecording[];
}

/** Adds `data` to the store, all or nothing: any mistake throws before anything is added. */
export function seedStore(store: Store, data: SeedData): void {
  const ids = idsGiven();
  const collections = (data.collections ?? []).map((item, index) =>
    seedCollection(item, `collections[${index}]`, ids(store.collections)),
  );
  const known = new Set([...store.collections.keys(), ...collections.map((item) => item.id)]);
  const notes = (data.notes ?? []).map((item, index) =>
    seedNote(item, `notes[${index}]`, known, ids(store.notes)),
  );
  const tasks = (data.tasks ?? []).map((item, index) =>
    seedTask(item, `tasks[${index}]`, ids(store.tasks)),
  );
  const projects = (data.projects ?? []).map((item, index) =>
    seedProject(item, `projects[${index}]`, ids(store.projects)),
  );
  const followUps = (data.followUps ?? []).map((item, index) =>
    seedFollowUp(item, `followUps[${index}]`, ids(store.followUps)),
  );
  const noteIds = new Set([...store.notes.keys(), ...notes.map((item) => item.id)]);
  const attachments = (data.attachments ?? []).map((item, index) =>
    seedAttachment(item, `attachments[${index}]`, noteIds, ids(store.attachments)),
  );
  const audioRecordings = (data.audioRecordings ?? []).map((item, index) =>
    seedRecording(item, `audioRecordings[${index}]`, noteIds, ids(store.audioRecordings)),
  );

  // Nothing is stored until every item has been checked, so a malformed seed adds nothing.
  for (const item of collections) store.collections.set(item.id, item);
  for (const item of notes) store.addNote(item);
  for (const item of tasks) store.tasks.set(item.id, item);
  for (const item of projects) store.projects.set(item.id, item);
  for (const item of followUps) store.followUps.set(item.id, item);
  for (const item of attachments) store.attachments.set(item.id, item);
  for (const item of audioRecordings) store.audioRecordings.set(item.id, item);
}

/**
 * The ids of one seed call: for a kind of stored item (named by the store's map of it), the id
 * of a new item, given or made, refused when it is no UUID or already taken in the store or in
 * this call.
 */
function idsGiven(): (existing: ReadonlyMap<string, unknown>) => IdFor {
  const taken = new Map<ReadonlyMap<string, unknown>, Set<string>>();
  return (existing) => (given, where) => {
    if (given === undefined) return uuidV7();
    if (!isUuid(given)) throw new TypeError(`seed: ${where}.id must be a UUID, not ${given}.`);
    const id = given.toLowerCase();
    const ofKind = taken.get(existing) ?? new Set<string>();
    if (existing.has(id) || ofKind.has(id)) {
      throw new Error(`seed: ${where}.id ${id} exists already.`);
    }
    taken.set(existing, ofKind.add(id));
    return id;
  };
}

function seedCollection(item: SeedCollection, where: string, id: IdFor): StoredCollection {
  return {
    id: id(item.id, where),
    title: item.title,
    description: item.description ?? null,
    ...timestamps(item, where),
  };
}

function seedNote(item: SeedNote, where: string, collections: ReadonlySet<string>, id: IdFor) {
  const collectionIds = (item.collection_ids ?? []).map((given) => given.toLowerCase());
  for (const collectionId of collectionIds) {
    if (!collections.has(collectionId)) {
      throw new Error(`seed: ${where} names collection ${collectionId}, which does not exist.`);
    }
  }
  return {
    id: id(item.id, where),
    content: item.content,
    collectionIds,
    ...times(item, where),
    trashedAt: optionalTime(item.trashed_at, `${where}.trashed_at`),
    version: seedVersion(item.version, `${where}.version`),
  };
}

function seedVersion(value: unknown, where: string): number {
  if (value === undefined) return 1;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new TypeError(`seed: ${where} must be a whole number from 1.`);
  }
  return value;
}

function seedTask(item: SeedTask, where: string, id: IdFor): StoredTask {
  return {
    id: id(item.id, where),
    title: item.title,
    description: item.description ?? null,
    status: item.status ?? 'pending',
    project_id: item.project_id ?? null,
    due_at: optionalTime(item.due_at, `${where}.due_at`),
    ...timestamps(item, where),
  };
}

function seedProject(item: SeedProject, where: string, id: IdFor): StoredProject {
  return {
    id: id(item.id, where),
    title: item.title,
    description: item.description ?? null,
    status: item.status ?? 'active',
    last_activity_at: optionalTime(item.last_activity_at, `${where}.last_activity_at`),
    ...timestamps(item, where),
  };
}

function seedFollowUp(item: SeedFollowUp, where: string, id: IdFor): StoredFollowUp {
  const at = (name: keyof StoredFollowUp) => optionalTime(item[name], `${where}.${name}`);
  return {
    id: id(item.id, where),
    content: item.content,
    status: item.status ?? 'pending',
    scheduled_for: at('scheduled_for') ?? nowIso(),
    task_id: item.task_id ?? null,
    project_id: item.project_id ?? null,
    fired_at: at('fired_at'),
    completed_at: at('completed_at'),
    trigger_type: item.trigger_type ?? null,
    commitment_kind: item.commitment_kind ?? null,
    due_at: at('due_at'),
    deadline_at: at('deadline_at'),
    trigger_not_before: at('trigger_not_before'),
    trigger_not_after: at('trigger_not_after'),
    source_context_id: item.source_context_id ?? null,
    ...timestamps(item, where),
  };
}

type IdFor = (given: string | undefined, where: string) => string;

function knownNote(id: unknown, where: string, noteIds: ReadonlySet<string>): string {
  const noteId = typeof id === 'string' ? id.toLowerCase() : undefined;
  if (noteId === undefined || !noteIds.has(noteId)) {
    throw new Error(`seed: ${where} names note ${String(id)}, which does not exist.`);
  }
  return noteId;
}

function seedAttachment(
  item: SeedAttachment,
  where: string,
  noteIds: ReadonlySet<string>,
  idFor: IdFor,
): StoredAttachment {
  const kind = item.attachment_kind ?? 'pdf';
  if (kind !== 'pdf' && kind !== 'image') {
    throw new TypeError(`seed: ${where}.attachment_kind must be 'pdf' or 'image'.`);
  }
  if (typeof item.filename !== 'string' || item.filename === '') {
    throw new TypeError(`seed: ${where}.filename must be a non-empty string.`);
  }
  const pages = item.pages ?? [];
  if (!Array.isArray(pages) || pages.some((page) => typeof page !== 'string')) {
    throw new TypeError(`seed: ${where}.pages must be an array of strings.`);
  }
  if (kind === 'image' ? pages.length > 0 : item.ocr_text != null) {
    throw new TypeError(
      `seed: ${where} is a ${kind}, which has no ${kind === 'image' ? 'pages' : 'ocr_text'}.`,
    );
  }
  const bytes = item.bytes ?? new Uint8Array();
  if (typeof bytes !== 'string' && !(bytes instanceof Uint8Array)) {
    throw new TypeError(`seed: ${where}.bytes must be a Uint8Array or a string.`);
  }
  return {
    id: idFor(item.id, where),
    note_id: knownNote(item.note_id, `${where}.note_id`, noteIds),
    attachment_kind: kind,
    filename: item.filename,
    mime_type: item.mime_type ?? (kind === 'pdf' ? 'application/pdf' : 'image/png'),
    bytes: typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes),
    pages: [...pages],
    ocr_text: item.ocr_text ?? null,
    summary: item.summary ?? null,
  };
}

function seedRecording(
  item: SeedAudioRecording,
  where: string,
  noteIds: ReadonlySet<string>,
  idFor: IdFor,
): StoredAudioRecording {
  const duration = item.duration_seconds ?? null;
  if (duration !== null && !(Number.isInteger(duration) && duration >= 0)) {
    throw new TypeError(`seed: ${where}.duration_seconds must be a whole number from 0 up.`);
  }
  const noteId = item.associated_note_id ?? null;
  return {
    id: idFor(item.id, where),
    associated_note_id:
      noteId === null ? null : knownNote(noteId, `${where}.associated_note_id`, noteIds),
    transcript: item.transcript ?? null,
    duration_seconds: duration,
    ...timestamps(item, where),
  };
}

interface Dated {
  created_at?: string | undefined;
  updated_at?: string | undefined;
}

/** created_at and updated_at, each standing in for the other when only one is given. */
function timestamps(item: Dated, where: string): Pick<StoredNote, 'created_at' | 'updated_at'> {
  const { createdAt, updatedAt } = times(item, where);
  return { created_at: createdAt, updated_at: updatedAt };
}

function times(item: Dated, where: string) {
  const created = optionalTime(item.created_at, `${where}.created_at`);
  const updated = optionalTime(item.updated_at, `${where}.updated_at`);
  const now = nowIso();
  return { createdAt: created ?? updated ?? now, updatedAt: updated ?? created ?? now };
}

function optionalTime(value: unknown, where: string): string | null {
  if (value === undefined || value === null) return null;
  const ms = typeof value === 'string' ? parseDateTime(value, false) : undefined;
  if (ms === undefined) throw new TypeError(`seed: ${where} must be an ISO 8601 date-time.`);
  return formatTime(ms);
}
