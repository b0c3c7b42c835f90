// `memai collections …`: what each command takes; commands/collections.ts runs them.
import type { Command } from 'commander';
import { example, orderByOption, run } from './define.js';
import { uuid, count } from './values.js';

export function collectionsCommands(collections: Command) {
  const load = () => import('../commands/collections.js');
  example(
    collections
      .command('list')
      .description('List collections, most recently changed first.')
      .addOption(orderByOption())
      .option(
        '--limit <n>',
        'list at most this many collections (1-100; default 50)',
        count(1, 100),
      )
      .option('--all', 'list every collection, page after page (not with --limit)')
      .action(run(load, (code) => code.listCollections)),
    'memai collections list --all --json',
  );
  example(
    collections
      .command('get')
      .description('Show a collection.')
      .argument('<id>', 'the collection’s id', uuid)
      .action(run(load, (code) => code.getCollection)),
    'memai collections get 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b',
  );
  example(
    collections
      .command('create')
      .description('Create a collection and print its id.')
      .argument('<title>', 'its title')
      .option('--description <text>', 'what it is for')
      .option('--id <uuid>', 'its id (default: a new one)', uuid)
      .action(run(load, (code) => code.createCollection)),
    'memai collections create Reading --description "Books to read"',
  );
  example(
    collections
      .command('update')
      .description('Rename a collection or change its description.')
      .argument('<id>', 'the collection’s id', uuid)
      .option('--title <title>', 'the new title')
      .option('--description <text>', 'the new description; "" removes it')
      .action(run(load, (code) => code.updateCollection)),
    'memai collections update 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b --title Books',
  );
  example(
    collections
      .command('delete')
      .description(
        'Delete a collection; its notes stay. Asks first on a terminal; elsewhere needs --yes.',
      )
      .argument('<id>', 'the collection’s id', uuid)
      .option('-y, --yes', 'do not ask')
      .action(run(load, (code) => code.deleteCollection)),
    'memai collections delete 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b --yes',
  );
  example(
    collections
      .command('search')
      .description('Find collections by relevance to a query.')
      .argument('[query]', 'what to look for (without it, a general selection)')
      .action(run(load, (code) => code.searchCollections)),
    'memai collections search books',
  );
  example(
    collections
      .command('add')
      .description('Add a note to a collection.')
      .argument('<collection-id>', 'the collection’s id', uuid)
      .argument('<note-id>', 'the note’s id', uuid)
      .action(run(load, (code) => code.addNote)),
    'memai collections add 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b 5e29c8a2-c73b-476b-9311-e2579712d4b1',
  );
  example(
    collections
      .command('remove')
      .description('Take a note out of a collection; the note stays.')
      .argument('<collection-id>', 'the collection’s id', uuid)
      .argument('<note-id>', 'the note’s id', uuid)
      .action(run(load, (code) => code.removeNote)),
    'memai collections remove 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b 5e29c8a2-c73b-476b-9311-e2579712d4b1',
  );
  example(
    collections
      .command('move')
      .description('Move a note from one collection to another.')
      .argument('<from-id>', 'the collection the note is in', uuid)
      .argument('<note-id>', 'the note’s id', uuid)
      .argument('<to-id>', 'the collection to move it to', uuid)
      .action(run(load, (code) => code.moveNote)),
    'memai collections move 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b 5e29c8a2-c73b-476b-9311-e2579712d4b1 8a7b6c5d-4e3f-4a1b-8c9d-8e7f6a5b4c3d',
  );
}
