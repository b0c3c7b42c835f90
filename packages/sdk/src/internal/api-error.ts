import type { MemApiError } from '../error.js';

type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  retryable: boolean;
  requestId?: string | undefined;
  cause?: unknown;
};

/** The one concrete class behind the public `MemApiError` type; never exported. */
class ApiError extends Error implements MemApiError {
  override readonly name = 'MemApiError' as const;
  readonly status: number;
  readonly code: string;
  readonly retryable: boolean;
  declare readonly requestId?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.retryable = init.retryable;
    // Set only when known, so that `'requestId' in error` tells the truth.
    if (init.requestId !== undefined) {
      Object.defineProperty(this, 'requestId', { value: init.requestId, enumerable: true });
    }
  }
}

export function createApiError(init: ApiErrorInit): MemApiError {
  return new ApiError(init);
}

/** Statuses a retry can fix: the server was busy, slow or briefly broken. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
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
