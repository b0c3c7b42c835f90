// memai-sdk/testing: a local, in-memory Mem served over node:http, for tests that should not
// reach the real service. Its implementation lives in ./testing/ and is not exported.
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
