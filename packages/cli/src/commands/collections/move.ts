// `memai collections move FROM_ID NOTE_ID TO_ID`: a note from one collection to another.
import { Command } from '@commander-js/extra-typings';
import { connect } from '../../auth/connection.js';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { receiptFields } from '../../json-fields.js';
import { uuid } from '../../values.js';
import { reportReceipt } from './receipt.js';

export function collectionsMove() {
  return example(
    new Command('move')
      .description('Move a note from one collection to another.')
      .argument('<from-id>', 'the collection the note is in', uuid)
      .argument('<note-id>', 'the note’s id', uuid)
      .argument('<to-id>', 'the collection to move it to', uuid)
      .addOption(jsonOption())
      .addOption(fieldsOption(receiptFields))
      .addOption(baseUrlOption())
      .action(async (fromId, noteId, toId, options) => {
        const client = await connect(options);
        const receipt = await client.collections.moveNote(fromId, noteId, toId);
        await reportReceipt(
          options,
          `Moved note ${noteId} from collection ${fromId} to ${toId}`,
          receipt,
        );
      }),
    'memai collections move 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b 5e29c8a2-c73b-476b-9311-e2579712d4b1 8a7b6c5d-4e3f-4a1b-8c9d-8e7f6a5b4c3d',
  );
}
