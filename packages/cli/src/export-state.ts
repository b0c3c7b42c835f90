// What `memai export` remembers between runs, in DIR/.memai/export.json: which file holds each
// note and what it held, so that the next run asks Mem only for what changed and rewrites only
// those files. It is saved whole (atomic-file.ts) after every page, so an export killed at any
// point resumes from its last page; files written after that are found unchanged and kept.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-file.js';
import { CliError } from './exit-codes.js';

export interface ExportedNote {
  /** The file's name in DIR/notes. */
  file: string;
  /** The note's updated_at when the file was written: another one means new Markdown. */
  updated_at: string;
  /** A digest of the file's front matter, to tell when its fields (title, collections) changed. */
  digest: string;
  /** Whether the file is of a note in the trash (exported with --include-trashed). */
  trashed: boolean;
  /** Attachments saved in DIR/attachments/<note id>/, by id: their file names. */
  attachments?: Record<string, string>;
}

export interface ExportState {
  /** By note id. */
  notes: Map<string, ExportedNote>;
}

const format = 1;

export function stateDir(dir: string): string {
  return join(dir, '.memai');
}

function statePath(dir: string): string {
  return join(stateDir(dir), 'export.json');
}

/** The state of the last export into `dir`; an empty one for a first export. */
export async function loadExportState(dir: string): Promise<ExportState> {
  let text: string;
  try {
    text = await readFile(statePath(dir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { notes: new Map() };
    throw error;
  }
  // The shape is this file's own, written by saveExportState.
  const saved = JSON.parse(text) as { format?: number; notes: Record<string, ExportedNote> };
  if (saved.format !== format) {
    throw new CliError(
      `${statePath(dir)} was written by another version of memai; move ${stateDir(dir)} away to export afresh.`,
    );
  }
  return { notes: new Map(Object.entries(saved.notes)) };
}

export async function saveExportState(dir: string, state: ExportState): Promise<void> {
  await writeFileAtomic(
    statePath(dir),
    `${JSON.stringify({ format, notes: Object.fromEntries(state.notes) })}\n`,
  );
}
