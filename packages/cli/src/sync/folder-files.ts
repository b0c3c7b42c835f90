// The note files of a synced folder as the sync reads them: each Markdown file of notes/ (not a
// hidden one, an editor's temporary file or a kept clash, which is only listed), read only once
// it has settled, so that a file an editor is still writing is never taken for the note's new
// text; and the one write the sync makes into a file it did not write itself, the new note's id
// into its front matter. As git's index does, a file whose size and modification time are those
// the record holds is not read at all: it has not changed since.
import { statSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readIfPresent } from '../folder-format/export-files.js';
import { splitFrontMatter, withFrontMatter } from '../folder-format/front-matter.js';
import { clashedNoteFile, isNoteFile } from '../folder-format/layout.js';
import { inLineEndingsOf, withLf } from '../folder-format/line-endings.js';
import { writeFileAtomic } from '../io/atomic-file.js';

/** A note's file as the folder holds it. */
export interface FolderFile {
  /** Its name in notes/. */
  name: string;
  /** All of its text. */
  text: string;
  /** Its front matter's fields. */
  fields: Record<string, unknown>;
  /** Its Markdown, after the front matter, with LF line endings whatever the file has. */
  body: string;
  /** The note it says it holds (front matter `id`), if any. */
  id: string | undefined;
  /** The collections it names by title (front matter `collections`), if it has the field. */
  collections: string[] | undefined;
  /** Its size and modification time as it was read. */
  stat: FileStat;
}

/** A file's size, and its modification time in milliseconds, as the record keeps them. */
export interface FileStat {
  size: number;
  mtime_ms: number;
}

/** A file the sync leaves alone this time, and why. */
export interface UnreadFile {
  name: string;
  why: string;
}

/** A clash an earlier run kept in a file of its own beside a note's file. */
export interface KeptClash {
  /** Its name in notes/. */
  name: string;
  /** The name of the note's file it was kept beside. */
  noteFile: string;
}

export interface FolderScan {
  files: FolderFile[];
  unread: UnreadFile[];
  /** The clashes kept beside note files, which nobody has settled (deleted) yet. */
  clashes: KeptClash[];
  /** The files left unread because their size and modification time are the recorded ones. */
  unchanged: Set<string>;
}

/** How long a file must have gone unchanged before it is read: an editor may still be writing. */
const settleMs = 1_000;
/** How long a run waits for a file that keeps changing before leaving it for the next run. */
const patienceMs = 5_000;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every note file of `notesDir`, and every clash kept there, sorted by name; none when the folder
 * does not exist. A file whose size and modification time are what `recorded` gives for its name
 * is only listed, in `unchanged`.
 */
export async function scanFolder(
  notesDir: string,
  recorded: (name: string) => FileStat | undefined = () => undefined,
): Promise<FolderScan> {
  const names = await readdir(notesDir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [] as string[];
    throw error;
  });
  const scan: FolderScan = { files: [], unread: [], clashes: [], unchanged: new Set() };
  for (const name of names.sort()) {
    const noteFile = clashedNoteFile(name);
    if (noteFile !== undefined) scan.clashes.push({ name, noteFile });
  }
  for (const name of names.filter(isNoteFile)) {
    const known = recorded(name);
    if (known !== undefined) {
      // Synchronous: ten thousand stats one by one through the thread pool take ten times longer.
      const now = statSync(join(notesDir, name), { throwIfNoEntry: false });
      if (now !== undefined && now.size === known.size && now.mtimeMs === known.mtime_ms) {
        scan.unchanged.add(name);
        continue;
      }
    }
    await readInto(scan, notesDir, name);
  }
  return scan;
}

/** Reads one note file into `scan`: as a file, or unread and why; nothing when it is gone. */
export async function readInto(scan: FolderScan, notesDir: string, name: string): Promise<void> {
  scan.unchanged.delete(name);
  const read = await readSettled(join(notesDir, name));
  if (read === 'gone') return;
  if (read === 'busy') {
    scan.unread.push({ name, why: 'it was still being written; the next run takes it' });
    return;
  }
  const file = parse(name, read.text, read.stat);
  if (file instanceof Error) scan.unread.push({ name, why: file.message });
  else scan.files.push(file);
}

/**
 * The size and time of a file as read, for the record to skip it next time; undefined while it
 * is too fresh to tell by: a change made within the same moment as the one read could leave both
 * the same, so such a file is read again until it is older (git's "racily clean" entries).
 */
export function settledStat(file: FolderFile): FileStat | undefined {
  return file.stat.mtime_ms <= Date.now() - racyMs ? file.stat : undefined;
}

/** How old a file's modification time must be for its size and time to tell it unchanged. */
const racyMs = 2_000;

/** A file's text once it has settled, 'busy' when it kept changing, 'gone' when it vanished. */
async function readSettled(
  path: string,
): Promise<{ text: string; stat: FileStat } | 'busy' | 'gone'> {
  const started = Date.now();
  for (;;) {
    const before = await stat(path).catch(() => undefined);
    if (before === undefined) return 'gone';
    const age = Date.now() - before.mtimeMs;
    if (age >= settleMs) {
      const text = await readIfPresent(path);
      if (text === undefined) return 'gone';
      const after = await stat(path).catch(() => undefined);
      // Unchanged while it was read: what was read is what the editor saved.
      if (after !== undefined && after.mtimeMs === before.mtimeMs && after.size === before.size) {
        return { text, stat: { size: after.size, mtime_ms: after.mtimeMs } };
      }
    }
    if (Date.now() - started > patienceMs) return 'busy';
    await new Promise((resolve) => setTimeout(resolve, Math.max(100, settleMs - age)));
  }
}

function parse(name: string, text: string, stat: FileStat): FolderFile | Error {
  let split;
  try {
    split = splitFrontMatter(text);
  } catch (error) {
    return error as Error;
  }
  const { fields, body } = split;
  const id = typeof fields['id'] === 'string' && uuid.test(fields['id']) ? fields['id'] : undefined;
  const named = fields['collections'];
  const collections = Array.isArray(named)
    ? named.filter((title): title is string => typeof title === 'string')
    : undefined;
  return { name, text, fields, body: withLf(body), id: id?.toLowerCase(), collections, stat };
}

/**
 * Writes `id` into the front matter of a file the reader made, before its note is created, so
 * that a run stopped after the create finds the note by it instead of making another. Returns
 * the file as written; undefined when the file changed since it was read (an editor saved it
 * meanwhile), which is then left for the next run.
 */
export async function writeIdInto(
  notesDir: string,
  file: FolderFile,
  id: string,
): Promise<FolderFile | undefined> {
  const path = join(notesDir, file.name);
  const text = inLineEndingsOf(
    file.text,
    withFrontMatter({ id, ...withoutId(file.fields) }, file.body),
  );
  if ((await readIfPresent(path)) !== file.text) return undefined;
  await writeFileAtomic(path, text);
  const written = await stat(path);
  return {
    ...file,
    text,
    fields: { id, ...withoutId(file.fields) },
    id,
    stat: { size: written.size, mtime_ms: written.mtimeMs },
  };
}

function withoutId(fields: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...fields };
  delete rest['id'];
  return rest;
}
