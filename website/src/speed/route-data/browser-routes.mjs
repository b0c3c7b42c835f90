// A bundler loader for the route list Docusaurus generates (@generated/routes), in the browser's
// bundle only (see ./plugin.ts). Each route's component is made by
// `ComponentCreator(path, hash)`, which looks the route's chunks up by `${path}-${hash}` in a
// table of every route's chunk names (@generated/routesChunkNames). In the browser, that table's
// keys wrote every route's path a second time, far from the first in the main bundle, where
// gzip could not shorten it (0.9 KB of every page's main bundle, gzip, on 2026-11-28). The loader
// hands each route's chunk names to its `ComponentCreator` call instead, keyed as the browser's
// registry keys them (./browser-route-chunk-names.mjs), and the table starts empty:
// ../route-components/route-component.ts files a route's chunk names in it as it makes the route's
// component. It fails the build if a route is not in the form it knows.
import { readFileSync } from 'node:fs';
import { chunkKeys } from './browser-route-registry.mjs';
import { chunkNamesWithKeys } from './browser-route-chunk-names.mjs';

/**
 * @typedef {{ registry: string, chunkNames: string }} Options The generated registry's and
 *   chunk names' paths.
 * @typedef {{ getOptions(): Options, addDependency(file: string): void }} LoaderContext The part
 *   of the bundler's loader context this loader uses.
 */

/** A route's component, as @docusaurus/core 3.7.0 writes it: its path, with each quote escaped,
 * and its hash. The not-found route (`ComponentCreator('*')`) has no chunks of its own. */
const creator = /ComponentCreator\('((?:[^'\\\n]|\\')*)', '([0-9a-f]+)'\)/g;

/**
 * @this {LoaderContext}
 * @param {string} source The generated route list.
 * @returns {string}
 */
export default function browserRoutes(source) {
  const { registry, chunkNames } = this.getOptions();
  this.addDependency(registry);
  this.addDependency(chunkNames);
  const byRoute = chunkNamesWithKeys(
    readFileSync(chunkNames, 'utf8'),
    chunkKeys(readFileSync(registry, 'utf8')),
  );
  const unused = new Set(Object.keys(byRoute));
  const result = source.replace(creator, (call, path, hash) => {
    const route = `${path.replaceAll("\\'", "'")}-${hash}`;
    if (!unused.delete(route)) {
      throw new Error(
        `browser-routes: the route list has a route ${route} whose chunk names are not in routesChunkNames.json, or twice; see src/speed/route-data/browser-routes.mjs`,
      );
    }
    return `ComponentCreator('${path}', '${hash}', ${JSON.stringify(byRoute[route])})`;
  });
  if (unused.size > 0) {
    throw new Error(
      `browser-routes: ${unused.size} routes of routesChunkNames.json are not in the route list in the form this loader knows; see src/speed/route-data/browser-routes.mjs`,
    );
  }
  return result;
}
