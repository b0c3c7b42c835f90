// Makes src/client/entry.ts the browser bundle's entry point, in place of Docusaurus's client
// entry, which it imports last (see that file for why).
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const entry = fileURLToPath(new URL('../src/client/entry.ts', import.meta.url));

export default function clientEntryPlugin(): Plugin {
  return {
    name: 'client-entry',
    configureWebpack: (_config, isServer) => (isServer ? {} : { entry }),
  };
}
