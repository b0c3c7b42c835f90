// `memai collections delete ID`: a collection deleted, its notes kept, after asking (or --yes).
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { receiptFields } from '../../json-fields.js';
import { confirmOrRefuse } from '../../io/prompts.js';
import { uuid } from '../../values.js';
import { reportReceipt } from './receipt.js';

export function collectionsDelete() {
  return example(
    new Command('delete')
      .description(
        'Delete a collection; its notes stay. Asks first on a terminal; elsewhere needs --yes.',
      )
      .argument('<id>', 'the collection’s id', uuid)
      .option('-y, --yes', 'do not ask')
      .addOption(jsonOption())
      .addOption(fieldsOption(receiptFields))
      .addOption(baseUrlOption())
      .action(async (id, options) => {
        await confirmOrRefuse(`Delete collection ${id}? Its notes stay.`, options.yes);
        const client = await connect(options);
        await reportReceipt(
          options,
          `Deleted collection ${id}`,
          await client.collections.delete(id),
        );
      }),
    'memai collections delete 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b --yes',
  );
}
