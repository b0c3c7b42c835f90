// Gives the two @docusaurus/theme-common modules that call useShallowMemoObject
// src/client/shallow-memo-object.ts in place of the theme's React helpers, whose version builds a
// collator as a page hydrates (see that file). Only the browser's bundle changes. Written for
// @docusaurus/theme-common 3.7.0; test/upstream-internals.test.ts fails if that version changes
// or another of its modules calls useShallowMemoObject.
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin } from './browser-bundle-plugin';

const replacement = fileURLToPath(new URL('../src/client/shallow-memo-object.ts', import.meta.url));

/** The folders, inside theme-common's lib, of the modules that call it. */
const callers =
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](hooks|contexts[\\/]navbarSecondaryMenu)$/;

export default function shallowMemoObjectPlugin(): Plugin {
  return moduleReplacementPlugin('shallow-memo-object', {
    request: /^(\.\.\/)+utils\/reactUtils$/,
    importedFrom: (folder) => callers.test(folder),
    replacement,
  });
}
