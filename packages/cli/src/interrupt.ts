// Ctrl-C: the request in flight is aborted and `memai` exits 130 without a stack trace. Files are
// only ever replaced whole (see atomic-file.ts), so stopping at any point leaves none half written.
import { ExitCode } from './exit-codes.js';

const controller = new AbortController();
const cleanups: (() => void | Promise<void>)[] = [];
let handedOver = 0;

/** The signal every request is sent with; it fires on Ctrl-C. */
export function abortSignal(): AbortSignal {
  return controller.signal;
}

/** Runs `cleanup` before exiting on Ctrl-C (closing a server, saving its data). */
export function onInterrupt(cleanup: () => void | Promise<void>): void {
  cleanups.push(cleanup);
}

/** Leaves Ctrl-C to a program run in the foreground (an editor) until `run` settles. */
export async function handOverInterrupts<T>(run: () => Promise<T>): Promise<T> {
  handedOver += 1;
  try {
    return await run();
  } finally {
    handedOver -= 1;
  }
}

export function handleInterrupts(): void {
  let stopping = false;
  process.on('SIGINT', () => {
    if (handedOver > 0) return;
    // A second Ctrl-C while cleaning up stops at once.
    if (stopping) process.exit(ExitCode.interrupted);
    stopping = true;
    controller.abort();
    void Promise.allSettled(cleanups.map((cleanup) => cleanup())).then(() => {
      process.exit(ExitCode.interrupted);
    });
  });
}
