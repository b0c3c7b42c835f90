// The local Mem's HTTP front: the Mem of mem-core.ts on node:http, listening on 127.0.0.1. It
// reads each request off the socket, lets the Mem decide the answer, and writes it or closes the
// connection as it was told. This is the only file of the local Mem that needs Node.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delay, type Delivery, type Exchanges } from './exchanges.js';
import { memCore } from './mem-core.js';
import type { MemServer, MemServerOptions } from './server-options.js';

/**
 * Starts a local, in-memory Mem (API v2 and the three legacy v1 routes) on 127.0.0.1, for tests
 * to run against instead of the real service. In a browser or a worker (bundlers take the
 * `browser` export condition), where nothing can listen on a port, it resolves to the same Mem at
 * a 127.0.0.1 address that only its own `fetch` answers: give the client `fetch: server.fetch`.
 *
 * It follows Mem's API reference. Where Mem documents nothing, it behaves as follows:
 *
 * - Every error it makes up uses Mem's envelope
 *   `{ error_category, error_metadata: { error_kind, message, request_id } }`, with kinds such
 *   as `NOT_AUTHORIZED`, `NOT_FOUND`, `METHOD_NOT_ALLOWED` (405 for a known path with another
 *   method), `INVALID_REQUEST`, `INVALID_CURSOR`, `CONFLICT`, `VERSION_CONFLICT` (409 on a
 *   stale `version`), `NOTE_TRASHED` (400 on updating a trashed note) and `RATE_LIMITED`. The
 *   plan quota's 429 uses Mem's documented quota body, and the quota starts again at each UTC
 *   midnight.
 * - Unknown body fields and unknown query parameters are refused with a 400 naming them. A path
 *   id that is not a UUID is a 404.
 * - Trashed notes are left out of list, search, extended search and related notes, but can still
 *   be read. Trashing a trashed note and restoring an active one succeed and change nothing.
 * - Lists are newest first by `order_by`, ties broken by id; the cursor holds the position and
 *   a fingerprint of the filters. Extended search's cursor is an offset bound to the query and
 *   filters. Search snapshots live as long as the server, and a snapshot reused with another
 *   query or filters is refused.
 * - Search needs every term of the query, without case, in the title or content, and ranks by
 *   hits, title hits counting more. Related notes are ranked by shared words of three letters or
 *   more (a Jaccard score), leaving out notes that share none.
 * - Adding a note to a collection it is in already succeeds; moving a note to the collection it
 *   is in changes nothing.
 * - Mem It stores the input as one note, in no collection, with `created_at` from `timestamp`
 *   when given; it does not act on `instructions`. `POST /v2/mem-it` costs 40 complexity tokens,
 *   every other request (the legacy `/v1/mem-it` included) 1.
 * - Requests without the right key are answered 401 without costing rate-limit tokens. Faults
 *   that answer or drop bypass the limits; a fault with only `delayMs` delays a request that is
 *   then handled, and limited, as usual.
 * - A note's title is its first non-blank line without leading `#` marks; titles are not cut.
 * - Every date-time in a request, the legacy v1 routes' and Mem It's `timestamp` included, must
 *   be an RFC 3339 date-time with seconds and an offset, as Mem's schema says (`date-time`).
 * - The legacy v1 routes answer errors in the same envelope. Filing a note in a collection that
 *   does not exist creates it and reports a `created-collection` operation before the
 *   `added-note-to-collection` ones. `DELETE /v1/notes/{id}` answers Mem's v1 shape (`status`,
 *   `operations`) plus the `id` and `deleted: true` of 0.1.
 * - An answer a fault injected carries the header `X-Local-Mem-Fault: injected`.
 * - Attachments (PDFs and images) and audio recordings exist only when seeded, as Mem's API
 *   makes neither. A note's answer lists them in `attachment_metadata` and
 *   `audio_recording_ids`; deleting the note deletes its attachments and unlinks its recordings.
 * - `POST /v2/attachments/read` answers a PDF `page_limit` pages at a time from `page_offset`
 *   (5 by default), and a recording's transcript `content_limit` characters (code points) at a
 *   time from `content_offset` (10,000 by default); a limit above Mem's cap (20 pages, 20,000
 *   characters) is lowered to it, and one below 1 is refused. It stores no calendar events or
 *   emails, so reading one is a 404.
 * - `POST /v2/attachments/answer-question` reads nothing: for an attachment that exists it
 *   always answers `"The local Mem does not read attachments; this is its fixed answer."`, with
 *   `page_references: []`.
 * - `GET /v2/note-attachments/{id}/download-url` answers a link on the server itself,
 *   `/files/<token>/<file name>`, that serves that attachment's bytes with its MIME type, without
 *   the API key, for 15 minutes; then it answers 403, and an unknown link 404, in plain text.
 *   Downloads cost no rate-limit tokens.
 * - `GET /v2/audio-recordings/{id}` with `transcript_speaker_labels=false` removes the bracketed
 *   label that starts each line of the transcript.
 * - The events feed (`GET /v2/events`) numbers what happens to notes from 1, oldest first; what
 *   was seeded makes no event. Mem's schema names the types but not which change makes which,
 *   so the local Mem chooses: a note made (by any route) is `mem.note.created.v1`, a change of
 *   its Markdown `mem.note.content_changed.v1` (an update to the same text makes none), a move
 *   to the trash `mem.note.deleted.v1` with `data.trashed: true`, a restore
 *   `mem.note.created.v1` with `data.restored: true`, and a delete for good
 *   `mem.note.deleted.v1` with `data.trashed: false`. Each has the note's title as `subject`
 *   and `{ kind: 'note', id }` as `primary_entity`. Collections make no event, as no type of
 *   Mem's names them. With filters, `next_after_sequence` of a last page is the latest event's
 *   number, so the next question skips the events the filters left out.
 *
 * To make the same Mem without a port, for a runtime without `node:http` or a test that wants no
 * socket, use {@link createMem}.
 *
 * @param options - the key, port, rate limits, quota and Mem It delay
 * @returns the running server; close it when the test ends
 * @throws TypeError when `apiKey` is empty
 * @throws RangeError when a limit, the quota or the Mem It delay is out of range
 *
 * @example
 * ```ts
 * import { startMemServer } from 'memai-sdk/testing';
 * import { MemClient } from 'memai-sdk';
 *
 * const server = await startMemServer();
 * server.seed({ notes: [{ content: '# Groceries\n- [ ] Coffee' }] });
 * const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url, maxRetries: 0 });
 * console.log(client instanceof MemClient); // true: point the code under test at it
 * console.log(server.state().notes[0]?.title); // 'Groceries'
 * await server.close();
 * ```
 * @group Local Mem
 */
export async function startMemServer(options: MemServerOptions = {}): Promise<MemServer> {
  const core = memCore(options);
  const server = createServer((request, response) => {
    // Node refuses to write what no HTTP answer can hold (a fault's status of 1000, say).
    answer(core.exchanges, request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  core.links.origin = url;
  return core.handle(
    url,
    () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  );
}

/** Reads a request, and sends the answer the Mem decided, or closes the connection. */
async function answer(
  exchanges: Exchanges,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const body = await readBody(request).catch(() => undefined);
  if (body === undefined) return void request.socket.destroy();
  const { delivery, delivered } = await exchanges.exchange(
    {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: headersOf(request),
      body,
    },
    () => request.socket.destroyed,
  );
  response.once('close', delivered);
  await deliver(request, response, delivery);
}

async function deliver(
  request: IncomingMessage,
  response: ServerResponse,
  delivery: Delivery,
): Promise<void> {
  if ('drop' in delivery) return void request.socket.destroy();
  const { reply, bodyDelayMs } = delivery;
  response.writeHead(reply.status, reply.headers);
  if (bodyDelayMs > 0) {
    response.flushHeaders();
    await delay(bodyDelayMs);
    if (response.destroyed) return;
  }
  response.end(reply.body);
}

/** The request's headers as one string each, as `fetch`'s `Headers` gives them. */
function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
