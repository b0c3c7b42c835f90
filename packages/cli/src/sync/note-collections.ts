// A note's collections, brought in step with those its file names in its front matter: each
// side's choices since their base are merged as sets (three-way), and a collection a file names
// that Mem lacks is made with --create-collections, else reported, with nothing changed.
import type { NoteFields } from '../folder-format/note-file.js';
import type { FolderFile } from './folder-files.js';
import { mergeSets } from './merge.js';
import type { SyncParts } from './sync-parts.js';

/**
 * Gives the note the collections the file and Mem each chose since their `base`, and returns the
 * note as Mem holds it after, and whether the file's list is to be kept as it is (it names a
 * collection Mem lacks, which is reported).
 */
export async function collectionsOf(
  { client, options, report, mem }: SyncParts,
  note: NoteFields & { content: string },
  file: FolderFile,
  base: readonly string[] | undefined,
): Promise<{ note: NoteFields & { content: string }; listKept: boolean }> {
  if (file.collections === undefined) return { note, listKept: false };
  const wanted: string[] = [];
  for (const title of file.collections) {
    const ids = mem.collectionsTitled(title);
    if (ids.length > 0) {
      wanted.push(...ids.slice(0, 1));
    } else if (options.createCollections === true) {
      const made = await mem.makeCollection(title);
      wanted.push(made);
      await report.tell({
        action: 'created collection',
        file: `notes/${file.name}`,
        id: made,
        detail: `“${title}”, which the file names`,
      });
    } else {
      await report.tell({
        action: 'unknown collection',
        file: `notes/${file.name}`,
        id: note.id,
        detail: `Mem has no collection “${title}”; --create-collections makes it`,
      });
      // The note's collections are left as they are, and the file's list as the file has it.
      return { note, listKept: true };
    }
  }
  const known = base ?? note.collection_ids.filter((id) => wanted.includes(id));
  const target = mergeSets(wanted, known, note.collection_ids);
  const adding = target.filter((id) => !note.collection_ids.includes(id));
  const removing = note.collection_ids.filter((id) => !target.includes(id));
  if (mem.scope !== undefined && !target.includes(mem.scope.id)) adding.push(mem.scope.id);
  for (const collection of adding) await client.collections.addNote(collection, note.id);
  for (const collection of removing) await client.collections.removeNote(collection, note.id);
  const after = adding.length + removing.length === 0 ? note : await client.notes.get(note.id);
  return { note: after, listKept: false };
}
