// Helpers for the local Mem's own tests, which talk to it with raw requests as any client would.
import { onTestFinished } from 'vitest';
import type { LocalMem, MemServerOptions } from '../../src/testing.js';
import { startLocalMem } from '../mem-front.js';

/** Starts a local Mem, on this run's front, for the current test and closes it when it ends. */
export async function start(options?: MemServerOptions): Promise<LocalMem> {
  const server = await startLocalMem(options);
  onTestFinished(() => server.close());
  return server;
}

/** Sends a request with the server's key and reads the JSON answer. */
export async function call(server: LocalMem, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${server.apiKey}`, 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  // The answer stays loosely typed: each test asserts the fields it is about.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const answer: any = await response.json();
  return { status: response.status, headers: response.headers, body: answer };
}

/** A UUID whose last digits are `n`, so that ids sort as their numbers do. */
export function id(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
