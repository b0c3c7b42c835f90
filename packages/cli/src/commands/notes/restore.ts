// `memai notes restore ID...`: notes back from the trash.
import { Command } from '@commander-js/extra-typings';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { noteReceiptFields } from '../../json-fields.js';
import { uuids } from '../../values.js';
import { eachNote } from './each-note.js';

export function notesRestore() {
  return example(
    new Command('restore')
      .description('Bring notes back from the trash.')
      .argument('<id...>', 'the notes’ ids', uuids)
      .addOption(jsonOption())
      .addOption(fieldsOption(noteReceiptFields))
      .addOption(baseUrlOption())
      .action((ids, options) =>
        eachNote(options, ids, 'Restored', (client, id) => client.notes.restore(id)),
      ),
    'memai notes restore 5e29c8a2-c73b-476b-9311-e2579712d4b1',
  );
}
