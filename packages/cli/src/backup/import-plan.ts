// What `memai import` will do, decided before anything is written: the collections to make, and
// for each file whether its note is created, updated (or replaced, with --overwrite), filed in
// more collections, kept as Mem holds it, or left alone. Deciding reads Mem (a listing, and a
// note's Markdown where it must be compared); applying the plan (import-run.ts) writes.
import type { CreateCollectionPayload, MemClient, NoteListItem } from 'memai-sdk';
import type { GlobalOptions } from '../auth/connection.js';
import { perItemFailure } from '../errors.js';
import { readCollectionsFile } from '../folder-format/collections-file.js';
import { sourceDigest, type Journal } from './import-journal.js';
import type { BackupLayout } from '../folder-format/layout.js';
import { readSourceNote, type SourceNote } from './markdown-source.js';
import { restoreRule, sameInstant } from './restore-rule.js';
import type { Skipped } from './run-summary.js';
import { uuidV5 } from './uuid-v5.js';

/** What happens to one file's note. */

/** What `memai import` takes: commands/import.ts declares each option. */
export interface ImportOptions extends GlobalOptions {
  /** Print what would be done, and write nothing. */
  dryRun?: true | undefined;
  /** Replace notes whose copy in Mem is newer than their files. */
  overwrite?: true | undefined;
  /** File every note in this collection (made if missing). */
  collection?: string | undefined;
  /** File each note in a collection named by its folder. */
  foldersAsCollections?: true | undefined;
  /** File each note in a collection for each tag of its front matter. */
  tagsAsCollections?: true | undefined;
}

export type NoteStep =
  | { action: 'create'; note: SourceNote; collectionIds: string[] }
  /** New Markdown; `replaces` when Mem's copy may be newer and --overwrite asked for it. */
  | { action: 'update'; note: SourceNote; version: number; replaces: boolean; addTo: string[] }
  /** The same Markdown, in more collections. */
  | { action: 'file'; note: SourceNote; addTo: string[]; updatedAt: string }
  /** Left as Mem holds it: Mem's copy may be newer. */
  | { action: 'keep'; note: SourceNote; why: string }
  | { action: 'nothing'; note: SourceNote; updatedAt: string };

export interface ImportPlan {
  collections: (CreateCollectionPayload & { id: string })[];
  notes: NoteStep[];
  /** Files that cannot be notes (empty, not UTF-8, too long), and notes Mem would not answer for. */
  skipped: Skipped[];
}

export interface Planner {
  client: MemClient;
  layout: BackupLayout;
  options: ImportOptions;
  journal: Journal;
}

/** Mem's largest page. */
const pageSize = 100;

/** Decides what importing `files` (paths below the folder) does; `onDecided` follows along. */
export async function planImport(
  planner: Planner,
  files: string[],
  onDecided: () => void,
): Promise<ImportPlan> {
  const { client, layout, options } = planner;
  const plan: ImportPlan = { collections: [], notes: [], skipped: [] };
  const notes: SourceNote[] = [];
  for (const path of files) {
    const read = await readSourceNote(layout.root, path, {
      collection: options.collection,
      folderAsCollection: options.foldersAsCollections === true,
      tagsAsCollections: options.tagsAsCollections === true,
    });
    if ('why' in read) {
      plan.skipped.push({ what: path, why: read.why });
      onDecided();
    } else notes.push(read);
  }

  const collectionIds = await planCollections(planner, notes, plan);
  const inMem = new Map<string, NoteListItem>();
  for await (const note of client.notes.list({ limit: pageSize })) inMem.set(note.id, note);
  for (const note of notes) {
    // The ids of the collections the note goes in: its own, and those it names by title.
    const wanted = [
      ...new Set([
        ...note.collection_ids,
        ...note.collection_titles.flatMap((title) => collectionIds.get(title.toLowerCase()) ?? []),
      ]),
    ];
    const listed = inMem.get(note.id);
    try {
      plan.notes.push(
        listed === undefined
          ? { action: 'create', note, collectionIds: wanted }
          : await stepFor(planner, note, listed, wanted),
      );
    } catch (error) {
      const failure = await perItemFailure(error);
      if (failure === undefined) throw error;
      plan.skipped.push({ what: note.path, why: failure.message });
    }
    onDecided();
  }
  return plan;
}

/**
 * The collections to make: a backup's own (collections.json, with their ids and times) that Mem
 * lacks, and those named by --collection, folders or tags, under ids fixed by their titles so
 * that a second run finds them. Returns every collection's id by its lower-case title, as Mem
 * matches titles.
 */
async function planCollections(
  { client, layout }: Planner,
  notes: SourceNote[],
  plan: ImportPlan,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const existing = new Set<string>();
  for await (const collection of client.collections.list({ limit: pageSize })) {
    existing.add(collection.id);
    ids.set(collection.title.toLowerCase(), collection.id);
  }
  for (const { id, title, description, created_at, updated_at } of await readCollectionsFile(
    layout,
  )) {
    if (existing.has(id)) continue;
    plan.collections.push({
      id,
      title,
      description: description ?? undefined,
      created_at,
      updated_at,
    });
    ids.set(title.toLowerCase(), id);
  }
  for (const title of new Set(notes.flatMap((note) => note.collection_titles))) {
    const key = title.toLowerCase();
    if (ids.has(key)) continue;
    const id = uuidV5(`collection:${key}`);
    plan.collections.push({ id, title });
    ids.set(key, id);
  }
  return ids;
}

/**
 * What to do with a note Mem already has (`found`, listed or read): nothing when it holds what
 * the file says, an update when the file is the newer copy, and keeping Mem's (unless
 * --overwrite) when Mem's may be newer.
 */
export async function stepFor(
  { client, options, journal }: Planner,
  note: SourceNote,
  found: NoteListItem | Awaited<ReturnType<MemClient['notes']['get']>>,
  wanted: string[],
): Promise<NoteStep> {
  const entry = journal.get(note.id);
  const digest = sourceDigest(note);
  const addTo = wanted.filter((id) => !found.collection_ids.includes(id));
  // Neither side changed since this import last wrote or checked the note, or the file is of the
  // very version Mem holds (a restore into the Mem it came from): no need to read it.
  const unchangedSince =
    entry !== undefined &&
    entry.digest === digest &&
    sameInstant(entry.updated_at, found.updated_at);
  const sameVersion =
    note.updated_at !== undefined &&
    sameInstant(note.updated_at, found.updated_at) &&
    (entry === undefined || entry.digest === digest);
  const asIs = (updatedAt: string): NoteStep =>
    addTo.length > 0
      ? { action: 'file', note, addTo, updatedAt }
      : { action: 'nothing', note, updatedAt };
  if (unchangedSince || sameVersion) return asIs(found.updated_at);
  const stored = 'version' in found ? found : await client.notes.get(note.id);
  if (stored.content === note.content) return asIs(stored.updated_at);
  const rule = restoreRule({ file: note.updated_at, mem: stored.updated_at, journal: entry });
  if (!rule.write && options.overwrite !== true) return { action: 'keep', note, why: rule.why };
  return { action: 'update', note, version: stored.version, replaces: !rule.write, addTo };
}
