// `memai notes …`: what each command takes; commands/notes.ts runs them.
import type { Command } from 'commander';
import { example, orderByOption, run } from './define.js';
import { uuid, uuids, count, dateTime } from './values.js';

export function notesCommands(notes: Command) {
  const load = () => import('../commands/notes.js');
  example(
    notes
      .command('list')
      .description('List notes, most recently changed first.')
      .option('--collection <id>', 'only notes in this collection', uuid)
      .option('--created-after <time>', 'only notes created at or after this time', dateTime)
      .option('--created-before <time>', 'only notes created at or before this time', dateTime)
      .option('--updated-after <time>', 'only notes changed at or after this time', dateTime)
      .option('--updated-before <time>', 'only notes changed at or before this time', dateTime)
      .addOption(orderByOption())
      .option('--limit <n>', 'list at most this many notes (1-100; default 50)', count(1, 100))
      .option('--all', 'list every note, page after page (not with --limit)')
      .action(run(load, (code) => code.listNotes)),
    'memai notes list --collection 3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b --limit 10',
    'memai notes list --all --json | jq -r .title',
  );
  example(
    notes
      .command('get')
      .description(
        'Print a note’s Markdown exactly as Mem holds it, or the whole note with --json.',
      )
      .argument('<id>', 'the note’s id', uuid)
      .action(run(load, (code) => code.getNote)),
    'memai notes get 5e29c8a2-c73b-476b-9311-e2579712d4b1 > note.md',
  );
  example(
    notes
      .command('create')
      .description('Create a note from a Markdown file or standard input, and print its id.')
      .argument('[file]', 'a Markdown file, or - for standard input (the default)')
      .option('--collection <title...>', 'file it in the collections with these titles')
      .option('--id <uuid>', 'the new note’s id (default: a new one)', uuid)
      .action(run(load, (code) => code.createNote)),
    'memai notes create meeting.md --collection Work',
    'echo "# Call Ada back" | memai notes create',
  );
  example(
    notes
      .command('update')
      .description(
        'Replace a note’s Markdown with a file or standard input. Without --version it never overwrites a change made since it read the note.',
      )
      .argument('<id>', 'the note’s id', uuid)
      .argument('[file]', 'a Markdown file, or - for standard input (the default)')
      .option(
        '--version <n>',
        'the version your text is based on; fails if it is not current',
        count(1),
      )
      .action(run(load, (code) => code.updateNote)),
    'memai notes update 5e29c8a2-c73b-476b-9311-e2579712d4b1 note.md',
  );
  example(
    notes
      .command('edit')
      .description(
        'Open a note in $VISUAL or $EDITOR and save it back; if the note changed meanwhile, your text is kept in a file and nothing is overwritten.',
      )
      .argument('<id>', 'the note’s id', uuid)
      .action(run(load, (code) => code.editNote)),
    'EDITOR=nano memai notes edit 5e29c8a2-c73b-476b-9311-e2579712d4b1',
  );
  example(
    notes
      .command('search')
      .description('Find notes by relevance to a query.')
      .argument('<query>', 'what to look for')
      .option('--collection <id...>', 'only notes in any of these collections', uuids)
      .option('--limit <n>', 'print at most this many results (1-100)', count(1, 100), 20)
      .action(run(load, (code) => code.searchNotes)),
    'memai notes search "quarterly planning" --limit 5',
  );
  example(
    notes
      .command('related')
      .description('Find the notes closest in meaning to one note.')
      .argument('<id>', 'the note’s id', uuid)
      .option('--limit <n>', 'how many (1-20)', count(1, 20))
      .action(run(load, (code) => code.relatedNotes)),
    'memai notes related 5e29c8a2-c73b-476b-9311-e2579712d4b1 --limit 3',
  );
  example(
    notes
      .command('trash')
      .description('Move notes to the trash; `memai notes restore` brings them back.')
      .argument('<id...>', 'the notes’ ids', uuids)
      .action(run(load, (code) => code.trashNotes)),
    'memai notes trash 5e29c8a2-c73b-476b-9311-e2579712d4b1',
  );
  example(
    notes
      .command('restore')
      .description('Bring notes back from the trash.')
      .argument('<id...>', 'the notes’ ids', uuids)
      .action(run(load, (code) => code.restoreNotes)),
    'memai notes restore 5e29c8a2-c73b-476b-9311-e2579712d4b1',
  );
  example(
    notes
      .command('delete')
      .description('Delete notes for good. Asks first on a terminal; elsewhere needs --yes.')
      .argument('<id...>', 'the notes’ ids', uuids)
      .option('-y, --yes', 'do not ask')
      .action(run(load, (code) => code.deleteNotes)),
    'memai notes delete 5e29c8a2-c73b-476b-9311-e2579712d4b1 --yes',
  );
}
