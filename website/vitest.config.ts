import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Samples run against the library's current source, not a possibly stale build.
    alias: { 'memai-sdk': fileURLToPath(new URL('../packages/sdk/src/index.ts', import.meta.url)) },
  },
  test: { include: ['test/**/*.test.ts'] },
});
