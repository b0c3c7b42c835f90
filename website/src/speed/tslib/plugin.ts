// Gives @docusaurus/utils-common's client code ./tslib-import-default.ts in place of
// tslib, the only helper it calls (see that file): the whole of tslib was in every page's main
// bundle for it. Only that package's imports change, and only in the browser's bundle. Written for
// @docusaurus/utils-common 3.7.0; test/upstream-internals.test.ts fails if that version changes
// or its code calls another tslib helper.
// Measured 2026-11-28 (npm run bench:ablation, ../README.md): 4.0 KB gzip of every
// page's JS.
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin } from '../browser-bundle-plugin';

const replacement = fileURLToPath(new URL('./tslib-import-default.ts', import.meta.url));

export default function utilsCommonTslibPlugin(): Plugin {
  return moduleReplacementPlugin('utils-common-tslib', {
    request: /^tslib$/,
    importedFrom: (folder) => /[\\/]@docusaurus[\\/]utils-common[\\/]/.test(folder),
    replacement,
  });
}
