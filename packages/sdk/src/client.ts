import type { MemConfig, MemOptions } from './config.js';
import type { MemApiError } from './error.js';
import type { RequestParams } from './http.js';
import type { MemItPayload, MemItResponse } from './mem-it.js';
import type { CreateNotePayload, CreateNoteResponse } from './notes.js';
import { isApiError } from './internal/api-error.js';
import { abortedError, attempt } from './internal/attempt.js';
import { apiKeyFromEnvironment, randomUuid } from './internal/environment.js';
import { mayRetry, retryDelay } from './internal/retry.js';
import { sleep } from './internal/sleep.js';
import {
  optionalFlagOrText,
  optionalText,
  optionalTextList,
  optionalTimestamp,
  optionalUuid,
  requireObject,
  requireText,
} from './internal/validate.js';

const defaultBaseUrl = 'https://api.mem.ai';
const defaultTimeoutMs = 60_000;
const defaultMaxRetries = 2;

/**
 * The per-call options every method takes as its last argument.
 *
 * @inline
 */
type CallOptions = Pick<RequestParams, 'signal' | 'timeout'>;

/**
 * A client for the mem.ai API. Create one per API key and reuse it: it holds no connections
 * and no state besides its configuration.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * // Reads the key from MEM_API_KEY when `apiKey` is omitted.
 * const client = new MemClient({ apiKey: 'mem_test_key', maxRetries: 3 });
 * console.log(client.config.baseUrl);
 * ```
 */
export class MemClient {
  /** The client's resolved configuration, frozen. The API key is not part of it. */
  readonly config: MemConfig;

  readonly #apiKey: string;
  readonly #fetch: typeof fetch;

  /**
   * Creates a client. Nothing is sent until a method is called.
   *
   * @param options - Everything is optional; see {@link MemOptions} for defaults.
   * @throws `Error` when no API key is given and `MEM_API_KEY` is unset or empty.
   * @throws `TypeError` when an option has the wrong type or range, naming the option.
   */
  constructor(options: MemOptions = {}) {
    const where = 'new MemClient()';
    requireObject(options, where, 'options');
    const apiKey = optionalText(options.apiKey, where, 'apiKey') ?? apiKeyFromEnvironment();
    if (apiKey === undefined || apiKey.trim() === '') {
      throw new Error(
        'memai-sdk: no API key. Pass one as `new MemClient({ apiKey })`, or set the MEM_API_KEY ' +
          'environment variable. Create a key in Mem under Settings → API.',
      );
    }
    const fetchImpl = options.fetch ?? (globalThis.fetch as typeof fetch | undefined);
    if (typeof fetchImpl !== 'function') {
      throw new TypeError(`${where}: this runtime has no global fetch; pass one as \`fetch\`.`);
    }
    this.#apiKey = apiKey;
    // Calling a detached global fetch throws "Illegal invocation" in browsers, hence the bind.
    this.#fetch = options.fetch ?? fetchImpl.bind(globalThis);
    this.config = Object.freeze({
      baseUrl: readBaseUrl(options.baseUrl ?? defaultBaseUrl, where),
      timeout: readTimeout(options.timeout ?? defaultTimeoutMs, where, 'timeout'),
      maxRetries: readMaxRetries(options.maxRetries ?? defaultMaxRetries, where),
      headers: Object.freeze(readHeaders(options.headers ?? {}, where)),
    });
  }

  /**
   * Tells whether `value` is a {@link MemApiError}, the error every failed call rejects with.
   * It also recognises errors from another realm or another copy of this package, by name.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * function explain(error: unknown): string {
   *   return MemClient.isApiError(error) ? `${error.status} ${error.code}` : String(error);
   * }
   * ```
   */
  static isApiError(value: unknown): value is MemApiError {
    return isApiError(value);
  }

  /**
   * Sends raw content to Mem, which reads it, writes notes from it and files them in
   * collections. Use it for content you have not formatted yourself: web pages, emails,
   * transcripts, quick thoughts.
   *
   * A call is retried only when Mem cannot have acted on it yet (it was never delivered, or Mem
   * answered 429 or 503), since replaying it could otherwise create the same notes twice.
   *
   * @param payload - The content and how to treat it; `input` is required.
   * @param options - An `AbortSignal` to cancel the call and a `timeout` per attempt.
   * @returns What Mem did: the notes it created and the collections it added them to.
   * @throws `TypeError` before sending, when a payload field is missing or has the wrong form.
   * @throws {@link MemApiError} when the call fails.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const result = await client.memIt({
   *   input: 'Met Ada at the conference. She is writing about analytical engines.',
   *   instructions: 'Add this to my People collection.',
   * });
   * for (const op of result.operations) console.log(op.type);
   * ```
   */
  async memIt(payload: MemItPayload, options: CallOptions = {}): Promise<MemItResponse> {
    const where = 'memIt()';
    requireObject(payload, where, 'payload');
    const body = definedFields({
      input: requireText(payload.input, where, 'input'),
      instructions: optionalText(payload.instructions, where, 'instructions'),
      context: optionalText(payload.context, where, 'context'),
      timestamp: optionalTimestamp(payload.timestamp, where, 'timestamp'),
    });
    const call = { method: 'POST', path: '/v1/mem-it', body, idempotent: false } as const;
    return (await this.#request({ ...call, ...readCallOptions(options, where) })) as MemItResponse;
  }

  /**
   * Creates one note from Markdown you control. Its first line becomes the title.
   *
   * When `id` is omitted the client generates a UUID and sends it, so that every retry of the
   * call names the same note and a retry can never create a second one.
   *
   * @param payload - The note; `content` is required.
   * @param options - An `AbortSignal` to cancel the call and a `timeout` per attempt.
   * @returns The stored note, with its id, title, URL and what Mem did with it.
   * @throws `TypeError` before sending, when a payload field is missing or has the wrong form.
   * @throws {@link MemApiError} when the call fails.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const note = await client.createNote({
   *   content: '# Groceries\n\n- Oat milk\n- Coffee',
   *   add_to_collections: ['Home'],
   * });
   * console.log(note.id, note.url);
   * ```
   */
  async createNote(
    payload: CreateNotePayload,
    options: CallOptions = {},
  ): Promise<CreateNoteResponse> {
    const where = 'createNote()';
    requireObject(payload, where, 'payload');
    const id = optionalUuid(payload.id, where, 'id') ?? randomUuid();
    const body = definedFields({
      content: requireText(payload.content, where, 'content'),
      id,
      add_to_collections: optionalTextList(payload.add_to_collections, where, 'add_to_collections'),
      auto_organize: optionalFlagOrText(payload.auto_organize, where, 'auto_organize'),
      auto_format: optionalFlagOrText(payload.auto_format, where, 'auto_format'),
      apply_template: optionalText(payload.apply_template, where, 'apply_template'),
      created_at: optionalTimestamp(payload.created_at, where, 'created_at'),
      updated_at: optionalTimestamp(payload.updated_at, where, 'updated_at'),
    });
    // Without an id (no crypto.randomUUID on this runtime) a replay could create a second note.
    const call = { method: 'POST', path: '/v1/notes', body, idempotent: id !== undefined } as const;
    return (await this.#request({
      ...call,
      ...readCallOptions(options, where),
    })) as CreateNoteResponse;
  }

  /**
   * Deletes a note. Deleting is idempotent, so failed attempts are retried like any other.
   *
   * @param id - The note's id, as returned by `createNote` or found in a `memIt` operation.
   * @param options - An `AbortSignal` to cancel the call and a `timeout` per attempt.
   * @throws `TypeError` before sending, when `id` is not a non-empty string.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such note.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * await client.deleteNote('5e29c8a2-c73b-476b-9311-e2579712d4b1');
   * ```
   */
  async deleteNote(id: string, options: CallOptions = {}): Promise<void> {
    const where = 'deleteNote()';
    const path = `/v1/notes/${encodeURIComponent(requireText(id, where, 'id'))}`;
    await this.#request({ method: 'DELETE', path, ...readCallOptions(options, where) });
  }

  /** Sends a request, retrying what may be retried, until it succeeds or must fail. */
  async #request(params: RequestParams): Promise<Record<string, unknown> | undefined> {
    const { signal } = params;
    const headers = new Headers(this.config.headers);
    headers.set('accept', 'application/json');
    if (params.body !== undefined) headers.set('content-type', 'application/json');
    headers.set('authorization', `Bearer ${this.#apiKey}`);
    const request = {
      fetch: this.#fetch,
      url: this.config.baseUrl + params.path,
      method: params.method,
      headers,
      body: params.body === undefined ? undefined : JSON.stringify(params.body),
      timeout: params.timeout ?? this.config.timeout,
      signal,
      expectJson: params.method !== 'DELETE',
    };

    for (let retry = 1; ; retry += 1) {
      const outcome = await attempt(request);
      if (outcome.ok) return outcome.body;
      const { failure } = outcome;
      if (retry > this.config.maxRetries || !mayRetry(failure, params.idempotent ?? true)) {
        throw failure.error;
      }
      await sleep(retryDelay(retry, failure.retryAfter), signal, () =>
        abortedError(signal?.reason),
      );
    }
  }
}

/** Drops `undefined` fields, so the JSON body holds only what the caller set. */
function definedFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function readCallOptions(options: CallOptions, where: string): CallOptions {
  requireObject(options, where, 'options');
  const { signal, timeout } = options;
  if (
    signal !== undefined &&
    !(typeof signal === 'object' && signal !== null && 'aborted' in signal)
  ) {
    throw new TypeError(`${where}: \`options.signal\` must be an AbortSignal.`);
  }
  return definedFields({
    signal,
    timeout: timeout === undefined ? undefined : readTimeout(timeout, where, 'options.timeout'),
  });
}

function readBaseUrl(value: unknown, where: string): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new TypeError(
      `${where}: \`baseUrl\` must be an http or https URL, got ${JSON.stringify(value)}.`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

function readTimeout(value: unknown, where: string, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new TypeError(
      `${where}: \`${field}\` must be a positive number of milliseconds, got ${String(value)}.`,
    );
  }
  return value;
}

function readMaxRetries(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new TypeError(
      `${where}: \`maxRetries\` must be a whole number from 0 up, got ${String(value)}.`,
    );
  }
  return value;
}

function readHeaders(value: unknown, where: string): Record<string, string> {
  const headers = requireObject(value, where, 'headers');
  for (const [name, header] of Object.entries(headers)) {
    if (typeof header !== 'string') {
      throw new TypeError(`${where}: header \`${name}\` must be a string, got ${typeof header}.`);
    }
  }
  return { ...(headers as Record<string, string>) };
}
