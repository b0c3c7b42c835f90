// Shell completion, by @bomb.sh/tab: the script `memai completion SHELL` prints asks
// `memai complete -- WORDS…` for the words that could come next, which tab works out from the
// commands, options and arguments declared here, read from the program itself. Where it is cheap
// (one request), the values of --collection are Mem's collection titles, or ids with their titles.
import { RootCommand, type Command as TabCommand } from '@bomb.sh/tab';
import type { Collection } from 'memai-sdk';
import { connect } from '../auth/connection.js';
import { write } from '../io/output.js';
import { buildProgram, subcommandsOf, type MemaiCommand } from '../program.js';
import { cliVersion } from '../version.js';

/** Prints the suggestions for the command line `words` (those after `memai`). */
export async function suggest(words: string[]): Promise<void> {
  const root = new RootCommand();
  const program = await buildProgram(cliVersion());
  const collections = wantsCollection(words) ? await collectionsOrNone() : [];
  describe(root, program, collections);
  for (const [path, command] of commandsOf(program)) {
    describe(root.command(path, command.summary() || command.description()), command, collections);
  }
  await write(printedBy(() => root.parse(words)));
}

/** Prints the completion script of `shell`, which asks `memai complete` for suggestions. */
export async function completionScript(shell: string): Promise<void> {
  const script = printedBy(() => new RootCommand().setup('memai', 'memai', shell));
  await write(shell === 'bash' ? withoutBashCompletion(script) : script);
}

/** The line of tab's bash script that reads the command line, with bash-completion's helper. */
const readsWords = '    _get_comp_words_by_ref -n "=:" cur prev words cword';

/**
 * Tab's bash script reads the command line with `_get_comp_words_by_ref`, a function of the
 * bash-completion package; in a bash without it the script read nothing and offered the
 * top-level commands after any words. This reads bash's own variables when the function is
 * missing, as cobra's scripts do. Written for @bomb.sh/tab 0.0.22: a test of the completion in
 * a bash without the package fails if its script changes.
 */
function withoutBashCompletion(script: string): string {
  if (!script.includes(readsWords)) {
    throw new Error('The bash script of @bomb.sh/tab no longer reads the words as memai expects.');
  }
  return script.replace(
    readsWords,
    [
      '    if declare -F _get_comp_words_by_ref >/dev/null; then',
      `  ${readsWords}`,
      '    else',
      '        # No bash-completion package: the words as bash split them.',
      '        words=("${COMP_WORDS[@]}")',
      '        cword=$COMP_CWORD',
      '        cur=${COMP_WORDS[COMP_CWORD]}',
      '        prev=${COMP_WORDS[COMP_CWORD-1]}',
      '    fi',
    ].join('\n'),
  );
}

/**
 * What `work` prints with console.log, which is how tab prints its scripts and suggestions, kept
 * for the run's own stdout. `work` runs synchronously, so nothing else prints meanwhile.
 */
function printedBy(work: () => void): string {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...values: unknown[]) => lines.push(values.map(String).join(' '));
  try {
    work();
  } finally {
    console.log = log;
  }
  return lines.map((line) => `${line}\n`).join('');
}

/** Every command below the program that people call, by its path (`notes list`). */
function commandsOf(command: MemaiCommand, path = ''): [string, MemaiCommand][] {
  return subcommandsOf(command).flatMap((child) => {
    const childPath = path === '' ? child.name() : `${path} ${child.name()}`;
    return [[childPath, child] as [string, MemaiCommand], ...commandsOf(child, childPath)];
  });
}

/** Gives tab a command's options and arguments, with the values each may take. */
function describe(target: TabCommand, command: MemaiCommand, collections: Collection[]): void {
  for (const option of command.createHelp().visibleOptions(command)) {
    const name = option.long?.slice(2);
    if (name === undefined) continue;
    const short = option.short?.slice(1);
    if (!(option.required || option.optional)) {
      target.option(name, option.description, short);
      continue;
    }
    const choices = option.argChoices ?? [];
    target.option(
      name,
      option.description,
      (complete) => {
        for (const choice of choices) complete(choice, '');
        if (name !== 'collection') return;
        // `--collection <title>` names a collection by its title, `--collection <id>` by its id.
        for (const { id, title } of collections) {
          if (option.flags.includes('<title')) complete(title, '');
          else complete(id, title);
        }
      },
      short,
    );
  }
  for (const argument of command.registeredArguments) {
    const choices = argument.argChoices ?? [];
    target.argument(
      argument.name(),
      choices.length === 0 ? undefined : (complete) => choices.forEach((c) => complete(c, '')),
      argument.variadic,
    );
  }
}

/** Whether the word being completed is the value of --collection. */
function wantsCollection(words: string[]): boolean {
  return words.at(-2) === '--collection' || (words.at(-1) ?? '').startsWith('--collection=');
}

/** Mem's collections, one page of them, or none when Mem cannot be asked quickly. */
async function collectionsOrNone(): Promise<Collection[]> {
  try {
    const client = await connect({});
    const page = await client.collections.list({ limit: 100 }, { timeout: 3_000, maxRetries: 0 });
    return page.results;
  } catch {
    return [];
  }
}
