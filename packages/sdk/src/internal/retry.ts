import type { MemApiError } from '../error.js';

/** The first wait before a retry, in milliseconds; each later wait doubles it. */
const initialDelayMs = 500;
/** The longest backoff between two attempts, in milliseconds. */
const maxDelayMs = 8_000;
/** The longest wait a `Retry-After` header can ask for before we cap it, in milliseconds. */
const maxRetryAfterMs = 60_000;

/** Why an attempt failed, with what the retry decision needs beyond the error itself. */
export type AttemptFailure = {
  error: MemApiError;
  /** The response's `Retry-After` header, when it had one. */
  retryAfter: string | null;
  /** False only when the request certainly never reached the server (for example, refused). */
  delivered: boolean;
};

/**
 * Whether a failed attempt may be tried again. Requests that are not idempotent could act twice
 * if replayed, so they are retried only when the server cannot have acted on them: it was never
 * reached, or it said it was rate limiting (429) or unavailable (503).
 */
export function mayRetry(failure: AttemptFailure, idempotent: boolean): boolean {
  if (!failure.error.retryable) return false;
  if (idempotent) return true;
  return !failure.delivered || failure.error.status === 429 || failure.error.status === 503;
}

/** Milliseconds to wait before the given retry (1 for the first), from `Retry-After` or backoff. */
export function retryDelay(retry: number, retryAfter: string | null, now = Date.now()): number {
  const requested = parseRetryAfter(retryAfter, now);
  if (requested !== undefined) return Math.min(requested, maxRetryAfterMs);
  const exponential = Math.min(initialDelayMs * 2 ** (retry - 1), maxDelayMs);
  // Take off up to a quarter at random, so that clients failing together do not retry in step.
  return exponential * (1 - Math.random() * 0.25);
}

/** Reads `Retry-After` as seconds or as an HTTP date; undefined when absent or unreadable. */
function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+(?:\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
