// Gives the browser's bundle the route data Docusaurus generates in a smaller form: the chunk
// registry without the module names that only the server reads, each route chunk keyed by a
// number instead of an 8-digit hash, in the registry and the routes' chunk names alike, and each
// route's chunk names in the route list rather than in a table keyed by every route's path again
// (see ./browser-route-registry.mjs, ./browser-route-chunk-names.mjs and ./browser-routes.mjs).
// The server's bundle keeps the generated files as they are.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const loaders = {
  registry: fileURLToPath(new URL('./browser-route-registry.mjs', import.meta.url)),
  chunkNames: fileURLToPath(new URL('./browser-route-chunk-names.mjs', import.meta.url)),
  routes: fileURLToPath(new URL('./browser-routes.mjs', import.meta.url)),
};

export default function browserRouteDataPlugin(context: LoadContext): Plugin {
  const registry = join(context.generatedFilesDir, 'registry.js');
  const chunkNames = join(context.generatedFilesDir, 'routesChunkNames.json');
  const routes = join(context.generatedFilesDir, 'routes.js');
  return {
    name: 'browser-route-data',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            module: {
              rules: [
                { test: (file: string) => file === registry, use: [loaders.registry] },
                { test: (file: string) => file === chunkNames, use: [loaders.chunkNames] },
                {
                  test: (file: string) => file === routes,
                  use: [{ loader: loaders.routes, options: { registry, chunkNames } }],
                },
              ],
            },
          },
  };
}
