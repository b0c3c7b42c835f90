// What the commands' declarations share: the options that mean the same on every command, the
// example lines shown under a command's help and on its reference page, and the type of the
// options a declaration gives its action. Each command is declared with commander's extra
// typings, so that its action receives exactly the options and arguments it declares: a misspelt
// option is a compile error.
import { InvalidArgumentError, Option, type CommandUnknownOpts } from '@commander-js/extra-typings';

/** The options a command's declaration gives its action, as the parser fills them in. */
export type OptionsOf<Declare extends () => Pick<CommandUnknownOpts, 'opts'>> = ReturnType<
  ReturnType<Declare>['opts']
>;

/** `--json`: what a command prints, as JSON for a script. */
export function jsonOption() {
  return new Option('--json', 'print the result as JSON, or a list as one JSON object a line');
}

/**
 * `--fields a,b,c`: only these fields of each JSON object printed, in that order (a field an
 * object lacks prints as null), which implies `--json`. `fields` are every field the command's
 * JSON has, as `fieldsOf` lists them; the help shows them, and any other name is a usage error.
 */
export function fieldsOption(fields: readonly string[]) {
  return new Option(
    '--fields <names>',
    `print only these fields as JSON, comma-separated (implies --json): ${fields.join(', ')}`,
  )
    .argParser((text) => {
      const names = text.split(',').map((name) => name.trim());
      const unknown = names.filter((name) => !fields.includes(name));
      if (unknown.length > 0 || names.length === 0) {
        throw new InvalidArgumentError(
          `${unknown.map((name) => `"${name}"`).join(', ') || 'nothing'} is not a field here; the fields are ${fields.join(', ')}`,
        );
      }
      return names;
    })
    .implies({ json: true });
}

/**
 * Every field of the objects a command prints as JSON, each once: a list that misses a field of
 * `Shape`, or names one it does not have, fails to compile.
 */
export function fieldsOf<Shape>() {
  return <const Names extends readonly (keyof Shape & string)[]>(
    names: Names & (Exclude<keyof Shape, Names[number]> extends never ? unknown : never),
  ): readonly string[] => names;
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
const unrunnable = new WeakMap<CommandUnknownOpts, readonly UnrunnableExample[]>();

/**
 * An example line that cannot run to its end by itself, with why: it never ends (a server, a
 * watch), or it waits for a person (a prompt, an editor), or it needs what only a person's
 * machine has (a clipboard). The docs tests run every other example.
 */
export interface UnrunnableExample {
  line: string;
  why: string;
}

/** Marks an example line that cannot run by itself, saying why. */
export function unrunnableExample(line: string, why: string): UnrunnableExample {
  return { line, why };
}

/** The example lines shown under a command's help and on its reference page. */
export function examplesOf(command: CommandUnknownOpts): readonly string[] {
  return examples.get(command) ?? [];
}

/** The example lines of a command that cannot run by themselves, each with why. */
export function unrunnableExamplesOf(command: CommandUnknownOpts): readonly UnrunnableExample[] {
  return unrunnable.get(command) ?? [];
}

/** Adds example lines to a command's help, and returns the command. */
export function example<Declared extends CommandUnknownOpts>(
  command: Declared,
  ...given: (string | UnrunnableExample)[]
): Declared {
  const lines = given.map((item) => (typeof item === 'string' ? item : item.line));
  examples.set(command, lines);
  unrunnable.set(
    command,
    given.filter((item): item is UnrunnableExample => typeof item !== 'string'),
  );
  command.addHelpText(
    'after',
    `\nExample${lines.length > 1 ? 's' : ''}:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`,
  );
  return command;
}
