// A bundler loader for the site's configuration as Docusaurus generates it for its client code
// (@generated/docusaurus.config), in the browser's bundle only (see ./browser-site-config.ts).
// Docusaurus gives the browser the whole configuration, but the browser's code reads only what a
// page shows or links with (title, URL and base URL, theme configuration, custom fields, …). The
// fields below configure only the build: its plugins and their options, the Markdown and link
// checks, the head tags and files it writes, the bundler it runs. They were 1 KB of every page's
// main bundle, gzip, on 2026-11-28. No code of Docusaurus 3.7.0, its theme, the search plugin or
// the site reads them from the site's configuration in the browser; test/upstream-internals.test.ts
// fails if the theme or core starts to.

/** Top-level fields that configure only the build. */
export const buildOnlyFields = [
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'headTags',
  'scripts',
  'stylesheets',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'organizationName',
  'projectName',
];

/** What Docusaurus 3.7.0 writes: a comment, then the configuration as JSON. */
const generated = /^(\/\*[^]*?\*\/\s*)export default ([^]*);\s*$/;

/**
 * @param {string} source The generated configuration module.
 * @returns {string}
 */
export default function browserSiteConfig(source) {
  const [, comment, json] = generated.exec(source) ?? [];
  if (json === undefined) {
    throw new Error(
      'browser-site-config: the generated site configuration is not in the form this loader knows; see plugins/browser-site-config.mjs',
    );
  }
  /** @type {Record<string, unknown>} */
  const config = JSON.parse(json);
  const browserConfig = Object.fromEntries(
    Object.entries(config).filter(([field]) => !buildOnlyFields.includes(field)),
  );
  // The bundler's and minifiers' switches; the browser reads the future's router and storage.
  if (typeof config.future === 'object' && config.future !== null) {
    browserConfig.future = Object.fromEntries(
      Object.entries(config.future).filter(([flag]) => flag !== 'experimental_faster'),
    );
  }
  return `${comment}export default ${JSON.stringify(browserConfig)};\n`;
}
