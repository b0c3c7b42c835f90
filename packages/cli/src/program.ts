// The `memai` program: every command, in the order `memai --help` lists them. Each command is
// declared, with its options and its action, in commands/<noun>/<verb>.ts (or commands/<verb>.ts
// for one without a noun); the parser, the help and the site's command reference are all built
// from those declarations. A noun's verbs are loaded only when it is named, and the heavy code of
// a command (the backup runs, the local Mem) only when it runs, so that `memai --help` starts
// fast.
import { Command, type CommandUnknownOpts } from '@commander-js/extra-typings';
import { example } from './command.js';
import { completeCommand, completionCommand } from './commands/completion.js';
import { exportCommand } from './commands/export.js';
import { importCommand } from './commands/import.js';
import { itCommand } from './commands/it.js';
import { localCommand } from './commands/local.js';
import { mcpCommand } from './commands/mcp.js';
import { syncCommand } from './commands/sync.js';
import { verifyCommand } from './commands/verify.js';

export { examplesOf, unrunnableExamplesOf, type UnrunnableExample } from './command.js';

/** A command of the program, whatever its options and arguments. */
export type MemaiCommand = CommandUnknownOpts;

/**
 * The commands below `command` that people call, in the order its help lists them: without the
 * hidden `complete`, which only completion scripts call, and without the help command.
 */
export function subcommandsOf(command: MemaiCommand): MemaiCommand[] {
  return command
    .createHelp()
    .visibleCommands(command)
    .filter((child) => child.name() !== 'help');
}

/** A group of commands (`memai notes …`), each of whose verbs is loaded only when needed. */
interface Noun {
  name: string;
  description: string;
  examples: string[];
  /** Each verb's declaration, by its name, in the order its help lists them. */
  verbs: Record<string, () => Promise<MemaiCommand>>;
}

const nouns: Noun[] = [
  {
    name: 'notes',
    description: 'Create, read, change, find and remove notes.',
    examples: ['memai notes list --limit 5', 'memai help notes create'],
    verbs: {
      list: async () => (await import('./commands/notes/list.js')).notesList(),
      get: async () => (await import('./commands/notes/get.js')).notesGet(),
      create: async () => (await import('./commands/notes/create.js')).notesCreate(),
      update: async () => (await import('./commands/notes/update.js')).notesUpdate(),
      edit: async () => (await import('./commands/notes/edit.js')).notesEdit(),
      append: async () => (await import('./commands/notes/append.js')).notesAppend(),
      prepend: async () => (await import('./commands/notes/prepend.js')).notesPrepend(),
      search: async () => (await import('./commands/notes/search.js')).notesSearch(),
      related: async () => (await import('./commands/notes/related.js')).notesRelated(),
      trash: async () => (await import('./commands/notes/trash.js')).notesTrash(),
      restore: async () => (await import('./commands/notes/restore.js')).notesRestore(),
      delete: async () => (await import('./commands/notes/delete.js')).notesDelete(),
    },
  },
  {
    name: 'collections',
    description: 'Collections: list, change and fill them.',
    examples: ['memai collections list', 'memai help collections move'],
    verbs: {
      list: async () => (await import('./commands/collections/list.js')).collectionsList(),
      get: async () => (await import('./commands/collections/get.js')).collectionsGet(),
      create: async () => (await import('./commands/collections/create.js')).collectionsCreate(),
      update: async () => (await import('./commands/collections/update.js')).collectionsUpdate(),
      delete: async () => (await import('./commands/collections/delete.js')).collectionsDelete(),
      search: async () => (await import('./commands/collections/search.js')).collectionsSearch(),
      add: async () => (await import('./commands/collections/add.js')).collectionsAdd(),
      remove: async () => (await import('./commands/collections/remove.js')).collectionsRemove(),
      move: async () => (await import('./commands/collections/move.js')).collectionsMove(),
    },
  },
  {
    name: 'auth',
    description: 'Store, check and remove your API key.',
    examples: ['memai auth status'],
    verbs: {
      login: async () => (await import('./commands/auth/login.js')).authLogin(),
      status: async () => (await import('./commands/auth/status.js')).authStatus(),
      logout: async () => (await import('./commands/auth/logout.js')).authLogout(),
    },
  },
];

/**
 * Builds the `memai` program afresh (the parser keeps what it parsed on its commands). Verbs are
 * loaded only as far as `words`, the command line, needs them: none for `memai --help`, one for
 * `memai notes list …`, all of a noun for `memai notes --help` or a verb it does not know (to
 * suggest the nearest). Without `words`, all of them, as the command reference needs.
 */
export async function buildProgram(
  version: string,
  words?: readonly string[],
): Promise<MemaiCommand> {
  const program = new Command('memai')
    .description('Mem (mem.ai) from the command line: notes, collections and Mem It.')
    .version(version, '-v, --version', 'print the version of memai')
    // The program's options (--version, --help) come before the command; a command's own come
    // after it, so that `notes update --version 3` is the note's version, not memai's.
    .enablePositionalOptions()
    .helpCommand('help [command]', 'show the help of a command')
    .showSuggestionAfterError();
  example(program, 'memai notes list --limit 5', 'memai help notes create');

  const groups = new Map<string, MemaiCommand>();
  for (const noun of nouns) {
    const group = example(new Command(noun.name).description(noun.description), ...noun.examples);
    for (const load of verbsNeeded(noun, words)) group.addCommand(await load());
    groups.set(noun.name, group);
  }
  // In the order `memai --help` lists them.
  for (const command of [
    groups.get('notes'),
    groups.get('collections'),
    itCommand(),
    exportCommand(),
    verifyCommand(),
    importCommand(),
    syncCommand(),
    groups.get('auth'),
    localCommand(),
    mcpCommand(),
    completionCommand(),
  ]) {
    if (command !== undefined) program.addCommand(command);
  }
  program.addCommand(completeCommand(), { hidden: true });
  inheritSettings(program);
  return program;
}

/** The loaders of the verbs of `noun` that the command line `words` needs. */
function verbsNeeded(noun: Noun, words: readonly string[] | undefined) {
  if (words === undefined) return Object.values(noun.verbs);
  // Program options (--help, --version) come before the noun, a verb's own after it.
  const [named, verb] = words.filter((word) => !word.startsWith('-'));
  if (named !== noun.name) return [];
  const one = verb !== undefined && Object.hasOwn(noun.verbs, verb) ? noun.verbs[verb] : undefined;
  return one === undefined ? Object.values(noun.verbs) : [one];
}

/**
 * Gives every command its parent's settings (help command, positional options, output), as
 * `.command()` does when it creates a subcommand and `.addCommand()` does not.
 */
function inheritSettings(parent: MemaiCommand): void {
  for (const child of parent.commands) {
    child.copyInheritedSettings(parent);
    inheritSettings(child);
  }
}
