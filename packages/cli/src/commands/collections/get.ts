// `memai collections get ID`: one collection, its fields for people or as JSON.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { collectionFields } from '../../json-fields.js';
import { shortTime, writeFields, writeJson } from '../../io/output.js';
import { uuid } from '../../values.js';

export function collectionsGet() {
  return example(
    new Command('get')
      .description('Show a collection.')
      .argument('<id>', 'the collection’s id', uuid)
      .addOption(jsonOption())
      .addOption(fieldsOption(collectionFields))
      .addOption(baseUrlOption())
      .action(async (id, options) => {
        const client = await connect(options);
        const collection = await client.collections.get(id);
        if (options.json === true) return writeJson(collection);
        await writeFields([
          ['id', collection.id],
          ['title', collection.title],
          ['description', collection.description ?? ''],
          ['notes', String(collection.note_count)],
          ['created', shortTime(collection.created_at)],
          ['updated', shortTime(collection.updated_at)],
        ]);
      }),
    'memai collections get 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b',
  );
}
