import { onTestFinished } from 'vitest';
import { MemClient, type MemOptions } from '../src/index.js';
import { startMemApiServer, type MemApiServer } from './mem-api-server.js';

/** Starts a fresh API server for the current test and closes it when the test ends. */
export async function serverForTest(): Promise<MemApiServer> {
  const server = await startMemApiServer();
  onTestFinished(() => server.close());
  return server;
}

/** A client pointed at `server`, with the server's key. */
export function clientFor(server: MemApiServer, options: MemOptions = {}): MemClient {
  return new MemClient({ apiKey: server.apiKey, baseUrl: server.url, ...options });
}

/** Runs `promise` to its rejection and returns the reason; fails the test if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject, but it resolved.');
}
