// The site reaches into a few third-party modules past their public API, each for a reason its
// own file gives. Each such place was written against one exact upstream version. These tests
// fail, saying what to re-check, as soon as an upgrade changes the version or the code relied on,
// instead of the site breaking in a reader's browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** The folder of an installed package. */
function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
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

/** Each upstream package whose internals the site relies on, the version it was checked against,
 * and the files of this site to re-check when it changes. */
const patched = [
  {
    name: '@easyops-cn/docusaurus-search-local',
    version: '0.55.3',
    recheck: 'src/search/search-by-worker.ts, src/search/worker.ts and plugins/search-worker.ts',
  },
  {
    name: '@docusaurus/theme-classic',
    version: '3.7.0',
    recheck:
      'src/prism (the code block markup it reads back), plugins/prism-languages.ts, plugins/page-markdown.ts (the page markup it turns into Markdown), src/theme/BlogPostItem/Footer/ReadMoreLink, and src/theme/DocItem/Content and BlogPostItem/Header/Title (where the Copy page menu goes)',
  },
  {
    name: '@docusaurus/core',
    version: '3.7.0',
    recheck: 'src/client/prefetch-on-intent.ts',
  },
  {
    name: 'prism-react-renderer',
    version: '2.4.1',
    recheck: 'src/prism/Highlight.tsx, whose render-prop API stands in for this package’s',
  },
];

describe('third-party internals the site relies on', () => {
  it.each(patched)('$name is the version the site was checked against', (upstream) => {
    expect(
      installedVersion(upstream.name),
      `${upstream.name} changed version: re-check ${upstream.recheck}, then update this test`,
    ).toBe(upstream.version);
  });

  it("the search plugin's box and page still get their worker client from ../searchByWorker", () => {
    const plugin = '@easyops-cn/docusaurus-search-local';
    const why =
      'plugins/search-worker.ts swaps that module for src/search/search-by-worker.ts, which must export the same functions';
    for (const file of ['SearchBar/SearchBar.jsx', 'SearchPage/SearchPage.jsx']) {
      expect(source(plugin, `dist/client/client/theme/${file}`), why).toContain(
        'import { fetchIndexesByWorker, searchByWorker } from "../searchByWorker";',
      );
    }
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
  });

  it('the theme renders code through prism-react-renderer’s Highlight and hands its Prism to the language loader', () => {
    const theme = '@docusaurus/theme-classic';
    const codeBlock = source(theme, 'lib/theme/CodeBlock/Content/String.js');
    expect(codeBlock, 'src/prism/index.ts must export Highlight').toContain(
      "import {Highlight} from 'prism-react-renderer';",
    );
    expect(codeBlock, 'src/prism/Highlight.tsx hands these to the render prop').toContain(
      '{({className, style, tokens, getLineProps, getTokenProps}) => (',
    );
    // src/prism/use-tokens.ts reads a hydrating block's tokens back from this markup.
    expect(codeBlock, 'src/prism/use-tokens.ts reads <pre class=…><code><Line/>…').toMatch(
      /<pre[\s\S]*className=\{clsx\(className,[\s\S]*<code[\s\S]*<Line/,
    );
    const line = source(theme, 'lib/theme/CodeBlock/Line/index.js');
    expect(line, 'src/prism/use-tokens.ts reads each token as a span in its line').toContain(
      '<span key={key} {...getTokenProps({token})} />',
    );
    expect(
      source(theme, 'lib/prism-include-languages.js'),
      'src/prism/index.ts exports Prism',
    ).toContain("import { Prism } from 'prism-react-renderer';");
    expect(
      source(theme, 'lib/theme/prism-include-languages.js'),
      'src/prism/registered-languages.ts is handed to this loader as the global Prism',
    ).toContain('globalThis.Prism = PrismObject;');
  });

  it("Docusaurus's links prefetch through window.docusaurus, which prefetch-on-intent replaces", () => {
    const core = '@docusaurus/core';
    expect(source(core, 'lib/client/exports/Link.js')).toContain(
      'window.docusaurus.prefetch(targetLink);',
    );
    expect(source(core, 'lib/client/clientEntry.js')).toContain('window.docusaurus = docusaurus;');
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
