// createMem: the local Mem (mem-core.ts) with no socket, answering through a `fetch` function.
// startMemServer (server.ts) puts the same Mem behind node:http. Nothing here may need Node: it
// runs wherever `fetch` does.
import { memCore, type LocalMem, type LocalMemOptions } from './mem-core.js';

/**
 * Options for `createMem()`: those of every local Mem, and the address it answers at.
 *
 * @example
 * ```ts
 * import { createMem, type CreateMemOptions } from 'memai-sdk/testing';
 *
 * // A local Mem posing as Mem itself, for code that calls the public address.
 * const options: CreateMemOptions = { url: 'https://api.mem.ai', quota: 10 };
 * const mem = createMem(options);
 * console.log(mem.url); // 'https://api.mem.ai'
 * ```
 * @group Local Mem
 */
export interface CreateMemOptions extends LocalMemOptions {
  /**
   * The origin the local Mem answers at, through its `fetch`; a request to any other origin
   * rejects as one to a host that does not exist would. Use Mem's own address,
   * `'https://api.mem.ai'`, to stand in for Mem in code that does not let you set a `baseUrl`.
   *
   * @defaultValue `'http://local-mem.invalid'` (the `.invalid` domain never resolves, so a
   * request that misses the local Mem's `fetch` fails instead of reaching a real host)
   */
  url?: string;
}

/**
 * Makes a local, in-memory Mem (API v2 and the three legacy v1 routes) that answers through a
 * `fetch` function rather than a port: for tests in runtimes without `node:http`, such as a
 * browser, a Web Worker, Deno Deploy or Cloudflare Workers, and for tests that want no socket.
 * It uses only what all of those have (`fetch`'s `Request` and `Response`, Web Crypto,
 * `TextEncoder`).
 *
 * It is the same Mem that {@link startMemServer} serves over HTTP, with the same routes,
 * validation, rate limits, quota and faults: what that function documents of its behaviour holds
 * here too. Its download links are at its own `url`, and its `fetch` serves them.
 *
 * @param options - the key, rate limits, quota, Mem It delay and the address to answer at
 * @returns the local Mem; close it when the test ends if it may still have Mem It notes to write
 * @throws TypeError when `apiKey` is empty or `url` is not an http or https origin
 * @throws RangeError when a limit, the quota or the Mem It delay is out of range
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 * import { createMem } from 'memai-sdk/testing';
 *
 * const mem = createMem();
 * mem.seed({ notes: [{ content: '# Groceries\n- [ ] Coffee' }] });
 * const client = new MemClient({ apiKey: mem.apiKey, baseUrl: mem.url, fetch: mem.fetch });
 * for await (const note of client.notes.list()) console.log(note.title); // 'Groceries'
 * await mem.close();
 * ```
 * @group Local Mem
 */
export function createMem(options: CreateMemOptions = {}): LocalMem {
  const core = memCore(options);
  const url = memOrigin(options.url ?? 'http://local-mem.invalid');
  core.links.origin = url;
  return core.handle(url);
}

/** `url` as an origin, or a TypeError saying why it cannot be one. */
function memOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`url must be an absolute http or https URL, not ${JSON.stringify(url)}.`);
  }
  const bare = parsed.pathname === '/' && parsed.search === '' && parsed.hash === '';
  if (!/^https?:$/.test(parsed.protocol) || !bare) {
    throw new TypeError(
      `url must be an http or https origin, with no path, query or fragment, not ${JSON.stringify(url)}.`,
    );
  }
  return parsed.origin;
}
