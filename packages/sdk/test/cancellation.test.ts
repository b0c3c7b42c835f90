import { describe, expect, it } from 'vitest';
import { clientFor, rejectionOf, serverForTest, someNoteId } from './with-server.js';

describe('timeouts and cancellation', () => {
  it('fails an attempt that outlasts the timeout with code timeout', async () => {
    const server = await serverForTest();
    server.fail({ delayMs: 1_000 });
    const error = await rejectionOf(
      clientFor(server, { timeout: 100, maxRetries: 0 }).notes.create({ content: 'x' }),
    );
    expect(error).toMatchObject({
      name: 'MemApiError',
      status: 0,
      code: 'timeout',
      retryable: true,
    });
  });

  it('retries a timed-out notes.create, which is safe to repeat', async () => {
    const server = await serverForTest();
    server.fail({ delayMs: 1_000 });
    const note = await clientFor(server, { timeout: 300 }).notes.create({
      content: 'Slow then fast',
    });
    expect(note.title).toBe('Slow then fast');
    expect(server.requests).toHaveLength(2);
  });

  it('lets a per-call timeout override the client timeout', async () => {
    const server = await serverForTest();
    server.fail({ delayMs: 1_000 });
    const client = clientFor(server, { timeout: 60_000, maxRetries: 0 });
    const started = performance.now();
    const error = await rejectionOf(client.memIt({ input: 'x' }, { timeout: 100 }));
    expect(error).toMatchObject({ code: 'timeout' });
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('rejects at once with code aborted when the signal fires during a request, and does not retry', async () => {
    const server = await serverForTest();
    server.fail({ delayMs: 1_000 });
    const controller = new AbortController();
    const pending = clientFor(server).notes.create({ content: 'x' }, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user left')), 50);
    const error = await rejectionOf(pending);
    expect(error).toMatchObject({ status: 0, code: 'aborted', retryable: false });
    expect((error as Error).cause).toEqual(new Error('user left'));
    expect(server.requests).toHaveLength(1);
  });

  it("stops every call of a client when the client's signal fires, a listing's next page too", async () => {
    const server = await serverForTest();
    server.seed({ notes: Array.from({ length: 3 }, (_, n) => ({ content: `# Note ${n}` })) });
    const controller = new AbortController();
    const client = clientFor(server, { signal: controller.signal });
    const seen: string[] = [];
    const walk = (async () => {
      for await (const note of client.notes.list({ limit: 1 })) {
        seen.push(note.title);
        controller.abort(new Error('stopped'));
      }
    })();
    expect(await rejectionOf(walk)).toMatchObject({ code: 'aborted' });
    expect(seen).toHaveLength(1);
    const before = server.requests.length;
    const error = await rejectionOf(client.notes.create({ content: 'x' }, { timeout: 5_000 }));
    expect(error).toMatchObject({ status: 0, code: 'aborted', retryable: false });
    expect(server.requests.length).toBe(before);
  });

  it('rejects at once when the signal fires during the backoff wait', async () => {
    const server = await serverForTest();
    server.fail({ status: 503, retryAfter: '30' });
    const controller = new AbortController();
    const started = performance.now();
    const pending = clientFor(server).notes.delete(someNoteId, { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    const error = await rejectionOf(pending);
    expect(error).toMatchObject({ code: 'aborted' });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(server.requests).toHaveLength(1);
  });

  it('sends nothing when the signal has already fired', async () => {
    const server = await serverForTest();
    const error = await rejectionOf(
      clientFor(server).memIt({ input: 'x' }, { signal: AbortSignal.abort() }),
    );
    expect(error).toMatchObject({ code: 'aborted' });
    expect(server.requests).toHaveLength(0);
  });
});
