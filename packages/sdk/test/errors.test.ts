import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MemClient } from '../src/index.js';
import { clientFor, rejectionOf, serverForTest } from './with-server.js';

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
    const error = await rejectionOf(clientFor(server, { maxRetries: 0 }).memIt({ input: 'x' }));
    expect(MemClient.isApiError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'MemApiError', status, code, retryable });
    expect((error as Error).message).toContain(`HTTP ${status}`);
  });

  it("uses the API's own code and message from its error body", async () => {
    const server = await serverForTest();
    const error = await rejectionOf(clientFor(server).deleteNote('no-such-note'));
    expect(error).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'No note has the id no-such-note.',
    });
  });

  it('carries the request id of the failed response', async () => {
    const server = await serverForTest();
    const error = await rejectionOf(clientFor(server, { apiKey: 'wrong' }).memIt({ input: 'x' }));
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', retryable: false });
    expect((error as { requestId?: string }).requestId).toMatch(/^api-request-/);
  });

  it('reads error bodies that put the message at the top level', async () => {
    const server = await serverForTest();
    server.fail({
      status: 422,
      body: JSON.stringify({ code: 'too_long', message: 'Content is too long.' }),
    });
    const error = await rejectionOf(clientFor(server).memIt({ input: 'x' }));
    expect(error).toMatchObject({ status: 422, code: 'too_long', message: 'Content is too long.' });
  });

  it('rejects malformed JSON in a success with invalid_response, not a SyntaxError', async () => {
    const server = await serverForTest();
    server.fail({ status: 200, body: '{"request_id": "abc", "operations": [' });
    const error = await rejectionOf(clientFor(server).memIt({ input: 'x' }));
    expect(error).not.toBeInstanceOf(SyntaxError);
    expect(error).toMatchObject({
      name: 'MemApiError',
      status: 200,
      code: 'invalid_response',
      retryable: false,
    });
    expect((error as Error).message).toMatch(/not a JSON object/);
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('rejects an empty success body where JSON was due, saying it was empty', async () => {
    const server = await serverForTest();
    server.fail({ status: 200, body: '' });
    const error = await rejectionOf(clientFor(server).createNote({ content: 'x' }));
    expect(error).toMatchObject({
      code: 'invalid_response',
      message: expect.stringMatching(/body was empty/),
    });
  });

  it('rejects a JSON array where an object was due', async () => {
    const server = await serverForTest();
    server.fail({ status: 200, body: '[1, 2]' });
    const error = await rejectionOf(clientFor(server).createNote({ content: 'x' }));
    expect(error).toMatchObject({ code: 'invalid_response' });
  });

  it('describes an HTML 502 page from a proxy instead of throwing a SyntaxError', async () => {
    const server = await serverForTest();
    const page =
      '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
    server.fail({ status: 502, body: page, contentType: 'text/html; charset=utf-8' });
    const error = await rejectionOf(clientFor(server, { maxRetries: 0 }).memIt({ input: 'x' }));
    expect(error).toMatchObject({ status: 502, code: 'bad_gateway', retryable: true });
    expect((error as Error).message).toMatch(/an HTML page \(text\/html\)/);
    expect((error as Error).message).toContain('502 Bad Gateway');
  });

  it('rejects with status 0 and network_error when the connection is refused', async () => {
    const server = await serverForTest();
    const baseUrl = server.url;
    await server.close();
    const error = await rejectionOf(
      clientFor(server, { baseUrl, maxRetries: 0 }).createNote({ content: 'x' }),
    );
    expect(error).toMatchObject({
      name: 'MemApiError',
      status: 0,
      code: 'network_error',
      retryable: true,
    });
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
