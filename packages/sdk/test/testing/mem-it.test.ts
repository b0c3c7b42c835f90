import { describe, expect, it, vi } from 'vitest';
import { startLocalMem } from '../mem-front.js';
import { start, call } from './local-mem.js';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('Mem It', () => {
  it('answers only a request id', async () => {
    const server = await start();
    const { status, body } = await call(server, 'POST', '/v2/mem-it', { input: 'Ada called' });
    expect(status).toBe(200);
    expect(body).toEqual({ request_id: expect.stringMatching(/^api-request-/) });
  });

  it('stores the input as a note once the answer has gone out', async () => {
    const server = await start();
    await call(server, 'POST', '/v2/mem-it', {
      input: '# Call with Ada\nShe likes engines.',
      instructions: 'Save as a meeting note',
      context: 'Phone',
    });
    await vi.waitFor(() => expect(server.state().notes).toHaveLength(1));
    expect(server.state().notes[0]).toMatchObject({
      title: 'Call with Ada',
      content: '# Call with Ada\nShe likes engines.',
      version: 1,
      collection_ids: [],
      trashed_at: null,
    });
  });

  it('makes the note appear only after memItDelayMs', async () => {
    const server = await start({ memItDelayMs: 150 });
    await call(server, 'POST', '/v2/mem-it', { input: 'Later' });
    await sleep(50);
    expect(server.state().notes).toEqual([]);
    await vi.waitFor(() => expect(server.state().notes).toHaveLength(1), { timeout: 1000 });
  });

  it('dates the note from timestamp, stored in UTC', async () => {
    const server = await start();
    await call(server, 'POST', '/v2/mem-it', {
      input: 'Old news',
      timestamp: '2023-12-15T10:45:30+01:00',
    });
    await vi.waitFor(() =>
      expect(server.state().notes[0]?.created_at).toBe('2023-12-15T09:45:30Z'),
    );
  });

  it.each(['2023-12-15T09:45:30', '2024-02-29', '2023-12-15T09:45Z'])(
    'refuses the timestamp %s, which is no RFC 3339 date-time, with 400',
    async (timestamp) => {
      const server = await start();
      const { status, body } = await call(server, 'POST', '/v2/mem-it', {
        input: 'Old news',
        timestamp,
      });
      expect(status).toBe(400);
      expect(body.error_metadata.message).toContain('`timestamp` must be an RFC 3339 date-time');
    },
  );

  it('drops the pending note when the server closes first', async () => {
    const server = await startLocalMem({ memItDelayMs: 50 });
    await call(server, 'POST', '/v2/mem-it', { input: 'Never stored' });
    await server.close();
    await sleep(100);
    expect(server.state().notes).toEqual([]);
  });

  it.each([
    ['a blank input', { input: '' }, '`input` must not be blank.'],
    [
      'an input over 1,000,000 characters',
      { input: 'x'.repeat(1_000_001) },
      '`input` must be at most 1000000 characters',
    ],
    [
      'instructions over 10,000 characters',
      { input: 'x', instructions: 'i'.repeat(10_001) },
      '`instructions`',
    ],
    ['context over 10,000 characters', { input: 'x', context: 'c'.repeat(10_001) }, '`context`'],
    [
      'a timestamp that is not a date',
      { input: 'x', timestamp: 'yesterday' },
      '`timestamp` must be an RFC 3339 date-time,',
    ],
    ['an unknown field', { input: 'x', title: 'y' }, '`title` is not a known field.'],
  ])('refuses %s with 400 and stores nothing', async (_, body, message) => {
    const server = await start();
    const answer = await call(server, 'POST', '/v2/mem-it', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error_metadata.message).toContain(message);
    await sleep(10);
    expect(server.state().notes).toEqual([]);
  });
});
