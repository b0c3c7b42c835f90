/**
 * Waits `ms` milliseconds, or rejects with `onAbort()` the moment `signal` fires, so that a
 * caller who gives up is never kept waiting for a backoff to run out.
 */
export function sleep(
  ms: number,
  signal: AbortSignal | undefined,
  onAbort: () => Error,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(onAbort());
      return;
    }
    const abort = () => {
      clearTimeout(timer);
      reject(onAbort());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}
