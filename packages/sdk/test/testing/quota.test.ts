import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startLocalMem } from '../mem-front.js';
import { start, call } from './local-mem.js';

/** Freezes the clock the server reads (Date only, so sockets and timers keep working). */
function freezeTime(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  onTestFinished(() => void vi.useRealTimers());
}

describe('plan quota', () => {
  it("answers Mem's quota body once the creating calls are used up", async () => {
    freezeTime('2026-03-01T22:00:00Z');
    const server = await start({ quota: 1 });
    expect((await call(server, 'POST', '/v2/notes', { content: 'first' })).status).toBe(200);
    const { status, headers, body } = await call(server, 'POST', '/v2/notes', {
      content: 'second',
    });
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe(String(2 * 3600));
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body).toEqual({
      error: {
        type: 'quota_exceeded',
        message: expect.any(String),
        details: {
          current_plan: 'free',
          used: 1,
          free_used: 1,
          reset_time: '2026-03-02T00:00:00Z',
          limit: 1,
          free_limit: 1,
        },
        upgrade_info: { message: expect.any(String), upgrade_url: expect.any(String) },
      },
    });
    expect(server.state().notes).toHaveLength(1);
  });

  it('counts Mem It and the legacy creates against the same quota', async () => {
    const server = await start({ quota: 3 });
    await call(server, 'POST', '/v2/mem-it', { input: 'one' });
    await call(server, 'POST', '/v1/mem-it', { input: 'two' });
    await call(server, 'POST', '/v1/notes', { content: 'three' });
    expect((await call(server, 'POST', '/v2/mem-it', { input: 'four' })).status).toBe(429);
    expect((await call(server, 'POST', '/v1/notes', { content: 'five' })).status).toBe(429);
  });

  it('does not count calls that failed', async () => {
    const server = await start({ quota: 1 });
    expect((await call(server, 'POST', '/v2/notes', { content: ' ' })).status).toBe(400);
    expect((await call(server, 'POST', '/v2/notes', { content: 'ok' })).status).toBe(200);
  });

  it('leaves calls that create nothing alone', async () => {
    const server = await start({ quota: 0 });
    expect((await call(server, 'POST', '/v2/collections', { title: 'Books' })).status).toBe(200);
    expect((await call(server, 'GET', '/v2/notes')).status).toBe(200);
    expect((await call(server, 'POST', '/v2/notes', { content: 'x' })).status).toBe(429);
  });

  it('starts again at the next UTC midnight', async () => {
    freezeTime('2026-03-01T23:59:00Z');
    const server = await start({ quota: 1 });
    await call(server, 'POST', '/v2/notes', { content: 'today' });
    vi.setSystemTime(new Date('2026-03-02T00:00:01Z'));
    expect((await call(server, 'POST', '/v2/notes', { content: 'tomorrow' })).status).toBe(200);
  });

  it('refuses a quota that is not a whole number', async () => {
    await expect(startLocalMem({ quota: -1 })).rejects.toThrow(RangeError);
  });
});
