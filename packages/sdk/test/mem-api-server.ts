// A local stand-in for the mem.ai v1 API: a real HTTP server on 127.0.0.1 that stores notes in
// memory, records every request, and can be told to fail the next requests in chosen ways.
// The SDK's tests and the docs tests (which run the tutorial) both use it.
import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server misbehaves for one request. Faults are used up in the order given. */
export type Fault = {
  /** Answer with this status (default 500 when `body` or `retryAfter` is set). */
  status?: number;
  /** Send this raw body instead of a JSON error body. */
  body?: string;
  /** The Content-Type of `body`; default `application/json`. */
  contentType?: string;
  /** A `Retry-After` header value. */
  retryAfter?: string;
  /** Wait this many milliseconds first; with nothing else set, then answer normally. */
  delayMs?: number;
  /** Close the connection without answering. */
  drop?: boolean;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it was not JSON, or undefined when empty. */
  body: unknown;
};

export type StoredNote = { id: string; title: string; content: string; collections: string[] };

export type MemApiServer = {
  /** The server's origin, for `new MemClient({ baseUrl })`. */
  readonly url: string;
  /** The only API key the server accepts. */
  readonly apiKey: string;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  /** The notes that exist, by id. */
  readonly notes: Map<string, StoredNote>;
  /** Makes the next requests fail, one fault each. */
  fail(...faults: Fault[]): void;
  close(): Promise<void>;
};

type Reply = { status: number; body: Record<string, unknown> };

const notePath = /^\/v1\/notes\/([^/]+)$/;

export async function startMemApiServer(options: { apiKey?: string } = {}): Promise<MemApiServer> {
  const apiKey = options.apiKey ?? 'mem_test_key';
  const requests: RecordedRequest[] = [];
  const notes = new Map<string, StoredNote>();
  const collectionIds = new Map<string, string>();
  const faults: Fault[] = [];

  function collectionId(title: string): string {
    const key = title.toLowerCase();
    if (!collectionIds.has(key)) collectionIds.set(key, randomUUID());
    return collectionIds.get(key) as string;
  }

  function createNote(id: string, content: string, collections: string[]) {
    const title = titleOf(content);
    notes.set(id, { id, title, content, collections });
    const url = `https://mem.ai/notes/${id}`;
    const operations = [
      { type: 'created-note', note_id: id, title, url },
      ...collections.map((name) => ({
        type: 'added-note-to-collection',
        note_id: id,
        collection_id: collectionId(name),
        collection_title: name,
      })),
    ];
    return { id, title, url, operations };
  }

  function route(method: string, path: string, body: unknown): Reply {
    const fields =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
    if (path === '/v1/mem-it' && method === 'POST') {
      if (typeof fields?.['input'] !== 'string' || fields['input'].trim() === '') {
        return apiError(400, 'invalid_request', '`input` is required.');
      }
      const created = createNote(randomUUID(), fields['input'], ['Inbox']);
      return { status: 200, body: { status: 'completed', operations: created.operations } };
    }
    if (path === '/v1/notes' && method === 'POST') {
      if (typeof fields?.['content'] !== 'string' || fields['content'].trim() === '') {
        return apiError(400, 'invalid_request', '`content` is required.');
      }
      const id = typeof fields['id'] === 'string' ? fields['id'] : randomUUID();
      if (notes.has(id)) return apiError(409, 'conflict', `A note with id ${id} already exists.`);
      const collections = Array.isArray(fields['add_to_collections'])
        ? fields['add_to_collections'].filter((item): item is string => typeof item === 'string')
        : [];
      const created = createNote(id, fields['content'], collections);
      const createdAt =
        typeof fields['created_at'] === 'string' ? fields['created_at'] : new Date().toISOString();
      const updatedAt = typeof fields['updated_at'] === 'string' ? fields['updated_at'] : createdAt;
      return {
        status: 200,
        body: {
          status: 'completed',
          ...created,
          operations: created.operations.map(({ type, note_id, ...rest }) =>
            type === 'created-note' ? { type, note_id, ...rest } : { type, ...rest },
          ),
          content: fields['content'],
          created_at: createdAt,
          updated_at: updatedAt,
        },
      };
    }
    const match = notePath.exec(path);
    if (match !== null && method === 'DELETE') {
      const id = decodeURIComponent(match[1] ?? '');
      if (!notes.delete(id)) return apiError(404, 'not_found', `No note has the id ${id}.`);
      return { status: 200, body: { id, deleted: true } };
    }
    return apiError(404, 'not_found', `No route for ${method} ${path}.`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const text = await readBody(request);
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    requests.push({ method, path, headers: request.headers, body: parseBody(text) });

    const fault = faults.shift();
    if (fault?.delayMs !== undefined) await delay(fault.delayMs);
    if (fault?.drop) {
      request.socket.destroy();
      return;
    }
    const requestId = `api-request-${randomUUID()}`;
    const headers: Record<string, string> = { 'x-request-id': requestId };
    if (
      fault !== undefined &&
      (fault.status !== undefined || fault.body !== undefined || fault.retryAfter !== undefined)
    ) {
      const status = fault.status ?? 500;
      if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
      const body =
        fault.body ??
        JSON.stringify({ error: { code: 'injected_fault', message: `Injected HTTP ${status}.` } });
      response.writeHead(status, {
        ...headers,
        'content-type': fault.contentType ?? 'application/json',
      });
      response.end(body);
      return;
    }

    const reply =
      request.headers.authorization === `Bearer ${apiKey}`
        ? route(method, path, parseBody(text))
        : apiError(401, 'unauthorized', 'The API key is missing or not valid.');
    response.writeHead(reply.status, { ...headers, 'content-type': 'application/json' });
    response.end(JSON.stringify({ request_id: requestId, ...reply.body }));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`Test server failure: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    notes,
    fail: (...more) => void faults.push(...more),
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function apiError(status: number, code: string, message: string): Reply {
  return { status, body: { error: { code, message } } };
}

/** A note's title is its first line, without Markdown heading marks. */
function titleOf(content: string): string {
  const firstLine = content.trim().split('\n', 1)[0] ?? '';
  return firstLine
    .replace(/^#+\s*/, '')
    .trim()
    .slice(0, 120);
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
