// What `memai import` has done, in PATH/.memai/import.json: for each file, the note it went to
// and what was sent. It is saved whole (atomic-file.ts) every few notes, so a run stopped at any
// point (Ctrl-C, a crash, kill -9) is finished by the next: a file whose note Mem already holds
// is compared with it rather than created again, since its id is fixed (uuid-v5.ts).
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../io/atomic-file.js';
import type { BackupLayout } from './layout.js';
import type { SourceNote } from './markdown-source.js';

export interface JournalEntry {
  /** The digest of what the file asked for (sourceDigest). */
  digest: string;
  /** The note's updated_at after the import wrote it or found it equal. */
  updated_at: string;
}

export type Journal = Map<string, JournalEntry>;

export async function loadJournal(layout: BackupLayout): Promise<Journal> {
  try {
    // The shape is saveJournal's own.
    const saved = JSON.parse(await readFile(layout.importJournal, 'utf8')) as {
      notes: Record<string, JournalEntry>;
    };
    return new Map(Object.entries(saved.notes));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
}

export async function saveJournal(layout: BackupLayout, journal: Journal): Promise<void> {
  await mkdir(dirname(layout.importJournal), { recursive: true });
  await writeFileAtomic(
    layout.importJournal,
    `${JSON.stringify({ notes: Object.fromEntries(journal) })}\n`,
  );
}

/** A digest of everything a file asks of its note: a change of any of it means a write. */
export function sourceDigest(note: SourceNote): string {
  // Not the path: the id already stands for it.
  const asked = { ...note, path: undefined };
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url').slice(0, 22);
}
