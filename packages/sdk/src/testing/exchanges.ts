// One local Mem's answer to each request, whichever front it came through (a socket in
// server.ts, a fetch call in fetch-front.ts): it records the request, applies the first queued
// fault that matches it, serves a download link, or hands it to the dispatcher. It decides what
// goes back; the front only carries that out.
import { dispatch, type Pipeline } from './dispatch.js';
import { filesPrefix, type DownloadLinks } from './download-links.js';
import { errorEnvelope, newRequestId } from './errors.js';
import { answers, FaultQueue, injectedReply, type Fault } from './faults.js';

/**
 * One request as the local Mem received it.
 *
 * @example
 * ```ts
 * import { createMem, type RecordedRequest } from 'memai-sdk/testing';
 *
 * const mem = createMem();
 * await mem.fetch(`${mem.url}/v2/notes?limit=1`, {
 *   headers: { Authorization: `Bearer ${mem.apiKey}` },
 * });
 * const [request]: readonly RecordedRequest[] = mem.requests;
 * console.log(request?.method, request?.path); // 'GET' '/v2/notes?limit=1'
 * ```
 * @group Local Mem
 */
export interface RecordedRequest {
  /** The HTTP method, as sent, such as `POST`. */
  method: string;
  /** The path with its query string, as sent. */
  path: string;
  /** The headers, with lower-case names; a repeated header's values joined by `, `. */
  headers: Record<string, string>;
  /** The body parsed as JSON, or the raw text when it was not JSON, or undefined when empty. */
  body: unknown;
}

/** A request as a front hands it over: its target is the path with the query string. */
export type IncomingRequest = Omit<RecordedRequest, 'body'> & { body: string };

/** An answer as it goes back to the client. */
export interface WireReply {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

/** What the front must do: answer (its body perhaps held back), or close without answering. */
export type Delivery = { reply: WireReply; bodyDelayMs: number } | { drop: true };

export interface Exchange {
  delivery: Delivery;
  /**
   * The front calls this once the answer has gone, or the connection has been closed: only then
   * may what the request set off (a Mem It note) take effect.
   */
  delivered(): void;
}

export class Exchanges {
  /** Every request received, in order, faulted ones included. */
  readonly requests: RecordedRequest[] = [];
  readonly faults = new FaultQueue();
  readonly #pipeline: Pipeline;
  readonly #links: DownloadLinks;
  readonly #onChange: () => void;
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #closed = false;

  constructor(pipeline: Pipeline, links: DownloadLinks, onChange: () => void) {
    this.#pipeline = pipeline;
    this.#links = links;
    this.#onChange = onChange;
  }

  /**
   * Decides the answer to one request. `gone` tells whether the client has given up (closed
   * its connection, aborted its fetch) by the time a delayed request would be handled: such a
   * request is then not applied. A failure of the local Mem itself is answered 500 in Mem's
   * envelope; this never rejects.
   */
  async exchange(request: IncomingRequest, gone: () => boolean): Promise<Exchange> {
    const actions: { action: () => void; delayMs: number }[] = [];
    let delivery: Delivery;
    try {
      delivery = await this.#decide(request, gone, (action, delayMs) =>
        actions.push({ action, delayMs }),
      );
    } catch (error) {
      const message = `Local Mem failure: ${String(error)}`;
      const body = errorEnvelope(500, 'INTERNAL_SERVER_ERROR', message, newRequestId());
      delivery = {
        reply: {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
        bodyDelayMs: 0,
      };
    }
    let settled = false;
    return {
      delivery,
      delivered: () => {
        if (settled) return;
        settled = true;
        for (const { action, delayMs } of actions) this.#after(action, delayMs);
      },
    };
  }

  /** Cancels the actions waiting to run after an answer (Mem It's notes). */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  async #decide(
    request: IncomingRequest,
    gone: () => boolean,
    later: (action: () => void, delayMs: number) => void,
  ): Promise<Delivery> {
    const { method, path, query, body } = this.#record(request);
    const requestId = newRequestId();
    const fault = this.faults.take(method, path);
    if (fault?.delayMs !== undefined) await delay(fault.delayMs);
    if (fault?.drop === true || gone()) return { drop: true };
    const answer = (reply: WireReply): Delivery => ({
      reply,
      bodyDelayMs: fault?.bodyDelayMs ?? 0,
    });
    if (fault !== undefined && answers(fault)) return answer(this.#injected(fault, requestId));
    // Download links stand for Mem's file storage: no API key, rate limits or request ids.
    if (path.startsWith(filesPrefix)) return answer(this.#links.reply(method, path, Date.now()));

    const reply = dispatch(this.#pipeline, {
      method,
      path,
      query,
      authorization: request.headers['authorization'],
      body,
      requestId,
      later: (action, delayMs) =>
        later(() => {
          action();
          this.#onChange();
        }, delayMs),
    });
    // A GET never changes the store, and a refused request changes nothing either.
    if (method !== 'GET' && reply.status < 300) this.#onChange();
    if (fault?.loseAnswer === true) return { drop: true };
    return answer({
      status: reply.status,
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId, ...reply.headers },
      body: JSON.stringify(reply.body),
    });
  }

  /** Records a request, and splits its target into path and query. */
  #record(request: IncomingRequest) {
    const body = parseBody(request.body);
    const { method, path: target, headers } = request;
    this.requests.push({ method, path: target, headers, body });
    const queryStart = target.indexOf('?');
    return {
      method,
      path: queryStart === -1 ? target : target.slice(0, queryStart),
      query: new URLSearchParams(queryStart === -1 ? '' : target.slice(queryStart + 1)),
      body,
    };
  }

  #injected(fault: Fault, requestId: string): WireReply {
    const injected = injectedReply(fault, requestId);
    const limits = this.#pipeline.limiter?.headers(Date.now()) ?? {};
    const headers = {
      'X-Request-Id': requestId,
      ...limits,
      ...injected.headers,
      // Tells an injected answer from the local Mem's own in a trace or a contract check.
      'X-Local-Mem-Fault': 'injected',
    };
    return { status: injected.status, headers, body: injected.body };
  }

  /** Runs `action` `delayMs` from now, unless the local Mem closes first. */
  #after(action: () => void, delayMs: number): void {
    if (this.#closed) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      action();
    }, delayMs);
    this.#timers.add(timer);
  }
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
