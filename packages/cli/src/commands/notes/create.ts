// `memai notes create [FILE|-]`: a note from a file or standard input; prints its id.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption, type OptionsOf } from '../../command.js';
import { createdNoteFields } from '../../json-fields.js';
import { readNoteText } from '../../io/input.js';
import { warn, write, writeJson } from '../../io/output.js';
import { uuid } from '../../values.js';

const declare = () =>
  new Command('create')
    .description('Create a note from a Markdown file or standard input, and print its id.')
    .argument('[file]', 'a Markdown file, or - for standard input (the default)')
    .option('--collection <title...>', 'file it in the collections with these titles')
    .option('--id <uuid>', 'the new note’s id (default: a new one)', uuid)
    .addOption(jsonOption())
    .addOption(fieldsOption(createdNoteFields))
    .addOption(baseUrlOption());

export function notesCreate() {
  return example(
    declare().action(createNote),
    'memai notes create meeting.md --collection Work',
    'echo "# Call Ada back" | memai notes create',
  );
}

async function createNote(file: string | undefined, options: OptionsOf<typeof declare>) {
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
