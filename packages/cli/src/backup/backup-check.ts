// What `memai verify` checks of a backup: offline, that every file is what the export wrote; and
// against Mem, that every note Mem has is in the backup as Mem holds it, and nothing else is.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient } from 'memai-sdk';
import type { Progress } from '../io/progress.js';
import { readIfPresent } from '../folder-format/export-files.js';
import { collectionsOfMem } from '../folder-format/collections-file.js';
import { loadExportState } from '../folder-format/export-state.js';
import { splitFrontMatter, type SplitFile } from '../folder-format/front-matter.js';
import { isNoteFile, type BackupLayout } from '../folder-format/layout.js';
import { withLf } from '../folder-format/line-endings.js';
import { holdsWhatWasWritten, noteFileText, type NoteFields } from '../folder-format/note-file.js';

export type Problem =
  /** A note's file is not there. */
  | 'missing'
  /** The file is not what the export wrote (offline). */
  | 'edited'
  /** The file does not hold the note as Mem does (against Mem). */
  | 'differs'
  /** A file no note was exported to. */
  | 'unknown'
  /** A file whose front matter cannot be read. */
  | 'unreadable'
  /** A file of a note Mem does not have. */
  | 'not_in_mem'
  /** A second file of one note. */
  | 'duplicate';

export interface Difference {
  problem: Problem;
  /** The file, relative to the backup's folder, with `/`; null for a note that has none. */
  file: string | null;
  /** The note's id, when known. */
  id: string | null;
  /** What is wrong, for people. */
  detail: string;
}

export interface CheckResult {
  /** How many notes the check covered. */
  notes: number;
  differences: Difference[];
}

/** Mem's largest page: a check of N notes lists them in about N/100 requests. */
const pageSize = 100;

/**
 * Whether every file the export wrote is there, readable and unchanged; nothing asked of Mem. The
 * folder must have the export's record (verify-run.ts makes sure).
 */
export async function checkOffline(layout: BackupLayout): Promise<CheckResult> {
  const state = await loadExportState(layout);
  const differences: Difference[] = [];
  const known = new Set<string>();
  for (const [id, entry] of state.notes) {
    known.add(entry.file);
    const file = notePath(entry.file);
    const text = await readIfPresent(join(layout.notes, entry.file));
    const split = text === undefined ? undefined : readable(text);
    if (text === undefined) {
      differences.push({ problem: 'missing', file, id, detail: 'the file is gone' });
    } else if (split instanceof Error) {
      differences.push({ problem: 'unreadable', file, id, detail: split.message });
    } else if (!holdsWhatWasWritten(text, entry.written)) {
      differences.push({
        problem: 'edited',
        file,
        id,
        detail: 'the file is not what the export wrote: it changed since',
      });
    }
  }
  for (const name of await noteFiles(layout)) {
    if (known.has(name)) continue;
    differences.push({
      problem: 'unknown',
      file: notePath(name),
      id: null,
      detail: 'no note was exported to this file',
    });
  }
  if ((await readIfPresent(layout.collections)) === undefined) {
    differences.push({
      problem: 'missing',
      file: 'collections.json',
      id: null,
      detail: 'the file is gone',
    });
  }
  return { notes: state.notes.size, differences: sorted(differences) };
}

interface BackupFile {
  name: string;
  text: string;
  split: SplitFile;
}

/**
 * Whether the backup holds every note Mem lists, as Mem holds it, and only those (with
 * `includeTrashed`, notes in Mem's trash too). Reads Mem's notes with their Markdown in pages of
 * 100 and asks nothing of Mem per note, except of files whose note Mem does not list when
 * `includeTrashed` asks whether it is in the trash.
 */
export async function checkAgainstMem(
  layout: BackupLayout,
  client: MemClient,
  progress: Progress,
  includeTrashed: boolean,
): Promise<CheckResult> {
  const differences: Difference[] = [];
  const { collections, text } = await collectionsOfMem(client);
  const titles = new Map(collections.map(({ id, title }) => [id, title]));
  const listedCollections = await readIfPresent(layout.collections);
  if (listedCollections === undefined) {
    differences.push({
      problem: 'missing',
      file: 'collections.json',
      id: null,
      detail: 'the file is gone',
    });
  } else if (listedCollections !== text) {
    differences.push({
      problem: 'differs',
      file: 'collections.json',
      id: null,
      detail: 'the collections differ from Mem’s',
    });
  }

  const byId = new Map<string, BackupFile>();
  for (const name of await noteFiles(layout)) {
    const text = (await readIfPresent(join(layout.notes, name))) ?? '';
    const split = readable(text);
    const file = notePath(name);
    if (split instanceof Error) {
      differences.push({ problem: 'unreadable', file, id: null, detail: split.message });
      continue;
    }
    const id = split.fields['id'];
    if (typeof id !== 'string') {
      differences.push({
        problem: 'unknown',
        file,
        id: null,
        detail: 'its front matter has no id',
      });
      continue;
    }
    const first = byId.get(id);
    if (first !== undefined) {
      differences.push({
        problem: 'duplicate',
        file,
        id,
        detail: `${notePath(first.name)} is a file of this note too`,
      });
      continue;
    }
    byId.set(id, { name, text, split });
  }

  let notes = 0;
  const compare = (note: NoteFields, content: string, found: BackupFile | undefined) => {
    notes += 1;
    if (found === undefined) {
      differences.push({
        problem: 'missing',
        file: null,
        id: note.id,
        detail: `Mem has “${note.title}”; the backup has no file for it`,
      });
      return;
    }
    const expected = noteFileText(note, titles, content);
    // A file an editor saved with CRLF holds what Mem holds.
    if (withLf(found.text) === withLf(expected)) return;
    differences.push({
      problem: 'differs',
      file: notePath(found.name),
      id: note.id,
      detail: `${whatDiffers(found.split, splitFrontMatter(expected))} from Mem’s`,
    });
  };
  // A backup of one collection (`memai export --collection`) is checked against that collection.
  const scope = (await loadExportState(layout)).collection;
  let page: Awaited<ReturnType<MemClient['notes']['list']>> | null = await client.notes.list({
    limit: pageSize,
    include_note_content: true,
    collection_id: scope?.id,
  });
  progress.total(page.total);
  while (page !== null) {
    for (const note of page.results) {
      compare(note, note.content ?? '', byId.get(note.id));
      byId.delete(note.id);
      progress.advance();
    }
    page = await page.nextPage();
  }
  for (const [id, found] of byId) {
    if (includeTrashed) {
      const note = await client.notes.get(id).catch((error: unknown) => {
        if (MemClient.isApiError(error) && error.status === 404) return undefined;
        throw error;
      });
      if (note !== undefined && (scope === undefined || note.collection_ids.includes(scope.id))) {
        compare(note, note.content, found);
        continue;
      }
    }
    differences.push({
      problem: 'not_in_mem',
      file: notePath(found.name),
      id,
      detail:
        scope !== undefined
          ? `Mem does not list this note in the collection “${scope.title}”`
          : includeTrashed
            ? 'Mem does not have this note'
            : 'Mem does not list this note: it was deleted, or is in the trash (--include-trashed checks the trash)',
    });
  }
  return { notes, differences: sorted(differences) };
}

/** The Markdown files of the backup's notes/ folder. */
async function noteFiles(layout: BackupLayout): Promise<string[]> {
  const names = await readdir(layout.notes).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return names.filter(isNoteFile).sort();
}

function notePath(name: string): string {
  return `notes/${name}`;
}

function readable(text: string): SplitFile | Error {
  try {
    return splitFrontMatter(text);
  } catch (error) {
    return error as Error;
  }
}

/** Names what differs between a file and what Mem's note would make of it: fields, then body. */
function whatDiffers(file: SplitFile, expected: SplitFile): string {
  const names = [...new Set([...Object.keys(expected.fields), ...Object.keys(file.fields)])];
  const parts = names.filter(
    (name) => JSON.stringify(file.fields[name]) !== JSON.stringify(expected.fields[name]),
  );
  if (file.body !== expected.body) parts.push('body');
  if (parts.length === 0) return 'its front matter is written differently';
  return `${parts.join(', ')} ${parts.length === 1 ? 'differs' : 'differ'}`;
}

function sorted(differences: Difference[]): Difference[] {
  const key = (difference: Difference) => `${difference.file ?? '~'} ${difference.id ?? ''}`;
  return differences.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
