// `memai collections remove COLLECTION_ID NOTE_ID`: a note out of a collection; the note stays.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { receiptFields } from '../../json-fields.js';
import { uuid } from '../../values.js';
import { reportReceipt } from './receipt.js';

export function collectionsRemove() {
  return example(
    new Command('remove')
      .description('Take a note out of a collection; the note stays.')
      .argument('<collection-id>', 'the collection’s id', uuid)
      .argument('<note-id>', 'the note’s id', uuid)
      .addOption(jsonOption())
      .addOption(fieldsOption(receiptFields))
      .addOption(baseUrlOption())
      .action(async (collectionId, noteId, options) => {
        const client = await connect(options);
        const receipt = await client.collections.removeNote(collectionId, noteId);
        await reportReceipt(
          options,
          `Removed note ${noteId} from collection ${collectionId}`,
          receipt,
        );
      }),
    'memai collections remove 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b 5e29c8a2-c73b-476b-9311-e2579712d4b1',
  );
}
