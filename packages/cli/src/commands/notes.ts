// `memai notes …`: each function is one command; definitions/ declares their options.
import type { MemClient, NoteListItem, RequestReceipt } from 'memai-sdk';
import { writeFileAtomic } from '../atomic-file.js';
import { connect, type GlobalOptions } from '../connection.js';
import { editInEditor } from '../editor.js';
import { CliError, describeFailure, perItemFailure, type FailureKind } from '../errors.js';
import { readNoteText } from '../input.js';
import {
  shortTime,
  tell,
  warn,
  write,
  writeJson,
  writeNdjson,
  writeTable,
  type Column,
} from '../output.js';
import { confirmOrRefuse } from '../prompts.js';
import { listing } from './listing.js';

const noteColumns: Column<NoteListItem>[] = [
  { header: 'ID', value: (note) => note.id },
  { header: 'UPDATED', value: (note) => shortTime(note.updated_at) },
  { header: 'TITLE', value: (note) => note.title },
];

interface ListOptions extends GlobalOptions {
  collection?: string;
  createdAfter?: string;
  createdBefore?: string;
  updatedAfter?: string;
  updatedBefore?: string;
  orderBy: 'updated_at' | 'created_at';
  limit?: number;
  all?: boolean;
}

export async function listNotes(options: ListOptions) {
  const client = await connect(options);
  await listing(options, 'notes', noteColumns, (limit) =>
    client.notes.list({
      limit,
      order_by: options.orderBy,
      collection_id: options.collection,
      filter_by_created_after: options.createdAfter,
      filter_by_created_before: options.createdBefore,
      filter_by_updated_after: options.updatedAfter,
      filter_by_updated_before: options.updatedBefore,
    }),
  );
}

export async function getNote(options: GlobalOptions, id: string) {
  const client = await connect(options);
  const note = await client.notes.get(id);
  // Exactly the Markdown, with nothing added, so that `> note.md` makes a copy.
  await (options.json === true ? writeJson(note) : write(note.content));
}

interface CreateOptions extends GlobalOptions {
  collection?: string[];
  id?: string;
}

export async function createNote(options: CreateOptions, file?: string) {
  const content = await readNoteText(file);
  const client = await connect(options);
  const note = await client.notes.create({
    content,
    id: options.id,
    collection_titles: options.collection,
  });
  await (options.json === true ? writeJson(note) : write(`${note.id}\n`));
  // Mem files a note only in collections that exist, and ignores other titles without a word.
  const asked = new Set(options.collection?.map((title) => title.toLowerCase())).size;
  if (note.collection_ids.length < asked) {
    warn(
      `Mem filed the note in ${note.collection_ids.length} of the ${asked} collections named: a title no collection has is ignored (\`memai collections create TITLE\` makes one).`,
    );
  }
}

interface UpdateOptions extends GlobalOptions {
  version?: number;
}

export async function updateNote(options: UpdateOptions, id: string, file?: string) {
  const content = await readNoteText(file);
  const client = await connect(options);
  const updated =
    options.version === undefined
      ? // Reads the note and writes with the version it read: a change made in between is a
        // conflict, not overwritten; unchanged text writes nothing.
        await client.notes.edit(id, () => content, { maxAttempts: 1 })
      : await client.notes.update(id, { content, version: options.version });
  if (options.json === true) return writeJson(updated);
  await write(`${updated.id}\n`);
  tell(`Note ${updated.id} is at version ${updated.version}.`);
}

export async function editNote(options: GlobalOptions, id: string) {
  const client = await connect(options);
  const note = await client.notes.get(id);
  const edited = await editInEditor(note.content, `${note.id}.md`);
  if (edited === note.content) {
    tell('No change: nothing was written.');
    return;
  }
  if (edited.trim() === '')
    throw new CliError('The note is empty now; Mem keeps no blank note, so nothing was written.');
  try {
    const updated = await client.notes.update(id, { content: edited, version: note.version });
    if (options.json === true) return writeJson(updated);
    tell(`Saved: note ${updated.id} is at version ${updated.version}.`);
  } catch (error) {
    // Whatever went wrong, the person's edit is not lost.
    const kept = `memai-edit-${note.id}-${Date.now()}.md`;
    await writeFileAtomic(kept, edited);
    const failure = await describeFailure(error);
    const why = isVersionConflict(error)
      ? 'The note changed in Mem while you were editing it, so nothing was overwritten.'
      : failure.message;
    throw new CliError(
      `${why}\nYour text is in ${kept}; merge it and run \`memai notes update ${id} ${kept}\`.`,
      failure.kind,
    );
  }
}

interface SearchOptions extends GlobalOptions {
  collection?: string[];
  limit: number;
}

export async function searchNotes(options: SearchOptions, query: string) {
  const client = await connect(options);
  const results = client.notes.search({
    query,
    limit: Math.min(options.limit, 50),
    filter_by_collection_ids: options.collection,
  });
  const found = take(results, options.limit);
  if (options.json === true) return writeNdjson(found);
  if ((await writeTable(found, noteColumns)) === 0) tell('No note matches.');
}

interface RelatedOptions extends GlobalOptions {
  limit?: number;
}

export async function relatedNotes(options: RelatedOptions, id: string) {
  const client = await connect(options);
  const related = await client.notes.related(id, { limit: options.limit });
  if (options.json === true) return writeNdjson(related.results);
  await writeTable(related.results, [
    { header: 'ID', value: (note) => note.id },
    { header: 'SCORE', value: (note) => note.score?.toFixed(2) ?? '' },
    { header: 'TITLE', value: (note) => note.title },
  ]);
}

export function trashNotes(options: GlobalOptions, ids: string[]) {
  return eachNote(options, ids, 'Trashed', (client, id) => client.notes.trash(id));
}

export function restoreNotes(options: GlobalOptions, ids: string[]) {
  return eachNote(options, ids, 'Restored', (client, id) => client.notes.restore(id));
}

export async function deleteNotes(options: GlobalOptions & { yes?: boolean }, ids: string[]) {
  const what = ids.length === 1 ? `note ${ids[0]}` : `${ids.length} notes`;
  await confirmOrRefuse(`Delete ${what} for good?`, options.yes);
  await eachNote(options, ids, 'Deleted', (client, id) => client.notes.delete(id));
}

/**
 * Runs one call for each id, in order, going on past failures; says what happened to each, and
 * fails with the first failure's exit code when any failed.
 */
async function eachNote(
  options: GlobalOptions,
  ids: string[],
  done: string,
  call: (client: MemClient, id: string) => Promise<RequestReceipt>,
) {
  const client = await connect(options);
  let firstFailure: FailureKind | undefined;
  for (const id of ids) {
    try {
      const receipt = await call(client, id);
      await (options.json === true ? writeNdjson([{ id, ...receipt }]) : write(`${done} ${id}\n`));
    } catch (error) {
      // Ctrl-C, a refused key, a used-up quota or an outage stop the batch: the next id would
      // fail the same way.
      const failure = await perItemFailure(error);
      if (failure === undefined) throw error;
      firstFailure ??= failure.kind;
      tell(`${id}: ${failure.message}`);
    }
  }
  if (firstFailure !== undefined) {
    throw new CliError(`Some notes were not changed; see above.`, firstFailure);
  }
}

function isVersionConflict(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === 'version_conflict';
}

/** The first `limit` items of a listing, fetching no page beyond them. */
async function* take<Item>(items: AsyncIterable<Item>, limit: number): AsyncGenerator<Item> {
  if (limit <= 0) return;
  let count = 0;
  for await (const item of items) {
    yield item;
    count += 1;
    if (count >= limit) return;
  }
}
