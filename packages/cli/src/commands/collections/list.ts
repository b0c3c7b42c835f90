// `memai collections list`: collections, most recently changed first, a page or all of them.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption, orderByOption } from '../../command.js';
import { collectionFields } from '../../json-fields.js';
import { allOption, limitOption, listing } from '../../io/listing.js';
import { collectionColumns } from './collection-columns.js';

export function collectionsList() {
  return example(
    new Command('list')
      .description('List collections, most recently changed first.')
      .addOption(orderByOption())
      .addOption(limitOption('collections', 50))
      .addOption(allOption('every collection, page after page'))
      .addOption(jsonOption())
      .addOption(fieldsOption(collectionFields))
      .addOption(baseUrlOption())
      .action(async (options) => {
        const client = await connect(options);
        await listing(options, 'collections', collectionColumns, (limit) =>
          client.collections.list({ limit, order_by: options.orderBy }),
        );
      }),
    'memai collections list --all --json',
  );
}
