import { onTestFinished } from 'vitest';
import { MemClient, type MemOptions } from '../src/index.js';
import type { LocalMem, MemServerOptions } from '../src/testing.js';
import { startLocalMem } from './mem-front.js';

/** Starts a fresh local Mem, on this run's front, and closes it when the test ends. */
export async function serverForTest(options: MemServerOptions = {}): Promise<LocalMem> {
  const server = await startLocalMem(options);
  onTestFinished(() => server.close());
  return server;
}

/** A client pointed at `server`, with the server's key. */
export function clientFor(server: LocalMem, options: MemOptions = {}): MemClient {
  return new MemClient({ apiKey: server.apiKey, baseUrl: server.url, ...options });
}

/** Runs `promise` to its rejection and returns the reason; fails the test if it resolves. */
export async function rejectionOf(promise: PromiseLike<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject, but it resolved.');
}

/** The note ids a test can use where any UUID will do. */
export const someNoteId = '5e29c8a2-c73b-476b-9311-e2579712d4b1';
export const someCollectionId = '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b';
