// `memai collections search [QUERY]`: collections by relevance to a query.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { collectionFields } from '../../json-fields.js';
import { writeNdjson, writeTable } from '../../io/output.js';
import { collectionColumns } from './collection-columns.js';

export function collectionsSearch() {
  return example(
    new Command('search')
      .description('Find collections by relevance to a query.')
      .argument('[query]', 'what to look for (without it, a general selection)')
      .addOption(jsonOption())
      .addOption(fieldsOption(collectionFields))
      .addOption(baseUrlOption())
      .action(async (query, options) => {
        const client = await connect(options);
        const found = await client.collections.search({ query });
        if (options.json === true) return writeNdjson(found.results);
        await writeTable(found.results, collectionColumns);
      }),
    'memai collections search books',
  );
}
