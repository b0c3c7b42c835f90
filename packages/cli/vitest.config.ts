// The CLI's tests: `memai` as users get it, packed by npm and installed from the tarball into a
// throwaway prefix (see test/install.ts), run against memai-sdk/testing's local Mem.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite/cli', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/install.ts'],
    // Each check starts Node for `memai` at least once.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
