// Gives the browser's bundle the route data @docusaurus/core 3.7.0 generates (its route
// registry, route list and routes' chunk names) in a smaller form: the chunk registry without the
// module names that only the server reads, each route chunk keyed by a number instead of an
// 8-digit hash, in the registry and the routes' chunk names alike, and each route's chunk names
// in the route list rather than in a table keyed by every route's path again (see
// ./browser-route-registry.mjs, ./browser-route-chunk-names.mjs and ./browser-routes.mjs). The
// server's bundle keeps the generated files as they are.
// Measured 2026-11-28 (npm run bench:ablation, ../README.md): 4.7 KB gzip of every page's JS.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { generatedFileLoadersPlugin } from '../browser-bundle-plugin';

const loader = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default function browserRouteDataPlugin(context: LoadContext): Plugin {
  // What the route list's loader reads beside it.
  const generated = {
    registry: join(context.generatedFilesDir, 'registry.js'),
    chunkNames: join(context.generatedFilesDir, 'routesChunkNames.json'),
  };
  return generatedFileLoadersPlugin('browser-route-data', context, [
    { file: 'registry.js', loader: loader('./browser-route-registry.mjs') },
    { file: 'routesChunkNames.json', loader: loader('./browser-route-chunk-names.mjs') },
    { file: 'routes.js', loader: loader('./browser-routes.mjs'), options: generated },
  ]);
}
