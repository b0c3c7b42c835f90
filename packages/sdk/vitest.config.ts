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
    // The local Mem routes requests first, then the contract check watches every exchange with
    // a local Mem against Mem's OpenAPI document.
    setupFiles: ['test/mem-front-setup.ts', 'test/openapi/setup.ts'],
    // The suite runs once against each of the local Mem's fronts (test/mem-front.ts): over HTTP,
    // and through its fetch function. The tests that concern one front, or neither, run once.
    projects: [
      {
        extends: true,
        test: {
          name: 'http',
          include: ['test/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['test/testing/create-mem.test.ts'],
          provide: { memFront: 'http' },
        },
      },
      {
        extends: true,
        test: {
          name: 'fetch',
          include: ['test/**/*.test.ts'],
          exclude: [
            'test/exports.test.ts',
            'test/openapi/contract-validator.test.ts',
            'test/testing/http-front.test.ts',
          ],
          provide: { memFront: 'fetch' },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
