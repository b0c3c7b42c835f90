// The stock Docusaurus build `npm run bench` measures this site against: the site's own
// configuration, content and components, built the way a new Docusaurus site builds. It reverts
// what the site does to be lighter and faster: Rspack, SWC and Lightning CSS (webpack, Babel and
// Terser here), Prism with only the languages the docs use (prism-react-renderer's bundled thirty
// here), page code prefetched on intent (every link's code as it scrolls into view here), the
// search index shipped encoded (the plugin's own form here), and the browser bundle's head
// manager deferred, the route data's chunks keyed by number and carried by the route list, its
// registry without module names, the site's config without its build-only fields, the
// runtime without two chunk maps, and the theme's dates written without Intl. It keeps the
// site's content as the site compiles it, long pages' static HTML left out of their code
// included (src/speed/static-html/plugin.ts).
// bench/builds.mjs also gives it the browser targets create-docusaurus writes.
import site from 'website/docusaurus.config.ts';
import { siteWithout } from './site-without.mjs';

/** The site's plugins and client modules that this build leaves out. */
const optimisations = [
  './src/speed/prism/plugin.ts',
  './src/speed/prefetch-on-intent/prefetch-on-intent.ts',
  './src/speed/route-data/plugin.ts',
  './src/speed/head-manager/plugin.ts',
  './src/speed/runtime-chunk-maps/plugin.ts',
];

const withoutOptimisations = siteWithout(site, { entries: optimisations });

/** @type {import('@docusaurus/types').Config} */
export default {
  ...withoutOptimisations,
  // The search plugin as it comes: the site wraps it to ship its index encoded.
  themes: (withoutOptimisations.themes ?? []).map((theme) => {
    if (!Array.isArray(theme)) return theme;
    const [name, options] = theme;
    if (!String(name).endsWith('/plugins/search-index.ts') || typeof options !== 'object') {
      return theme;
    }
    return ['@easyops-cn/docusaurus-search-local', options];
  }),
};
