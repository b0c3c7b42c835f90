// Every `memai` command, its arguments, options, help and example, declared in one place: the
// parser, `--help` and the site's command reference are all built from these definitions. A
// command's code is loaded only when that command runs, so `memai --help` starts fast.
import { Command, InvalidArgumentError, Option } from 'commander';
import type { GlobalOptions } from './connection.js';

/** A command's code: it gets the parsed options, then its arguments. */
type Handler<Options> = (options: Options & GlobalOptions, ...args: never[]) => Promise<void>;

const examples = new WeakMap<Command, string[]>();

/** The example lines shown under a command's help and on its reference page. */
export function examplesOf(command: Command): readonly string[] {
  return examples.get(command) ?? [];
}

/** Builds the `memai` program. `version` is shown by `memai --version`. */
export function buildProgram(version: string): Command {
  const program = new Command('memai')
    .description('Mem (mem.ai) from the command line: notes, collections and Mem It.')
    .version(version, '-v, --version', 'print the version of memai')
    // The program's options (--version, --help) come before the command; a command's own come
    // after it, so that `notes update --version 3` is the note's version, not memai's.
    .enablePositionalOptions()
    .helpCommand('help [command]', 'show the help of a command')
    .showSuggestionAfterError();
  example(program, 'memai notes list --limit 5', 'memai help notes create');

  notesCommands(
    example(
      program.command('notes').description('Create, read, change, find and remove notes.'),
      'memai notes list --limit 5',
      'memai help notes create',
    ),
  );
  collectionsCommands(
    example(
      program.command('collections').description('Collections: list, change and fill them.'),
      'memai collections list',
      'memai help collections move',
    ),
  );
  it(program);
  backup(program);
  auth(
    example(
      program.command('auth').description('Store, check and remove your API key.'),
      'memai auth status',
    ),
  );
  local(program);
  // Every command that talks to Mem takes these two; `memai local` is the Mem.
  for (const command of leaves(program)) {
    if (command.name() === 'local') continue;
    if (command.name() !== 'logout') {
      command.option('--json', 'print the result as JSON, or a list as one JSON object a line');
    }
    command.option(
      '--base-url <url>',
      'Mem’s address (default: MEM_BASE_URL, else https://api.mem.ai)',
    );
  }
  return program;
}

/** The commands that run something, as opposed to those that group others. */
function leaves(command: Command): Command[] {
  return command.commands.length === 0
    ? [command]
    : command.commands.flatMap((child) => leaves(child));
}

function notesCommands(notes: Command) {
  const load = () => import('./commands/notes.js');
  example(
    notes
      .command('list')
      .description('List notes, most recently changed first.')
      .option('--collection <id>', 'only notes in this collection', uuid)
      .option('--created-after <time>', 'only notes created at or after this time', dateTime)
      .option('--created-before <time>', 'only notes created at or before this time', dateTime)
      .option('--updated-after <time>', 'only notes changed at or after this time', dateTime)
      .option('--updated-before <time>', 'only notes changed at or before this time', dateTime)
      .addOption(
        new Option('--order-by <field>', 'newest first by this time')
          .choices(['updated_at', 'created_at'])
          .default('updated_at'),
      )
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

function collectionsCommands(collections: Command) {
  const load = () => import('./commands/collections.js');
  example(
    collections
      .command('list')
      .description('List collections, most recently changed first.')
      .addOption(
        new Option('--order-by <field>', 'newest first by this time')
          .choices(['updated_at', 'created_at'])
          .default('updated_at'),
      )
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

function it(program: Command) {
  example(
    program
      .command('it')
      .description(
        'Mem It: hand Mem raw text (a web page, an email, a thought) to file as notes, and print the request’s id.',
      )
      .argument('[file]', 'a text file, or - for standard input (the default)')
      .option('--instructions <text>', 'how Mem should treat it')
      .option('--context <text>', 'what it is about, to help Mem file it')
      .action(
        run(
          () => import('./commands/mem-it.js'),
          (code) => code.memIt,
        ),
      ),
    'pbpaste | memai it --instructions "Add to my Reading collection"',
  );
}

function backup(program: Command) {
  example(
    program
      .command('export')
      .description(
        'Back up every note to DIR as a Markdown file with YAML front matter, and the collections to DIR/collections.json. Run it again to bring the folder up to date: only changed notes are asked for and rewritten; the file of a note gone from Mem moves to DIR/.memai/removed/. An interrupted export finishes when run again.',
      )
      .argument('<dir>', 'the folder to export to (made if missing)')
      .option(
        '--include-trashed',
        'keep the files of exported notes that were moved to the trash, with trashed_at (Mem lists no trashed notes, so one trashed before its first export is not found)',
      )
      .option(
        '--attachments',
        'also save the PDFs and images of new and changed notes in DIR/attachments/<note id>/ (one more request per note)',
      )
      .action(
        run(
          () => import('./commands/export.js'),
          (code) => code.exportNotes,
        ),
      ),
    'memai export ~/mem-backup',
    'memai export ~/mem-backup --attachments --include-trashed',
  );
  example(
    program
      .command('import')
      .description(
        'Bring a folder of Markdown into Mem, one note per .md file: a `memai export` folder comes back with its ids, times and collections; any other file gets its title from front matter, its first heading or its name, and an id from its path, so running the same import again creates nothing twice and finishes an interrupted run. Files Mem would refuse are listed at the end.',
      )
      .argument('<path>', 'a folder (or one .md file)')
      .option('--dry-run', 'print what would be created, updated and left alone; write nothing')
      .option('--collection <title>', 'file every note in this collection (made if missing)')
      .option('--folders-as-collections', 'file each note in a collection named by its folder')
      .option(
        '--tags-as-collections',
        'file each note in a collection for each tag of its front matter',
      )
      .action(
        run(
          () => import('./commands/import.js'),
          (code) => code.importNotes,
        ),
      ),
    'memai import ~/mem-backup',
    'memai import ~/Obsidian/Vault --folders-as-collections --dry-run',
  );
}

function auth(command: Command) {
  const load = () => import('./commands/auth.js');
  example(
    command
      .command('login')
      .description(
        'Read an API key from the terminal (not echoed) or standard input, check it with Mem, and store it for your user only.',
      )
      .action(run(load, (code) => code.login)),
    'memai auth login',
    'printf %s "$KEY" | memai auth login',
  );
  example(
    command
      .command('status')
      .description('Say where the key comes from, show it masked, and check that Mem accepts it.')
      .action(run(load, (code) => code.status)),
    'memai auth status',
  );
  example(
    command
      .command('logout')
      .description('Remove the stored key.')
      .action(run(load, (code) => code.logout)),
    'memai auth logout',
  );
}

function local(program: Command) {
  example(
    program
      .command('local')
      .description(
        'Run a local Mem (memai-sdk/testing) in the foreground, and print the MEM_BASE_URL and MEM_API_KEY to use with it.',
      )
      .option('--port <n>', 'the port to listen on (default: a free one)', count(0, 65535))
      .option('--data <file>', 'load notes from this JSON file, and save every change to it')
      .action(
        run(
          () => import('./commands/local.js'),
          (code) => code.local,
        ),
      ),
    'memai local --port 8765 --data demo.json',
  );
}

/** Adds example lines to a command's help. */
function example(command: Command, ...lines: string[]): Command {
  examples.set(command, lines);
  command.addHelpText(
    'after',
    `\nExample${lines.length > 1 ? 's' : ''}:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`,
  );
  return command;
}

/**
 * An action that loads its command's code, then calls it with the options and the arguments.
 */
function run<Code, Options>(
  load: () => Promise<Code>,
  pick: (code: Code) => Handler<Options>,
): (...given: unknown[]) => Promise<void> {
  return async (...given) => {
    // Commander passes the arguments, then the command's options, then the command.
    const command = given.at(-1) as Command;
    const handler = pick(await load()) as (options: unknown, ...args: unknown[]) => Promise<void>;
    await handler(command.opts(), ...given.slice(0, -2));
  };
}

/** Checks an id argument: Mem's ids are UUIDs, and anything else could only be a typo. */
function uuid(text: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) {
    throw new InvalidArgumentError('expected a UUID, such as 5e29c8a2-c73b-476b-9311-e2579712d4b1');
  }
  return text;
}

/** Checks each id of a list argument (`<id...>`), keeping the ones before it. */
function uuids(text: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), uuid(text)];
}

/** Parses a whole number in a range, for options such as --limit. */
function count(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (text: string): number => {
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      throw new InvalidArgumentError(
        max === Number.MAX_SAFE_INTEGER
          ? `expected a whole number from ${min}`
          : `expected a whole number from ${min} to ${max}`,
      );
    }
    return value;
  };
}

/**
 * Parses a time for a filter: a date-time with an offset (2025-01-31T09:30:00+01:00), or a date
 * (2025-01-31), taken as midnight UTC.
 */
function dateTime(text: string): string {
  const withTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
  const value = dateOnly.test(text) ? `${text}T00:00:00Z` : text;
  if (!(withTime.test(value) && !Number.isNaN(Date.parse(value)))) {
    throw new InvalidArgumentError(
      'expected a date (2025-01-31) or a date-time with an offset (2025-01-31T09:30:00Z)',
    );
  }
  return new Date(value).toISOString();
}
