// memai-sdk/testing for runtimes without node:http (browsers, Web Workers, Cloudflare Workers),
// which bundlers pick by the `browser` export condition. It exports the names testing.ts does,
// and is typed by testing.ts's declarations, so that code written for both compiles and bundles
// for both. Its startMemServer cannot listen on a port: it gives the same Mem at an address of
// the same kind, which its own fetch answers.
import type { MemServer, MemServerOptions } from './testing/server-options.js';
import { createMem } from './testing/local-mem.js';

export { createMem };

/** The ports of this realm's open local Mems, which a second one may not take. */
const taken = new Set<number>();
/** The ports given out, from a range where ports are usually free, as an operating system's are. */
let nextPort = 40000 + Math.floor(Math.random() * 20000);

/**
 * The local Mem at `http://127.0.0.1:PORT`, as Node's startMemServer gives it, but answering only
 * through its `fetch` (give it to the client: `fetch: server.fetch`), since nothing here can
 * listen on a port. A port already taken by an open one is refused as Node refuses it.
 */
export function startMemServer(options: MemServerOptions = {}): Promise<MemServer> {
  const { port = 0, ...memOptions } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return Promise.reject(
      new RangeError(`port must be a whole number from 0 to 65535, not ${port}.`),
    );
  }
  let chosen = port;
  while (chosen === 0 || (port === 0 && taken.has(chosen))) {
    chosen = nextPort;
    nextPort = nextPort >= 60000 ? 40000 : nextPort + 1;
  }
  if (taken.has(chosen)) {
    return Promise.reject(
      new Error(`listen EADDRINUSE: address already in use 127.0.0.1:${chosen}`),
    );
  }
  let mem: MemServer;
  try {
    mem = createMem({ ...memOptions, url: `http://127.0.0.1:${chosen}` });
  } catch (error) {
    return Promise.reject(error);
  }
  taken.add(chosen);
  return Promise.resolve({
    ...mem,
    close: async () => {
      taken.delete(chosen);
      await mem.close();
    },
  });
}
