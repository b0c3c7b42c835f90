import { describe, expect, it } from 'vitest';
import { clientFor, rejectionOf, serverForTest, someNoteId } from './with-server.js';

describe('retries', () => {
  it('retries a 503 and then succeeds', async () => {
    const server = await serverForTest();
    server.fail({ status: 503 });
    const note = await clientFor(server).notes.create({ content: 'Second time lucky' });
    expect(note.title).toBe('Second time lucky');
    expect(server.requests).toHaveLength(2);
  });

  it('honours Retry-After in seconds on 429', async () => {
    const server = await serverForTest();
    server.fail({ status: 429, retryAfter: '1' });
    const started = performance.now();
    await clientFor(server).memIt({ input: 'x' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it('honours Retry-After given as an HTTP date', async () => {
    const server = await serverForTest();
    server.fail({ status: 503, retryAfter: new Date(Date.now() + 2_000).toUTCString() });
    const started = performance.now();
    await clientFor(server)
      .notes.delete(someNoteId)
      .catch(() => undefined);
    // HTTP dates have whole seconds, so the wait is between one and two seconds.
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(server.requests).toHaveLength(2);
  });

  it('does not wait out a Retry-After longer than a minute, and says the failure is not retryable', async () => {
    const server = await serverForTest();
    server.fail({ status: 429, retryAfter: '3600' });
    const error = await rejectionOf(clientFor(server).notes.get(someNoteId));
    expect(error).toMatchObject({
      status: 429,
      retryable: false,
      rateLimits: { retryAfter: 3600 },
    });
    expect(server.requests).toHaveLength(1);
  });

  it.each([400, 401, 404, 409, 422])('does not retry a %i', async (status) => {
    const server = await serverForTest();
    server.fail({ status });
    const error = await rejectionOf(clientFor(server).notes.create({ content: 'x' }));
    expect(error).toMatchObject({ status, retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after maxRetries and rejects with the last error, still retryable', async () => {
    const server = await serverForTest();
    server.fail({ status: 500 }, { status: 502 }, { status: 503 }, { status: 504 });
    const error = await rejectionOf(
      clientFor(server, { maxRetries: 2 }).notes.create({ content: 'x' }),
    );
    expect(error).toMatchObject({ status: 503, retryable: true });
    expect(server.requests).toHaveLength(3);
  });

  it('makes one attempt only when maxRetries is 0', async () => {
    const server = await serverForTest();
    server.fail({ status: 503 });
    await rejectionOf(clientFor(server, { maxRetries: 0 }).notes.create({ content: 'x' }));
    expect(server.requests).toHaveLength(1);
  });

  it('names one note in every attempt of a retried notes.create', async () => {
    const server = await serverForTest();
    server.fail({ drop: true }, { status: 500 });
    const note = await clientFor(server).notes.create({ content: 'Exactly once' });
    const ids = server.requests.map((request) => (request.body as { id: string }).id);
    expect(ids).toEqual([note.id, note.id, note.id]);
    expect(server.state().notes).toHaveLength(1);
  });

  it("reports a conflict when a retried create with a chosen id finds someone else's note", async () => {
    const server = await serverForTest();
    server.seed({ notes: [{ id: someNoteId, content: 'Theirs' }] });
    // A 500 may have come after Mem acted, so the retry's 409 sends the client to look.
    server.fail({ method: 'POST', status: 500 });
    const error = await rejectionOf(
      clientFor(server).notes.create({ id: someNoteId, content: 'Mine' }),
    );
    expect(error).toMatchObject({ status: 409, retryable: false });
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'POST', 'GET']);
    expect(server.state().notes[0]?.content).toBe('Theirs');
  });

  it('does not retry memIt after a 500, and says the failure is not retryable', async () => {
    const server = await serverForTest();
    server.fail({ status: 500 });
    const error = await rejectionOf(clientFor(server).memIt({ input: 'x' }));
    expect(error).toMatchObject({ status: 500, retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry memIt after a dropped connection', async () => {
    const server = await serverForTest();
    server.fail({ drop: true });
    const error = await rejectionOf(clientFor(server).memIt({ input: 'x' }));
    expect(error).toMatchObject({ status: 0, code: 'network_error', retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('retries memIt after a 503', async () => {
    const server = await serverForTest();
    server.fail({ status: 503 });
    await clientFor(server).memIt({ input: 'x' });
    expect(server.requests).toHaveLength(2);
  });

  it('retries memIt when the connection was refused, since nothing reached the server', async () => {
    const server = await serverForTest();
    let calls = 0;
    const refusingOnce: typeof fetch = (input, init) => {
      calls += 1;
      if (calls === 1) {
        const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
          code: 'ECONNREFUSED',
        });
        return Promise.reject(new TypeError('fetch failed', { cause: refused }));
      }
      return fetch(input, init);
    };
    await clientFor(server, { fetch: refusingOnce }).memIt({ input: 'x' });
    expect(calls).toBe(2);
    expect(server.requests).toHaveLength(1);
  });

  it('does not replay notes.update after a 500, which may have applied it', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: 'v1' });
    server.fail({ method: 'PATCH', status: 500 });
    const error = await rejectionOf(client.notes.update(note.id, { content: 'v2', version: 1 }));
    expect(error).toMatchObject({ status: 500, retryable: false });
    expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });

  it('replays notes.update after a 503, which Mem did not apply', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: 'v1' });
    server.fail({ method: 'PATCH', status: 503 });
    const updated = await client.notes.update(note.id, { content: 'v2', version: 1 });
    expect(updated.version).toBe(2);
  });

  it('retries notes.setCreatedAt after a 500, since setting the same time twice changes nothing more', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: 'x' });
    server.fail({ method: 'PATCH', status: 500 });
    const backdated = await client.notes.setCreatedAt(note.id, '2020-01-07T00:00:00Z');
    expect(backdated.created_at).toBe('2020-01-07T00:00:00Z');
    expect(server.requests.slice(-2).map((request) => request.method)).toEqual(['PATCH', 'PATCH']);
  });

  it('retries reads, deletes and membership changes after a 500', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: 'x' });
    const books = await client.collections.create({ title: 'Books' });
    server.fail(
      { method: 'GET', status: 500 },
      { method: 'PUT', status: 500 },
      { method: 'DELETE', status: 500 },
    );
    await client.notes.get(note.id);
    await client.collections.addNote(books.id, note.id);
    await client.notes.delete(note.id);
    expect(server.state().notes).toEqual([]);
    expect(server.requests.slice(-6).map((request) => request.method)).toEqual([
      'GET',
      'GET',
      'PUT',
      'PUT',
      'DELETE',
      'DELETE',
    ]);
  });

  it('does not retry a used-up quota, and says so', async () => {
    const server = await serverForTest({ quota: 1 });
    const client = clientFor(server);
    await client.notes.create({ content: 'The only one' });
    const error = await rejectionOf(client.notes.create({ content: 'One too many' }));
    expect(error).toMatchObject({ status: 429, code: 'quota_exceeded', retryable: false });
    const body = (error as { body?: { error?: { details?: unknown } } }).body;
    expect(body?.error?.details).toMatchObject({ used: 1 });
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });
});
