// The stock Docusaurus build `npm run bench` measures this site against: the site's own
// configuration, content and components, built the way a new Docusaurus site builds. It reverts
// what the site does to be lighter and faster: Rspack, SWC and Lightning CSS (webpack, Babel and
// Terser here), every stand-in for a Docusaurus internal in website/src/speed (Prism with only the
// languages the docs use, page code prefetched on intent, the route data, the head manager, the
// runtime's chunk maps, the client entry, the compile hint, the docs version's metadata, tslib,
// and long pages' static HTML left out of their code), and the search index shipped encoded
// (the plugin's own form here). bench/builds.mjs also gives it the browser targets
// create-docusaurus writes.
import site from 'website/docusaurus.config.ts';
import { siteWithout } from './site-without.mjs';

/** Where the site's stand-ins live, as its config writes their paths. */
const speedFolder = './src/speed/';

/** Every plugin and client module of the site's that is, or belongs to, a stand-in. */
const standIns = [...(site.clientModules ?? []), ...(site.plugins ?? [])].filter(
  /** @type {(entry: unknown) => entry is string} */
  (entry) => typeof entry === 'string' && entry.startsWith(speedFolder),
);

const withoutOptimisations = siteWithout(site, {
  entries: standIns,
  // The rehype step that leaves static HTML out of a page's code (src/speed/static-html).
  rehype: ['staticHtml'],
});

/** @type {import('@docusaurus/types').Config} */
export default {
  ...withoutOptimisations,
  future: { ...site.future, experimental_faster: false },
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
