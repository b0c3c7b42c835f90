// `memai notes related ID`: the notes closest in meaning to one note.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, jsonOption, type OptionsOf } from '../../command.js';
import { writeNdjson, writeTable } from '../../io/output.js';
import { count, uuid } from '../../values.js';

const declare = () =>
  new Command('related')
    .description('Find the notes closest in meaning to one note.')
    .argument('<id>', 'the note’s id', uuid)
    .option('--limit <n>', 'how many (1-20)', count(1, 20))
    .addOption(jsonOption())
    .addOption(baseUrlOption());

export function notesRelated() {
  return example(
    declare().action(relatedNotes),
    'memai notes related 5e29c8a2-c73b-476b-9311-e2579712d4b1 --limit 3',
  );
}

async function relatedNotes(id: string, options: OptionsOf<typeof declare>) {
  const client = await connect(options);
  const related = await client.notes.related(id, { limit: options.limit });
  if (options.json === true) return writeNdjson(related.results);
  await writeTable(related.results, [
    { header: 'ID', value: (note) => note.id },
    { header: 'SCORE', value: (note) => note.score?.toFixed(2) ?? '' },
    { header: 'TITLE', value: (note) => note.title },
  ]);
}
