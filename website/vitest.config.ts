import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (file: string) =>
  fileURLToPath(new URL(`../packages/sdk/src/${file}`, import.meta.url));

export default defineConfig({
  resolve: {
    // Samples run against the library's current source, not a possibly stale build. Each entry
    // matches its specifier exactly, so `memai-sdk` does not also capture `memai-sdk/testing`.
    alias: [
      { find: /^memai-sdk$/, replacement: source('index.ts') },
      { find: /^memai-sdk\/testing$/, replacement: source('testing.ts') },
    ],
  },
  test: { include: ['test/**/*.test.ts'] },
});
