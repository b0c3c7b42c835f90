import type { AttemptFailure } from './attempt.js';

/** The first wait before a retry, in milliseconds; each later wait doubles it. */
const initialDelayMs = 500;
/** The longest backoff between two attempts, in milliseconds. */
const maxDelayMs = 8_000;
/** The longest `Retry-After` the client will wait out, in seconds; a longer one is not retried. */
export const maxRetryAfterSeconds = 60;

/**
 * How safe it is to send a call again after a failed attempt.
 * - `safe`: repeating it cannot do anything twice (reads, deletes, membership changes, and
 *   creates that carry their own id).
 * - `unapplied-only`: a replay could apply it twice (`memIt`, `notes.update`), so it is sent again
 *   only when Mem cannot have acted on it.
 */
export type Replay = 'safe' | 'unapplied-only';

/**
 * Whether a failed attempt is retried. This is the client's only retry decision, and the error a
 * call finally rejects with reports it as `retryable`.
 */
export function shouldRetry(failure: AttemptFailure, replay: Replay): boolean {
  if (!retryCouldSucceed(failure)) return false;
  return replay === 'safe' || !mayHaveActed(failure);
}

/**
 * Whether Mem may have acted on the failed attempt. It has not acted on a request it never
 * received, nor on one it turned away as too many (429) or while unavailable (503).
 */
export function mayHaveActed(failure: AttemptFailure): boolean {
  return failure.delivered && failure.status !== 429 && failure.status !== 503;
}

function retryCouldSucceed(failure: AttemptFailure): boolean {
  // A used-up plan quota resets at most once a day: no retry within a call's lifetime helps.
  if (failure.code === 'quota_exceeded') return false;
  const retryAfter = failure.rateLimits?.retryAfter;
  if (retryAfter !== undefined && retryAfter > maxRetryAfterSeconds) return false;
  if (failure.status === 0) return failure.code === 'timeout' || failure.code === 'network_error';
  return failure.status === 408 || failure.status === 429 || failure.status >= 500;
}

/** Milliseconds to wait before the given retry (1 for the first): `Retry-After`, or backoff. */
export function retryDelay(retry: number, failure: AttemptFailure): number {
  const requested = failure.rateLimits?.retryAfter;
  if (requested !== undefined) return requested * 1000;
  const exponential = Math.min(initialDelayMs * 2 ** (retry - 1), maxDelayMs);
  // Take off up to a quarter at random, so that clients failing together do not retry in step.
  return exponential * (1 - Math.random() * 0.25);
}
