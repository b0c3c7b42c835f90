// Checks and resolves the options of `new MemClient()` and the per-call options of every method.
import type { MemConfig, MemOptions, ThrottleOptions } from '../config.js';
import type { RequestOptions } from '../http.js';
import { apiKeyFromEnvironment } from './environment.js';
import { optionalText, requireObject } from './validate.js';

/** Mem's public address, where a client sends its calls unless given another `baseUrl`. */
export const defaultBaseUrl = 'https://api.mem.ai';
const defaultTimeoutMs = 60_000;
const defaultMaxRetries = 2;

/** What a client is made of: its public configuration, and the things it keeps private. */
export type ClientSettings = {
  config: MemConfig;
  apiKey: string;
  fetch: typeof fetch;
  /** How to pace requests, or false for not at all. */
  throttle: ThrottleOptions | false;
  /** Cancels every call of the client when it fires. */
  signal: AbortSignal | undefined;
};

export function readClientOptions(options: MemOptions): ClientSettings {
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
  return {
    apiKey,
    // Calling a detached global fetch throws "Illegal invocation" in browsers, hence the bind.
    fetch: options.fetch ?? fetchImpl.bind(globalThis),
    throttle: readThrottle(options.throttle ?? true, where),
    signal: readSignal(options.signal, where, 'signal'),
    config: Object.freeze({
      baseUrl: readBaseUrl(options.baseUrl ?? defaultBaseUrl, where),
      timeout: readTimeout(options.timeout ?? defaultTimeoutMs, where, 'timeout'),
      maxRetries: readMaxRetries(options.maxRetries ?? defaultMaxRetries, where, 'maxRetries'),
      headers: Object.freeze(readHeaders(options.headers ?? {}, where, 'headers')),
    }),
  };
}

/** A call's options, checked: what `RequestCore.send` needs, with no field left unknown. */
export type CallSettings = {
  signal: AbortSignal | undefined;
  timeout: number | undefined;
  maxRetries: number | undefined;
  headers: Record<string, string>;
};

/** The caller's `RequestOptions`, checked; `where` names the method in error messages. */
export function readCallOptions(options: RequestOptions, where: string): CallSettings {
  requireObject(options, where, 'options');
  const { signal, timeout, maxRetries, headers } = options;
  return {
    signal: readSignal(signal, where, 'options.signal'),
    timeout: timeout === undefined ? undefined : readTimeout(timeout, where, 'options.timeout'),
    maxRetries:
      maxRetries === undefined
        ? undefined
        : readMaxRetries(maxRetries, where, 'options.maxRetries'),
    headers: headers === undefined ? {} : readHeaders(headers, where, 'options.headers'),
  };
}

function readSignal(value: unknown, where: string, name: string): AbortSignal | undefined {
  if (value === undefined) return undefined;
  // By shape: a signal from another realm (an iframe, a worker) is no instance of this one's.
  if (typeof value === 'object' && value !== null && 'aborted' in value) {
    return value as AbortSignal;
  }
  throw new TypeError(`${where}: \`${name}\` must be an AbortSignal.`);
}

function readThrottle(value: unknown, where: string): ThrottleOptions | false {
  if (typeof value === 'boolean') return value ? {} : false;
  const { onWait } = requireObject(value, where, 'throttle') as ThrottleOptions;
  if (onWait !== undefined && typeof onWait !== 'function') {
    throw new TypeError(`${where}: \`throttle.onWait\` must be a function.`);
  }
  return onWait === undefined ? {} : { onWait };
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

function readMaxRetries(value: unknown, where: string, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new TypeError(
      `${where}: \`${field}\` must be a whole number from 0 up, got ${String(value)}.`,
    );
  }
  return value;
}

function readHeaders(value: unknown, where: string, field: string): Record<string, string> {
  const headers = requireObject(value, where, field);
  for (const [name, header] of Object.entries(headers)) {
    if (typeof header !== 'string') {
      throw new TypeError(
        `${where}: header \`${name}\` in \`${field}\` must be a string, got ${typeof header}.`,
      );
    }
  }
  return { ...(headers as Record<string, string>) };
}
