import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemClient } from '../src/index.js';
import { clientFor, serverForTest } from './with-server.js';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('configuration', () => {
  it('reads the API key from MEM_API_KEY when none is given', async () => {
    const server = await serverForTest();
    vi.stubEnv('MEM_API_KEY', server.apiKey);
    await new MemClient({ baseUrl: server.url }).memIt({ input: 'x' });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
  });

  it('prefers an explicit apiKey to MEM_API_KEY', async () => {
    const server = await serverForTest();
    vi.stubEnv('MEM_API_KEY', 'from-environment');
    await clientFor(server).memIt({ input: 'x' });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
  });

  it('throws an error that says how to provide a key when there is none', () => {
    vi.stubEnv('MEM_API_KEY', '');
    expect(() => new MemClient()).toThrow(/apiKey.*MEM_API_KEY/s);
  });

  it('treats a missing process object as no environment', () => {
    vi.stubGlobal('process', undefined);
    expect(() => new MemClient()).toThrow(/MEM_API_KEY/);
  });

  it('exposes the defaults in config, frozen, without the key', () => {
    const client = new MemClient({ apiKey: 'secret-key' });
    expect(client.config).toEqual({
      baseUrl: 'https://api.mem.ai',
      timeout: 60_000,
      maxRetries: 2,
      headers: {},
    });
    expect(Object.isFrozen(client.config)).toBe(true);
    expect(JSON.stringify(client.config)).not.toContain('secret-key');
  });

  it('normalises a trailing slash off baseUrl', () => {
    expect(
      new MemClient({ apiKey: 'k', baseUrl: 'https://proxy.example/mem/' }).config.baseUrl,
    ).toBe('https://proxy.example/mem');
  });

  it.each([
    ['a baseUrl that is not a URL', { baseUrl: 'api.mem.ai' }, '`baseUrl`'],
    ['a baseUrl with another scheme', { baseUrl: 'ftp://api.mem.ai' }, '`baseUrl`'],
    ['a zero timeout', { timeout: 0 }, '`timeout`'],
    ['an infinite timeout', { timeout: Infinity }, '`timeout`'],
    ['a fractional maxRetries', { maxRetries: 1.5 }, '`maxRetries`'],
    ['a negative maxRetries', { maxRetries: -1 }, '`maxRetries`'],
    ['a header that is not a string', { headers: { 'X-Count': 3 } }, '`X-Count`'],
    ['an apiKey that is not a string', { apiKey: 42 }, '`apiKey`'],
  ])('refuses %s with a TypeError naming it', (_label, options, field) => {
    const construct = () => new MemClient({ apiKey: 'k', ...(options as object) });
    expect(construct).toThrow(TypeError);
    expect(construct).toThrow(field);
  });

  it('sends every request through an injected fetch', async () => {
    const server = await serverForTest();
    const seen: string[] = [];
    const tracingFetch: typeof fetch = (input, init) => {
      seen.push(`${init?.method} ${String(input)}`);
      return fetch(input, init);
    };
    await clientFor(server, { fetch: tracingFetch }).memIt({ input: 'x' });
    expect(seen).toEqual([`POST ${server.url}/v2/mem-it`]);
  });

  it('says to pass fetch when the runtime has none', () => {
    vi.stubGlobal('fetch', undefined);
    expect(() => new MemClient({ apiKey: 'k' })).toThrow(/pass one as `fetch`/);
  });

  it('sends a version 7 UUID of its own as the note id, made from the time and random bits', async () => {
    const server = await serverForTest();
    // No crypto.randomUUID, as in a page served over plain HTTP: getRandomValues is enough.
    vi.stubGlobal('crypto', {
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
    });
    const before = Date.now();
    const first = await clientFor(server).notes.create({ content: 'x' });
    const second = await clientFor(server).notes.create({ content: 'y' });
    expect(first.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect((server.requests[0]?.body as { id: string }).id).toBe(first.id);
    const millis = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(millis(first.id)).toBeGreaterThanOrEqual(before);
    expect(millis(first.id)).toBeLessThanOrEqual(millis(second.id));
    expect(first.id.slice(-12)).not.toBe(second.id.slice(-12));
  });
});
