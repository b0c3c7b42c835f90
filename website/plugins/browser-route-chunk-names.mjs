// A bundler loader for the chunk names of the route list Docusaurus generates
// (@generated/routesChunkNames), in the browser's bundle only (see ./browser-route-data.ts). It
// names each chunk by the key the browser's registry gives it (./browser-route-registry.mjs),
// read from the registry the same build generated, and fails the build if a route names a chunk
// that registry does not hold.
import { readFileSync } from 'node:fs';
import { chunkKeys } from './browser-route-registry.mjs';

/**
 * @typedef {{ registry: string }} Options The generated registry's path.
 * @typedef {{ getOptions(): Options, addDependency(file: string): void }} LoaderContext The part
 *   of the bundler's loader context this loader uses.
 */

/**
 * A route's chunk names with each name replaced by its key, in the same shape: objects and arrays
 * (a blog list's posts) as Docusaurus nests them, which the route's component gets as props.
 * @param {unknown} tree
 * @param {(name: string) => number} keyOf
 * @returns {unknown}
 */
const withKeys = (tree, keyOf) => {
  if (typeof tree === 'string') return keyOf(tree);
  if (Array.isArray(tree)) return tree.map((item) => withKeys(item, keyOf));
  if (typeof tree === 'object' && tree !== null) {
    return Object.fromEntries(
      Object.entries(tree).map(([prop, value]) => [prop, withKeys(value, keyOf)]),
    );
  }
  throw new Error(`browser-route-chunk-names: a route's chunk names hold ${JSON.stringify(tree)}`);
};

/**
 * @this {LoaderContext}
 * @param {string} source The JSON of every route's chunk names, by route.
 * @returns {string}
 */
export default function browserRouteChunkNames(source) {
  const { registry } = this.getOptions();
  this.addDependency(registry);
  const keys = chunkKeys(readFileSync(registry, 'utf8'));
  /** @param {string} name */
  const keyOf = (name) => {
    const key = keys.get(name);
    if (key === undefined) {
      throw new Error(
        `browser-route-chunk-names: the route list names the chunk ${name}, which the route registry does not hold; see plugins/browser-route-chunk-names.mjs`,
      );
    }
    return key;
  };
  return JSON.stringify(withKeys(JSON.parse(source), keyOf));
}
