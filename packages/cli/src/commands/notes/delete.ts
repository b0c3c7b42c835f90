// `memai notes delete ID...`: notes deleted for good, after asking (or with --yes).
import { Command } from '@commander-js/extra-typings';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { noteReceiptFields } from '../../json-fields.js';
import { confirmOrRefuse } from '../../io/prompts.js';
import { uuids } from '../../values.js';
import { eachNote } from './each-note.js';

export function notesDelete() {
  return example(
    new Command('delete')
      .description('Delete notes for good. Asks first on a terminal; elsewhere needs --yes.')
      .argument('<id...>', 'the notes’ ids', uuids)
      .option('-y, --yes', 'do not ask')
      .addOption(jsonOption())
      .addOption(fieldsOption(noteReceiptFields))
      .addOption(baseUrlOption())
      .action(async (ids, options) => {
        const what = ids.length === 1 ? `note ${ids[0]}` : `${ids.length} notes`;
        await confirmOrRefuse(`Delete ${what} for good?`, options.yes);
        await eachNote(options, ids, 'Deleted', (client, id) => client.notes.delete(id));
      }),
    'memai notes delete 5e29c8a2-c73b-476b-9311-e2579712d4b1 --yes',
  );
}
