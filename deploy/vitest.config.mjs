// The deploy tests: nginx configured by deploy/nginx.conf, and npm start's server, each serving a
// copy of the website build. Run from the repository root: npm test --workspace deploy
// BUILD_DIR picks the build (default website/build); it must exist.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vite's cache beside the others, not in a deploy/node_modules of its own.
  cacheDir: fileURLToPath(new URL('../node_modules/.vite/deploy', import.meta.url)),
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.mjs'],
    globalSetup: ['test/install-nginx.mjs'],
    hookTimeout: 30_000,
    testTimeout: 30_000,
  },
});
