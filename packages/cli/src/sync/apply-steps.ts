// A planned step carried out (plan.ts decides which): a note made of a new file, a file written
// for a new note, a note trashed or restored, a file moved aside, a note and its file reconciled
// (reconcile.ts). Each records what both sides then hold only once both hold it.
import { join } from 'node:path';
import { MemClient, type NoteListItem } from 'memai-sdk';
import { moveAside, readIfPresent } from '../folder-format/export-files.js';
import { inLineEndingsOf } from '../folder-format/line-endings.js';
import type { NoteFields } from '../folder-format/note-file.js';
import { writeFileAtomic } from '../io/atomic-file.js';
import { replaceIfUnchanged, syncedFileText } from './file-writes.js';
import { writeIdInto, type FolderFile } from './folder-files.js';
import { collectionsOf } from './note-collections.js';
import type { Step } from './plan.js';
import { reconcile } from './reconcile.js';
import type { SyncParts } from './sync-parts.js';

/** Carries out one note's step; `item` is what Mem lists of the note, when it does. */
export async function applyStep(
  parts: SyncParts,
  id: string | undefined,
  file: FolderFile | undefined,
  step: Step,
  item: NoteListItem | undefined,
): Promise<void> {
  switch (step.kind) {
    case 'in step':
      return;
    case 'reconcile':
      return reconcile(parts, required(id), required(file), step.changed, item);
    case 'create note':
      return createNote(parts, required(file), id);
    case 'create file':
      return createFile(parts, required(id), required(item));
    case 'trash note':
      return trashNote(parts, required(id));
    case 'remove file':
      return removeFile(parts, required(id), required(file), step.gone);
    case 'restore note':
      await parts.client.notes.restore(required(id));
      await parts.report.tell({
        action: 'restored note',
        file: `notes/${required(file).name}`,
        id: required(id),
        detail: 'it was in Mem’s trash, but its file was edited since: the edit wins',
      });
      return reconcile(parts, required(id), required(file), 'both', item);
    case 'recreate note':
      return createNote(parts, required(file), undefined, required(id));
    case 'restore file':
      return createFile(parts, required(id), required(item), 'restored');
    case 'forget':
      return parts.record.forget(required(id));
  }
}

/** A file that no note has yet (or one whose note was deleted in Mem): a note is made of it. */
async function createNote(
  parts: SyncParts,
  file: FolderFile,
  givenId: string | undefined,
  deletedId?: string,
): Promise<void> {
  const { layout, client, report, record, mem } = parts;
  if (file.body.trim() === '') {
    await report.tell({
      action: 'skipped',
      file: `notes/${file.name}`,
      id: null,
      detail: 'the file has no text, and Mem takes no empty note',
    });
    return;
  }
  // The id is in the file before the note is made: a run stopped after the create finds it.
  // Loaded only here: most runs make no note.
  const id = givenId ?? (await import('uuid')).v7();
  const withId = givenId !== undefined ? file : await writeIdInto(layout.notes, file, id);
  if (withId === undefined) {
    await report.tell({
      action: 'skipped',
      file: `notes/${file.name}`,
      id: null,
      detail: 'the file changed while the run read it; the next run takes it',
    });
    return;
  }
  let made: NoteFields & { content: string };
  try {
    made = await client.notes.create({
      id,
      content: withId.body,
      ...(mem.scope === undefined ? {} : { collection_ids: [mem.scope.id] }),
    });
  } catch (error) {
    // Made by a run that stopped before it could record it.
    if (!(MemClient.isApiError(error) && error.status === 409)) throw error;
    made = await client.notes.get(id);
  }
  const { note: final, listKept } = await collectionsOf(parts, made, withId, undefined);
  const textOf = (kept: boolean) =>
    syncedFileText(final, final.content, mem.titles, withId.fields, kept);
  const text = inLineEndingsOf(withId.text, textOf(listKept));
  if (text !== withId.text) await replaceIfUnchanged(layout.notes, withId.name, withId.text, text);
  record.names.keep(id, withId.name);
  await record.agree(final, withId.name, listKept ? textOf(false) : text);
  if (deletedId !== undefined) {
    await record.forget(deletedId);
    await report.tell({
      action: 'recreated note',
      file: `notes/${withId.name}`,
      id,
      detail: `note ${deletedId} was deleted in Mem, but its file was edited since: the edit wins, as a new note`,
    });
  } else {
    await report.tell({
      action: 'created note',
      file: `notes/${withId.name}`,
      id,
      detail: 'a new file: made a note of it',
    });
  }
}

/** A note the folder has no file for (new in Mem, or its file deleted after it changed). */
async function createFile(
  { layout, client, report, record, mem }: SyncParts,
  id: string,
  item: NoteListItem,
  how: 'created' | 'restored' = 'created',
): Promise<void> {
  // A first sync reads the new notes' Markdown in pages; else each note is read.
  const prefetched = mem.prefetched.get(id);
  const { note, content } =
    prefetched === undefined
      ? await client.notes.get(id).then((read) => ({ note: read, content: read.content }))
      : { note: item, content: prefetched };
  record.names.set(id, note.title);
  let name = record.names.nameOf(id);
  const taken = await readIfPresent(join(layout.notes, name));
  // A file of the reader's own under the same name is never replaced.
  if (taken !== undefined) name = `${name.slice(0, -'.md'.length)}-${id}.md`;
  const text = syncedFileText(note, content, mem.titles, {});
  await writeFileAtomic(join(layout.notes, name), text);
  await record.agree({ ...note, content }, name, text);
  await report.tell(
    how === 'created'
      ? {
          action: 'created file',
          file: `notes/${name}`,
          id,
          detail: 'a new note in Mem: wrote its file',
        }
      : {
          action: 'restored file',
          file: `notes/${name}`,
          id,
          detail: 'its file was deleted, but the note changed in Mem since: the edit wins',
        },
  );
}

/** The file was deleted and the note did not change since: to Mem's trash, where it can be restored. */
async function trashNote({ client, report, record }: SyncParts, id: string): Promise<void> {
  const entry = record.state.notes.get(id);
  await client.notes.trash(id);
  await record.forget(id);
  await report.tell({
    action: 'trashed note',
    file: entry === undefined ? null : `notes/${entry.file}`,
    id,
    detail: 'its file was deleted: the note is in Mem’s trash, from where it can be restored',
  });
}

/** The note left Mem and its file did not change since: the file moves to .memai/removed/. */
async function removeFile(
  { layout, report, record }: SyncParts,
  id: string,
  file: FolderFile,
  gone: 'trashed' | 'deleted',
): Promise<void> {
  const path = join(layout.notes, file.name);
  // Changed since it was read: the edit wins, in the next run.
  if ((await readIfPresent(path)) !== file.text) return;
  await moveAside(path, layout.removed);
  await record.forget(id);
  await report.tell({
    action: 'removed file',
    file: `notes/${file.name}`,
    id,
    detail: `the note was ${gone === 'trashed' ? 'moved to the trash' : 'deleted'} in Mem: its file is in .memai/removed/`,
  });
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('A sync step lacks what its kind needs.');
  return value;
}
