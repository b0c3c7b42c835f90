// What `memai` exits with. Scripts branch on these, so they never change meaning.
export const ExitCode = {
  ok: 0,
  /** Mem refused the request, or the input was wrong: the message says what to fix. */
  failed: 1,
  /** The command line itself was wrong: an unknown command or option, a missing argument. */
  usage: 2,
  /** No API key was found, or Mem refused it. */
  noKey: 4,
  /** Mem's rate limit or daily quota is used up: the same command will work later. */
  tryLater: 75,
  /** Stopped by Ctrl-C (128 + SIGINT). */
  interrupted: 130,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** A failure `memai` explains itself: the message is for people, the exit code for scripts. */
export class CliError extends Error {
  override readonly name = 'CliError';
  readonly exitCode: ExitCode;

  constructor(message: string, exitCode: ExitCode = ExitCode.failed) {
    super(message);
    this.exitCode = exitCode;
  }
}
