import { describe, expect, it } from 'vitest';
import { clientFor, rejectionOf, serverForTest } from './with-server.js';

describe('retries', () => {
  it('retries a 503 and then succeeds', async () => {
    const server = await serverForTest();
    server.fail({ status: 503 });
    const note = await clientFor(server).createNote({ content: 'Second time lucky' });
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
      .deleteNote('missing')
      .catch(() => undefined);
    // HTTP dates have whole seconds, so the wait is between one and two seconds.
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(server.requests).toHaveLength(2);
  });

  it.each([400, 401, 404, 422])('does not retry a %i', async (status) => {
    const server = await serverForTest();
    server.fail({ status });
    const error = await rejectionOf(clientFor(server).createNote({ content: 'x' }));
    expect(error).toMatchObject({ status, retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after maxRetries and rejects with the last error', async () => {
    const server = await serverForTest();
    server.fail({ status: 500 }, { status: 502 }, { status: 503 }, { status: 504 });
    const error = await rejectionOf(
      clientFor(server, { maxRetries: 2 }).createNote({ content: 'x' }),
    );
    expect(error).toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(3);
  });

  it('makes one attempt only when maxRetries is 0', async () => {
    const server = await serverForTest();
    server.fail({ status: 503 });
    await rejectionOf(clientFor(server, { maxRetries: 0 }).createNote({ content: 'x' }));
    expect(server.requests).toHaveLength(1);
  });

  it('a retried createNote names one note in every attempt', async () => {
    const server = await serverForTest();
    server.fail({ drop: true }, { status: 500 });
    const note = await clientFor(server).createNote({ content: 'Exactly once' });
    const ids = server.requests.map((request) => (request.body as { id: string }).id);
    expect(ids).toEqual([note.id, note.id, note.id]);
    expect(server.notes.size).toBe(1);
  });

  it('does not retry memIt after a 500, which may have created notes', async () => {
    const server = await serverForTest();
    server.fail({ status: 500 });
    const error = await rejectionOf(clientFor(server).memIt({ input: 'x' }));
    expect(error).toMatchObject({ status: 500, retryable: true });
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry memIt after a dropped connection', async () => {
    const server = await serverForTest();
    server.fail({ drop: true });
    const error = await rejectionOf(clientFor(server).memIt({ input: 'x' }));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
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
    const result = await clientFor(server, { fetch: refusingOnce }).memIt({ input: 'x' });
    expect(result.status).toBe('completed');
    expect(calls).toBe(2);
    expect(server.requests).toHaveLength(1);
  });
});
