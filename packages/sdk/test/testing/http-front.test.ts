// What only the HTTP front, startMemServer, does: listen on a port of 127.0.0.1.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startMemServer } from '../../src/testing.js';
import { start } from './local-mem.js';

describe('the HTTP front', () => {
  it('listens on 127.0.0.1 at the port asked for', async () => {
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const address = free.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    await new Promise((resolve) => free.close(resolve));
    const server = await start({ port });
    expect(server.url).toBe(`http://127.0.0.1:${port}`);
  });

  it('rejects when the port is taken', async () => {
    const server = await start();
    const port = Number(new URL(server.url).port);
    await expect(startMemServer({ port })).rejects.toThrow(/EADDRINUSE/);
  });

  it('answers through its fetch too, without the socket', async () => {
    const server = await start();
    const response = await server.fetch(`${server.url}/v2/notes`, {
      headers: { Authorization: `Bearer ${server.apiKey}` },
    });
    expect(response.status).toBe(200);
    expect(server.requests[0]?.headers['host']).toBeUndefined();
  });
});
