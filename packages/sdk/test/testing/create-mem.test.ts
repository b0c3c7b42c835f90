// createMem as a user of a runtime without ports holds it: a client given its `fetch`, no global
// routing. The rest of the suite runs through it as well (test/mem-front.ts); these tests are
// about what only the fetch front does, and run once, in the fetch front's project.
import { describe, expect, it, onTestFinished } from 'vitest';
import { MemClient } from '../../src/index.js';
import { createMem, type CreateMemOptions } from '../../src/testing.js';
import * as forBrowsers from '../../src/testing-web.js';
import { rejectionOf } from '../with-server.js';

function memForTest(options: CreateMemOptions = {}) {
  const mem = createMem(options);
  onTestFinished(() => mem.close());
  return mem;
}

const authorization = (key: string) => ({ Authorization: `Bearer ${key}` });

describe('createMem', () => {
  it('serves a client that is given its fetch, with no socket and no global fetch', async () => {
    const mem = memForTest();
    const networkFetch = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new Error('The network was used.'));
    try {
      const client = new MemClient({ apiKey: mem.apiKey, baseUrl: mem.url, fetch: mem.fetch });
      const note = await client.notes.create({ content: '# Made without a port' });
      const titles: string[] = [];
      for await (const item of client.notes.list()) titles.push(item.title);
      expect(titles).toEqual(['Made without a port']);
      expect(note.id.slice(14, 15)).toBe('7');
    } finally {
      globalThis.fetch = networkFetch;
    }
  });

  it('answers at http://local-mem.invalid unless told another origin', async () => {
    expect(memForTest().url).toBe('http://local-mem.invalid');
    const mem = memForTest({ url: 'https://api.mem.ai/' });
    expect(mem.url).toBe('https://api.mem.ai');
    const client = new MemClient({ apiKey: mem.apiKey, fetch: mem.fetch });
    await client.notes.create({ content: '# At the public address' });
    expect(mem.state().notes).toHaveLength(1);
  });

  it('refuses a url that is not an http origin', () => {
    expect(() => createMem({ url: 'https://example.com/api/mem' })).toThrow(/no path/);
    expect(() => createMem({ url: 'ftp://example.com' })).toThrow(TypeError);
    expect(() => createMem({ url: 'example.com' })).toThrow(/absolute/);
  });

  it('rejects a request to another origin as a host that does not exist, and records nothing', async () => {
    const mem = memForTest();
    const error = await rejectionOf(mem.fetch('https://api.mem.ai/v2/notes'));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).cause).toMatchObject({ code: 'ENOTFOUND' });
    expect(mem.requests).toEqual([]);
  });

  it('records the request as sent: method, path with its query, headers and JSON body', async () => {
    const mem = memForTest();
    await mem.fetch(`${mem.url}/v2/notes?limit=1`, {
      method: 'POST',
      headers: { ...authorization(mem.apiKey), 'X-Trace': 'a' },
      body: JSON.stringify({ content: 'x' }),
    });
    expect(mem.requests).toEqual([
      {
        method: 'POST',
        path: '/v2/notes?limit=1',
        headers: expect.objectContaining({ authorization: 'Bearer mem_test_key', 'x-trace': 'a' }),
        body: { content: 'x' },
      },
    ]);
  });

  it('gives the answer the url it was asked at, as a fetch over the network does', async () => {
    const mem = memForTest();
    const response = await mem.fetch(`${mem.url}/v2/notes`, { headers: authorization(mem.apiKey) });
    expect(response.url).toBe(`${mem.url}/v2/notes`);
    expect(response.headers.get('x-request-id')).toMatch(/^api-request-/);
  });

  it('rejects with the signal’s reason on an abort during a delay, and never applies the request', async () => {
    const mem = memForTest();
    mem.fail({ delayMs: 200 });
    const controller = new AbortController();
    const pending = mem.fetch(`${mem.url}/v2/notes`, {
      method: 'POST',
      headers: authorization(mem.apiKey),
      body: JSON.stringify({ content: '# Too late' }),
      signal: controller.signal,
    });
    const reason = new Error('The caller gave up.');
    setTimeout(() => controller.abort(reason), 20);
    await expect(pending).rejects.toBe(reason);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(mem.state().notes).toEqual([]);
    expect(mem.requests).toHaveLength(1);
  });

  it('applies a request whose answer it loses, then rejects with a network error', async () => {
    const mem = memForTest();
    mem.fail({ loseAnswer: true });
    const error = await rejectionOf(
      mem.fetch(`${mem.url}/v2/notes`, {
        method: 'POST',
        headers: authorization(mem.apiKey),
        body: JSON.stringify({ content: '# Kept' }),
      }),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(mem.state().notes.map((note) => note.title)).toEqual(['Kept']);
  });

  it('rejects a dropped connection with a network error, without applying the request', async () => {
    const mem = memForTest();
    mem.fail({ drop: true });
    const error = await rejectionOf(
      mem.fetch(`${mem.url}/v2/notes`, {
        method: 'POST',
        headers: authorization(mem.apiKey),
        body: JSON.stringify({ content: '# Dropped' }),
      }),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(mem.state().notes).toEqual([]);
  });

  it('sends the status at once and the body later, and errors the body on an abort', async () => {
    const mem = memForTest();
    mem.fail({ bodyDelayMs: 5_000 });
    const controller = new AbortController();
    const response = await mem.fetch(`${mem.url}/v2/notes`, {
      headers: authorization(mem.apiKey),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reading = response.text();
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('writes a Mem It note only after its answer has been handed over', async () => {
    const mem = memForTest();
    const response = await mem.fetch(`${mem.url}/v2/mem-it`, {
      method: 'POST',
      headers: authorization(mem.apiKey),
      body: JSON.stringify({ input: 'A thought' }),
    });
    expect(response.status).toBe(200);
    expect(mem.state().notes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(mem.state().notes).toHaveLength(1);
  });

  it('refuses every request once closed, as a stopped server does', async () => {
    const mem = createMem();
    await mem.close();
    const error = await rejectionOf(mem.fetch(`${mem.url}/v2/notes`));
    expect((error as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('is what browsers get of memai-sdk/testing, whose startMemServer gives it at a 127.0.0.1 address its fetch answers', async () => {
    const server = await forBrowsers.startMemServer({ apiKey: 'mem_page_key' });
    onTestFinished(() => server.close());
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = new MemClient({
      apiKey: 'mem_page_key',
      baseUrl: server.url,
      fetch: server.fetch,
    });
    await client.notes.create({ content: '# In the page' });
    expect(server.state().notes.map((note) => note.title)).toEqual(['In the page']);
    // Ports as a system gives them: another server gets another, and a port in use is refused.
    const other = await forBrowsers.startMemServer();
    onTestFinished(() => other.close());
    expect(other.url).not.toBe(server.url);
    const port = Number(new URL(server.url).port);
    await expect(forBrowsers.startMemServer({ port })).rejects.toThrow(/EADDRINUSE/);
    await expect(forBrowsers.startMemServer({ port: 70000 })).rejects.toThrow(RangeError);
    await server.close();
    const again = await forBrowsers.startMemServer({ port });
    expect(again.url).toBe(server.url);
    await again.close();
  });
});
