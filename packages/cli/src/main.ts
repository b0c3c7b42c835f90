// Runs `memai` with the given arguments and settles on the exit code; nothing below here calls
// process.exit, so that every failure goes through describeFailure.
import { CommanderError, type Command } from 'commander';
import { ExitCode } from './exit-codes.js';
import { describeFailure } from './failure.js';
import { handleInterrupts } from './interrupt.js';
import { colorsFor } from './output.js';
import { buildProgram } from './program.js';
import { cliVersion } from './version.js';

export async function main(argv: string[]): Promise<number> {
  handleInterrupts();
  // `memai … | head` closes the pipe early: that is the reader's choice, not a failure.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(ExitCode.ok);
    throw error;
  });
  const red = colorsFor(process.stderr).red;
  const program = buildProgram(cliVersion());
  // Commands copy these settings from their parent only when created, so each gets them here.
  for (const command of [program, ...descendants(program)]) {
    command.exitOverride().configureOutput({ outputError: (text, write) => write(red(text)) });
  }
  try {
    await program.parseAsync(helpAsOption(argv), { from: 'user' });
    return ExitCode.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version "fail" with exit code 0; every other parser error is a usage error.
      return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    }
    const failure = await describeFailure(error);
    if (failure.exitCode !== ExitCode.interrupted) {
      process.stderr.write(`${red('error:')} ${failure.message}\n`);
    }
    return failure.exitCode;
  }
}

/**
 * `memai help notes create` as `memai notes create --help`: the parser's own help command looks
 * only one level down.
 */
function helpAsOption(argv: string[]): string[] {
  return argv[0] === 'help' && argv.length > 1 ? [...argv.slice(1), '--help'] : argv;
}

function descendants(command: Command): Command[] {
  return command.commands.flatMap((child) => [child, ...descendants(child)]);
}
