import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientFor, serverForTest } from './with-server.js';

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('User-Agent', () => {
  it('names the package version from package.json and the Node version', async () => {
    const server = await serverForTest();
    await clientFor(server).notes.create({ content: 'x' });
    expect(server.requests[0]?.headers['user-agent']).toBe(
      `memai-sdk/${version} node/${process.versions.node}`,
    );
  });

  it('names Bun when it runs under Bun', async () => {
    const server = await serverForTest();
    vi.stubGlobal('Bun', { version: '1.4.5' });
    await clientFor(server).notes.create({ content: 'x' });
    expect(server.requests[0]?.headers['user-agent']).toBe(`memai-sdk/${version} bun/1.4.5`);
  });

  it('names Deno when it runs under Deno', async () => {
    const server = await serverForTest();
    vi.stubGlobal('Deno', { version: { deno: '2.9.5' } });
    await clientFor(server).notes.create({ content: 'x' });
    expect(server.requests[0]?.headers['user-agent']).toBe(`memai-sdk/${version} deno/2.9.5`);
  });

  it('sends none of its own where no server runtime is found, as in a browser', async () => {
    const server = await serverForTest();
    const client = (() => {
      vi.stubGlobal('process', undefined);
      try {
        return clientFor(server);
      } finally {
        vi.unstubAllGlobals();
      }
    })();
    await client.notes.create({ content: 'x' });
    // Over HTTP, Node's fetch sends its own; through a local Mem's fetch, there is none.
    expect(server.requests[0]?.headers['user-agent'] ?? '').not.toMatch(/memai-sdk/);
  });

  it('lets the client’s headers replace it', async () => {
    const server = await serverForTest();
    await clientFor(server, { headers: { 'User-Agent': 'my-app/2.0' } }).notes.create({
      content: 'x',
    });
    expect(server.requests[0]?.headers['user-agent']).toBe('my-app/2.0');
  });
});
