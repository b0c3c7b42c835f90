// The one place that decides what a failure means to the person and the script that ran
// `memai`: its message and its exit code.
import type { MemApiError } from 'memai-sdk';
import { CliError, ExitCode } from './exit-codes.js';

export interface Failure {
  message: string;
  exitCode: ExitCode;
}

export async function describeFailure(error: unknown): Promise<Failure> {
  if (error instanceof CliError) return { message: error.message, exitCode: error.exitCode };
  // Loaded only now: `memai --help` and usage errors never need the library.
  const { MemClient } = await import('memai-sdk');
  if (MemClient.isApiError(error)) return describeApiError(error);
  // The library's own checks of what it was given (a malformed id, a note too long) are input
  // errors: they name what is wrong, and nothing was sent.
  if (error instanceof Error) return { message: error.message, exitCode: ExitCode.failed };
  return { message: String(error), exitCode: ExitCode.failed };
}

function describeApiError(error: MemApiError): Failure {
  if (error.code === 'aborted') return { message: 'Stopped.', exitCode: ExitCode.interrupted };
  // Mem's own words: the command already implies the method and path the message begins with.
  const words = error.detail;
  const status = error.status === 0 ? error.code : `${error.status} ${error.code}`;
  const requestId = error.requestId === undefined ? '' : `, request id ${error.requestId}`;
  const said = `${words} (${status}${requestId})`;
  if (error.status === 401 || error.status === 403) {
    return {
      message: `Mem refused the API key: ${said}\nSet MEM_API_KEY to a valid key, or run \`memai auth login\`.`,
      exitCode: ExitCode.noKey,
    };
  }
  if (error.code === 'quota_exceeded') {
    const reset = error.rateLimits?.requests?.reset ?? error.rateLimits?.retryAfter;
    const when =
      reset === undefined
        ? 'when your plan’s daily quota resets'
        : `after ${new Date(Date.now() + reset * 1000).toISOString()}`;
    return {
      message: `Mem’s daily quota is used up: ${said}\nRun the command again ${when}.`,
      exitCode: ExitCode.tryLater,
    };
  }
  if (error.status === 429) {
    const seconds = error.rateLimits?.retryAfter ?? error.rateLimits?.requests?.reset ?? 60;
    return {
      message: `Mem’s rate limit is used up: ${said}\nRun the command again in ${Math.ceil(seconds)} s.`,
      exitCode: ExitCode.tryLater,
    };
  }
  return { message: said, exitCode: ExitCode.failed };
}
