// `memai notes search QUERY`: notes by relevance to a query.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption, type OptionsOf } from '../../command.js';
import { noteItemFields } from '../../json-fields.js';
import { allOption, limitOption, printResults } from '../../io/listing.js';
import { uuids } from '../../values.js';
import { noteColumns } from './note-columns.js';

const declare = () =>
  new Command('search')
    .description('Find notes by relevance to a query.')
    .argument('<query>', 'what to look for')
    .option('--collection <id...>', 'only notes in any of these collections', uuids)
    .addOption(limitOption('results', 20))
    .addOption(allOption('every result, page after page'))
    .addOption(jsonOption())
    .addOption(fieldsOption(noteItemFields))
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
    // Mem's largest page of search results.
    limit: Math.min(options.all === true ? Infinity : options.limit, 50),
    filter_by_collection_ids: options.collection,
  });
  await printResults(options, 'No note matches.', noteColumns, results);
}
