import type { MemApiError, RateLimits } from '../error.js';
import type { HttpMethod } from '../http.js';

export type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  detail: string;
  method: HttpMethod;
  path: string;
  retryable: boolean;
  requestId?: string | undefined;
  rateLimits?: RateLimits | undefined;
  body?: unknown;
  cause?: unknown;
};

/** The one concrete class behind the public `MemApiError` type; never exported. */
class ApiError extends Error implements MemApiError {
  override readonly name = 'MemApiError' as const;
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly retryable: boolean;
  declare readonly requestId?: string;
  declare readonly rateLimits?: RateLimits;
  declare readonly body?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.method = init.method;
    this.path = init.path;
    this.retryable = init.retryable;
    // Set only when known, so that `'requestId' in error` tells the truth.
    for (const field of ['requestId', 'rateLimits', 'body'] as const) {
      if (init[field] !== undefined) {
        Object.defineProperty(this, field, { value: init[field], enumerable: true });
      }
    }
  }
}

export function createApiError(init: ApiErrorInit): MemApiError {
  return new ApiError(init);
}

const codesByStatus: Readonly<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'unprocessable_entity',
  429: 'rate_limited',
  500: 'server_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

/** The code for an error status whose body named none. */
export function codeForStatus(status: number): string {
  return codesByStatus[status] ?? (status >= 500 ? 'server_error' : 'http_error');
}

export function isApiError(value: unknown): value is MemApiError {
  if (value instanceof ApiError) return true;
  // Match by shape as well, so that errors from another realm (an iframe, a worker, a second
  // copy of this package) still narrow.
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<'name' | 'status' | 'code', unknown>>;
  return (
    candidate.name === 'MemApiError' &&
    typeof candidate.status === 'number' &&
    typeof candidate.code === 'string'
  );
}
