// Gives the generated route list (@generated/routes) src/client/lazy-route-component.tsx in
// place of @docusaurus/ComponentCreator, so that a route's component is made when the route is
// first used rather than as the main bundle is evaluated (see that file). Only the browser's
// bundle changes. Written for @docusaurus/core 3.7.0; test/upstream-internals.test.ts fails if
// that version changes or the route list and the preloading stop working as that file expects.
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin } from './browser-bundle-plugin';

const replacement = fileURLToPath(
  new URL('../src/client/lazy-route-component.tsx', import.meta.url),
);

export default function lazyRouteComponentsPlugin(context: LoadContext): Plugin {
  return moduleReplacementPlugin('lazy-route-components', {
    request: /^@docusaurus\/ComponentCreator$/,
    // The generated route list, not the site's replacement, which imports the original.
    importedFrom: (folder) => folder === context.generatedFilesDir,
    replacement,
  });
}
