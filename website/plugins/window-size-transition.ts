// Gives @docusaurus/theme-common src/client/window-size.ts in place of its useWindowSize hook,
// whose answers are then rendered as transitions (see that file). Both of the theme's imports of
// the hook are replaced: its public export, which the theme's sidebars and docs layout import,
// and the mobile menu's context. Only the browser's bundle changes: the server renders 'ssr'
// either way. Written for @docusaurus/theme-common 3.7.0; test/upstream-internals.test.ts fails
// if that version changes or the hook is imported from elsewhere.
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin } from './browser-bundle-plugin';

const replacement = fileURLToPath(new URL('../src/client/window-size.ts', import.meta.url));

export default function windowSizeTransitionPlugin(): Plugin {
  return moduleReplacementPlugin('window-size-transition', {
    request: /^\.{1,2}\/hooks\/useWindowSize$/,
    importedFrom: (folder) =>
      /[\\/]@docusaurus[\\/]theme-common[\\/]lib([\\/]contexts)?$/.test(folder),
    replacement,
  });
}
