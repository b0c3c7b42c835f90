import { describe, expect, it } from 'vitest';
import { MemClient, type ThrottleWait } from '../src/index.js';
import type { LocalMem } from '../src/testing.js';
import { clientFor, rejectionOf, serverForTest } from './with-server.js';

/** A fetch that records the status of every answer the local Mem sends. */
function recordingFetch(statuses: number[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    statuses.push(response.status);
    return response;
  };
}

/** A client of `server` that notes every wait and every status it gets. */
function watchedClient(server: LocalMem) {
  const waits: ThrottleWait[] = [];
  const statuses: number[] = [];
  const client = clientFor(server, {
    fetch: recordingFetch(statuses),
    throttle: { onWait: (wait) => waits.push(wait) },
  });
  return { client, waits, statuses };
}

describe('pacing by Mem’s rate-limit headers', () => {
  it('sends 150 concurrent creates through a limit of 100 a window without a single 429', async () => {
    const server = await serverForTest({ rateLimits: { requestsPerMinute: 100, minuteMs: 1_000 } });
    const { client, statuses } = watchedClient(server);
    const notes = await Promise.all(
      Array.from({ length: 150 }, (_, index) => client.notes.create({ content: `Note ${index}` })),
    );
    expect(notes).toHaveLength(150);
    expect(server.requests).toHaveLength(150);
    expect(statuses).toHaveLength(150);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });

  it('holds a request until a token has refilled when nothing is left, and says so to onWait', async () => {
    const server = await serverForTest({ rateLimits: { requestsPerMinute: 2, minuteMs: 1_000 } });
    const { client, waits, statuses } = watchedClient(server);
    for (const content of ['one', 'two', 'three']) await client.notes.create({ content });
    expect(statuses).toEqual([200, 200, 200]);
    expect(waits).toEqual([{ waitMs: expect.any(Number), bucket: 'minute', reason: 'requests' }]);
    expect(waits[0]?.waitMs).toBeGreaterThan(0);
  });

  it('waits for the next token of the leaky bucket, not for the whole bucket to refill', async () => {
    // Ten tokens refilling over four seconds: one comes back every 400 ms.
    const server = await serverForTest({ rateLimits: { requestsPerMinute: 10, minuteMs: 4_000 } });
    const { client, waits, statuses } = watchedClient(server);
    for (let index = 0; index < 11; index += 1) await client.notes.create({ content: `${index}` });
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(waits).toHaveLength(1);
    expect(waits[0]?.waitMs).toBeGreaterThan(0);
    expect(waits[0]?.waitMs).toBeLessThanOrEqual(1_000);
  });

  it('holds a memIt until the complexity budget has refilled enough for it', async () => {
    const server = await serverForTest({
      rateLimits: { complexityPerMinute: 80, minuteMs: 1_000 },
    });
    const { client, waits, statuses } = watchedClient(server);
    for (const input of ['one', 'two', 'three']) await client.memIt({ input });
    expect(statuses).toEqual([200, 200, 200]);
    expect(waits.map((wait) => wait.reason)).toEqual(['complexity']);
  });

  it('fails at once with quota_exceeded when the day’s budget is used up, sending nothing', async () => {
    const server = await serverForTest({ rateLimits: { requestsPerDay: 2 } });
    const { client, waits } = watchedClient(server);
    await client.notes.create({ content: 'one' });
    await client.notes.create({ content: 'two' });
    const error = await rejectionOf(client.notes.create({ content: 'three' }));
    expect(error).toMatchObject({
      status: 429,
      code: 'quota_exceeded',
      retryable: false,
      rateLimits: { requests: { bucket: 'day', limit: 2, remaining: 0 } },
    });
    expect(server.requests).toHaveLength(2);
    expect(waits).toEqual([]);
  });

  it('lets a fetch of one’s own read the figures of every answer with rateLimitsOf', async () => {
    const server = await serverForTest({ rateLimits: { requestsPerDay: 20 } });
    const seen: ReturnType<typeof MemClient.rateLimitsOf>[] = [];
    const client = clientFor(server, {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        seen.push(MemClient.rateLimitsOf(response.headers));
        return response;
      },
    });
    await client.notes.create({ content: 'one' });
    await client.notes.create({ content: 'two' });
    expect(seen.map(({ requests }) => [requests?.bucket, requests?.remaining])).toEqual([
      ['day', 19],
      ['day', 18],
    ]);
    expect(seen[1]?.requests?.reset).toBeGreaterThan(0);
    expect(MemClient.rateLimitsOf(new Headers())).toEqual({});
  });

  it('stops a wait at once when the call’s signal fires', async () => {
    const server = await serverForTest({ rateLimits: { requestsPerMinute: 1 } });
    const controller = new AbortController();
    const client = clientFor(server, {
      throttle: { onWait: () => controller.abort(new Error('user left')) },
    });
    await client.notes.create({ content: 'one' });
    const error = await rejectionOf(
      client.notes.create({ content: 'two' }, { signal: controller.signal }),
    );
    expect(error).toMatchObject({ code: 'aborted', retryable: false });
    expect((error as Error).cause).toEqual(new Error('user left'));
    expect(server.requests).toHaveLength(1);
  });

  it('shares one budget among all calls of a client', async () => {
    const server = await serverForTest({ rateLimits: { requestsPerMinute: 2, minuteMs: 1_000 } });
    const { client, waits } = watchedClient(server);
    await client.notes.create({ content: 'one' });
    await client.collections.create({ title: 'Two' });
    await client.notes.list();
    expect(waits).toHaveLength(1);
    expect(server.requests).toHaveLength(3);
  });

  it('sends straight into the 429 when throttle is false', async () => {
    const server = await serverForTest({ rateLimits: { requestsPerMinute: 1 } });
    const client = clientFor(server, { throttle: false, maxRetries: 0 });
    await client.notes.create({ content: 'one' });
    const error = await rejectionOf(client.notes.create({ content: 'two' }));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it('does not hold requests to a server that sends no rate-limit headers', async () => {
    const server = await serverForTest({ rateLimits: false });
    const { client, waits } = watchedClient(server);
    await Promise.all(
      Array.from({ length: 5 }, (_, index) => client.notes.create({ content: `${index}` })),
    );
    expect(server.requests).toHaveLength(5);
    expect(waits).toEqual([]);
  });

  it.each([
    ['a throttle that is neither a boolean nor an object', { throttle: 'on' }, '`throttle`'],
    ['an onWait that is not a function', { throttle: { onWait: 1 } }, '`throttle.onWait`'],
  ])('refuses %s with a TypeError naming it', (_label, options, field) => {
    const construct = () => new MemClient({ apiKey: 'k', ...(options as object) });
    expect(construct).toThrow(TypeError);
    expect(construct).toThrow(field);
  });
});
