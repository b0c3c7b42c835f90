// DIR/collections.json: every collection of the Mem a backup was taken from, with its id, title,
// description and times, sorted by id. `memai export` writes it, `memai verify` compares it with
// Mem, and `memai import` makes the collections Mem lacks from it.
import type { Collection, MemClient } from 'memai-sdk';
import { readIfPresent } from './export-files.js';
import type { BackupLayout } from './layout.js';

/** A collection as the file holds it. */
export type BackedUpCollection = Pick<
  Collection,
  'id' | 'title' | 'description' | 'created_at' | 'updated_at'
>;

/** Mem's collections, a hundred a request, and the file's text for them. */
export async function collectionsOfMem(client: MemClient) {
  const collections: BackedUpCollection[] = [];
  for await (const { id, title, description, created_at, updated_at } of client.collections.list({
    limit: 100,
  })) {
    collections.push({ id, title, description, created_at, updated_at });
  }
  collections.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { collections, text: `${JSON.stringify(collections, null, 2)}\n` };
}

/** The collections a backup holds; none when it has no collections.json (any Markdown folder). */
export async function readCollectionsFile(layout: BackupLayout): Promise<BackedUpCollection[]> {
  const text = await readIfPresent(layout.collections);
  // The shape is the one collectionsOfMem writes.
  return text === undefined ? [] : (JSON.parse(text) as BackedUpCollection[]);
}
