// Gives @docusaurus/theme-common's `internal` module, through which the theme's last-updated
// line, blog post header and blog archive format their dates, src/client/date-format.ts in place
// of its Intl helpers (see that file). Only the browser's bundle changes: the server's keeps
// Intl, and test/english-date.test.ts checks that both write the same dates. Written for
// @docusaurus/theme-common 3.7.0; test/upstream-internals.test.ts fails if that version changes
// or another of its modules imports the helpers.
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin } from './browser-bundle-plugin';

const replacement = fileURLToPath(new URL('../src/client/date-format.ts', import.meta.url));

/** The folder of theme-common's `internal` module. */
const themeCommonLib = /[\\/]@docusaurus[\\/]theme-common[\\/]lib$/;

export default function dateFormatPlugin(): Plugin {
  return moduleReplacementPlugin('date-format', {
    request: /^\.\/utils\/IntlUtils$/,
    importedFrom: (folder) => themeCommonLib.test(folder),
    replacement,
  });
}
