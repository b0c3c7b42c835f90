// Runs `memai` with the given arguments and settles on the exit code. This is the one place that
// turns a failure into a message and an exit code (errors.ts decides which), and the one place
// that exits the process at once: on Ctrl-C, and when the reader of stdout has gone.
import { inspect } from 'node:util';
import { CommanderError, type CommandUnknownOpts } from '@commander-js/extra-typings';
import { ExitCode, describeFailure } from './errors.js';
import { handleInterrupts } from './interrupt.js';
import { colorsFor } from './io/output.js';
import { currentRun, io, processRun, withRun, type Io } from './io/run.js';
import { buildProgram } from './program.js';
import { cliVersion } from './version.js';

/** Runs `memai` as this process (bin.ts): exits at once on Ctrl-C or a closed stdout. */
export async function main(argv: string[]): Promise<number> {
  const run = processRun();
  const interrupted = handleInterrupts(run).then(() => ({ code: ExitCode.interrupted, now: true }));
  // `memai … | head` closes the pipe early: that is the reader's choice, not a failure.
  const readerGone = new Promise<{ code: ExitCode; now: boolean }>((resolve, reject) => {
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') resolve({ code: ExitCode.ok, now: true });
      else reject(error);
    });
  });
  const ran = withRun(run, () => execute(argv)).then((code) => ({ code, now: false }));
  const { code, now } = await Promise.race([ran, interrupted, readerGone]).catch(async (error) => ({
    code: await withRun(run, () => report(error)),
    now: true,
  }));
  // Work still in flight (a request, a read of stdin) must not keep the process alive; after a
  // normal end, the process ends by itself once stdout has been written out.
  if (now) process.exit(code);
  return code;
}

/**
 * Runs `memai` in this process with streams and an environment of its own, and returns its exit
 * code: the in-process tests' way in. It never exits the process.
 */
export function run(argv: string[], streams: Io): Promise<ExitCode> {
  return withRun({ io: streams, controller: new AbortController(), cleanups: [] }, () =>
    execute(argv),
  );
}

async function execute(argv: string[]): Promise<ExitCode> {
  const { stdout, stderr } = io();
  const red = colorsFor(stderr).red;
  const words = helpAsOption(argv);
  const program = await buildProgram(cliVersion(), words);
  // Commands copy these settings from their parent only when created, so each gets them here.
  for (const command of [program, ...descendants(program)]) {
    command.exitOverride().configureOutput({
      writeOut: (text) => stdout.write(text),
      writeErr: (text) => stderr.write(text),
      getOutHelpWidth: () => (stdout.isTTY === true ? (stdout.columns ?? 80) : 80),
      getErrHelpWidth: () => (stderr.isTTY === true ? (stderr.columns ?? 80) : 80),
      outputError: (text, write) => write(red(text)),
    });
  }
  // --fields, where a command has it, cuts down every JSON object the run prints.
  program.hook('preAction', (_program, command) => {
    const { fields } = command.opts();
    currentRun().fields = Array.isArray(fields) ? (fields as string[]) : undefined;
  });
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
  const { stderr, env } = io();
  if (failure.kind !== 'interrupted') {
    stderr.write(`${colorsFor(stderr).red('error:')} ${failure.message}\n`);
  }
  if (env.MEMAI_DEBUG === '1') stderr.write(`${inspect(error, { depth: 4 })}\n`);
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
