import type { MemApiError } from '../error.js';
import { codeForStatus, createApiError, isRetryableStatus } from './api-error.js';
import type { AttemptFailure } from './retry.js';

export type AttemptRequest = {
  fetch: typeof fetch;
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  /** Milliseconds this attempt may take, reading the body included. */
  timeout: number;
  signal: AbortSignal | undefined;
  /** Whether a success must carry a JSON object (false for endpoints whose body we ignore). */
  expectJson: boolean;
};

export type AttemptOutcome =
  { ok: true; body: Record<string, unknown> | undefined } | { ok: false; failure: AttemptFailure };

/** Errors of the socket layer which mean the request was never handed to the server. */
const notConnectedCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function abortedError(reason: unknown): MemApiError {
  return createApiError({
    status: 0,
    code: 'aborted',
    message: 'The request was aborted by its AbortSignal.',
    retryable: false,
    cause: reason,
  });
}

/** Sends one request and reads its answer. It never throws: every failure becomes an outcome. */
export async function attempt(request: AttemptRequest): Promise<AttemptOutcome> {
  const { signal } = request;
  if (signal?.aborted) return failed(abortedError(signal.reason), false);

  // One controller for both reasons to stop: the caller's signal and this attempt's timeout.
  // (AbortSignal.any would do this, but it is missing from Node 18.)
  const controller = new AbortController();
  const timedOut = new Error(`The attempt took longer than ${request.timeout} ms.`);
  const timer = setTimeout(() => controller.abort(timedOut), request.timeout);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await request.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: controller.signal,
    });
    const text = await response.text();
    return readResponse(response, text, request.expectJson);
  } catch (cause) {
    if (signal?.aborted) return failed(abortedError(signal.reason), true);
    if (controller.signal.reason === timedOut) {
      return failed(
        createApiError({
          status: 0,
          code: 'timeout',
          message: timedOut.message,
          retryable: true,
          cause,
        }),
        true,
      );
    }
    return failed(networkError(request.url, cause), !neverConnected(cause));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function failed(
  error: MemApiError,
  delivered: boolean,
  retryAfter: string | null = null,
): AttemptOutcome {
  return { ok: false, failure: { error, delivered, retryAfter } };
}

function networkError(url: string, cause: unknown): MemApiError {
  const detail = innermostMessage(cause);
  return createApiError({
    status: 0,
    code: 'network_error',
    message: `No response from ${new URL(url).origin}${detail === '' ? '' : `: ${detail}`}.`,
    retryable: true,
    cause,
  });
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
  const requestId =
    response.headers.get('x-request-id') ??
    (typeof parsed.value?.['request_id'] === 'string' ? parsed.value['request_id'] : undefined);

  if (response.ok) {
    if (!expectJson || parsed.value !== undefined) return { ok: true, body: parsed.value };
    const error = createApiError({
      status: response.status,
      code: 'invalid_response',
      message: `Expected a JSON object from the API, but ${describeBody(response, text)}.`,
      retryable: false,
      requestId,
      cause: parsed.error,
    });
    return failed(error, true);
  }

  const reported = readErrorBody(parsed.value);
  const error = createApiError({
    status: response.status,
    code: reported.code ?? codeForStatus(response.status),
    message:
      reported.message ??
      `HTTP ${response.status} ${response.statusText}`.trimEnd() +
        ` with no error details: ${describeBody(response, text)}.`,
    retryable: isRetryableStatus(response.status),
    requestId,
    cause: parsed.error,
  });
  return failed(error, true, response.headers.get('retry-after'));
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

/** Reads the code and message from the error bodies the API and common proxies send. */
function readErrorBody(body: Record<string, unknown> | undefined): {
  code?: string;
  message?: string;
} {
  if (body === undefined) return {};
  const nested = body['error'];
  const source =
    typeof nested === 'object' && nested !== null ? (nested as Record<string, unknown>) : body;
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value : undefined;
  const code = text(source['code']) ?? text(source['type']) ?? text(body['code']);
  const message =
    text(source['message']) ?? text(nested) ?? text(body['message']) ?? text(body['detail']);
  return { ...(code === undefined ? {} : { code }), ...(message === undefined ? {} : { message }) };
}
