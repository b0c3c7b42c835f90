// `memai notes update ID [FILE|-]`: replaces a note's Markdown, never over a change made since
// it was read.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption, type OptionsOf } from '../../command.js';
import { updatedNoteFields } from '../../json-fields.js';
import { readNoteText } from '../../io/input.js';
import { tell, write, writeJson } from '../../io/output.js';
import { count, uuid } from '../../values.js';

const declare = () =>
  new Command('update')
    .description(
      'Replace a note’s Markdown with a file or standard input. Without --version it never overwrites a change made since it read the note.',
    )
    .argument('<id>', 'the note’s id', uuid)
    .argument('[file]', 'a Markdown file, or - for standard input (the default)')
    .option(
      '--version <n>',
      'the version your text is based on; fails if it is not current',
      count(1),
    )
    .addOption(jsonOption())
    .addOption(fieldsOption(updatedNoteFields))
    .addOption(baseUrlOption());

export function notesUpdate() {
  return example(
    declare().action(updateNote),
    'memai notes update 5e29c8a2-c73b-476b-9311-e2579712d4b1 note.md',
  );
}

async function updateNote(
  id: string,
  file: string | undefined,
  options: OptionsOf<typeof declare>,
) {
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
