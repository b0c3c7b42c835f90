// Whether `memai import` may write a file's text over the other text Mem holds for the same note.
// A restore must never revert newer work: the file wins only when it is known to be the newer
// copy; otherwise Mem's copy is kept, unless the person asked for --overwrite.
import type { JournalEntry } from './import-journal.js';

export type RestoreRule = { write: true } | { write: false; why: string };

interface Times {
  /** The note's updated_at as the file gives it (front matter), if it gives one. */
  file: string | undefined;
  /** The note's updated_at in Mem now. */
  mem: string;
  /** What this folder's last import recorded of the note, if it wrote or checked it. */
  journal: JournalEntry | undefined;
}

export function restoreRule({ file, mem, journal }: Times): RestoreRule {
  // Nobody changed the note in Mem since this import last wrote it: the file's change is the news.
  if (journal !== undefined && sameInstant(journal.updated_at, mem)) return { write: true };
  if (file !== undefined && Date.parse(file) >= Date.parse(mem)) return { write: true };
  if (file !== undefined) {
    return { write: false, why: `Mem’s copy is newer (changed ${mem}; the file is of ${file})` };
  }
  return {
    write: false,
    why:
      journal === undefined
        ? 'Mem has this note, and the file gives no time to tell which copy is newer'
        : `Mem’s copy changed (${mem}) since this folder was last imported`,
  };
}

/** Two times from Mem or a file, which may write one instant in more than one way. */
export function sameInstant(a: string, b: string): boolean {
  return Date.parse(a) === Date.parse(b);
}
