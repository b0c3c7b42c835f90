// One local Mem's answer to each HTTP request: it records the request, applies the first queued
// fault that matches it, serves a download link, or hands it to the dispatcher.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dispatch, type Pipeline } from './dispatch.js';
import { filesPrefix, type DownloadLinks } from './download-links.js';
import { errorEnvelope, newRequestId } from './errors.js';
import { answers, FaultQueue, injectedReply, type Fault } from './faults.js';
import type { RecordedRequest } from './server.js';

/** An answer as it goes on the wire. */
interface WireReply {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export class Exchanges {
  /** Every request received, in order, faulted ones included. */
  readonly requests: RecordedRequest[] = [];
  readonly faults = new FaultQueue();
  readonly #pipeline: Pipeline;
  readonly #links: DownloadLinks;
  readonly #onChange: () => void;
  readonly #timers = new Set<NodeJS.Timeout>();
  #closed = false;

  constructor(pipeline: Pipeline, links: DownloadLinks, onChange: () => void) {
    this.#pipeline = pipeline;
    this.#links = links;
    this.#onChange = onChange;
  }

  /** Answers one request; a failure of the server itself is answered 500 in Mem's envelope. */
  answer(request: IncomingMessage, response: ServerResponse): void {
    this.#answer(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.end();
      const message = `Local Mem failure: ${String(error)}`;
      const body = errorEnvelope(500, 'INTERNAL_SERVER_ERROR', message, newRequestId());
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  }

  /** Cancels the actions waiting to run after an answer (Mem It's notes). */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  async #answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { method, path, query, body } = await this.#record(request);
    const requestId = newRequestId();
    const fault = this.faults.take(method, path);
    if (fault?.delayMs !== undefined) await delay(fault.delayMs);
    if (fault?.drop === true || request.socket.destroyed) return void request.socket.destroy();
    const send = (reply: WireReply) => sendReply(response, reply, fault?.bodyDelayMs ?? 0);
    if (fault !== undefined && answers(fault)) return send(this.#injected(fault, requestId));
    // Download links stand for Mem's file storage: no API key, rate limits or request ids.
    if (path.startsWith(filesPrefix)) return send(this.#links.reply(method, path, Date.now()));

    const reply = dispatch(this.#pipeline, {
      method,
      path,
      query,
      authorization: request.headers.authorization,
      body,
      requestId,
      later: (action, delayMs) =>
        this.#after(
          response,
          () => {
            action();
            this.#onChange();
          },
          delayMs,
        ),
    });
    // A GET never changes the store, and a refused request changes nothing either.
    if (method !== 'GET' && reply.status < 300) this.#onChange();
    if (fault?.loseAnswer === true) return void request.socket.destroy();
    return send({
      status: reply.status,
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId, ...reply.headers },
      body: JSON.stringify(reply.body),
    });
  }

  /** Reads and records a request, and splits its target into path and query. */
  async #record(request: IncomingMessage) {
    const body = parseBody(await readBody(request));
    const method = request.method ?? 'GET';
    const target = request.url ?? '/';
    this.requests.push({ method, path: target, headers: request.headers, body });
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

  /** Runs `action` `delayMs` after the response has gone, unless the server closes first. */
  #after(response: ServerResponse, action: () => void, delayMs: number): void {
    response.once('close', () => {
      if (this.#closed) return;
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        action();
      }, delayMs);
      this.#timers.add(timer);
    });
  }
}

/** Sends an answer; with `bodyDelayMs`, the headers at once and the body that much later. */
async function sendReply(
  response: ServerResponse,
  reply: WireReply,
  bodyDelayMs: number,
): Promise<void> {
  response.writeHead(reply.status, reply.headers);
  if (bodyDelayMs > 0) {
    response.flushHeaders();
    await delay(bodyDelayMs);
    if (response.destroyed) return;
  }
  response.end(reply.body);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
