// Ctrl-C: the request in flight is aborted, the cleanups run, and main exits 130 without a stack
// trace. Files are only ever replaced whole (see atomic-file.ts), so stopping at any point leaves
// none half written.

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

/**
 * Listens for Ctrl-C: the first aborts every request and runs the cleanups, the second stops
 * waiting for them. Resolves when `memai` should stop, for main to exit.
 */
export function handleInterrupts(): Promise<void> {
  return new Promise((resolve) => {
    let stopping = false;
    process.on('SIGINT', () => {
      if (handedOver > 0) return;
      if (stopping) return resolve();
      stopping = true;
      controller.abort();
      void Promise.allSettled(cleanups.map((cleanup) => cleanup())).then(() => resolve());
    });
  });
}
