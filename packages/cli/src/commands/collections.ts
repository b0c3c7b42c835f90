// `memai collections …`: each function is one command; definitions/ declares their options.
import type { Collection, RequestReceipt } from 'memai-sdk';
import { connect, type GlobalOptions } from '../connection.js';
import { CliError } from '../errors.js';
import {
  shortTime,
  write,
  writeFields,
  writeJson,
  writeNdjson,
  writeTable,
  type Column,
} from '../output.js';
import { confirmOrRefuse } from '../prompts.js';
import { listing } from './listing.js';

const collectionColumns: Column<Collection>[] = [
  { header: 'ID', value: (collection) => collection.id },
  { header: 'NOTES', value: (collection) => String(collection.note_count) },
  { header: 'TITLE', value: (collection) => collection.title },
];

interface ListOptions extends GlobalOptions {
  orderBy: 'updated_at' | 'created_at';
  limit?: number;
  all?: boolean;
}

export async function listCollections(options: ListOptions) {
  const client = await connect(options);
  await listing(options, 'collections', collectionColumns, (limit) =>
    client.collections.list({ limit, order_by: options.orderBy }),
  );
}

export async function getCollection(options: GlobalOptions, id: string) {
  const client = await connect(options);
  const collection = await client.collections.get(id);
  if (options.json === true) return writeJson(collection);
  await writeFields([
    ['id', collection.id],
    ['title', collection.title],
    ['description', collection.description ?? ''],
    ['notes', String(collection.note_count)],
    ['created', shortTime(collection.created_at)],
    ['updated', shortTime(collection.updated_at)],
  ]);
}

interface CreateOptions extends GlobalOptions {
  description?: string;
  id?: string;
}

export async function createCollection(options: CreateOptions, title: string) {
  const client = await connect(options);
  const collection = await client.collections.create({
    title,
    description: options.description,
    id: options.id,
  });
  await (options.json === true ? writeJson(collection) : write(`${collection.id}\n`));
}

interface UpdateOptions extends GlobalOptions {
  title?: string;
  description?: string;
}

export async function updateCollection(options: UpdateOptions, id: string) {
  if (options.title === undefined && options.description === undefined) {
    throw new CliError('Nothing to change: give --title, --description or both.', 'usage');
  }
  const client = await connect(options);
  const collection = await client.collections.update(id, {
    title: options.title,
    description: options.description,
  });
  await (options.json === true ? writeJson(collection) : write(`${collection.id}\n`));
}

export async function deleteCollection(options: GlobalOptions & { yes?: boolean }, id: string) {
  await confirmOrRefuse(`Delete collection ${id}? Its notes stay.`, options.yes);
  const client = await connect(options);
  await done(options, `Deleted collection ${id}`, await client.collections.delete(id));
}

export async function searchCollections(options: GlobalOptions, query?: string) {
  const client = await connect(options);
  const found = await client.collections.search({ query });
  if (options.json === true) return writeNdjson(found.results);
  await writeTable(found.results, collectionColumns);
}

export async function addNote(options: GlobalOptions, collectionId: string, noteId: string) {
  const client = await connect(options);
  const receipt = await client.collections.addNote(collectionId, noteId);
  await done(options, `Added note ${noteId} to collection ${collectionId}`, receipt);
}

export async function removeNote(options: GlobalOptions, collectionId: string, noteId: string) {
  const client = await connect(options);
  const receipt = await client.collections.removeNote(collectionId, noteId);
  await done(options, `Removed note ${noteId} from collection ${collectionId}`, receipt);
}

export async function moveNote(
  options: GlobalOptions,
  fromId: string,
  noteId: string,
  toId: string,
) {
  const client = await connect(options);
  const receipt = await client.collections.moveNote(fromId, noteId, toId);
  await done(options, `Moved note ${noteId} from collection ${fromId} to ${toId}`, receipt);
}

/** Reports a change that answers only a receipt: a line for people, the receipt as JSON. */
function done(options: GlobalOptions, line: string, receipt: RequestReceipt) {
  return options.json === true ? writeJson(receipt) : write(`${line}\n`);
}
