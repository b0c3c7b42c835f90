// The library's suite runs twice (see vitest.config.ts): once against the local Mem's HTTP front,
// startMemServer on 127.0.0.1, and once against its fetch front, createMem, with no socket. Tests
// start their local Mem here and reach it by its `url` as they would any server; on the fetch
// front, the global `fetch` hands each request for a local Mem's origin to that Mem's own `fetch`
// (installFetchRoutes), so that the same test, and the contract check that watches the global
// `fetch`, runs unchanged on both.
import { inject } from 'vitest';
import {
  createMem,
  startMemServer,
  type CreateMemOptions,
  type LocalMem,
  type MemServerOptions,
} from '../src/testing.js';

export type MemFront = 'http' | 'fetch';

declare module 'vitest' {
  export interface ProvidedContext {
    memFront: MemFront;
  }
}

/** The front this run tests. */
export const memFront: MemFront = inject('memFront');

/** The local Mems made on the fetch front, by origin. */
const byOrigin = new Map<string, LocalMem>();
let made = 0;

/** Whether `url` is a local Mem's, on either front. */
export function isLocalMem(url: URL): boolean {
  return url.hostname === '127.0.0.1' || byOrigin.has(url.origin);
}

/**
 * A fresh local Mem on this run's front. On the fetch front the port is meaningless and left out,
 * and each Mem answers at an origin of its own that never resolves.
 */
export async function startLocalMem(options: MemServerOptions = {}): Promise<LocalMem> {
  if (memFront === 'http') return startMemServer(options);
  made += 1;
  const mem = createMem({ ...withoutPort(options), url: `http://local-mem-${made}.invalid` });
  byOrigin.set(mem.url, mem);
  return mem;
}

function withoutPort(options: MemServerOptions): CreateMemOptions {
  const rest = { ...options };
  delete rest.port;
  return rest;
}

/** On the fetch front, sends requests for a local Mem's origin to that Mem's `fetch`. */
export function installFetchRoutes(): void {
  if (memFront !== 'fetch') return;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const mem = byOrigin.get(url.origin);
    return mem === undefined ? networkFetch(input, init) : mem.fetch(input, init);
  };
}
