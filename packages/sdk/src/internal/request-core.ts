// The one path every call takes to Mem: it builds the HTTP request, sends it, retries what may be
// retried, and turns the final failure into a MemApiError.
import { ApiPromise, type ApiResponse } from '../api-promise.js';
import type { MemConfig, MemOptions } from '../config.js';
import type { MemApiError } from '../error.js';
import type { HttpMethod, RequestOptions } from '../http.js';
import { createApiError } from './api-error.js';
import {
  abortedFailure,
  attempt,
  type AttemptFailure,
  type AttemptOutcome,
  type AttemptRequest,
} from './attempt.js';
import { runtimeProduct } from './environment.js';
import { readCallOptions, readClientOptions } from './read-options.js';
import { mayHaveActed, retryDelay, shouldRetry, type Replay } from './retry.js';
import { sleep } from './sleep.js';
import { requireUuid } from './validate.js';
import { Throttle } from './throttle.js';
import { version } from './version.js';

/** A query parameter's value; a list is sent as the parameter repeated, once per item. */
export type QueryValue = string | number | boolean | readonly string[] | undefined;

/** One call to Mem, as a resource method describes it. */
export type ApiCall = {
  /** The method's name for error messages, for example `'notes.update()'`. */
  operation: string;
  method: HttpMethod;
  /** The path below the base URL, with every path parameter already encoded. */
  path: string;
  /** Query parameters; `undefined` ones are left out. */
  query?: Record<string, QueryValue>;
  /** The JSON body, holding only the fields the caller set. */
  body?: Record<string, unknown>;
  replay: Replay;
  /** What the call costs of Mem's complexity budget, when not 1 (`memIt` costs 40). */
  complexity?: number;
  /** True for calls whose answer is ignored, so that it need not be JSON (legacy deletes). */
  ignoreAnswer?: boolean;
  /**
   * `'bytes'` for a file: the call resolves to the `Response` as soon as its headers arrive, with
   * the body unread for the caller to stream, and the attempt's timeout ends there.
   *
   * @defaultValue `'json'`
   */
  answer?: 'json' | 'bytes';
  /** An absolute URL to fetch instead of `path` below the base URL, such as a download link. */
  url?: string;
  /** The code a 409 gets on this call, when Mem's own code would be less precise. */
  conflictCode?: string;
  /**
   * For creates that name their object's id: how to read the object an earlier attempt of this
   * call may already have made, whether what is read is this call's, and (when the read answers
   * in another shape than the call) the call's answer made from it, so that a retry answered
   * 409 succeeds with it instead of reporting a conflict.
   */
  earlierResult?: {
    read: ApiCall;
    isOwn: (found: Record<string, unknown>) => boolean;
    answer?: (found: Record<string, unknown>) => Record<string, unknown>;
  };
  /**
   * For calls that remove something (deletes, taking a note out of a collection): a 404 after
   * an earlier attempt that may have acted means that attempt did the removing, so the call
   * succeeds, with `alreadyGone: true`. A 404 on the first attempt stays an error.
   */
  removes?: boolean;
};

export class RequestCore {
  readonly config: MemConfig;
  readonly #apiKey: string;
  readonly #fetch: typeof fetch;
  /** The User-Agent header, where the client may set one; a caller's own replaces it. */
  readonly #userAgent: Record<string, string>;
  readonly #throttle: Throttle | undefined;
  readonly #signal: AbortSignal | undefined;

  constructor(options: MemOptions) {
    const settings = readClientOptions(options);
    this.config = settings.config;
    this.#apiKey = settings.apiKey;
    this.#fetch = settings.fetch;
    this.#signal = settings.signal;
    this.#throttle =
      settings.throttle === false ? undefined : new Throttle(settings.throttle.onWait);
    const runtime = runtimeProduct();
    this.#userAgent =
      runtime === undefined ? {} : { 'user-agent': `memai-sdk/${version} ${runtime}` };
  }

  /**
   * Sends the call `prepare` builds, as the `ApiPromise` a method returns. `prepare` checks the
   * caller's input; if it throws, the promise rejects with that error and nothing is sent.
   */
  request<Answer>(options: RequestOptions, prepare: () => ApiCall): ApiPromise<Answer> {
    return new ApiPromise((async () => this.send<Answer>(prepare(), options))());
  }

  /** The signal a call stops on: the call's own, the client's, or whichever fires first. */
  signalFor(callSignal: AbortSignal | undefined): AbortSignal | undefined {
    if (this.#signal === undefined || callSignal === this.#signal) return callSignal;
    if (callSignal === undefined) return this.#signal;
    return AbortSignal.any([this.#signal, callSignal]);
  }

  /** Sends a call, retrying what may be retried, until it succeeds or must fail. */
  async send<Answer>(call: ApiCall, options: RequestOptions): Promise<ApiResponse<Answer>> {
    const settings = readCallOptions(options, call.operation);
    const signal = this.signalFor(settings.signal);
    const url = call.url ?? this.config.baseUrl + call.path + queryString(call.query);
    // The key and the client's and the call's headers go only to the API's own origin, which may
    // need them (a proxy of the caller's, or the local Mem). A download link on another host,
    // such as a storage service, is signed and needs none of them, and sending them there would
    // hand the key to a third party. The Fetch standard drops `authorization` on a redirect to
    // another origin.
    const toApi = new URL(url).origin === new URL(this.config.baseUrl).origin;
    const headers = new Headers(this.#userAgent);
    if (toApi) {
      for (const [name, value] of Object.entries(this.config.headers)) headers.set(name, value);
      for (const [name, value] of Object.entries(settings.headers)) headers.set(name, value);
    }
    headers.set('accept', call.answer === 'bytes' ? '*/*' : 'application/json');
    if (call.body !== undefined) headers.set('content-type', 'application/json');
    if (toApi) headers.set('authorization', `Bearer ${this.#apiKey}`);
    const request = {
      fetch: this.#fetch,
      url,
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      timeout: settings.timeout ?? this.config.timeout,
      signal,
      expectJson: call.ignoreAnswer !== true,
      streamBody: call.answer === 'bytes',
    };

    const maxRetries = settings.maxRetries ?? this.config.maxRetries;
    let earlierAttemptMayHaveActed = false;
    for (let retry = 1; ; retry += 1) {
      const outcome = await this.#paced(request, call);
      if (outcome.ok) {
        const { body, response, rateLimits, requestId } = outcome;
        const data = (call.answer === 'bytes' ? response : body) as Answer;
        return { data, response, rateLimits: rateLimits ?? {}, requestId };
      }
      const { failure } = outcome;
      if (failure.status === 409 && earlierAttemptMayHaveActed && call.earlierResult) {
        const { read, isOwn, answer } = call.earlierResult;
        const found = await this.#readIfExists(read, options);
        if (found !== undefined && isOwn(found.data)) {
          return { ...found, data: (answer?.(found.data) ?? found.data) as Answer };
        }
      }
      const { response } = failure;
      if (response?.status === 404 && earlierAttemptMayHaveActed && call.removes === true) {
        const requestId = failure.requestId ?? '';
        const data = { request_id: requestId, alreadyGone: true } as Answer;
        return { data, response, rateLimits: failure.rateLimits ?? {}, requestId };
      }
      earlierAttemptMayHaveActed ||= mayHaveActed(failure);
      const retryable = shouldRetry(failure, call.replay);
      if (!retryable || retry > maxRetries) {
        throw errorFor(call, failure, retryable);
      }
      await sleep(retryDelay(retry, failure), signal, () =>
        errorFor(call, abortedFailure(signal?.reason, true), false),
      );
    }
  }

  /** One attempt, once the throttle lets it start; it tells the throttle what Mem answered. */
  async #paced(request: AttemptRequest, call: ApiCall): Promise<AttemptOutcome> {
    if (this.#throttle === undefined) return attempt(request);
    const complexity = call.complexity ?? 1;
    const held = await this.#throttle.start(complexity, request.signal);
    if (held) return { ok: false, failure: held };
    const outcome = await attempt(request);
    const answered = outcome.ok || outcome.failure.status !== 0;
    const limits = outcome.ok ? outcome.rateLimits : outcome.failure.rateLimits;
    this.#throttle.finish(complexity, answered, limits);
    return outcome;
  }

  async #readIfExists(
    call: ApiCall,
    options: RequestOptions,
  ): Promise<ApiResponse<Record<string, unknown>> | undefined> {
    try {
      return await this.send<Record<string, unknown>>(call, options);
    } catch (error) {
      if ((error as MemApiError).status === 404) return undefined;
      throw error;
    }
  }
}

function queryString(query: ApiCall['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value) params.append(name, item);
    else if (value !== undefined) params.set(name, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function errorFor(call: ApiCall, failure: AttemptFailure, retryable: boolean): MemApiError {
  const code =
    failure.status === 409 && call.conflictCode !== undefined ? call.conflictCode : failure.code;
  return createApiError({
    ...failure,
    code,
    message: `${call.method} ${call.path}: ${failure.message}`,
    detail: failure.message,
    method: call.method,
    path: call.path,
    retryable,
  });
}

/** `GET path/{id}`: one item of a resource, by its UUID, which is checked before sending. */
export function readById<Answer>(
  core: RequestCore,
  options: RequestOptions,
  where: string,
  path: string,
  id: string,
): ApiPromise<Answer> {
  return core.request(options, () => ({
    operation: where,
    method: 'GET',
    path: `${path}/${requireUuid(id, where, 'id')}`,
    replay: 'safe',
  }));
}

/** The error a call rejects with when its signal fires, for checks made outside `send`. */
export function abortedError(call: ApiCall, reason: unknown): MemApiError {
  return errorFor(call, abortedFailure(reason, false), false);
}

/** The error for a success whose JSON is not shaped as Mem promises. */
export function invalidAnswerError(call: ApiCall, problem: string): MemApiError {
  return errorFor(
    call,
    {
      status: 200,
      code: 'invalid_response',
      message: `The API's answer ${problem}.`,
      delivered: true,
    },
    false,
  );
}
