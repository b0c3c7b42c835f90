import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startLocalMem } from '../mem-front.js';
import { start, call } from './local-mem.js';

/** Freezes the clock the server reads (Date only, so sockets and timers keep working). */
function freezeTime(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  onTestFinished(() => void vi.useRealTimers());
}

function limits(headers: Headers) {
  const names = ['Bucket', 'Limit', 'Remaining', 'Reset'];
  return {
    requests: names.map((name) => headers.get(`x-ratelimit-${name}`)),
    complexity: names.map((name) => headers.get(`x-complexity-${name}`)),
  };
}

describe('rate-limit headers', () => {
  it("reports Mem's default limits for the minute window on a success", async () => {
    freezeTime('2026-03-01T10:00:00Z');
    const server = await start();
    const { headers } = await call(server, 'GET', '/v2/notes');
    // 100 a minute refill one token every 0.6 s; 200 complexity a minute, one every 0.3 s.
    expect(limits(headers)).toEqual({
      requests: ['minute', '100', '99', '1'],
      complexity: ['minute', '200', '199', '1'],
    });
  });

  it('sends the headers on errors too', async () => {
    const server = await start();
    const { status, headers } = await call(server, 'GET', '/v2/nothing-here');
    expect(status).toBe(404);
    expect(headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('reports whichever window has fewer tokens left', async () => {
    freezeTime('2026-03-01T10:00:00Z');
    const server = await start({ rateLimits: { requestsPerMinute: 10, requestsPerDay: 3 } });
    const { headers } = await call(server, 'GET', '/v2/notes');
    // The day bucket refills 3 tokens a day: one every 8 hours.
    expect(limits(headers).requests).toEqual(['day', '3', '2', String(8 * 3600)]);
  });

  it('says how many whole seconds until the bucket is full again', async () => {
    freezeTime('2026-03-01T10:00:00Z');
    const server = await start({ rateLimits: { requestsPerMinute: 6 } });
    await call(server, 'GET', '/v2/notes');
    const { headers } = await call(server, 'GET', '/v2/notes');
    expect(limits(headers).requests).toEqual(['minute', '6', '4', '20']);
  });

  it('sends neither headers nor limits when rate limits are off', async () => {
    const server = await start({ rateLimits: false });
    for (let index = 0; index < 6; index++) {
      const { status, headers } = await call(server, 'POST', '/v2/mem-it', { input: 'x' });
      expect(status).toBe(200);
      expect(headers.get('x-ratelimit-bucket')).toBeNull();
    }
  });
});

describe('rate-limit enforcement', () => {
  it('answers 429 RATE_LIMITED with Retry-After once the requests are spent', async () => {
    freezeTime('2026-03-01T10:00:00Z');
    const server = await start({ rateLimits: { requestsPerMinute: 2 } });
    await call(server, 'GET', '/v2/notes');
    await call(server, 'GET', '/v2/notes');
    const { status, headers, body } = await call(server, 'GET', '/v2/notes');
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('30');
    expect(headers.get('x-ratelimit-remaining')).toBe('0');
    expect(body.error_metadata.error_kind).toBe('RATE_LIMITED');
  });

  it('does not apply a request it refused', async () => {
    const server = await start({ rateLimits: { requestsPerMinute: 1 } });
    await call(server, 'GET', '/v2/notes');
    expect((await call(server, 'POST', '/v2/notes', { content: 'x' })).status).toBe(429);
    expect(server.state().notes).toEqual([]);
  });

  it('lets requests through again as the bucket refills', async () => {
    freezeTime('2026-03-01T10:00:00Z');
    const server = await start({ rateLimits: { requestsPerMinute: 2 } });
    await call(server, 'GET', '/v2/notes');
    await call(server, 'GET', '/v2/notes');
    vi.setSystemTime(new Date('2026-03-01T10:00:29Z'));
    expect((await call(server, 'GET', '/v2/notes')).headers.get('retry-after')).toBe('1');
    vi.setSystemTime(new Date('2026-03-01T10:00:30Z'));
    expect((await call(server, 'GET', '/v2/notes')).status).toBe(200);
  });

  it('refills the minute buckets over minuteMs when it is set', async () => {
    freezeTime('2026-03-01T10:00:00Z');
    const server = await start({ rateLimits: { requestsPerMinute: 2, minuteMs: 1_000 } });
    await call(server, 'GET', '/v2/notes');
    const { headers } = await call(server, 'GET', '/v2/notes');
    expect(limits(headers).requests).toEqual(['minute', '2', '0', '1']);
    vi.setSystemTime(new Date('2026-03-01T10:00:00.500Z'));
    expect((await call(server, 'GET', '/v2/notes')).status).toBe(200);
  });

  it('charges Mem It 40 complexity tokens', async () => {
    freezeTime('2026-03-01T10:00:00Z');
    const server = await start({ rateLimits: { complexityPerMinute: 100 } });
    const first = await call(server, 'POST', '/v2/mem-it', { input: 'one' });
    expect(first.headers.get('x-complexity-remaining')).toBe('60');
    await call(server, 'POST', '/v2/mem-it', { input: 'two' });
    const third = await call(server, 'POST', '/v2/mem-it', { input: 'three' });
    expect(third.status).toBe(429);
    // 20 tokens left, 20 missing at 100 a minute: 12 seconds.
    expect(third.headers.get('retry-after')).toBe('12');
    expect((await call(server, 'GET', '/v2/notes')).status).toBe(200);
  });

  it('charges a legacy Mem It one complexity token', async () => {
    const server = await start();
    const { headers } = await call(server, 'POST', '/v1/mem-it', { input: 'one' });
    expect(headers.get('x-complexity-remaining')).toBe('199');
  });

  it('does not charge requests that faults answered', async () => {
    const server = await start({ rateLimits: { requestsPerMinute: 1 } });
    server.fail({ status: 500 }, { status: 503 });
    await call(server, 'GET', '/v2/notes');
    const faulted = await call(server, 'GET', '/v2/notes');
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await call(server, 'GET', '/v2/notes')).status).toBe(200);
  });

  it('charges a request that a fault only delayed', async () => {
    const server = await start({ rateLimits: { requestsPerMinute: 1 } });
    server.fail({ delayMs: 1 });
    await call(server, 'GET', '/v2/notes');
    expect((await call(server, 'GET', '/v2/notes')).status).toBe(429);
  });

  it('does not charge requests without the right key', async () => {
    const server = await start({ rateLimits: { requestsPerMinute: 1 } });
    const response = await fetch(`${server.url}/v2/notes`);
    expect(response.status).toBe(401);
    expect(response.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await call(server, 'GET', '/v2/notes')).status).toBe(200);
  });

  it('refuses a limit that is not a positive integer', async () => {
    await expect(startLocalMem({ rateLimits: { complexityPerDay: 0 } })).rejects.toThrow(
      /complexityPerDay/,
    );
    await expect(startLocalMem({ rateLimits: { requestsPerDay: 1.5 } })).rejects.toThrow(
      RangeError,
    );
  });
});
