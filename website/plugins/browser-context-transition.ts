// Gives @docusaurus/core's App src/client/browser-context.tsx in place of its
// BrowserContextProvider, which then turns useIsBrowser's answer to true as a transition (see that
// file). useIsBrowser itself keeps reading the original context, which the stand-in provides.
// Only the browser's bundle changes: the server renders false either way. Written for
// @docusaurus/core 3.7.0; test/upstream-internals.test.ts fails if that version changes or
// another of its modules imports the provider.
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin } from './browser-bundle-plugin';

const replacement = fileURLToPath(new URL('../src/client/browser-context.tsx', import.meta.url));

export default function browserContextTransitionPlugin(): Plugin {
  return moduleReplacementPlugin('browser-context-transition', {
    request: /^\.\/browserContext$/,
    importedFrom: (folder) => /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(folder),
    replacement,
  });
}
