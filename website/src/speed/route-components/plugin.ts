// Gives the generated route list (@generated/routes) ./route-component.ts in place of
// @docusaurus/ComponentCreator, which hands each route's chunk names to Docusaurus's own and
// loads what a client-side navigation needs with the route's code (see that file). Only the
// browser's bundle changes. Written for @docusaurus/core 3.7.0; test/upstream-internals.test.ts
// fails if that version changes or the route list and the preloading stop working as that file
// expects.
// Measured 2026-11-28 (npm run bench:ablation, ../README.md): no gain of its own; the
// route data and the navigation loads need it.
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin } from '../browser-bundle-plugin';

const replacement = fileURLToPath(new URL('./route-component.ts', import.meta.url));

export default function routeComponentsPlugin(context: LoadContext): Plugin {
  return moduleReplacementPlugin('route-components', {
    request: /^@docusaurus\/ComponentCreator$/,
    // The generated route list, not the site's replacement, which imports the original.
    importedFrom: (folder) => folder === context.generatedFilesDir,
    replacement,
  });
}
