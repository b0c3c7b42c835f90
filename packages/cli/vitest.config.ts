// The CLI's tests, against memai-sdk/testing's local Mem: most run `memai` in the test's own
// process (test/memai.ts), and those that need a process of its own (signals, a shell, a server
// left running) run it as users get it, packed by npm and installed from the tarball into a
// throwaway prefix (test/install.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite/cli', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    // A process for each test file: the in-process runs change the working folder, which a
    // worker thread may not.
    pool: 'forks',
    globalSetup: ['test/install.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
