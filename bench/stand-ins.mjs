// The site's stand-ins for Docusaurus internals, as `npm run bench:ablation` takes each out of a
// build in turn: the plugins and client modules that are one stand-in, and whether the rehype
// step that feeds it (static HTML) goes too. Entries are written as docusaurus.config.ts writes
// them. Those the bench found buying nothing were taken out on 2026-11-28 (the site's config
// without its build-only fields, the window size and the browser context turned as transitions,
// the theme's dates written without Intl, the memoisation without a collator, and route
// components made on first use); bench/findings.mjs keeps what each measured.

/**
 * @typedef {object} StandIn
 * @property {string} name What the stand-in is, as the tables name it.
 * @property {string[]} entries Its plugins and client modules in the site's config.
 * @property {string} [rehype] The name of a rehype plugin of the content plugins that goes with it.
 * @property {string} [note] Why it is taken out with another, when it is.
 */

/** @type {StandIn[]} */
export const standIns = [
  { name: 'client entry', entries: ['./src/speed/client-entry/plugin.ts'] },
  { name: 'route data', entries: ['./src/speed/route-data/plugin.ts'] },
  { name: 'runtime chunk maps', entries: ['./src/speed/runtime-chunk-maps/plugin.ts'] },
  {
    name: 'prefetch on intent',
    entries: [
      './src/speed/prefetch-on-intent/prefetch-on-intent.ts',
      './src/speed/runtime-chunk-maps/plugin.ts',
    ],
    note: "with the runtime chunk maps, whose removal leaves Docusaurus's prefetch no map to read",
  },
  { name: 'head manager', entries: ['./src/speed/head-manager/plugin.ts'] },
  { name: 'eager compile', entries: ['./src/speed/eager-compile/plugin.ts'] },
  { name: 'docs version metadata', entries: ['./src/speed/docs-version-metadata/plugin.ts'] },
  { name: 'static HTML', entries: ['./src/speed/static-html/plugin.ts'], rehype: 'staticHtml' },
  { name: 'Prism', entries: ['./src/speed/prism/plugin.ts'] },
  { name: 'tslib', entries: ['./src/speed/tslib/plugin.ts'] },
];
