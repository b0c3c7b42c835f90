/**
 * A local, in-memory Mem for tests that should not reach the real service. {@link createMem}
 * makes one that answers through a `fetch` function, in any runtime that has `fetch` (Node, Bun,
 * Deno, browsers, Web Workers, Cloudflare Workers); {@link startMemServer} serves the same Mem
 * over HTTP on 127.0.0.1, for Node, Bun and Deno. Point a `MemClient` at it, give it data with
 * `seed()`, read what it holds with `state()` and what it was sent with `requests`, and make it
 * fail as Mem fails with `fail()`.
 *
 * The main `memai-sdk` entry never imports it. Bundlers that build for browsers and workers (the
 * `browser` export condition) get an entry without `node:http`, whose `startMemServer` gives the
 * same Mem at a 127.0.0.1 address that only its own `fetch` reaches: a page cannot listen on a
 * port.
 *
 * @packageDocumentation
 */
// Its implementation lives in ./testing/ and is not exported. testing-web.ts is this entry for
// runtimes without node:http, and must export the same names.
export { createMem } from './testing/local-mem.js';
export { startMemServer } from './testing/server.js';
export type { CreateMemOptions } from './testing/local-mem.js';
export type { LocalMem, LocalMemOptions } from './testing/mem-core.js';
export type { MemServer, MemServerOptions } from './testing/server-options.js';
export type { RecordedRequest } from './testing/exchanges.js';
export type { Fault } from './testing/faults.js';
export type { RateLimitSettings } from './testing/rate-limits.js';
export type {
  SeedAttachment,
  SeedAudioRecording,
  SeedCollection,
  SeedData,
  SeedFollowUp,
  SeedNote,
  SeedProject,
  SeedTask,
} from './testing/seed.js';
export type {
  MemServerState,
  StoredAttachment,
  StoredAudioRecording,
  StoredCollection,
  StoredFollowUp,
  StoredNote,
  StoredProject,
  StoredTask,
} from './testing/store.js';
