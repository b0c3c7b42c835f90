/**
 * A local, in-memory Mem served over `node:http`, for tests that should not reach the real
 * service. {@link startMemServer} starts one on 127.0.0.1; point a `MemClient` at its `url` with
 * its `apiKey`, give it data with `seed()`, read what it holds with `state()` and what it was sent
 * with `requests`, and make it fail as Mem fails with `fail()`.
 *
 * It runs on Node, Bun and Deno, not in browsers: the main `memai-sdk` entry never imports it.
 *
 * @packageDocumentation
 */
// Its implementation lives in ./testing/ and is not exported.
export { startMemServer } from './testing/server.js';
export type { MemServer, MemServerOptions, RecordedRequest } from './testing/server.js';
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
