// What `memai export` remembers between runs, in DIR/.memai/export.json: which file holds each
// note and what the export wrote into it, so that the next run asks Mem only for what changed,
// rewrites only those files, and notices a file that something else changed or removed. It is
// saved whole (record-file.ts) after every page, so an export killed at any point resumes from
// its last page; files written after that are found holding what they should and kept.
import { join } from 'node:path';
import { readIfPresent } from './export-files.js';
import type { BackupLayout } from './layout.js';
import { noteIdIn, textDigest } from './note-file.js';
import { loadRecord, saveRecord, type Saved } from './record-file.js';

export interface ExportedNote {
  /** The file's name in DIR/notes. */
  file: string;
  /** The note's updated_at when the file was written: another one means new Markdown. */
  updated_at: string;
  /** The digest of the file's text as the export wrote it (textDigest). */
  written: string;
  /** Attachments saved in DIR/attachments/<note id>/, by id: their file names. */
  attachments?: Record<string, string>;
  /**
   * Set by `memai sync` when the file and Mem agreed on the note: the collections it was in then.
   * Its Markdown then is the note's file in DIR/.memai/base/; `updated_at` and `written` are Mem's
   * and the file's at that moment. An export that rewrites the note leaves it out.
   */
  sync?: { collection_ids: string[] };
  /**
   * Set by `memai sync`: the file's size and modification time (ms) when it was last found
   * holding what `written` says, so that a later run need not read it while both are the same.
   */
  stat?: { size: number; mtime_ms: number };
}

export interface ExportState {
  /** By note id. */
  notes: Map<string, ExportedNote>;
  /** The one collection the folder backs up (`memai export --collection`); every note when unset. */
  collection?: { id: string; title: string } | undefined;
  /** Where `memai sync` is in Mem's events feed; unset before its first whole pass. */
  feed?: SyncFeed | undefined;
}

/** Where `memai sync` is in Mem's events feed. */
export interface SyncFeed {
  /** The sequence of the last event whose note the sync has in step. */
  after_sequence: number;
  /** When its last whole pass (every note listed) began, as an ISO 8601 date-time. */
  whole_pass_at: string;
}

/**
 * 2: files named by the tail of the note's id, and a digest of each file's text. 1 (memai-cli
 * 1.0): named by the head of the id, with no digest; read, and written as 2 from then on.
 */
const format = 2;

/** What a state of format 2 holds besides its format. */
type SavedState = {
  collection?: { id: string; title: string } | undefined;
  feed?: SyncFeed | undefined;
  notes: Record<string, ExportedNote>;
};

/** What format 1 recorded of a note. */
interface FirstFormatNote {
  file: string;
  updated_at: string;
  attachments?: Record<string, string>;
}

/** The state of the last export into the folder; an empty one for a first export. */
export async function loadExportState(layout: BackupLayout): Promise<ExportState> {
  const saved = await loadRecord(layout.exportState, format);
  if (saved === undefined) return { notes: new Map() };
  if (saved.format === 1) {
    // The shape is memai-cli 1.0's.
    const notes = Object.entries(saved['notes'] as Record<string, FirstFormatNote>);
    return fromFirstFormat(
      layout,
      notes.filter(([, entry]) => isNoteFileName(entry.file)),
    );
  }
  // The shape is saveExportState's own.
  const { collection, feed, notes } = saved as Saved & SavedState;
  return {
    notes: new Map(Object.entries(notes).filter(([, entry]) => isNoteFileName(entry.file))),
    collection,
    feed,
  };
}

export async function saveExportState(layout: BackupLayout, state: ExportState): Promise<void> {
  const saved: SavedState = {
    ...(state.collection === undefined ? {} : { collection: state.collection }),
    ...(state.feed === undefined ? {} : { feed: state.feed }),
    notes: Object.fromEntries(state.notes),
  };
  await saveRecord(layout.exportState, format, saved);
}

/**
 * Format 1 recorded no digest, so each file is taken as the export wrote it when it holds the
 * note its entry names. Two notes whose ids began alike could be given one file: the note the
 * file does not hold is left out, so that this run downloads it again.
 */
async function fromFirstFormat(
  layout: BackupLayout,
  notes: [string, FirstFormatNote][],
): Promise<ExportState> {
  const state: ExportState = { notes: new Map() };
  for (const [id, entry] of notes) {
    const text = await readIfPresent(join(layout.notes, entry.file));
    if (text === undefined || noteIdIn(text) !== id) continue;
    state.notes.set(id, {
      file: entry.file,
      updated_at: entry.updated_at,
      written: textDigest(text),
      ...(entry.attachments === undefined ? {} : { attachments: entry.attachments }),
    });
  }
  return state;
}

/**
 * A name the export could have given a note's file: one path segment, not hidden. The state is
 * a file on disk like any other, and a name that climbed out of notes/ would have the export
 * move or remove a file elsewhere. A note with another name is exported again.
 */
function isNoteFileName(name: unknown): boolean {
  return typeof name === 'string' && /^[^/\\.][^/\\]*\.md$/.test(name);
}
