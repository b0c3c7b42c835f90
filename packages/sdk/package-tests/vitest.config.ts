// The package tests: the library as users get it, packed by npm and installed from the tarball
// into throwaway projects. Run after the library's own tests:
//   npm run test:package --workspace packages/sdk
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vite's cache beside the others, not in a package-tests/node_modules of its own.
  cacheDir: fileURLToPath(new URL('../../../node_modules/.vite/package-tests', import.meta.url)),
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    globalSetup: ['pack.ts'],
    // Each test installs the tarball and starts a compiler or a runtime.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
