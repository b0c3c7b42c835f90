// `memai notes append ID [FILE|-]`: text added at the end of a note.
import { Command } from '@commander-js/extra-typings';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { updatedNoteFields } from '../../json-fields.js';
import { uuid } from '../../values.js';
import { appended } from '../../note-additions.js';
import { addText } from './add-text.js';

export function notesAppend() {
  return example(
    new Command('append')
      .description(
        'Add text from a file or standard input at the end of a note, as lines of their own. The note is read and written back with its version, again if someone wrote to it in between, so nothing written meanwhile is lost.',
      )
      .argument('<id>', 'the note’s id', uuid)
      .argument('[file]', 'a Markdown file, or - for standard input (the default)')
      .addOption(jsonOption())
      .addOption(fieldsOption(updatedNoteFields))
      .addOption(baseUrlOption())
      .action((id, file, options) => addText(id, file, options, appended)),
    'date "+- %H:%M called Ada back" | memai notes append 5e29c8a2-c73b-476b-9311-e2579712d4b1',
  );
}
