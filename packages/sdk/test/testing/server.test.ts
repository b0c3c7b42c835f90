import { describe, expect, it } from 'vitest';
import { startLocalMem } from '../mem-front.js';
import { start, call } from './local-mem.js';

const requestId = /^api-request-[0-9a-f-]{36}$/;

describe('authentication', () => {
  it('answers 401 in Mem envelope when the key is missing', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/v2/notes`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error_category: 'CLIENT_ERROR',
      error_metadata: {
        error_kind: 'NOT_AUTHORIZED',
        message: expect.any(String),
        request_id: expect.stringMatching(requestId),
      },
    });
  });

  it('answers 401 when the key is not the one configured', async () => {
    const server = await start({ apiKey: 'mem_other' });
    const response = await fetch(`${server.url}/v2/notes`, {
      headers: { Authorization: 'Bearer mem_test_key' },
    });
    expect(response.status).toBe(401);
    expect(server.apiKey).toBe('mem_other');
  });

  it('accepts the configured key as a bearer token', async () => {
    const server = await start({ apiKey: 'mem_other' });
    expect((await call(server, 'GET', '/v2/notes')).status).toBe(200);
  });

  it('refuses an empty API key option', async () => {
    await expect(startLocalMem({ apiKey: '' })).rejects.toThrow(TypeError);
  });
});

describe('responses', () => {
  it('starts every success body with a request id that the X-Request-Id header repeats', async () => {
    const server = await start();
    const { body, headers } = await call(server, 'GET', '/v2/notes');
    expect(Object.keys(body)[0]).toBe('request_id');
    expect(body.request_id).toMatch(requestId);
    expect(headers.get('x-request-id')).toBe(body.request_id);
  });

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const server = await start();
    const { status, body } = await call(server, 'GET', '/v3/notes');
    expect(status).toBe(404);
    expect(body.error_metadata.error_kind).toBe('NOT_FOUND');
  });

  it('answers a known path with another method with 405 and an Allow header', async () => {
    const server = await start();
    const { status, body, headers } = await call(server, 'GET', '/v2/notes/search');
    expect(status).toBe(405);
    expect(body.error_metadata.error_kind).toBe('METHOD_NOT_ALLOWED');
    expect(headers.get('allow')).toBe('POST');
  });

  it('answers a path id that is not a UUID with 404', async () => {
    const server = await start();
    expect((await call(server, 'GET', '/v2/notes/not-a-uuid')).status).toBe(404);
  });

  it('refuses a body that is not JSON with 400 INVALID_REQUEST', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/v2/notes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.apiKey}` },
      body: '{"content": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_metadata: {
        error_kind: 'INVALID_REQUEST',
        message: 'The request body must be a JSON object.',
      },
    });
  });

  it('refuses a JSON body that is not an object', async () => {
    const server = await start();
    expect((await call(server, 'POST', '/v2/notes', ['content'])).status).toBe(400);
  });

  it('refuses a missing body where one is required', async () => {
    const server = await start();
    expect((await call(server, 'POST', '/v2/collections')).status).toBe(400);
  });

  it('refuses an unknown body field, naming it', async () => {
    const server = await start();
    const { status, body } = await call(server, 'POST', '/v2/notes', { content: 'x', tags: [] });
    expect(status).toBe(400);
    expect(body.error_metadata.message).toContain('`tags`');
  });

  it('refuses an unknown query parameter, naming it', async () => {
    const server = await start();
    const { status, body } = await call(server, 'GET', '/v2/notes?pageSize=3');
    expect(status).toBe(400);
    expect(body.error_metadata.message).toContain('`pageSize`');
  });
});

describe('recording', () => {
  it('records method, path with query, headers and the parsed JSON body', async () => {
    const server = await start();
    await call(server, 'POST', '/v2/notes/search?limit=5', { query: 'ada' });
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/v2/notes/search?limit=5',
        headers: expect.objectContaining({ authorization: `Bearer ${server.apiKey}` }),
        body: { query: 'ada' },
      },
    ]);
  });

  it('records a body that is not JSON as text and an empty one as undefined', async () => {
    const server = await start();
    await fetch(`${server.url}/v2/notes`, { method: 'POST', body: 'plain words' });
    await fetch(`${server.url}/v2/notes`);
    expect(server.requests.map((request) => request.body)).toEqual(['plain words', undefined]);
  });
});

describe('faults', () => {
  it('answers an injected status with an error in Mem envelope when no body is given', async () => {
    const server = await start();
    server.fail({ status: 503 });
    const { status, body } = await call(server, 'GET', '/v2/notes');
    expect(status).toBe(503);
    expect(body).toMatchObject({
      error_category: 'SERVER_ERROR',
      error_metadata: { error_kind: 'SERVICE_UNAVAILABLE', message: 'Injected HTTP 503.' },
    });
  });

  it('sends an injected body, content type and Retry-After as given', async () => {
    const server = await start();
    server.fail({
      status: 502,
      body: '<h1>Bad gateway</h1>',
      contentType: 'text/html',
      retryAfter: '7',
    });
    const response = await fetch(`${server.url}/v2/notes`);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.text()).toBe('<h1>Bad gateway</h1>');
  });

  it('defaults an injected status to 500 when only retryAfter is set', async () => {
    const server = await start();
    server.fail({ retryAfter: '2' });
    const { status, body } = await call(server, 'GET', '/v2/notes');
    expect(status).toBe(500);
    expect(body.error_metadata.error_kind).toBe('INTERNAL_SERVER_ERROR');
  });

  it('gives an injected status Mem would not send a generic kind', async () => {
    const server = await start();
    server.fail({ status: 418 });
    expect((await call(server, 'GET', '/v2/notes')).body.error_metadata.error_kind).toBe(
      'CLIENT_ERROR',
    );
  });

  it('uses each fault up on one request, in the order queued', async () => {
    const server = await start();
    server.fail({ status: 500 }, { status: 429 });
    const statuses = [];
    for (let index = 0; index < 3; index++)
      statuses.push((await call(server, 'GET', '/v2/notes')).status);
    expect(statuses).toEqual([500, 429, 200]);
  });

  it('applies a fault only to a request with its method and exact path', async () => {
    const server = await start();
    server.fail({ method: 'post', path: '/v2/collections', status: 409 });
    expect((await call(server, 'GET', '/v2/collections')).status).toBe(200);
    expect((await call(server, 'POST', '/v2/notes', { content: 'x' })).status).toBe(200);
    expect((await call(server, 'POST', '/v2/collections', { title: 'A' })).status).toBe(409);
    expect((await call(server, 'POST', '/v2/collections', { title: 'A' })).status).toBe(200);
  });

  it('matches a string path against the path without the query string', async () => {
    const server = await start();
    server.fail({ path: '/v2/notes', status: 500 });
    expect((await call(server, 'GET', '/v2/notes?limit=1')).status).toBe(500);
  });

  it('matches a RegExp path, even a global one, on every try', async () => {
    const server = await start();
    server.fail(
      { path: /^\/v2\/collections/g, status: 500 },
      { path: /^\/v2\/collections/g, status: 502 },
    );
    expect((await call(server, 'GET', '/v2/notes')).status).toBe(200);
    expect((await call(server, 'GET', '/v2/collections')).status).toBe(500);
    expect((await call(server, 'GET', '/v2/collections?limit=2')).status).toBe(502);
  });

  it('delays a request and then answers it normally', async () => {
    const server = await start();
    server.fail({ delayMs: 60 });
    const started = Date.now();
    const { status } = await call(server, 'GET', '/v2/notes');
    expect(status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('drops the connection without answering, and still records the request', async () => {
    const server = await start();
    server.fail({ drop: true });
    await expect(fetch(`${server.url}/v2/notes`)).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it('applies a request whose answer it then loses', async () => {
    const server = await start();
    server.fail({ method: 'POST', loseAnswer: true });
    await expect(call(server, 'POST', '/v2/notes', { content: '# Kept' })).rejects.toThrow();
    expect(server.state().notes.map((note) => note.title)).toEqual(['Kept']);
  });

  it('does not apply a request that an injected error answered', async () => {
    const server = await start();
    server.fail({ status: 500 });
    await call(server, 'POST', '/v2/notes', { content: 'lost' });
    expect(server.state().notes).toEqual([]);
  });
});

describe('lifecycle', () => {
  it('can be closed twice', async () => {
    const server = await startLocalMem();
    await server.close();
    await expect(server.close()).resolves.toBeUndefined();
  });

  it('refuses a negative Mem It delay', async () => {
    await expect(startLocalMem({ memItDelayMs: -1 })).rejects.toThrow(RangeError);
  });
});
