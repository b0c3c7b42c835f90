// Every failure of `memai`, decided in one place: what kind it is, what the person reads, and the
// exit code a script branches on. Commands throw; main turns the failure into a message and an
// exit, and a long command asks here whether a failure concerns one item or stops the run.
import type { MemApiError } from 'memai-sdk';

/** What `memai` exits with. Scripts branch on these, so they never change meaning. */
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

/** What went wrong, as far as a person and a script need to know. */
export type FailureKind =
  /** The command line itself was wrong. */
  | 'usage'
  /** No key, or Mem refused it. */
  | 'auth'
  /** Mem's rate limit or daily quota is used up. */
  | 'tryLater'
  /** Ctrl-C. */
  | 'interrupted'
  /** Mem has no such note or collection. */
  | 'notFound'
  /** The item changed meanwhile, or exists already. */
  | 'conflict'
  /** Mem, or memai before asking it, refused this input. */
  | 'refused'
  /** Mem did not answer, or failed, through every retry. */
  | 'unavailable'
  /** The file system or the operating system refused (a missing file, no permission). */
  | 'system'
  /** None of these: a fault in memai itself. */
  | 'bug';

const exitCodes: Record<FailureKind, ExitCode> = {
  usage: ExitCode.usage,
  auth: ExitCode.noKey,
  tryLater: ExitCode.tryLater,
  interrupted: ExitCode.interrupted,
  notFound: ExitCode.failed,
  conflict: ExitCode.failed,
  refused: ExitCode.failed,
  unavailable: ExitCode.failed,
  system: ExitCode.failed,
  bug: ExitCode.failed,
};

/**
 * Failures that concern one item of a run (one note of an export, one id of several): the run
 * says so and goes on. Every other kind would fail the next item the same way, and stops it.
 */
const perItemKinds: ReadonlySet<FailureKind> = new Set(['notFound', 'conflict', 'refused']);

/** A failure `memai` explains itself: the message is for people, the kind decides the rest. */
export class CliError extends Error {
  override readonly name = 'CliError';
  readonly kind: FailureKind;

  constructor(message: string, kind: FailureKind = 'refused') {
    super(message);
    this.kind = kind;
  }
}

export interface Failure {
  kind: FailureKind;
  /** What the person reads: what failed and, where there is one, what to do. */
  message: string;
  /** What failed without the advice, for a caller that words its own (`memai mcp`). */
  detail: string;
  /** For a rate limit, how many seconds to wait before trying again. */
  retryInSeconds?: number;
  exitCode: ExitCode;
}

type Classified = Pick<Failure, 'kind' | 'message'> &
  Partial<Pick<Failure, 'detail' | 'retryInSeconds'>>;

export async function describeFailure(error: unknown): Promise<Failure> {
  const classified = await classify(error);
  return {
    detail: classified.message,
    ...classified,
    exitCode: exitCodes[classified.kind],
  };
}

/**
 * The failure, when it concerns only the item at hand, for a long command to report and go on;
 * undefined when it must stop the run.
 */
export async function perItemFailure(error: unknown): Promise<Failure | undefined> {
  const failure = await describeFailure(error);
  return perItemKinds.has(failure.kind) ? failure : undefined;
}

/** Where to report a bug, in its message. */
const issues = 'https://github.com/memai-sdk/memai-sdk/issues';

async function classify(error: unknown): Promise<Classified> {
  if (error instanceof CliError) return { kind: error.kind, message: error.message };
  // Loaded only now: `memai --help` and usage errors never need the library.
  const { MemClient } = await import('memai-sdk');
  if (MemClient.isApiError(error)) return classifyApiError(error);
  if (!(error instanceof Error)) return { kind: 'bug', message: bugMessage(String(error)) };
  // The library's checks of its input (a malformed id, a note too long) name the call and what
  // is wrong with it, and nothing was sent.
  if (/^(new )?[\w.]+\(\): /.test(error.message))
    return { kind: 'refused', message: error.message };
  if (typeof (error as NodeJS.ErrnoException).code === 'string') {
    return { kind: 'system', message: error.message };
  }
  return { kind: 'bug', message: bugMessage(error.message) };
}

function bugMessage(message: string): string {
  return `${message}\nThis is a fault in memai. Run the command again with MEMAI_DEBUG=1 to see where it happened, and report it at ${issues}.`;
}

function classifyApiError(error: MemApiError): Classified {
  if (error.code === 'aborted') return { kind: 'interrupted', message: 'Stopped.' };
  const status = error.status === 0 ? error.code : `${error.status} ${error.code}`;
  const requestId = error.requestId === undefined ? '' : `, request id ${error.requestId}`;
  // Mem's own words: the command already implies the method and path the message begins with.
  const said = `${error.detail} (${status}${requestId})`;
  if (error.status === 401 || error.status === 403) {
    return {
      kind: 'auth',
      detail: `Mem refused the API key: ${said}`,
      message: `Mem refused the API key: ${said}\nSet MEM_API_KEY to a valid key, or run \`memai auth login\`.`,
    };
  }
  const day = spentDay(error);
  if (day !== undefined) {
    // Mem's plan quota (of creating calls), or the day's budget of requests: a retry helps only
    // once it refills, and a run that tried sooner would spend what the person's other tools need.
    const what =
      day.bucket === 'day'
        ? 'Mem’s daily request limit is used up'
        : 'Mem’s daily quota is used up';
    const when =
      day.seconds === undefined
        ? 'when your plan’s daily quota resets'
        : `after ${new Date(Date.now() + day.seconds * 1000).toISOString()}`;
    return {
      kind: 'tryLater',
      detail: `${what}: ${said}`,
      ...(day.seconds === undefined ? {} : { retryInSeconds: day.seconds }),
      message: `${what}: ${said}\nRun the command again ${when}.`,
    };
  }
  if (error.status === 429) {
    const seconds = Math.ceil(
      error.rateLimits?.retryAfter ?? error.rateLimits?.requests?.reset ?? 60,
    );
    return {
      kind: 'tryLater',
      detail: `Mem’s rate limit is used up: ${said}`,
      retryInSeconds: seconds,
      message: `Mem’s rate limit is used up: ${said}\nRun the command again in ${seconds} s.`,
    };
  }
  if (error.status === 404) return { kind: 'notFound', message: said };
  if (error.status === 409) return { kind: 'conflict', message: said };
  if (error.status === 0 || error.status >= 500 || error.code === 'invalid_response') {
    return { kind: 'unavailable', message: said };
  }
  return { kind: 'refused', message: said };
}

/**
 * Whether a 429 is for the day (the plan's quota, or the day's bucket of requests, which Mem
 * names in its headers), and in how many seconds that bucket is full again, where Mem said.
 */
function spentDay(error: MemApiError): { seconds?: number; bucket?: 'day' } | undefined {
  const requests = error.rateLimits?.requests;
  const dayBucket = requests?.bucket === 'day' && requests.remaining < 1;
  if (error.status !== 429 || (error.code !== 'quota_exceeded' && !dayBucket)) return undefined;
  // The quota says when it resets in Retry-After; the day's bucket, when it is full, in its Reset.
  const seconds = dayBucket ? requests.reset : error.rateLimits?.retryAfter;
  return {
    ...(seconds === undefined ? {} : { seconds: Math.ceil(seconds) }),
    ...(dayBucket ? { bucket: 'day' as const } : {}),
  };
}
