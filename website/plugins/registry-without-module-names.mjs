// A bundler loader for the chunk registry Docusaurus generates (@generated/registry), in the
// browser's bundle only. Each of its entries is a route chunk's loader, the loaded module's name
// and its bundler id. The name is read by react-loadable only while the server renders, to list
// the chunks a page's HTML must load; in the browser it is some 180 module paths that nothing
// reads (1.3 KB of every page's main bundle, gzip, on 2026-11-27). The loader leaves 0 in its
// place, and fails the build if an entry is not in the form it knows, rather than ship it.

/** One entry of the registry, as @docusaurus/core 3.7.0 writes it, one to a line (the last one
 * followed by the object's end). */
const entry =
  /^ {2}"[^"\n]+": \[\(\) => import\(\/\* webpackChunkName: "[^"\n]+" \*\/ "((?:[^"\\\n]|\\.)*)"\), "\1", require\.resolveWeak\("\1"\)\],(?:\};)?$/gm;

/**
 * @param {string} source The generated registry module.
 * @returns {string}
 */
export default function withoutModuleNames(source) {
  const entries = source.split('\n').filter((line) => line.startsWith('  "')).length;
  let replaced = 0;
  const result = source.replace(entry, (line, name) => {
    replaced += 1;
    return line.replace(`, "${name}", require.resolveWeak(`, ', 0, require.resolveWeak(');
  });
  if (replaced === 0 || replaced !== entries) {
    throw new Error(
      `registry-without-module-names: ${entries - replaced} of ${entries} entries of the route registry are not in the form this loader knows; see plugins/registry-without-module-names.mjs`,
    );
  }
  return result;
}
