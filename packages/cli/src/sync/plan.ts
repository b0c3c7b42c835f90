// What a sync does with each note, decided from three things: what the folder's record says both
// sides last agreed on, the note's file, and Mem's listing (with, for a note Mem no longer lists,
// whether it is in the trash or gone). A change is told from what the record holds: a file whose
// bytes are not those the sync last wrote changed; a note whose updated_at is not the one it last
// saw changed. Decided for every note before anything is changed, and without changing anything,
// so that a run that would trash or remove many notes can stop first, and a dry run can list it.
import type { NoteListItem } from 'memai-sdk';
import type { ExportState } from '../folder-format/export-state.js';
import { holdsWhatWasWritten } from '../folder-format/note-file.js';
import type { FolderFile } from './folder-files.js';
import type { Gone } from './mem-side.js';

/** What a sync does to one note. */
export type Step =
  /** Nothing changed on either side. */
  | { kind: 'in step' }
  /**
   * One side changed, or both, or the folder has no agreement on record: Mem's Markdown is read,
   * merged with the file's from their base, and written wherever it differs.
   */
  | { kind: 'reconcile'; changed: 'file' | 'mem' | 'both' | 'unknown' }
  /** A file with no note: a note is made of it. */
  | { kind: 'create note' }
  /** A note with no file: its file is written. */
  | { kind: 'create file' }
  /** The file was deleted and the note did not change: the note goes to Mem's trash. */
  | { kind: 'trash note' }
  /** The note left Mem and the file did not change: the file is moved aside. */
  | { kind: 'remove file'; gone: 'trashed' | 'deleted' }
  /** The note went to Mem's trash, but its file was edited since: the note is restored. */
  | { kind: 'restore note' }
  /** The note was deleted from Mem, but its file was edited since: a note is made of it again. */
  | { kind: 'recreate note' }
  /** The file was deleted, but the note changed in Mem since: the file is written again. */
  | { kind: 'restore file' }
  /** Gone on both sides: the record forgets it. */
  | { kind: 'forget' };

/** What the record knows of a note. */
export interface Agreed {
  /** Mem's updated_at when both sides last agreed. */
  updatedAt: string;
  /** The note's collections then, when the sync recorded them (an export does not). */
  collectionIds: readonly string[] | undefined;
}

/** Every kind of step, in the order a dry run lists them. */
export const stepKinds: readonly Step['kind'][] = [
  'reconcile',
  'create note',
  'create file',
  'restore note',
  'restore file',
  'recreate note',
  'trash note',
  'remove file',
  'forget',
  'in step',
];

/** The facts about one note, for `decide`. */
export interface NoteFacts {
  agreed: Agreed | undefined;
  /**
   * When the note has a file: whether it holds what the sync (or the export) last wrote, line
   * endings aside. A file the record does not know is 'changed'.
   */
  file: 'as written' | 'changed' | undefined;
  /** What Mem lists of the note, when it does; else whether it is trashed or gone. */
  mem: { updatedAt: string; collectionIds: readonly string[] } | 'trashed' | 'deleted';
}

export function decide({ agreed, file, mem }: NoteFacts): Step {
  const listed = typeof mem === 'object';
  if (agreed === undefined) {
    if (file === undefined) return listed ? { kind: 'create file' } : { kind: 'forget' };
    if (mem === 'deleted') return { kind: 'create note' };
    // A file and a note that the record does not pair (an adopted folder, a run stopped before
    // it saved): compared, with nothing to tell which side changed.
    return mem === 'trashed' ? { kind: 'restore note' } : { kind: 'reconcile', changed: 'unknown' };
  }
  const fileChanged = file === 'changed';
  // Filing a note in a collection need not change its updated_at; the listing has both.
  const memChanged =
    listed &&
    (mem.updatedAt !== agreed.updatedAt ||
      (agreed.collectionIds !== undefined && !sameSet(agreed.collectionIds, mem.collectionIds)));
  if (file === undefined) {
    if (!listed) return { kind: 'forget' };
    return memChanged ? { kind: 'restore file' } : { kind: 'trash note' };
  }
  if (!listed) {
    if (fileChanged)
      return mem === 'trashed' ? { kind: 'restore note' } : { kind: 'recreate note' };
    return { kind: 'remove file', gone: mem };
  }
  if (!fileChanged && !memChanged) return { kind: 'in step' };
  return {
    kind: 'reconcile',
    changed: fileChanged && memChanged ? 'both' : fileChanged ? 'file' : 'mem',
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** One note's step: the note (none for a new file) and its file (none for a new note). */
export interface PlannedStep {
  id: string | undefined;
  file: FolderFile | undefined;
  step: Step;
}

/** What a pass found on both sides, for `planSteps`. */
export interface PassFindings {
  /** The notes the pass looks at. */
  ids: ReadonlySet<string>;
  /** What Mem lists of them, when it does. */
  listed: ReadonlyMap<string, NoteListItem>;
  /** Where the notes Mem does not list went, where the pass asked. */
  whereabouts: ReadonlyMap<string, Gone>;
  byId: ReadonlyMap<string, FolderFile>;
  newFiles: readonly FolderFile[];
  /** Notes whose file could not be read this pass: they sit it out. */
  sittingOut: ReadonlySet<string>;
}

/**
 * Every note's step, in the order they are taken, and the notes in step whose file is to be
 * recorded as agreed (one renamed by hand, or a backup's, which has no base yet).
 */
export function planSteps(
  { ids, listed, whereabouts, byId, newFiles, sittingOut }: PassFindings,
  state: ExportState,
): { steps: PlannedStep[]; agreed: { id: string; file: FolderFile }[] } {
  const steps: PlannedStep[] = [];
  const agreed: { id: string; file: FolderFile }[] = [];
  for (const id of ids) {
    if (sittingOut.has(id)) continue;
    const entry = state.notes.get(id);
    const file = byId.get(id);
    const item = listed.get(id);
    const step = decide({
      agreed:
        entry === undefined
          ? undefined
          : { updatedAt: entry.updated_at, collectionIds: entry.sync?.collection_ids },
      file:
        file === undefined
          ? undefined
          : entry !== undefined && holdsWhatWasWritten(file.text, entry.written)
            ? 'as written'
            : 'changed',
      mem:
        item !== undefined
          ? { updatedAt: item.updated_at, collectionIds: item.collection_ids }
          : (whereabouts.get(id) ?? 'deleted'),
    });
    if (step.kind !== 'in step') steps.push({ id, file, step });
    else if (entry !== undefined && file !== undefined) agreed.push({ id, file });
  }
  for (const file of newFiles) steps.push({ id: undefined, file, step: { kind: 'create note' } });
  return { steps, agreed };
}

/** Whether a step takes a note out of Mem or a file out of the folder. */
export function removes(step: Step): boolean {
  return step.kind === 'trash note' || step.kind === 'remove file';
}

/**
 * Whether a run would trash or move aside more notes than it may: more than `maxDelete` when
 * given, else more than 20 or half of the notes, whichever is fewer, as rclone's bisync guards
 * against a run that looks like an accident (an emptied folder, the wrong account).
 */
export function removesTooMany(count: number, notes: number, maxDelete?: number): boolean {
  return count > (maxDelete ?? Math.min(20, notes / 2));
}
