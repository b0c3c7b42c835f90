// `memai notes trash ID...`: notes into the trash, from which `notes restore` brings them back.
import { Command } from '@commander-js/extra-typings';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { noteReceiptFields } from '../../json-fields.js';
import { uuids } from '../../values.js';
import { eachNote } from './each-note.js';

export function notesTrash() {
  return example(
    new Command('trash')
      .description('Move notes to the trash; `memai notes restore` brings them back.')
      .argument('<id...>', 'the notes’ ids', uuids)
      .addOption(jsonOption())
      .addOption(fieldsOption(noteReceiptFields))
      .addOption(baseUrlOption())
      .action((ids, options) =>
        eachNote(options, ids, 'Trashed', (client, id) => client.notes.trash(id)),
      ),
    'memai notes trash 5e29c8a2-c73b-476b-9311-e2579712d4b1',
  );
}
