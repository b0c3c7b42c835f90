// memai-sdk/testing for runtimes without node:http (browsers, Web Workers, Cloudflare Workers),
// which bundlers pick by the `browser` export condition. It exports the names testing.ts does,
// and is typed by testing.ts's declarations, so that code written for both compiles and bundles
// for both; only startMemServer cannot work here, and says so when called.
import type { LocalMem, LocalMemOptions } from './testing/local-mem.js';

export { createMem } from './testing/local-mem.js';

/** Rejects: a server needs `node:http`. Use `createMem()` and its `fetch` here. */
export function startMemServer(options?: LocalMemOptions): Promise<LocalMem> {
  void options;
  return Promise.reject(
    new Error(
      'startMemServer needs node:http, which this runtime does not have. Use createMem() from ' +
        'memai-sdk/testing, and give its fetch to the client: ' +
        'new MemClient({ apiKey: mem.apiKey, baseUrl: mem.url, fetch: mem.fetch }).',
    ),
  );
}
