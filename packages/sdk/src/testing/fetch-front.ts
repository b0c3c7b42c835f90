// The local Mem behind a `fetch` function, with no socket: what a client sees through it is what
// it would see over HTTP. A delayed answer waits, an aborted call rejects with its signal's reason
// and leaves a request that has not been handled yet unapplied, a dropped connection or a lost
// answer rejects with a network error (after Mem acted, for a lost answer), and a body held back
// arrives late on the response's stream.
import { delay, type Exchanges, type WireReply } from './exchanges.js';

/** Statuses whose responses have no body, which `new Response()` refuses one for. */
const bodilessStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` that answers requests to `origin` from `exchanges`, refuses every other origin, and
 * refuses every request once `closed()` says the local Mem has been closed.
 */
export function fetchFront(
  exchanges: Exchanges,
  origin: string,
  closed: () => boolean,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) throw unknownHost(url.origin, origin);
    if (closed()) throw refused(origin);
    const { signal } = request;
    signal.throwIfAborted();
    const body = await request.text();
    const exchange = exchanges.exchange(
      {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers: headersOf(request),
        body,
      },
      () => signal.aborted,
    );
    // The exchange goes on after an abort, as a request that reached a server does; its
    // consequences follow once it ends.
    void exchange.then(({ delivered }) => delivered());
    const { delivery } = await untilAborted(exchange, signal);
    if ('drop' in delivery) throw connectionClosed();
    const answer = response(delivery.reply, delivery.bodyDelayMs, signal);
    // What a fetch over the network sets, and a Response made here leaves empty.
    Object.defineProperty(answer, 'url', { value: request.url });
    return answer;
  };
}

/** The request's headers, with the lower-case names `Headers` gives them. */
function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  return headers;
}

function response(reply: WireReply, bodyDelayMs: number, signal: AbortSignal): Response {
  const init = { status: reply.status, headers: reply.headers };
  if (bodilessStatuses.has(reply.status)) return new Response(null, init);
  // A copy, so that a caller who writes into what it read cannot change a stored file.
  const bytes =
    typeof reply.body === 'string'
      ? new TextEncoder().encode(reply.body)
      : new Uint8Array(reply.body);
  if (bodyDelayMs <= 0) return new Response(bytes, init);
  // The status and headers now, the body later: a response that starts on time and then stalls.
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        await untilAborted(delay(bodyDelayMs), signal);
        controller.enqueue(bytes);
        controller.close();
      } catch (reason) {
        controller.error(reason);
      }
    },
  });
  return new Response(stream, init);
}

/** `promise`, or a rejection with the signal's reason as soon as it fires. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** What fetch rejects with when the connection closed before an answer. */
function connectionClosed(): TypeError {
  return new TypeError('fetch failed', {
    cause: new Error('The local Mem closed the connection without answering.'),
  });
}

/**
 * What fetch rejects with when nothing listens any more: the request reached nothing. Its cause
 * carries the code a refused connection has on Node, by which a client knows nothing was sent.
 */
function refused(origin: string): TypeError {
  const cause = Object.assign(
    new Error(`The local Mem at ${origin} has been closed (ECONNREFUSED).`),
    { code: 'ECONNREFUSED' },
  );
  return new TypeError('fetch failed', { cause });
}

/**
 * What fetch rejects with for a host that does not resolve: the request reached nothing, as the
 * cause's code says.
 */
function unknownHost(asked: string, origin: string): TypeError {
  const cause = Object.assign(
    new Error(`The local Mem answers only at ${origin}; nothing answers at ${asked}.`),
    { code: 'ENOTFOUND' },
  );
  return new TypeError('fetch failed', { cause });
}
