// `memai notes related ID`: the notes closest in meaning to one note.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption, type OptionsOf } from '../../command.js';
import { relatedNoteFields } from '../../json-fields.js';
import type { RelatedNote } from 'memai-sdk';
import { allOption, limitOption, printResults } from '../../io/listing.js';
import type { Column } from '../../io/output.js';
import { uuid } from '../../values.js';

const declare = () =>
  new Command('related')
    .description('Find the notes closest in meaning to one note.')
    .argument('<id>', 'the note’s id', uuid)
    .addOption(limitOption('notes', 10))
    .addOption(allOption('every related note Mem finds (at most 20)'))
    .addOption(jsonOption())
    .addOption(fieldsOption(relatedNoteFields))
    .addOption(baseUrlOption());

export function notesRelated() {
  return example(
    declare().action(relatedNotes),
    'memai notes related 5e29c8a2-c73b-476b-9311-e2579712d4b1 --limit 3',
  );
}

async function relatedNotes(id: string, options: OptionsOf<typeof declare>) {
  const client = await connect(options);
  // Mem finds at most this many related notes, in one answer.
  const most = 20;
  const related = await client.notes.related(id, {
    limit: Math.min(options.all === true ? most : options.limit, most),
  });
  await printResults(options, 'No related notes.', relatedColumns, related.results);
}

const relatedColumns: Column<RelatedNote>[] = [
  { header: 'ID', value: (note) => note.id },
  { header: 'SCORE', value: (note) => note.score?.toFixed(2) ?? '' },
  { header: 'TITLE', value: (note) => note.title },
];
