import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests that import the package by name, as users do, run against the current source.
    alias: {
      'memai-sdk/testing': source('testing.ts'),
      'memai-sdk': source('index.ts'),
    },
  },
  test: {
    include: ['test/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Checks every exchange with a local Mem against Mem's OpenAPI document.
    setupFiles: ['test/openapi/setup.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
