// The `memai` program: every command, its arguments, options, help and example, declared in
// definitions/ (one file a group). The parser, `--help` and the site's command reference are all
// built from them. A command's code is loaded only when that command runs, so `memai --help`
// starts fast.
import { Command } from 'commander';
import { auth } from './definitions/auth.js';
import { backup } from './definitions/backup.js';
import { collectionsCommands } from './definitions/collections.js';
import { example } from './definitions/define.js';
import { local } from './definitions/local.js';
import { it } from './definitions/mem-it.js';
import { notesCommands } from './definitions/notes.js';

export { examplesOf } from './definitions/define.js';

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
