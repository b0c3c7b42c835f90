import { describe, expect, it } from 'vitest';
import type { RequestOptions, RequestParams } from '../src/index.js';
import { clientFor, rejectionOf, serverForTest, someNoteId } from './with-server.js';

describe('per-call options', () => {
  it('sends a call’s headers on top of the client’s', async () => {
    const server = await serverForTest();
    const client = clientFor(server, { headers: { 'X-Team': 'docs', 'X-Trace-Id': 'client' } });
    await client.notes.create({ content: 'x' }, { headers: { 'X-Trace-Id': 'call' } });
    expect(server.requests[0]?.headers).toMatchObject({ 'x-team': 'docs', 'x-trace-id': 'call' });
  });

  it('never lets a call’s headers replace Authorization', async () => {
    const server = await serverForTest();
    await clientFor(server).notes.create(
      { content: 'x' },
      { headers: { Authorization: 'Bearer someone-else' } },
    );
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
  });

  it('keeps a call’s headers off the calls after it', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    await client.notes.create({ content: 'x' }, { headers: { 'X-Trace-Id': 'first' } });
    await client.notes.create({ content: 'y' });
    expect(server.requests[1]?.headers['x-trace-id']).toBeUndefined();
  });

  it('lets a call’s maxRetries override the client’s', async () => {
    const server = await serverForTest();
    server.fail({ status: 503, retryAfter: '0' }, { status: 503, retryAfter: '0' });
    const client = clientFor(server, { maxRetries: 0 });
    const note = await client.notes.create({ content: 'Third time lucky' }, { maxRetries: 2 });
    expect(note.title).toBe('Third time lucky');
    expect(server.requests).toHaveLength(3);
  });

  it('makes one attempt only when a call’s maxRetries is 0', async () => {
    const server = await serverForTest();
    server.fail({ status: 503, retryAfter: '0' });
    const error = await rejectionOf(clientFor(server).notes.get(someNoteId, { maxRetries: 0 }));
    expect(error).toMatchObject({ status: 503, retryable: true });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['a fractional maxRetries', { maxRetries: 0.5 }, '`options.maxRetries`'],
    ['a negative maxRetries', { maxRetries: -1 }, '`options.maxRetries`'],
    ['headers that are not an object', { headers: 'X-Team: docs' }, '`options.headers`'],
    ['a header that is not a string', { headers: { 'X-Count': 3 } }, '`X-Count`'],
    ['a timeout that is not a number', { timeout: '5s' }, '`options.timeout`'],
    ['a signal that is not an AbortSignal', { signal: true }, '`options.signal`'],
  ])('rejects %s with a TypeError naming it, sending nothing', async (_label, options, field) => {
    const server = await serverForTest();
    const error = await rejectionOf(
      clientFor(server).notes.get(someNoteId, options as RequestOptions),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toContain(field);
    expect(server.requests).toHaveLength(0);
  });

  it('still takes options typed as the deprecated RequestParams', async () => {
    const server = await serverForTest();
    const options: RequestParams = { headers: { 'X-Trace-Id': 'legacy' } };
    await clientFor(server).notes.create({ content: 'x' }, options);
    expect(server.requests[0]?.headers['x-trace-id']).toBe('legacy');
  });
});
