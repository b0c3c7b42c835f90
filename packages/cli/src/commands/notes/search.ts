// `memai notes search QUERY`: notes by relevance to a query.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, jsonOption, type OptionsOf } from '../../command.js';
import { tell, writeNdjson, writeTable } from '../../io/output.js';
import { count, uuids } from '../../values.js';
import { noteColumns } from './note-columns.js';

const declare = () =>
  new Command('search')
    .description('Find notes by relevance to a query.')
    .argument('<query>', 'what to look for')
    .option('--collection <id...>', 'only notes in any of these collections', uuids)
    .option('--limit <n>', 'print at most this many results (1-100)', count(1, 100), 20)
    .addOption(jsonOption())
    .addOption(baseUrlOption());

export function notesSearch() {
  return example(
    declare().action(searchNotes),
    'memai notes search "quarterly planning" --limit 5',
  );
}

async function searchNotes(query: string, options: OptionsOf<typeof declare>) {
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
