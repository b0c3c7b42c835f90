// What the commands' declarations share: the options that mean the same on every command, the
// example lines shown under a command's help and on its reference page, and the type of the
// options a declaration gives its action. Each command is declared with commander's extra
// typings, so that its action receives exactly the options and arguments it declares: a misspelt
// option is a compile error.
import { Option, type CommandUnknownOpts } from '@commander-js/extra-typings';

/** The options a command's declaration gives its action, as the parser fills them in. */
export type OptionsOf<Declare extends () => Pick<CommandUnknownOpts, 'opts'>> = ReturnType<
  ReturnType<Declare>['opts']
>;

/** `--json`: what a command prints, as JSON for a script. */
export function jsonOption() {
  return new Option('--json', 'print the result as JSON, or a list as one JSON object a line');
}

/** `--base-url`: which Mem to talk to; every command that talks to Mem takes it. */
export function baseUrlOption() {
  return new Option(
    '--base-url <url>',
    'Mem’s address (default: MEM_BASE_URL, else https://api.mem.ai)',
  );
}

/** `--order-by`: the order of a listing, as Mem's list calls take it: newest first by either time. */
export function orderByOption() {
  return new Option('--order-by <field>', 'newest first by this time')
    .choices(['updated_at', 'created_at'] as const)
    .default('updated_at' as const);
}

const examples = new WeakMap<CommandUnknownOpts, readonly string[]>();

/** The example lines shown under a command's help and on its reference page. */
export function examplesOf(command: CommandUnknownOpts): readonly string[] {
  return examples.get(command) ?? [];
}

/** Adds example lines to a command's help, and returns the command. */
export function example<Declared extends CommandUnknownOpts>(
  command: Declared,
  ...lines: string[]
): Declared {
  examples.set(command, lines);
  command.addHelpText(
    'after',
    `\nExample${lines.length > 1 ? 's' : ''}:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`,
  );
  return command;
}
