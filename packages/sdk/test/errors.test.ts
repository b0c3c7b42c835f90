import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MemClient } from '../src/index.js';
import { clientFor, rejectionOf, serverForTest, someNoteId } from './with-server.js';

describe('errors', () => {
  it.each([
    [400, 'bad_request', false],
    [401, 'unauthorized', false],
    [403, 'forbidden', false],
    [404, 'not_found', false],
    [408, 'request_timeout', true],
    [409, 'conflict', false],
    [418, 'http_error', false],
    [422, 'unprocessable_entity', false],
    [429, 'rate_limited', true],
    [500, 'server_error', true],
    [502, 'bad_gateway', true],
    [503, 'service_unavailable', true],
    [504, 'gateway_timeout', true],
    [599, 'server_error', true],
  ])('maps HTTP %i with no error body to code %s', async (status, code, retryable) => {
    const server = await serverForTest();
    server.fail({ status, body: '' });
    const error = await rejectionOf(clientFor(server, { maxRetries: 0 }).notes.get(someNoteId));
    expect(MemClient.isApiError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'MemApiError', status, code, retryable });
    expect((error as Error).message).toContain(`HTTP ${status}`);
  });

  it("reads Mem's error envelope: its kind as the code, its message and request id", async () => {
    const server = await serverForTest();
    const error = await rejectionOf(clientFor(server, { apiKey: 'wrong' }).notes.list());
    expect(error).toMatchObject({ status: 401, code: 'not_authorized', retryable: false });
    expect((error as { requestId?: string }).requestId).toMatch(/^api-request-/);
    expect((error as Error).message).toMatch(/^GET \/v2\/notes: /);
    // Mem's own words, without the method and path, for a caller to show beside its own.
    const { detail, message } = error as { detail: string; message: string };
    expect(detail).not.toBe('');
    expect(message).toBe(`GET /v2/notes: ${detail}`);
  });

  it('names the method and path of the call that failed', async () => {
    const server = await serverForTest();
    const error = await rejectionOf(clientFor(server).notes.trash(someNoteId));
    expect(error).toMatchObject({
      method: 'POST',
      path: `/v2/notes/${someNoteId}/trash`,
      status: 404,
      code: 'not_found',
    });
  });

  it.each([
    [
      'a quota body',
      { error: { type: 'quota_exceeded', message: 'Upgrade.' } },
      'quota_exceeded',
      'Upgrade.',
    ],
    [
      'an error object with a code',
      { error: { code: 'too_long', message: 'Too long.' } },
      'too_long',
      'Too long.',
    ],
    [
      'a top-level code and message',
      { code: 'too_long', message: 'Too long.' },
      'too_long',
      'Too long.',
    ],
    ['a retired route', { error: 'Gone', message: 'Use v2.' }, 'bad_request', 'Use v2.'],
    ['a proxy detail', { detail: 'Bad gateway config' }, 'bad_request', 'Bad gateway config'],
  ])('reads %s', async (_label, body, code, message) => {
    const server = await serverForTest();
    server.fail({ status: 400, body: JSON.stringify({ ...body, request_id: 'api-request-7' }) });
    const error = await rejectionOf(clientFor(server).notes.get(someNoteId));
    expect(error).toMatchObject({ code, requestId: 'api-request-7', body: { ...body } });
    expect((error as Error).message).toContain(message);
  });

  it('carries the rate-limit headers of the failed response', async () => {
    const server = await serverForTest({ rateLimits: { requestsPerMinute: 1 } });
    // Unpaced, so that the second call is sent into the 429 rather than held back.
    const client = clientFor(server, { maxRetries: 0, throttle: false });
    await client.notes.list();
    const error = await rejectionOf(client.notes.list());
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      rateLimits: {
        requests: { bucket: 'minute', limit: 1, remaining: 0, reset: expect.any(Number) },
        complexity: { bucket: 'minute', limit: 200 },
        retryAfter: expect.any(Number),
      },
    });
  });

  it('rejects malformed JSON in a success with invalid_response, not a SyntaxError', async () => {
    const server = await serverForTest();
    server.fail({ status: 200, body: '{"request_id": "abc", "results": [' });
    const error = await rejectionOf(clientFor(server).memIt({ input: 'x' }));
    expect(error).not.toBeInstanceOf(SyntaxError);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response', retryable: false });
    expect((error as Error).message).toMatch(/not a JSON object/);
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('rejects an empty success body where JSON was due, saying it was empty', async () => {
    const server = await serverForTest();
    server.fail({ status: 200, body: '' });
    const error = await rejectionOf(clientFor(server).notes.create({ content: 'x' }));
    expect(error).toMatchObject({
      code: 'invalid_response',
      message: expect.stringMatching(/body was empty/),
    });
  });

  it('rejects a JSON array where an object was due', async () => {
    const server = await serverForTest();
    server.fail({ status: 200, body: '[1, 2]' });
    const error = await rejectionOf(clientFor(server).notes.create({ content: 'x' }));
    expect(error).toMatchObject({ code: 'invalid_response' });
  });

  it('describes an HTML 502 page from a proxy instead of throwing a SyntaxError', async () => {
    const server = await serverForTest();
    const page =
      '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
    server.fail({ status: 502, body: page, contentType: 'text/html; charset=utf-8' });
    const error = await rejectionOf(clientFor(server, { maxRetries: 0 }).notes.get(someNoteId));
    expect(error).toMatchObject({ status: 502, code: 'bad_gateway', retryable: true });
    expect((error as Error).message).toMatch(/an HTML page \(text\/html\)/);
    expect((error as Error).message).toContain('502 Bad Gateway');
  });

  it('rejects with status 0 and network_error when the connection is refused', async () => {
    const server = await serverForTest();
    const baseUrl = server.url;
    await server.close();
    const error = await rejectionOf(
      clientFor(server, { baseUrl, maxRetries: 0 }).notes.create({ content: 'x' }),
    );
    expect(error).toMatchObject({ status: 0, code: 'network_error', retryable: true });
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
  });

  it('isApiError recognises an error from another realm by its name', () => {
    const foreign: unknown = runInNewContext(
      'Object.assign(new Error("boom"), { name: "MemApiError", status: 503, code: "service_unavailable" })',
    );
    expect(foreign instanceof Error).toBe(false);
    expect(MemClient.isApiError(foreign)).toBe(true);
  });

  it('isApiError refuses other errors and values', () => {
    expect(MemClient.isApiError(new Error('boom'))).toBe(false);
    expect(MemClient.isApiError(new TypeError('x'))).toBe(false);
    expect(MemClient.isApiError({ name: 'MemApiError' })).toBe(false);
    expect(MemClient.isApiError(null)).toBe(false);
    expect(MemClient.isApiError('MemApiError')).toBe(false);
  });
});
