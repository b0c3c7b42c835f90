// `memai notes list`: notes, most recently changed first, a page or all of them.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import {
  baseUrlOption,
  example,
  fieldsOption,
  jsonOption,
  orderByOption,
  type OptionsOf,
} from '../../command.js';
import { noteItemFields } from '../../json-fields.js';
import { allOption, limitOption, listing } from '../../io/listing.js';
import { dateTime, uuid } from '../../values.js';
import { noteColumns } from './note-columns.js';

const declare = () =>
  new Command('list')
    .description('List notes, most recently changed first.')
    .option('--collection <id>', 'only notes in this collection', uuid)
    .option('--created-after <time>', 'only notes created at or after this time', dateTime)
    .option('--created-before <time>', 'only notes created at or before this time', dateTime)
    .option('--updated-after <time>', 'only notes changed at or after this time', dateTime)
    .option('--updated-before <time>', 'only notes changed at or before this time', dateTime)
    .addOption(orderByOption())
    .addOption(limitOption('notes', 50))
    .addOption(allOption('every note, page after page'))
    .addOption(jsonOption())
    .addOption(fieldsOption(noteItemFields))
    .addOption(baseUrlOption());

export function notesList() {
  return example(
    declare().action(listNotes),
    'memai notes list --collection 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b --limit 10',
    'memai notes list --limit 500 > recent.tsv',
    'memai notes list --all --json | jq -r .title',
  );
}

async function listNotes(options: OptionsOf<typeof declare>) {
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
