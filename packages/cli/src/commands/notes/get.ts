// `memai notes get ID`: a note's Markdown exactly as Mem holds it, or the whole note as JSON.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption, type OptionsOf } from '../../command.js';
import { noteFields } from '../../json-fields.js';
import { write, writeJson } from '../../io/output.js';
import { uuid } from '../../values.js';

const declare = () =>
  new Command('get')
    .description('Print a note’s Markdown exactly as Mem holds it, or the whole note with --json.')
    .argument('<id>', 'the note’s id', uuid)
    .addOption(jsonOption())
    .addOption(fieldsOption(noteFields))
    .addOption(baseUrlOption());

export function notesGet() {
  return example(
    declare().action(getNote),
    'memai notes get 5e29c8a2-c73b-476b-9311-e2579712d4b1 > note.md',
  );
}

async function getNote(id: string, options: OptionsOf<typeof declare>) {
  const client = await connect(options);
  const note = await client.notes.get(id);
  // Exactly the Markdown, with nothing added, so that `> note.md` makes a copy.
  await (options.json === true ? writeJson(note) : write(note.content));
}
