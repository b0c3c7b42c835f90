// The error bodies this server sends. Mem publishes no list of error kinds; the envelope below is
// the one Mem's services emit (it is what a live 401 looks like), so every error the server makes
// up uses it, with a kind that names the problem.
import { uuidV7 } from '../internal/uuid-v7.js';

/** A Mem error that a route throws; the server turns it into the envelope with the request's id. */
export class MemError extends Error {
  override readonly name = 'MemError';

  constructor(
    readonly status: number,
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

/** A 400 that names the request field at fault, as a client needs to point at its own bug. */
export function invalidRequest(field: string, problem: string): MemError {
  return new MemError(400, 'INVALID_REQUEST', `\`${field}\` ${problem}`);
}

export function notFound(message: string): MemError {
  return new MemError(404, 'NOT_FOUND', message);
}

/** A request id in the form Mem uses, `api-request-<UUID v7>`. */
export function newRequestId(): string {
  return `api-request-${uuidV7()}`;
}

export function errorEnvelope(status: number, kind: string, message: string, requestId: string) {
  return {
    error_category: status >= 500 ? 'SERVER_ERROR' : 'CLIENT_ERROR',
    error_metadata: { error_kind: kind, message, request_id: requestId },
  };
}

const kindsByStatus: Readonly<Record<number, string>> = {
  400: 'INVALID_REQUEST',
  401: 'NOT_AUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  422: 'INVALID_REQUEST',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The kind an injected error status gets when the fault gives no body of its own. */
export function kindForStatus(status: number): string {
  return kindsByStatus[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'CLIENT_ERROR');
}
