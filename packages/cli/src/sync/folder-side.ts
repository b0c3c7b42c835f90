// What a sync pass makes of the folder's files (scanned by folder-files.ts) against the record:
// which note each file holds, which files are new, which notes changed since the record, and the
// sizes and times to record so that the next run need not read a file that stayed the same.
import type { NoteListItem } from 'memai-sdk';
import type { ExportState } from '../folder-format/export-state.js';
import { holdsWhatWasWritten } from '../folder-format/note-file.js';
import { settledStat, type FolderFile } from './folder-files.js';
import type { MemSide } from './mem-side.js';

/**
 * The files by the note each holds. A second file with a note's id (a copy made by hand) is a
 * new note of its own; the one the record names, or else the first, keeps the id.
 */
export function filesById(files: readonly FolderFile[], state: ExportState) {
  const byId = new Map<string, FolderFile>();
  const newFiles: FolderFile[] = [];
  const recorded = (file: FolderFile) =>
    file.id !== undefined && state.notes.get(file.id)?.file === file.name;
  for (const file of [...files].sort((a, b) => Number(recorded(b)) - Number(recorded(a)))) {
    if (file.id === undefined || byId.has(file.id)) newFiles.push(file);
    else byId.set(file.id, file);
  }
  return { byId, newFiles };
}

/** What changedNotes looks at. */
export interface ChangedNotesQuestion {
  /** The files saved, made, renamed or deleted (what a watcher saw), or any. */
  names: ReadonlySet<string> | 'every file';
  byId: ReadonlyMap<string, FolderFile>;
  /** The files left unread, their size and time being those on record. */
  unchanged: ReadonlySet<string>;
  /** The notes Mem's feed named. */
  memIds?: ReadonlySet<string>;
}

/**
 * The notes of the files `names` that changed since the record, and the notes Mem's feed named,
 * with what Mem holds of each, read one by one: into `listed` when it is active (and in the
 * collection synced), else where it went. A file the sync itself wrote is no change, and costs no
 * request.
 */
export async function changedNotes(
  { names, byId, unchanged, memIds = new Set() }: ChangedNotesQuestion,
  state: ExportState,
  mem: MemSide,
  listed: Map<string, NoteListItem>,
): Promise<Set<string>> {
  const named = (name: string) => names === 'every file' || names.has(name);
  const ids = new Set(memIds);
  for (const [id, file] of byId) {
    const entry = state.notes.get(id);
    const asWritten = entry !== undefined && holdsWhatWasWritten(file.text, entry.written);
    if (named(file.name) && !asWritten) ids.add(id);
  }
  for (const [id, entry] of state.notes) {
    if (named(entry.file) && !byId.has(id) && !unchanged.has(entry.file)) ids.add(id);
  }
  for (const id of ids) {
    const where = await mem.whereIs(id, listed);
    // A note Mem named that neither side has here (another collection's, say) is none of ours.
    if (where !== 'listed' && !state.notes.has(id) && !byId.has(id)) ids.delete(id);
  }
  return ids;
}

/**
 * Records the size and time of each file read that holds what the record says was written,
 * so that the next run need not read it while they stay the same.
 */
export function recordStats(files: readonly FolderFile[], state: ExportState): void {
  for (const file of files) {
    const entry = file.id === undefined ? undefined : state.notes.get(file.id);
    if (entry === undefined || entry.file !== file.name) continue;
    if (!holdsWhatWasWritten(file.text, entry.written)) continue;
    const stat = settledStat(file);
    if (stat === undefined) delete entry.stat;
    else entry.stat = stat;
  }
}
