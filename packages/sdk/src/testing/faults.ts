// Fault injection: a queue of ways to misbehave, each used up by the next request it matches.
import { errorEnvelope, kindForStatus } from './errors.js';

/**
 * How the server misbehaves for one request.
 *
 * With no `method` or `path` a fault applies to the next request; queued faults are tried in the
 * order they were queued, and each is used up by the first request it matches.
 *
 * @example
 * ```ts
 * import { startMemServer, type Fault } from 'memai-sdk/testing';
 *
 * const server = await startMemServer();
 * const outage: Fault = { method: 'POST', path: '/v2/notes', status: 503, retryAfter: '1' };
 * server.fail(outage, { path: /^\/v2\/notes\//, drop: true });
 * await server.close();
 * ```
 * @group Local Mem
 */
export type Fault = {
  /**
   * Only a request with this method (any case) matches.
   *
   * @defaultValue any method
   */
  method?: string;
  /**
   * Only a request whose path, without the query string, equals this string or matches this
   * RegExp.
   *
   * @defaultValue any path
   */
  path?: string | RegExp;
  /**
   * Answer with this status.
   *
   * @defaultValue `500` when `body` or `retryAfter` is set
   */
  status?: number;
  /**
   * Send this raw body.
   *
   * @defaultValue an error in Mem's envelope for the status
   */
  body?: string;
  /**
   * The Content-Type of the answer.
   *
   * @defaultValue `'application/json'`
   */
  contentType?: string;
  /** A `Retry-After` header value. */
  retryAfter?: string;
  /** Wait this many milliseconds first; with nothing else set, then answer normally. */
  delayMs?: number;
  /**
   * Send the status and headers at once, and the body this many milliseconds later: a response
   * that starts on time and then stalls, such as a slow download.
   */
  bodyDelayMs?: number;
  /** Close the connection without answering. */
  drop?: boolean;
  /**
   * Handle the request as usual, so that it takes effect, then close the connection without
   * sending the answer: what a network failure after the server acted looks like to a client.
   */
  loseAnswer?: boolean;
};

export class FaultQueue {
  private readonly queue: Fault[] = [];

  push(faults: readonly Fault[]): void {
    this.queue.push(...faults);
  }

  /** Removes and returns the first queued fault that matches the request. */
  take(method: string, path: string): Fault | undefined {
    const index = this.queue.findIndex((fault) => matches(fault, method, path));
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }
}

function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method !== undefined && fault.method.toUpperCase() !== method.toUpperCase()) {
    return false;
  }
  if (fault.path === undefined) return true;
  if (typeof fault.path === 'string') return fault.path === path;
  // A global or sticky RegExp remembers where it last matched; every request starts afresh.
  fault.path.lastIndex = 0;
  return fault.path.test(path);
}

/** Whether the fault answers in the server's place (rather than only delaying or dropping). */
export function answers(fault: Fault): boolean {
  return fault.status !== undefined || fault.body !== undefined || fault.retryAfter !== undefined;
}

export interface InjectedReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function injectedReply(fault: Fault, requestId: string): InjectedReply {
  const status = fault.status ?? 500;
  const headers: Record<string, string> = {
    'Content-Type': fault.contentType ?? 'application/json',
  };
  if (fault.retryAfter !== undefined) headers['Retry-After'] = fault.retryAfter;
  const body =
    fault.body ??
    JSON.stringify(
      errorEnvelope(status, kindForStatus(status), `Injected HTTP ${status}.`, requestId),
    );
  return { status, headers, body };
}
