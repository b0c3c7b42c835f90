// The site's Docusaurus config with some of its plugins, client modules and rehype steps left
// out, for the builds the benchmarks compare the site with (stock Docusaurus, and the site
// without one of its stand-ins). Such a config is loaded from bench/, so the site's relative
// plugin paths are made absolute.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

// Resolved through the workspace's link. Docusaurus loads configs with jiti, which has no
// import.meta.resolve.
const website = `${dirname(createRequire(import.meta.url).resolve('website/package.json'))}/`;

/**
 * Docusaurus resolves plugins next to the config file, so the site's relative ones get its path.
 * @param {string} entry A module's path or a package's name.
 * @returns {string}
 */
const fromWebsite = (entry) => (entry.startsWith('./') ? `${website}${entry.slice(2)}` : entry);

/**
 * @param {unknown} plugins A content plugin's rehypePlugins.
 * @param {ReadonlySet<string>} names
 */
const withoutNamed = (plugins, names) =>
  Array.isArray(plugins)
    ? plugins.filter((plugin) => !(typeof plugin === 'function' && names.has(plugin.name)))
    : plugins;

/**
 * @param {import('@docusaurus/types').Config} site
 * @param {{ entries: Iterable<string>, rehype?: Iterable<string> }} leftOut The plugins and
 *   client modules, as the site's config writes them, and the names of rehype plugins of the
 *   classic preset's content plugins.
 * @returns {import('@docusaurus/types').Config}
 */
export function siteWithout(site, leftOut) {
  const entries = new Set(leftOut.entries);
  const rehype = new Set(leftOut.rehype ?? []);
  return {
    ...site,
    clientModules: (site.clientModules ?? []).filter(
      (module) => module === undefined || !entries.has(module),
    ),
    presets: (site.presets ?? []).map((preset) => {
      if (rehype.size === 0 || !Array.isArray(preset) || preset[0] !== 'classic') return preset;
      /** @type {Record<string, unknown>} */
      const options = { .../** @type {object} */ (preset[1]) };
      for (const content of ['docs', 'blog', 'pages']) {
        const plugin = options[content];
        if (typeof plugin !== 'object' || plugin === null) continue;
        options[content] = {
          ...plugin,
          rehypePlugins: withoutNamed(
            /** @type {{ rehypePlugins?: unknown }} */ (plugin).rehypePlugins,
            rehype,
          ),
        };
      }
      return [preset[0], options];
    }),
    plugins: (site.plugins ?? [])
      .filter((plugin) => typeof plugin !== 'string' || !entries.has(plugin))
      .map(pluginFromWebsite),
    themes: (site.themes ?? []).map(pluginFromWebsite),
  };
}

/**
 * A plugin or theme of the site's config, its path made absolute.
 * @template {NonNullable<import('@docusaurus/types').Config['plugins']>[number]} T
 * @param {T} plugin
 * @returns {T}
 */
function pluginFromWebsite(plugin) {
  if (typeof plugin === 'string') return /** @type {T} */ (fromWebsite(plugin));
  if (!Array.isArray(plugin)) return plugin;
  // The site's pairs are each a module's name or path and its options object.
  const [name, options] = plugin;
  if (typeof name !== 'string' || typeof options !== 'object') return plugin;
  return /** @type {T} */ ([fromWebsite(name), options]);
}
