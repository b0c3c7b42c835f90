// `memai collections add COLLECTION_ID NOTE_ID`: a note into a collection.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { receiptFields } from '../../json-fields.js';
import { uuid } from '../../values.js';
import { reportReceipt } from './receipt.js';

export function collectionsAdd() {
  return example(
    new Command('add')
      .description('Add a note to a collection.')
      .argument('<collection-id>', 'the collection’s id', uuid)
      .argument('<note-id>', 'the note’s id', uuid)
      .addOption(jsonOption())
      .addOption(fieldsOption(receiptFields))
      .addOption(baseUrlOption())
      .action(async (collectionId, noteId, options) => {
        const client = await connect(options);
        const receipt = await client.collections.addNote(collectionId, noteId);
        await reportReceipt(options, `Added note ${noteId} to collection ${collectionId}`, receipt);
      }),
    'memai collections add 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b 5e29c8a2-c73b-476b-9311-e2579712d4b1',
  );
}
