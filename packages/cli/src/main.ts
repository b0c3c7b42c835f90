// Runs `memai` with the given arguments and settles on the exit code. This is the one place that
// turns a failure into a message and an exit code (errors.ts decides which), and the one place
// that exits the process at once: on Ctrl-C, and when the reader of stdout has gone.
import { inspect } from 'node:util';
import { CommanderError, type CommandUnknownOpts } from '@commander-js/extra-typings';
import { ExitCode, describeFailure } from './errors.js';
import { handleInterrupts } from './interrupt.js';
import { colorsFor } from './io/output.js';
import { buildProgram } from './program.js';
import { cliVersion } from './version.js';

export async function main(argv: string[]): Promise<number> {
  const interrupted = handleInterrupts().then(() => ({ code: ExitCode.interrupted, now: true }));
  // `memai … | head` closes the pipe early: that is the reader's choice, not a failure.
  const readerGone = new Promise<{ code: ExitCode; now: boolean }>((resolve, reject) => {
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') resolve({ code: ExitCode.ok, now: true });
      else reject(error);
    });
  });
  const ran = run(argv).then((code) => ({ code, now: false }));
  const { code, now } = await Promise.race([ran, interrupted, readerGone]).catch(async (error) => ({
    code: await report(error),
    now: true,
  }));
  // Work still in flight (a request, a read of stdin) must not keep the process alive; after a
  // normal end, the process ends by itself once stdout has been written out.
  if (now) process.exit(code);
  return code;
}

async function run(argv: string[]): Promise<ExitCode> {
  const red = colorsFor(process.stderr).red;
  const words = helpAsOption(argv);
  const program = await buildProgram(cliVersion(), words);
  // Commands copy these settings from their parent only when created, so each gets them here.
  for (const command of [program, ...descendants(program)]) {
    command.exitOverride().configureOutput({ outputError: (text, write) => write(red(text)) });
  }
  try {
    await program.parseAsync(words, { from: 'user' });
    return ExitCode.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version "fail" with exit code 0; every other parser error is a usage error.
      return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    }
    return report(error);
  }
}

/** Tells the person what failed (with MEMAI_DEBUG=1, where), and returns the exit code. */
async function report(error: unknown): Promise<ExitCode> {
  const failure = await describeFailure(error);
  if (failure.kind !== 'interrupted') {
    process.stderr.write(`${colorsFor(process.stderr).red('error:')} ${failure.message}\n`);
  }
  if (process.env.MEMAI_DEBUG === '1') process.stderr.write(`${inspect(error, { depth: 4 })}\n`);
  return failure.exitCode;
}

/**
 * `memai help notes create` as `memai notes create --help`: the parser's own help command looks
 * only one level down.
 */
function helpAsOption(argv: string[]): string[] {
  return argv[0] === 'help' && argv.length > 1 ? [...argv.slice(1), '--help'] : argv;
}

function descendants(command: CommandUnknownOpts): CommandUnknownOpts[] {
  return command.commands.flatMap((child) => [child, ...descendants(child)]);
}
