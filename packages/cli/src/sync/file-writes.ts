// What the sync writes into a note's file, and how it writes it without taking a text from the
// reader: the file as the export writes it, with the fields of the reader's own kept, replaced only
// while it still holds what the run read.
import { join } from 'node:path';
import { readIfPresent } from '../folder-format/export-files.js';
import { splitFrontMatter, withFrontMatter } from '../folder-format/front-matter.js';
import { noteFileText, type NoteFields } from '../folder-format/note-file.js';
import { writeFileAtomic } from '../io/atomic-file.js';

/** The fields that list a note's collections, which a file naming an unknown one keeps. */
const listFields = new Set(['collections', 'collection_ids']);

/** The fields of the front matter the export writes; any other is the reader's own. */
const exportFields = new Set([
  'id',
  'title',
  'created_at',
  'updated_at',
  'collections',
  'collection_ids',
  'trashed_at',
]);

/**
 * A note's file as the export writes it, with the collections named by `titles`, keeping any
 * field of the reader's own that the file's front matter (`fields`) has besides the export's;
 * with `listKept`, the file's own list of collections too.
 */
export function syncedFileText(
  note: NoteFields,
  content: string,
  titles: ReadonlyMap<string, string>,
  fields: Record<string, unknown>,
  listKept = false,
): string {
  const text = noteFileText(note, titles, content);
  const own = Object.entries(fields).filter(
    ([name]) => !exportFields.has(name) || (listKept && listFields.has(name)),
  );
  if (own.length === 0) return text;
  const { fields: written, body } = splitFrontMatter(text);
  return withFrontMatter({ ...written, ...Object.fromEntries(own) }, body);
}

/**
 * Replaces the file `name` of `notesDir` while it still holds `expected`; false, changing
 * nothing, when it holds anything else (an editor saved it meanwhile), which is then the next
 * run's to take.
 */
export async function replaceIfUnchanged(
  notesDir: string,
  name: string,
  expected: string,
  text: string,
): Promise<boolean> {
  const path = join(notesDir, name);
  if ((await readIfPresent(path)) !== expected) return false;
  await writeFileAtomic(path, text);
  return true;
}
