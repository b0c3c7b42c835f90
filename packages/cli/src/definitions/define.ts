// What every command definition uses: its example lines, and an action that loads the command's
// code only when the command runs, so that `memai --help` loads none of it.
import { Option, type Command } from 'commander';
import type { GlobalOptions } from '../connection.js';

/** A command's code: it gets the parsed options, then its arguments. */
type Handler<Options> = (options: Options & GlobalOptions, ...args: never[]) => Promise<void>;

const examples = new WeakMap<Command, string[]>();

/** The example lines shown under a command's help and on its reference page. */
export function examplesOf(command: Command): readonly string[] {
  return examples.get(command) ?? [];
}

/** Adds example lines to a command's help. */
export function example(command: Command, ...lines: string[]): Command {
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
export function run<Code, Options>(
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

/** The order of a listing, as Mem's list calls take it: newest first by either time. */
export function orderByOption(): Option {
  return new Option('--order-by <field>', 'newest first by this time')
    .choices(['updated_at', 'created_at'])
    .default('updated_at');
}
