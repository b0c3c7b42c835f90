// What `memai import` has done, in PATH/.memai/import.json: for each file, the note it went to
// and what was sent. It is saved whole (record-file.ts) every few notes, so a run stopped at any
// point (Ctrl-C, a crash, kill -9) is finished by the next: a file whose note Mem already holds
// is compared with it rather than created again, since its id is fixed (uuid-v5.ts).
import { createHash } from 'node:crypto';
import type { BackupLayout } from '../folder-format/layout.js';
import type { SourceNote } from './markdown-source.js';
import { loadRecord, saveRecord } from '../folder-format/record-file.js';

export interface JournalEntry {
  /** The digest of what the file asked for (sourceDigest). */
  digest: string;
  /** The note's updated_at after the import wrote it or found it equal. */
  updated_at: string;
}

export type Journal = Map<string, JournalEntry>;

/** 1: each note's digest and updated_at, by id. */
const format = 1;

export async function loadJournal(layout: BackupLayout): Promise<Journal> {
  const saved = await loadRecord(layout.importJournal, format);
  // The shape is saveJournal's own.
  const notes = (saved?.['notes'] ?? {}) as Record<string, JournalEntry>;
  return new Map(Object.entries(notes));
}

export async function saveJournal(layout: BackupLayout, journal: Journal): Promise<void> {
  await saveRecord(layout.importJournal, format, { notes: Object.fromEntries(journal) });
}

/** A digest of everything a file asks of its note: a change of any of it means a write. */
export function sourceDigest(note: SourceNote): string {
  // Not the path: the id already stands for it.
  const asked = { ...note, path: undefined };
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url').slice(0, 22);
}
