// A bundler loader for the chunk names of every route Docusaurus generates
// (@generated/routesChunkNames), in the browser's bundle only (see ./plugin.ts), and
// what ./browser-routes.mjs reads of them: each route's chunk names, each chunk named by the key
// the browser's registry gives it (./browser-route-registry.mjs). It fails the build if a route
// names a chunk that the registry does not hold.

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
 * Every route's chunk names, each name replaced by its key in the browser's registry.
 * @param {string} source The JSON of every route's chunk names, by route.
 * @param {Map<string, number>} keys The registry's key of each chunk, by name.
 * @returns {Record<string, unknown>}
 */
export function chunkNamesWithKeys(source, keys) {
  /** @param {string} name */
  const keyOf = (name) => {
    const key = keys.get(name);
    if (key === undefined) {
      throw new Error(
        `browser-route-chunk-names: the route list names the chunk ${name}, which the route registry does not hold; see src/speed/route-data/browser-route-chunk-names.mjs`,
      );
    }
    return key;
  };
  return /** @type {Record<string, unknown>} */ (withKeys(JSON.parse(source), keyOf));
}

/**
 * The browser's table starts empty: the route list carries each route's chunk names
 * (./browser-routes.mjs), which ../route-components/route-component.ts files here by route.
 * @returns {string}
 */
export default function browserRouteChunkNames() {
  return '{}';
}
