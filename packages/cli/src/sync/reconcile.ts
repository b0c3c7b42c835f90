// A note and its file brought to one text: Mem's Markdown is merged with the file's from their
// base (merge.ts), and written to Mem and to the file where it differs; likewise the collections.
// A clash leaves Mem's text in both and keeps the file's in a file of its own beside it.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient, type NoteListItem } from 'memai-sdk';
import { readIfPresent } from '../folder-format/export-files.js';
import { conflictFileName } from '../folder-format/layout.js';
import { inLineEndingsOf, withLf } from '../folder-format/line-endings.js';
import { holdsWhatWasWritten, type NoteFields } from '../folder-format/note-file.js';
import { writeFileAtomic } from '../io/atomic-file.js';
import { replaceIfUnchanged, syncedFileText } from './file-writes.js';
import type { FolderFile } from './folder-files.js';
import { mergeLines, type Merged } from './merge.js';
import { collectionsOf } from './note-collections.js';
import { outcomeOf } from './report.js';
import type { SyncParts } from './sync-parts.js';

const details = {
  conflict:
    'both sides changed the same lines: Mem’s text is in the note and its file, the file’s is kept beside it',
  pulled: 'changed in Mem: written to the file',
  pushed: 'changed in the file: written to Mem',
  merged: 'changed on both sides, in different lines: both edits kept, on both sides',
  adopted: 'the file and the note are one note now',
};

/**
 * Brings the note `id` and its file to one text, Mem's written at the version this pass read
 * (`item`, when it read the note whole), again after a version conflict.
 */
export async function reconcile(
  parts: SyncParts,
  id: string,
  file: FolderFile,
  changed: 'file' | 'mem' | 'both' | 'unknown',
  item: NoteListItem | undefined,
): Promise<void> {
  const { layout, report, record, mem } = parts;
  if (file.body.trim() === '') {
    await report.tell({
      action: 'skipped',
      file: `notes/${file.name}`,
      id,
      detail:
        'the file has no text, and Mem takes no empty note: delete the file to send the note to the trash',
    });
    return;
  }
  const entry = record.state.notes.get(id);
  const agreedBody = entry?.sync === undefined ? undefined : await record.bases.read(id);
  const fileUnchanged = entry !== undefined && holdsWhatWasWritten(file.text, entry.written);
  const memUnchanged =
    entry !== undefined && item !== undefined && item.updated_at === entry.updated_at;
  let merged: Merged = { clean: true, text: file.body };
  let memBefore = file.body;
  const mergeWith = (memBody: string) => {
    memBefore = memBody;
    // A backup's note has no base on record: the side that did not change since is one.
    const base = agreedBody ?? (fileUnchanged ? file.body : memUnchanged ? memBody : undefined);
    merged =
      base === undefined
        ? file.body === withLf(memBody)
          ? { clean: true, text: memBody }
          : { clean: false }
        : mergeLines(file.body, base, memBody);
    return merged.clean ? merged.text : memBody;
  };
  const note = await writeMerged(parts, id, mergeWith);
  const { note: final, listKept } = await collectionsOf(
    parts,
    note,
    file,
    entry?.sync?.collection_ids,
  );
  const textOf = (kept: boolean) =>
    syncedFileText(final, final.content, mem.titles, file.fields, kept);
  const fileText = inLineEndingsOf(file.text, textOf(listKept));
  const outcome: Merged = merged;
  if (!outcome.clean) await keepClash(layout.notes, file);
  if (
    fileText !== file.text &&
    !(await replaceIfUnchanged(layout.notes, file.name, file.text, fileText))
  ) {
    await report.tell({
      action: 'skipped',
      file: `notes/${file.name}`,
      id,
      detail: 'the file changed while the run read Mem; the next run takes the new text',
    });
    return;
  }
  // A list kept for an unknown title is no agreement: the next run looks at the file again.
  await record.agree(final, file.name, listKept ? textOf(false) : fileText);
  const action = !outcome.clean
    ? 'conflict'
    : outcomeOf(file.body, memBefore, final.content, changed);
  await report.tell({ action, file: `notes/${file.name}`, id, detail: details[action] });
}

/**
 * Writes to Mem what `mergeWith` makes of the note's Markdown: from the note as this pass read
 * it, when it did, with its version; else, or when someone wrote to it since, by notes.edit,
 * which reads it and tries again on a version conflict. Writes nothing when nothing changes.
 */
async function writeMerged(
  { client, mem }: SyncParts,
  id: string,
  mergeWith: (memBody: string) => string,
): Promise<NoteFields & { content: string }> {
  const read = mem.read.get(id);
  if (read !== undefined) {
    const text = mergeWith(read.content);
    if (text === read.content) return read;
    try {
      return await client.notes.update(id, { content: text, version: read.version });
    } catch (error) {
      if (!(MemClient.isApiError(error) && error.status === 409)) throw error;
    }
  }
  return client.notes.edit(id, mergeWith);
}

/** Keeps the file's text of a clash in a file of its own beside it, once. */
async function keepClash(notesDir: string, file: FolderFile): Promise<void> {
  const names = await readdir(notesDir);
  const stem = file.name.slice(0, -'.md'.length);
  for (const name of names.filter((other) => other.startsWith(`${stem}.conflict-`))) {
    if ((await readIfPresent(join(notesDir, name))) === file.text) return;
  }
  await writeFileAtomic(join(notesDir, conflictFileName(file.name, new Date())), file.text);
}
