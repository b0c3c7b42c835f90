// Gives Docusaurus's browser code ./deferred-head.tsx in place of react-helmet-async, so
// that the head manager downloads only once a page's head has to change, and
// ./has-hydrated-attribute.tsx in place of the one head that changed on every page (see
// those files). Only the browser's bundle changes: the server still writes every page's head with
// react-helmet-async. Written for @docusaurus/core 3.7.0 and react-helmet-async 1.3.0;
// test/upstream-internals.test.ts fails if either changes what those files rely on.
// Measured 2026-11-28 (npm run bench:ablation, ../README.md): 4.9 KB gzip of a docs
// page's JS; with ./in-place.ts, 5.4 KB of the search page's.
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { browserBundlePlugin, moduleReplacement } from '../browser-bundle-plugin';

const sibling = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

/** Docusaurus's browser code: its client entry, its app and its Head component. */
const coreClient = join(
  dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
);
const inCoreClient = (folder: string) =>
  folder === coreClient || folder.startsWith(coreClient + sep);

export default function deferredHeadManagerPlugin(): Plugin {
  return browserBundlePlugin('deferred-head-manager', (bundler) => [
    moduleReplacement(bundler, {
      request: /^react-helmet-async$/,
      importedFrom: inCoreClient,
      replacement: sibling('deferred-head.tsx'),
    }),
    moduleReplacement(bundler, {
      request: /^\.\/hasHydratedDataAttribute$/,
      importedFrom: (folder) => folder === coreClient,
      replacement: sibling('has-hydrated-attribute.tsx'),
    }),
  ]);
}
