import type { RateLimits } from '../error.js';
import { codeForStatus } from './api-error.js';
import { readErrorBody, readRateLimits } from './error-response.js';

export type AttemptRequest = {
  fetch: typeof fetch;
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  /** Milliseconds this attempt may take, reading the body included. */
  timeout: number;
  signal: AbortSignal | undefined;
  /** Whether a success must carry a JSON object (false for calls whose answer is ignored). */
  expectJson: boolean;
  /** Whether a success is a file whose body the caller reads: the attempt ends at its headers. */
  streamBody?: boolean;
};

/** Why an attempt failed: what the error will say, and what the retry decision needs. */
export type AttemptFailure = {
  status: number;
  code: string;
  message: string;
  requestId?: string | undefined;
  rateLimits?: RateLimits | undefined;
  body?: Record<string, unknown> | undefined;
  /** The answer, when Mem gave one. */
  response?: Response | undefined;
  cause?: unknown;
  /** False only when the request certainly never reached the server (for example, refused). */
  delivered: boolean;
};

/** A success: its body, and the response it came in with what its headers said. */
export type AttemptSuccess = {
  body: Record<string, unknown> | undefined;
  response: Response;
  rateLimits: RateLimits | undefined;
  requestId: string | undefined;
};

export type AttemptOutcome =
  ({ ok: true } & AttemptSuccess) | { ok: false; failure: AttemptFailure };

/** Errors of the socket layer which mean the request was never handed to the server. */
const notConnectedCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The failure of a call whose `AbortSignal` fired. */
export function abortedFailure(reason: unknown, delivered: boolean): AttemptFailure {
  return {
    status: 0,
    code: 'aborted',
    message: 'The request was aborted by its AbortSignal.',
    cause: reason,
    delivered,
  };
}

/** Sends one request and reads its answer. It never throws: every failure becomes an outcome. */
export async function attempt(request: AttemptRequest): Promise<AttemptOutcome> {
  const { signal } = request;
  if (signal?.aborted) return failed(abortedFailure(signal.reason, false));

  // One controller for both reasons to stop: the caller's signal and this attempt's timeout.
  const controller = new AbortController();
  const timedOut = new Error(`The attempt took longer than ${request.timeout} ms.`);
  const timer = setTimeout(() => controller.abort(timedOut), request.timeout);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  const { streamBody } = request;

  try {
    const response = await request.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      // A file's body outlives the attempt, so the caller's signal must reach it directly.
      signal:
        streamBody !== true || signal === undefined
          ? controller.signal
          : AbortSignal.any([signal, controller.signal]),
    });
    if (streamBody === true && response.ok) {
      // The timeout covers the wait for the headers only, as a large file may take long to read
      // at the caller's pace.
      const requestId = response.headers.get('x-request-id')?.trim() || undefined;
      const rateLimits = readRateLimits(response.headers);
      return { ok: true, body: undefined, response, rateLimits, requestId };
    }
    const text = await response.text();
    return readResponse(response, text, request.expectJson);
  } catch (cause) {
    if (signal?.aborted) return failed(abortedFailure(signal.reason, true));
    if (controller.signal.reason === timedOut) {
      return failed({
        status: 0,
        code: 'timeout',
        message: timedOut.message,
        cause,
        delivered: true,
      });
    }
    const detail = innermostMessage(cause);
    return failed({
      status: 0,
      code: 'network_error',
      message: `No response from ${new URL(request.url).origin}${detail === '' ? '' : `: ${detail}`}.`,
      cause,
      delivered: !neverConnected(cause),
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function failed(failure: AttemptFailure): AttemptOutcome {
  return { ok: false, failure };
}

/** Walks `cause` links, since fetch wraps the socket error in a generic "fetch failed". */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let link = error; link !== undefined && chain.length < 8;) {
    chain.push(link);
    link =
      typeof link === 'object' && link !== null ? (link as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

function neverConnected(error: unknown): boolean {
  return causeChain(error).some((link) => {
    const code =
      typeof link === 'object' && link !== null ? (link as { code?: unknown }).code : undefined;
    return typeof code === 'string' && notConnectedCodes.has(code);
  });
}

function innermostMessage(error: unknown): string {
  const last = causeChain(error).at(-1);
  return last instanceof Error ? last.message : String(last ?? '');
}

function readResponse(response: Response, text: string, expectJson: boolean): AttemptOutcome {
  const parsed = parseJsonObject(text);
  const reported = readErrorBody(parsed.value);
  const headerId = response.headers.get('x-request-id')?.trim() || undefined;
  const rateLimits = readRateLimits(response.headers);

  if (response.ok) {
    if (!expectJson || parsed.value !== undefined) {
      // `X-Request-Id` comes with every answer, `request_id` only in some bodies.
      const requestId = headerId ?? reported.requestId;
      return { ok: true, body: parsed.value, response, rateLimits, requestId };
    }
    return failed({
      status: response.status,
      code: 'invalid_response',
      message: `Expected a JSON object from the API, but ${describeBody(response, text)}.`,
      requestId: reported.requestId ?? headerId,
      rateLimits,
      cause: parsed.error,
      delivered: true,
    });
  }

  return failed({
    status: response.status,
    response,
    code: reported.code ?? codeForStatus(response.status),
    message:
      reported.message ??
      `HTTP ${response.status} ${response.statusText}`.trimEnd() +
        ` with no error details: ${describeBody(response, text)}.`,
    // Errors have always named the body's id first; the header fills in when the body has none.
    requestId: reported.requestId ?? headerId,
    rateLimits,
    body: parsed.value,
    cause: parsed.error,
    delivered: true,
  });
}

function parseJsonObject(text: string): { value?: Record<string, unknown>; error?: unknown } {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { value: value as Record<string, unknown> }
      : {};
  } catch (error) {
    return { error };
  }
}

/** Says what came back instead of JSON, briefly enough for an error message. */
function describeBody(response: Response, text: string): string {
  if (text.trim() === '') return 'the body was empty';
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() || 'no content type';
  const snippet = text.replace(/\s+/g, ' ').trim();
  const shown = snippet.length > 80 ? `${snippet.slice(0, 80)}…` : snippet;
  const kind = /^\s*<(!doctype|html)/i.test(text)
    ? 'an HTML page'
    : 'a body that is not a JSON object';
  return `it sent ${kind} (${type}): ${JSON.stringify(shown)}`;
}
