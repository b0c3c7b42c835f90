// `memai notes edit ID`: the person's own editor on the note; an edit is never lost, and never
// written over a change made meanwhile.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import {
  baseUrlOption,
  example,
  fieldsOption,
  jsonOption,
  type OptionsOf,
  unrunnableExample,
} from '../../command.js';
import { updatedNoteFields } from '../../json-fields.js';
import { CliError, describeFailure } from '../../errors.js';
import { writeFileAtomic } from '../../io/atomic-file.js';
import { editInEditor } from '../../io/editor.js';
import { tell, writeJson } from '../../io/output.js';
import { uuid } from '../../values.js';

const declare = () =>
  new Command('edit')
    .description(
      'Open a note in $VISUAL or $EDITOR and save it back; if the note changed meanwhile, your text is kept in a file and nothing is overwritten.',
    )
    .argument('<id>', 'the note’s id', uuid)
    .addOption(jsonOption())
    .addOption(fieldsOption(updatedNoteFields))
    .addOption(baseUrlOption());

export function notesEdit() {
  return example(
    declare().action(editNote),
    unrunnableExample(
      'EDITOR=nano memai notes edit 5e29c8a2-c73b-476b-9311-e2579712d4b1',
      'waits for a person to edit the note in nano',
    ),
  );
}

async function editNote(id: string, options: OptionsOf<typeof declare>) {
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
    const why =
      failure.kind === 'conflict'
        ? 'The note changed in Mem while you were editing it, so nothing was overwritten.'
        : failure.message;
    throw new CliError(
      `${why}\nYour text is in ${kept}; merge it and run \`memai notes update ${id} ${kept}\`.`,
      failure.kind,
    );
  }
}
