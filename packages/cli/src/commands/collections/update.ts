// `memai collections update ID`: a new title or description.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { savedCollectionFields } from '../../json-fields.js';
import { CliError } from '../../errors.js';
import { write, writeJson } from '../../io/output.js';
import { uuid } from '../../values.js';

export function collectionsUpdate() {
  return example(
    new Command('update')
      .description('Rename a collection or change its description.')
      .argument('<id>', 'the collection’s id', uuid)
      .option('--title <title>', 'the new title')
      .option('--description <text>', 'the new description; "" removes it')
      .addOption(jsonOption())
      .addOption(fieldsOption(savedCollectionFields))
      .addOption(baseUrlOption())
      .action(async (id, options) => {
        if (options.title === undefined && options.description === undefined) {
          throw new CliError('Nothing to change: give --title, --description or both.', 'usage');
        }
        const client = await connect(options);
        const collection = await client.collections.update(id, {
          title: options.title,
          description: options.description,
        });
        await (options.json === true ? writeJson(collection) : write(`${collection.id}\n`));
      }),
    'memai collections update 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b --title Books',
  );
}
