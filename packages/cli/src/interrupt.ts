// Ctrl-C: the run's requests and waits are aborted, its cleanups run, and main exits 130 without
// a stack trace. Files are only ever replaced whole (see io/atomic-file.ts), so stopping at any
// point leaves none half written.
import { currentRun, type Run } from './io/run.js';

let handedOver = 0;

/** The signal every request of the run is sent with; it fires on Ctrl-C. */
export function abortSignal(): AbortSignal {
  return currentRun().controller.signal;
}

/** Runs `cleanup` before the run stops on Ctrl-C (closing a server, saving its data). */
export function onInterrupt(cleanup: () => void | Promise<void>): void {
  currentRun().cleanups.push(cleanup);
}

/** Leaves Ctrl-C to a program run in the foreground (an editor) until `work` settles. */
export async function handOverInterrupts<T>(work: () => Promise<T>): Promise<T> {
  handedOver += 1;
  try {
    return await work();
  } finally {
    handedOver -= 1;
  }
}

/**
 * Listens for the process's Ctrl-C on behalf of `run`: the first aborts its work and runs its
 * cleanups, the second stops waiting for them. Resolves when `memai` should stop, for main to
 * exit.
 */
export function handleInterrupts(run: Run): Promise<void> {
  return new Promise((resolve) => {
    let stopping = false;
    process.on('SIGINT', () => {
      if (handedOver > 0) return;
      if (stopping) return resolve();
      stopping = true;
      run.controller.abort();
      void Promise.allSettled(run.cleanups.map((cleanup) => cleanup())).then(() => resolve());
    });
  });
}
