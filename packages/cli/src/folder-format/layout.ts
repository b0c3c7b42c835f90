// Where a backup keeps what: the folder `memai export` writes, `memai verify` checks and
// `memai import` reads back. Every path of the format is named here and nowhere else.
import { join } from 'node:path';

/**
 * The folder of the backup's own records. Its name starts with a dot because `memai import`
 * reads no folder whose name does: the files moved aside into it are never brought back.
 */
const stateFolder = '.memai';

export interface BackupLayout {
  /** The backup's folder, as given. */
  root: string;
  /** One Markdown file for each note. */
  notes: string;
  /** Every collection with its id, title, description and times. */
  collections: string;
  /** A folder for each note with attachments, named by the note's id. */
  attachments: string;
  /** What the export remembers between runs. */
  state: string;
  /** What `memai export` wrote, for the next run and for `memai verify`. */
  exportState: string;
  /** What `memai import` wrote from this folder, for its next run. */
  importJournal: string;
  /** Files the export took out of `notes/` (notes gone from Mem, hand-edited copies): never deleted. */
  removed: string;
  /**
   * What `memai sync` last agreed with Mem for each note, the base of its three-way merges: a
   * file of the note's Markdown for each note, named by its id.
   */
  bases: string;
  /** The lock a `memai sync` holds on the folder while it runs. */
  syncLock: string;
  /** Which process holds that lock, on which machine. */
  syncLockHolder: string;
}

export function backupLayout(root: string): BackupLayout {
  const state = join(root, stateFolder);
  return {
    root,
    notes: join(root, 'notes'),
    collections: join(root, 'collections.json'),
    attachments: join(root, 'attachments'),
    state,
    exportState: join(state, 'export.json'),
    importJournal: join(state, 'import.json'),
    removed: join(state, 'removed'),
    bases: join(state, 'base'),
    syncLock: join(state, 'sync.lock'),
    syncLockHolder: join(state, 'sync.lock.holder'),
  };
}

/** Whether a file or folder of a backup is the backup's own, which an import never reads. */
export function isBackupRecord(name: string): boolean {
  return name.startsWith('.');
}

/**
 * The file `memai sync` keeps a clashing edit in, beside the note's file `name`:
 * `<name>.conflict-<UTC time>.md`. No command reads it as a note.
 */
export function conflictFileName(name: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${name.replace(/\.md$/, '')}.conflict-${stamp}.md`;
}

/**
 * The name of the note's file that `name` was kept beside, when `name` is a file `memai sync`
 * kept a clashing edit in (conflictFileName); otherwise undefined.
 */
export function clashedNoteFile(name: string): string | undefined {
  const stem = /^(.*)\.conflict-\d{8}T\d{6}Z\.md$/i.exec(name)?.[1];
  return stem === undefined ? undefined : `${stem}.md`;
}

/** Whether `name` is a file `memai sync` kept a clashing edit in. */
export function isConflictFile(name: string): boolean {
  return clashedNoteFile(name) !== undefined;
}

/** Whether `name` in notes/ is a note's file: Markdown, not hidden, not a kept clash. */
export function isNoteFile(name: string): boolean {
  return name.endsWith('.md') && !name.startsWith('.') && !isConflictFile(name);
}
