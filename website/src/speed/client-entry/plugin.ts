// Makes ./entry.ts the browser bundle's entry point, in place of the client entry of
// @docusaurus/core 3.7.0, which it imports last (see that file for why).
// Measured 2026-11-28 (npm run bench:ablation, ../README.md): 2.2-5.6 % of the main
// thread's time on the pages measured, for 0.3 KB of JS.
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const entry = fileURLToPath(new URL('./entry.ts', import.meta.url));

export default function clientEntryPlugin(): Plugin {
  return {
    name: 'client-entry',
    configureWebpack: (_config, isServer) => (isServer ? {} : { entry }),
  };
}
