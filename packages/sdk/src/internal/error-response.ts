// Reads what a failed response says: Mem's error body in any of the shapes it is known to send,
// and its rate-limit headers.
import type { RateLimits, RateLimitWindow } from '../error.js';

export type ErrorReport = { code?: string; message?: string; requestId?: string };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The code, message and request id of an error body. Mem sends
 * `{ error_category, error_metadata: { error_kind, message, request_id } }` for most errors,
 * `{ error: { type, message, … } }` for a used-up quota, and `{ error, message }` on retired
 * routes; proxies send `{ message }` or `{ detail }`. Codes are lower-cased, so that
 * `NOT_AUTHORIZED` and `quota_exceeded` read alike.
 */
export function readErrorBody(body: Record<string, unknown> | undefined): ErrorReport {
  if (body === undefined) return {};
  const metadata = record(body['error_metadata']);
  const nested = record(body['error']);
  const code =
    text(metadata?.['error_kind']) ??
    text(nested?.['type']) ??
    text(nested?.['code']) ??
    text(body['code']);
  const message =
    text(metadata?.['message']) ??
    text(nested?.['message']) ??
    text(body['message']) ??
    text(body['error']) ??
    text(body['detail']);
  const requestId = text(metadata?.['request_id']) ?? text(body['request_id']);
  return {
    ...(code === undefined ? {} : { code: code.toLowerCase() }),
    ...(message === undefined ? {} : { message }),
    ...(requestId === undefined ? {} : { requestId }),
  };
}

function readWindow(headers: Headers, prefix: string): RateLimitWindow | undefined {
  const number = (name: string) => {
    const value = headers.get(`${prefix}-${name}`);
    return value === null || value.trim() === '' ? NaN : Number(value);
  };
  const bucket = headers.get(`${prefix}-bucket`);
  const window = { limit: number('limit'), remaining: number('remaining'), reset: number('reset') };
  if (bucket === null || !Object.values(window).every(Number.isFinite)) return undefined;
  return { bucket, ...window };
}

/** Reads `Retry-After` as seconds or as an HTTP date; undefined when absent or unreadable. */
function readRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (value === undefined) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

/** The rate-limit headers of a response, or undefined when it carried none. */
export function readRateLimits(headers: Headers): RateLimits | undefined {
  const limits: RateLimits = {};
  const requests = readWindow(headers, 'x-ratelimit');
  const complexity = readWindow(headers, 'x-complexity');
  const retryAfter = readRetryAfter(headers);
  if (requests !== undefined) limits.requests = requests;
  if (complexity !== undefined) limits.complexity = complexity;
  if (retryAfter !== undefined) limits.retryAfter = retryAfter;
  return Object.keys(limits).length === 0 ? undefined : limits;
}
