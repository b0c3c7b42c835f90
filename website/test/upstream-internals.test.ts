// The site reaches into a few third-party modules past their public API, each for a reason its
// own file gives. Each such place was written against one exact upstream version. These tests
// fail, saying what to re-check, as soon as an upgrade changes the version or the code relied on,
// instead of the site breaking in a reader's browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** The folder of an installed package, found from its package.json or, for a package whose
 * exports do not include that file, from its main module up. */
function packageDir(name: string): string {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    let dir = dirname(require.resolve(name));
    while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
    return dir;
  }
}

function installedVersion(name: string): string {
  return (
    JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

function source(name: string, file: string): string {
  return readFileSync(join(packageDir(name), file), 'utf8');
}

/** The modules, as paths inside `folder` of package `name`, whose code contains `text`. */
function modulesContaining(name: string, folder: string, text: string): string[] {
  const dir = join(packageDir(name), folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes(text))
    .sort();
}

/** Each upstream package whose internals the site relies on, the version it was checked against,
 * and the files of this site to re-check when it changes. */
const patched = [
  {
    name: '@easyops-cn/docusaurus-search-local',
    version: '0.55.3',
    recheck:
      'src/search/search-by-worker.ts, src/search/search-box-by-worker.ts, src/search/worker.ts, plugins/search-worker.ts, plugins/search-index.ts, src/search/index-codec.ts, src/search/SearchBarStandIn.tsx, src/theme/SearchBar and src/theme/SearchPage',
  },
  {
    name: '@easyops-cn/autocomplete.js',
    version: '0.38.1',
    recheck:
      'src/search/search-box-by-worker.ts, which leaves out the queries whose answers the box would drop',
  },
  {
    name: 'lunr',
    version: '2.3.9',
    recheck:
      'src/search/index-codec.ts and src/search/lunr-terms.ts, which tokenize the pages, make their terms and compute the field vectors as lunr does',
  },
  {
    name: 'comlink',
    version: '4.4.2',
    recheck: 'src/search/worker.ts, which replays the calls that arrive before Comlink listens',
  },
  {
    name: '@docusaurus/theme-classic',
    version: '3.7.0',
    recheck:
      'src/speed/prism (the code block markup it reads back), src/theme/CodeBlock (and its Line, which renders the markup of the theme’s), src/speed/README.md (row prism), src/theme/prism-include-languages.ts, plugins/page-markdown.ts (the page markup it turns into Markdown), src/theme/BlogPostItem/Footer/ReadMoreLink, and src/theme/DocItem/Content and BlogPostItem/Header/Title (where the Copy page menu goes)',
  },
  {
    name: '@docusaurus/core',
    version: '3.7.0',
    recheck:
      'src/speed/README.md, rows client-entry, route-data, route-components, runtime-chunk-maps, prefetch-on-intent and head-manager',
  },
  {
    name: '@docusaurus/theme-common',
    version: '3.7.0',
    recheck:
      'src/speed/README.md, row prism (src/speed/prism/Highlight.tsx renders the colour mode the server renders)',
  },
  {
    name: '@docusaurus/utils-common',
    version: '3.7.0',
    recheck: 'src/speed/README.md, row tslib',
  },
  {
    name: '@docusaurus/plugin-content-docs',
    version: '3.7.0',
    recheck: 'src/speed/README.md, row docs-version-metadata',
  },
  {
    name: 'react-helmet-async',
    version: '1.3.0',
    recheck: 'src/speed/README.md, row head-manager',
  },
  {
    name: 'prism-react-renderer',
    version: '2.4.1',
    recheck: 'src/speed/README.md, row prism',
  },
];

/** What the route data's tests say when they fail. */
const routeData = 'src/speed/README.md, row route-data';

describe('third-party internals the site relies on', () => {
  it.each(patched)('$name is the version the site was checked against', (upstream) => {
    expect(
      installedVersion(upstream.name),
      `${upstream.name} changed version: re-check ${upstream.recheck}, then update this test`,
    ).toBe(upstream.version);
  });

  it("the search plugin's box still gets its worker client from ../searchByWorker", () => {
    const plugin = '@easyops-cn/docusaurus-search-local';
    const why =
      'plugins/search-worker.ts swaps that module for src/search/search-box-by-worker.ts, which must export the same functions';
    expect(source(plugin, 'dist/client/client/theme/SearchBar/SearchBar.jsx'), why).toContain(
      'import { fetchIndexesByWorker, searchByWorker } from "../searchByWorker";',
    );
    // plugins/search-worker.ts reads the index's address from the constants module it generates.
    expect(
      source(plugin, 'dist/server/server/utils/generate.js'),
      'plugins/search-worker.ts reads searchIndexUrl from the generated constants',
    ).toContain('`export const searchIndexUrl = ${JSON.stringify(searchIndexUrl)};`');
    // The box's autocomplete shows an answer only while its query is still the text in the box,
    // so src/search/search-box-by-worker.ts leaves out queries typed over while the index loads.
    expect(
      source('@easyops-cn/autocomplete.js', 'src/autocomplete/dataset.js'),
      'src/search/search-box-by-worker.ts relies on the box dropping answers to earlier queries',
    ).toContain('if (!this.canceled && query === this.query) {');
    const original = source(plugin, 'dist/client/client/theme/searchByWorker.js');
    expect(original, why).toContain(
      'export async function fetchIndexesByWorker(baseUrl, searchContext)',
    );
    expect(original, why).toContain(
      'export async function searchByWorker(baseUrl, searchContext, input, limit)',
    );
    // src/search/worker.ts runs this module as the worker and talks to its class with Comlink.
    const worker = source(plugin, 'dist/client/client/theme/worker.js');
    expect(worker, 'src/search/search-by-worker.ts calls these methods').toMatch(
      /export class SearchWorker \{[\s\S]*async fetchIndexes\(baseUrl, searchContext\)[\s\S]*async search\(baseUrl, searchContext, input, limit\)/,
    );
    // src/search/worker.ts holds the calls that arrive before this module runs, then replays them
    // as events on the worker's global scope, where Comlink listens for any origin by default.
    expect(worker, 'src/search/worker.ts replays the calls to this listener').toContain(
      'Comlink.expose(SearchWorker);',
    );
    expect(
      source('comlink', 'dist/esm/comlink.mjs'),
      'src/search/worker.ts replays calls as message events on the global scope',
    ).toContain(
      'function expose(obj, ep = globalThis, allowedOrigins = ["*"]) {\n    ep.addEventListener("message", function callback(ev) {',
    );
    // src/search/worker.ts has it parse the index through an instance of its own, which the
    // page's instance then finds loaded: the plugin keeps loaded indexes in its module.
    expect(
      worker,
      'src/search/worker.ts loads the index ahead of the page through this cache',
    ).toMatch(
      /const cache = new Map\(\);[\s\S]*async fetchIndexes\(baseUrl, searchContext\) \{\s*await this\.lowLevelFetchIndexes\(baseUrl, searchContext\);[\s\S]*let promise = cache\.get\(cacheKey\);/,
    );
    // src/search/worker-index-download.ts downloads the index for the worker's code: from the
    // same address, handed over through the global fetch, the only thing the worker fetches.
    const download = 'src/search/worker-index-download.ts works the address out the same way';
    expect(worker, download).toContain(
      'const url = `${baseUrl}${searchIndexUrl.replace("{dir}", searchContext ? `-${searchContext.replace(/\\//g, "-")}` : "")}`;',
    );
    expect(worker, download).toContain('const json = (await (await fetch(url)).json());');
    expect(worker.match(/\bfetch\(/g), 'the worker fetches nothing but the index').toHaveLength(1);
  });

  it("the search plugin's results and highlighting are as the site's search page reads them", () => {
    const plugin = '@easyops-cn/docusaurus-search-local';
    const why = 'src/theme/SearchPage reads results and highlights them this way';
    // The kinds of match, numbered as src/theme/SearchPage/SearchResultItem.tsx numbers them.
    expect(source(plugin, 'dist/client/shared/interfaces.js'), why).toContain(
      [
        'SearchDocumentType[SearchDocumentType["Title"] = 0] = "Title";',
        'SearchDocumentType[SearchDocumentType["Heading"] = 1] = "Heading";',
        'SearchDocumentType[SearchDocumentType["Description"] = 2] = "Description";',
        'SearchDocumentType[SearchDocumentType["Keywords"] = 3] = "Keywords";',
        'SearchDocumentType[SearchDocumentType["Content"] = 4] = "Content";',
      ].join('\n    '),
    );
    expect(source(plugin, 'dist/client/client/theme/worker.js'), why).toMatch(
      /return \{\s*document,\s*type,\s*page: type !== SearchDocumentType\.Title &&\s*wrappedIndexes\[0\]\.documents\.find\(\(doc\) => doc\.i === document\.p\),\s*metadata: result\.matchData\.metadata,\s*tokens,/,
    );
    const utils = 'dist/client/client/utils';
    expect(source(plugin, `${utils}/highlight.js`), why).toContain(
      'export function highlight(content, tokens, forceMatched) {',
    );
    expect(source(plugin, `${utils}/highlightStemmed.js`), why).toContain(
      'export function highlightStemmed(content, positions, tokens, maxLength = searchResultContextMaxLength) {',
    );
    expect(source(plugin, `${utils}/getStemmedPositions.js`), why).toContain(
      'export function getStemmedPositions(metadata, field) {',
    );
    // Both escape what they do not mark.
    expect(source(plugin, `${utils}/highlight.js`), why).toContain(
      'return forceMatched\n            ? `<mark>${escapeHtml(content)}</mark>`\n            : escapeHtml(content);',
    );
    expect(source(plugin, `${utils}/highlightStemmed.js`), why).toContain(
      'html: escapeHtml(token),',
    );
    expect(
      source(plugin, 'dist/client/client/theme/LoadingRing/LoadingRing.jsx'),
      'src/theme/SearchPage shows this ring while the index downloads',
    ).toContain('export default function LoadingRing({ className, }) {');
  });

  it("the search plugin's box takes over from the site's stand-in as the stand-in expects", () => {
    const plugin = '@easyops-cn/docusaurus-search-local';
    const box = source(plugin, 'dist/client/client/theme/SearchBar/SearchBar.jsx');
    const why = 'src/search/SearchBarStandIn.tsx and src/theme/SearchBar rely on this';
    // The stand-in's text and focus are handed over through the input the box mounts with.
    expect(box, why).toContain('const domValue = searchBar?.value;');
    expect(box, why).toContain('if (searchBar && document.activeElement === searchBar) {');
    // src/theme/SearchBar starts the index loading under the address the box will ask for.
    expect(box, why).toContain(
      'if (activeVersion && !activeVersion.isLast) {\n        versionUrl = activeVersion.path + "/";',
    );
    expect(box, why).toContain('fetchIndexesByWorker(versionUrl, searchContext)');
    // The stand-in draws the shortcut hint and handles the shortcut with the box's own helpers.
    expect(box, why).toContain(
      'getKeymapHints(searchBarShortcutKeymap, isMac).map((hint, index) => (<kbd key={index} className={styles.searchHint}>',
    );
    const keymap = source(plugin, 'dist/client/client/utils/keymap.js');
    for (const name of [
      'parseKeymap(keymap)',
      'matchesKeymap(event, keymap)',
      'getKeymapHints(keymap, isMac)',
    ]) {
      expect(keymap, why).toContain(`export function ${name}`);
    }
  });

  it('the theme renders code through prism-react-renderer’s Highlight and loads languages through @theme/prism-include-languages', () => {
    const theme = '@docusaurus/theme-classic';
    const codeBlock = source(theme, 'lib/theme/CodeBlock/Content/String.js');
    expect(
      codeBlock,
      'src/speed/prism/index.ts must export Highlight (src/speed/README.md, row prism)',
    ).toContain("import {Highlight} from 'prism-react-renderer';");
    expect(
      codeBlock,
      'src/speed/prism/Highlight.tsx hands these to the render prop (src/speed/README.md, row prism)',
    ).toContain('{({className, style, tokens, getLineProps, getTokenProps}) => (');
    // src/speed/prism/use-tokens.ts reads a hydrating block's tokens back from this markup.
    expect(
      codeBlock,
      'src/speed/prism/use-tokens.ts reads <pre class=…><code><Line/>… (src/speed/README.md, row prism)',
    ).toMatch(/<pre[\s\S]*className=\{clsx\(className,[\s\S]*<code[\s\S]*<Line/);
    const line = source(theme, 'lib/theme/CodeBlock/Line/index.js');
    expect(
      line,
      'src/speed/prism/use-tokens.ts reads each token as a span in its line (src/speed/README.md, row prism)',
    ).toContain('<span key={key} {...getTokenProps({token})} />');
    // The client module that runs the loader src/theme/prism-include-languages.ts replaces.
    const loaderModule = source(theme, 'lib/prism-include-languages.js');
    expect(
      loaderModule,
      'src/speed/prism/index.ts exports Prism (src/speed/README.md, row prism)',
    ).toContain("import { Prism } from 'prism-react-renderer';");
    expect(loaderModule, 'src/theme/prism-include-languages.ts is this loader').toContain(
      "import prismIncludeLanguages from '@theme/prism-include-languages';",
    );
  });

  it("the theme's code block is what src/theme/CodeBlock replaces, and the page says when it has hydrated", () => {
    // src/theme/CodeBlock picks the same content component, without remounting it after
    // hydration to show the reader's colour mode: src/speed/prism/Highlight.tsx does that in place.
    const codeBlock = source('@docusaurus/theme-classic', 'lib/theme/CodeBlock/index.js');
    const why = 'src/theme/CodeBlock must pick its content as this does';
    expect(codeBlock, why).toContain(
      "typeof children === 'string' ? StringContent : ElementContent;",
    );
    expect(codeBlock, why).toContain('<CodeBlockComp key={String(isBrowser)} {...props}>');
    // src/speed/prism/hydrating.ts reads this attribute, set once the page has hydrated.
    expect(source('@docusaurus/core', 'lib/client/hasHydratedDataAttribute.js')).toContain(
      '<html data-has-hydrated={isBrowser}/>',
    );
    // src/speed/prism/Highlight.tsx takes the server's colours to be the default colour mode's.
    expect(source('@docusaurus/theme-common', 'lib/contexts/colorMode.js')).toContain(
      ': coerceToColorMode(defaultMode);',
    );
  });

  it("@docusaurus/utils-common's browser code calls no tslib helper but __importDefault", () => {
    const index = source('@docusaurus/utils-common', 'lib/index.js');
    const helpers = new Set(index.match(/\btslib_1\.\w+/g));
    expect(
      [...helpers],
      'src/speed/tslib/plugin.ts gives this package src/speed/tslib/tslib-import-default.ts as tslib (src/speed/README.md, row tslib)',
    ).toEqual(['tslib_1.__importDefault']);
    // The package's other modules must not require tslib at all.
    const lib = join(packageDir('@docusaurus/utils-common'), 'lib');
    const others = readdirSync(lib).filter(
      (file) =>
        file.endsWith('.js') &&
        file !== 'index.js' &&
        source('@docusaurus/utils-common', `lib/${file}`).includes('tslib'),
    );
    expect(others, 'only lib/index.js was checked for tslib helpers').toEqual([]);
  });

  it("Docusaurus's links prefetch through window.docusaurus, which prefetch-on-intent replaces", () => {
    const core = '@docusaurus/core';
    const why = 'src/speed/README.md, row prefetch-on-intent';
    expect(source(core, 'lib/client/exports/Link.js'), why).toContain(
      'window.docusaurus.prefetch(targetLink);',
    );
    expect(source(core, 'lib/client/clientEntry.js'), why).toContain(
      'window.docusaurus = docusaurus;',
    );
  });

  it("Docusaurus's browser bundle starts at the client entry that src/speed/client-entry/entry.ts imports last", () => {
    const core = '@docusaurus/core';
    const why =
      'src/speed/client-entry/plugin.ts replaces this entry with src/speed/client-entry/entry.ts, which must end by importing it (src/speed/README.md, row client-entry)';
    expect(source(core, 'lib/webpack/client.js'), why).toContain(
      "entry: path_1.default.resolve(__dirname, '../client/clientEntry.js'),",
    );
    // The entry imports the app and starts hydrating; src/speed/client-entry/entry.ts evaluates
    // the app first.
    expect(source(core, 'lib/client/clientEntry.js'), why).toContain("import App from './App';");
  });

  it('the generated route list makes every component with ComponentCreator, and a route preloads through it', () => {
    const core = '@docusaurus/core';
    const why =
      'src/speed/route-components/plugin.ts gives the generated routes.js src/speed/route-components/route-component.ts for this import (src/speed/README.md, row route-components)';
    const codegen = source(core, 'lib/server/codegen/codegenRoutes.js');
    expect(codegen, why).toContain("import ComponentCreator from '@docusaurus/ComponentCreator';");
    expect(codegen, why).toContain("generate)(generatedFilesDir, 'routes.js', routesConfig)");
    // The lazy component hands its route's preload on, and Docusaurus waits for what it returns.
    expect(source(core, 'lib/client/preload.js')).toContain(
      'return Promise.all(matches.map((match) => match.route.component.preload?.()));',
    );
  });

  it("only the theme's doc card reads the version's list of docs, which the site leaves out", () => {
    const why =
      'src/speed/docs-version-metadata/docs-version-without-doc-list.mjs empties the list: check that nothing the site renders reads it (src/speed/README.md, row docs-version-metadata)';
    expect(modulesContaining('@docusaurus/theme-classic', 'lib', 'useDocById'), why).toEqual([
      join('theme', 'DocCard', 'index.js'),
    ]);
    expect(
      modulesContaining('@docusaurus/plugin-content-docs', join('lib', 'client'), '.docs['),
      why,
    ).toEqual(['docsUtils.js']);
    expect(source('@docusaurus/plugin-content-docs', 'lib/client/docsUtils.js'), why).toContain(
      'const doc = version.docs[id];',
    );
  });

  it("Docusaurus's browser code takes its head manager where src/speed/head-manager/plugin.ts gives src/speed/head-manager/deferred-head.tsx", () => {
    const core = '@docusaurus/core';
    const why =
      'src/speed/head-manager/plugin.ts replaces react-helmet-async where these modules import it (src/speed/README.md, row head-manager)';
    expect(modulesContaining(core, join('lib', 'client'), 'react-helmet-async'), why).toEqual([
      'clientEntry.js',
      join('exports', 'Head.js'),
      'serverEntry.js',
    ]);
    expect(source(core, 'lib/client/clientEntry.js'), why).toContain(
      "import { HelmetProvider } from 'react-helmet-async';",
    );
    expect(source(core, 'lib/client/exports/Head.js'), why).toContain(
      "import { Helmet } from 'react-helmet-async';",
    );
    // The one head every page changed once hydrated, which the site sets on the element instead.
    expect(source(core, 'lib/client/App.js')).toContain(
      "import HasHydratedDataAttribute from './hasHydratedDataAttribute';",
    );
    expect(source(core, 'lib/client/hasHydratedDataAttribute.js')).toContain(
      '<html data-has-hydrated={isBrowser}/>',
    );
    // Helmets given their own HelmetData need no provider, and all of them share one list of
    // instances in the browser, so that each update writes what every mounted head declares.
    const helmet = source('react-helmet-async', 'lib/index.module.js');
    const helmetWhy =
      'src/speed/head-manager/deferred-head.tsx relies on the browser-wide list of instances (src/speed/README.md, row head-manager)';
    expect(helmet, helmetWhy).toMatch(
      /get:function\(\)\{return (\w+)\.canUseDOM\?\w+:\1\.instances\}/,
    );
    expect(helmet, helmetWhy).toMatch(
      /\w+\?\/\*#__PURE__\*\/\w+\.createElement\(\w+,\w+\(\{\},\w+,\{context:\w+\.value,helmetData:void 0\}\)\)/,
    );
    // A first page's head that changes only in words is changed on the tags react-helmet-async
    // wrote, which it marks, and which it keeps once loaded when they equal what it would write.
    const inPlaceWhy =
      'src/speed/head-manager/in-place.ts changes the tags react-helmet-async wrote (src/speed/README.md, row head-manager)';
    expect(helmet, inPlaceWhy).toContain('["data-rh"]=!0');
    expect(helmet, inPlaceWhy).toMatch(/\.isEqualNode\(\w+\)\}\)\?\w+\.splice\(\w+,1\)/);
  });

  it("Docusaurus's chunk map for prefetching is read only by the prefetch prefetch-on-intent replaces", () => {
    const core = '@docusaurus/core';
    const why =
      'src/speed/runtime-chunk-maps/plugin.ts leaves __webpack_require__.gca out: nothing may call it (src/speed/README.md, row runtime-chunk-maps)';
    expect(modulesContaining(core, join('lib', 'client'), '__webpack_require__.gca'), why).toEqual([
      'docusaurus.js',
    ]);
    expect(source(core, 'lib/client/docusaurus.js'), why).toMatch(
      /const prefetch = \(routePath\) => \{[^]*__webpack_require__\.gca\(chunkName\)[^]*\};\nconst preload =/,
    );
    expect(source(core, 'lib/webpack/client.js'), why).toContain(
      'new ChunkAssetPlugin_1.default(),',
    );
  });

  it('the generated route registry is in the form src/speed/route-data/browser-route-registry.mjs reads', () => {
    expect(source('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js'), routeData).toContain(
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
    );
  });

  it('the generated route list is in the form src/speed/route-data/browser-routes.mjs reads', () => {
    const codegen = source('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js');
    expect(codegen, routeData).toContain(
      "`component: ComponentCreator('${routePath}', '${routeHash}')`,",
    );
    expect(codegen, routeData).toContain('const routeKey = `${routePath}-${routeHash}`;');
    expect(codegen, routeData).toContain(`routePath: routePath.replace(/'/g, "\\\\'"),`);
  });

  it('the browser finds a route’s chunks only by looking each name up in the registry', () => {
    // src/speed/route-data/browser-route-chunk-names.mjs gives each chunk a number in place of its
    // name, in the chunk names and the registry alike: nothing may read a name as text.
    const why =
      'src/speed/route-data/plugin.ts renames the chunks of the browser’s route data (src/speed/README.md, row route-data)';
    const core = '@docusaurus/core';
    expect(modulesContaining(core, join('lib', 'client'), '@generated/registry'), why).toEqual([
      join('exports', 'ComponentCreator.js'),
    ]);
    const creator = source(core, 'lib/client/exports/ComponentCreator.js');
    expect(creator, why).toContain('const chunkNames = routesChunkNames[`${path}-${hash}`];');
    expect(creator, why).toContain('const chunkRegistry = registry[chunkName];');
    // docusaurus.js reads the names only to prefetch, which the site replaces (see above).
    expect(
      modulesContaining(core, join('lib', 'client'), '@generated/routesChunkNames'),
      why,
    ).toEqual(['docusaurus.js', join('exports', 'ComponentCreator.js')]);
  });

  it("the theme's Read more link still takes the post's title, as the site's replacement does", () => {
    expect(
      source('@docusaurus/theme-classic', 'lib/theme/BlogPostItem/Footer/ReadMoreLink/index.js'),
      'src/theme/BlogPostItem/Footer/ReadMoreLink replaces this component',
    ).toContain('const {blogPostTitle, ...linkProps} = props;');
  });

  it('a doc’s title and a post’s title are still first in the components the Copy page menu wraps', () => {
    const theme = '@docusaurus/theme-classic';
    // The menu floats just before these components' output, so it sits beside the title only
    // while the title comes first in them.
    expect(
      source(theme, 'lib/theme/DocItem/Content/index.js'),
      'src/theme/DocItem/Content puts the menu before the title',
    ).toMatch(
      /<div className=\{clsx\(ThemeClassNames\.docs\.docMarkdown, 'markdown'\)\}>\s*\{syntheticTitle && \(\s*<header>/,
    );
    expect(
      source(theme, 'lib/theme/BlogPostItem/Header/index.js'),
      'src/theme/BlogPostItem/Header/Title puts the menu before the title',
    ).toMatch(/<header>\s*<BlogPostItemHeaderTitle \/>/);
  });
});
