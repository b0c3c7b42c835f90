// A bundler loader for the chunk registry Docusaurus generates (@generated/registry), in the
// browser's bundle only (see ./plugin.ts). Each entry of the registry is keyed by a
// chunk's name and holds the chunk's loader, the loaded module's name and its bundler id.
// - The module's name is read by react-loadable only while the server renders, to list the
//   chunks a page's HTML must load; in the browser it is 178 module paths that nothing reads
//   (1.3 KB of every page's main bundle, gzip, on 2026-11-27). The loader leaves 0 in its place.
// - The chunk's name is an 8-digit hash, written here and again for every route that uses the
//   chunk in the route list's chunk names (./browser-route-chunk-names.mjs); hashes are what
//   gzip cannot shorten. Both loaders key each chunk by its entry's place in this registry
//   instead (`chunkKeys`), so that the two stay in step.
// It fails the build if an entry is not in the form it knows, rather than ship it.

/** One entry of the registry, as @docusaurus/core 3.7.0 writes it, one to a line (the last one
 * followed by the object's end): the chunk's name, then the module's path three times. */
const entry =
  /^ {2}"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"\n]+" \*\/ "((?:[^"\\\n]|\\.)*)"\), "\2", require\.resolveWeak\("\2"\)\],(?:\};)?$/gm;

/** Lines of the registry that hold an entry, whatever their form. */
const entryLines = (/** @type {string} */ source) =>
  source.split('\n').filter((line) => line.startsWith('  "')).length;

/**
 * The key of each of the registry's chunks, by chunk name: its entry's place in the registry.
 * @param {string} source The generated registry module.
 * @returns {Map<string, number>}
 */
export function chunkKeys(source) {
  const names = Array.from(source.matchAll(entry), ([, name]) => name ?? '');
  const entries = entryLines(source);
  if (names.length === 0 || names.length !== entries) {
    throw new Error(
      `browser-route-registry: ${entries - names.length} of ${entries} entries of the route registry are not in the form this loader knows; see src/speed/route-data/browser-route-registry.mjs`,
    );
  }
  return new Map(names.map((name, index) => [name, index]));
}

/**
 * @param {string} source The generated registry module.
 * @returns {string}
 */
export default function browserRouteRegistry(source) {
  const keys = chunkKeys(source);
  return source.replace(entry, (line, name, path) =>
    line
      .replace(`"${name}": `, `${keys.get(name)}: `)
      .replace(`, "${path}", require.resolveWeak(`, ', 0, require.resolveWeak('),
  );
}
