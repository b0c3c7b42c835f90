// `memai collections create TITLE`: a new collection; prints its id.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { savedCollectionFields } from '../../json-fields.js';
import { write, writeJson } from '../../io/output.js';
import { uuid } from '../../values.js';

export function collectionsCreate() {
  return example(
    new Command('create')
      .description('Create a collection and print its id.')
      .argument('<title>', 'its title')
      .option('--description <text>', 'what it is for')
      .option('--id <uuid>', 'its id (default: a new one)', uuid)
      .addOption(jsonOption())
      .addOption(fieldsOption(savedCollectionFields))
      .addOption(baseUrlOption())
      .action(async (title, options) => {
        const client = await connect(options);
        const collection = await client.collections.create({
          title,
          description: options.description,
          id: options.id,
        });
        await (options.json === true ? writeJson(collection) : write(`${collection.id}\n`));
      }),
    'memai collections create Reading --description "Books to read"',
  );
}
