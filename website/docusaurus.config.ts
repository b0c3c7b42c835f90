import { themes as prismThemes } from 'prism-react-renderer';
import type { Config, LoadContext } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import apiReferencePlugin from 'docusaurus-plugin-typedoc';
import sdkPackage from 'memai-sdk/package.json';
import { repositoryUrl } from './site-links';
import hideSetupLines from './src/remark/hide-setup-lines';
import htmlAnchors from './src/rehype/html-anchors';
import programRunner from './src/program-runner/rehype';
import staticHtml from './src/speed/static-html/rehype';
import llmsTxtPlugin from './plugins/llms-txt';

// This file runs in Node.js at build time; browser code lives in src/.

// Code colours must meet WCAG AA contrast (4.5:1) in both modes. oceanicNext does as it is;
// vsLight does but for attribute names (pure red, 4.0:1 on white), darkened here to 6.5:1.
const lightCodeTheme = {
  ...prismThemes.vsLight,
  styles: prismThemes.vsLight.styles.map((style) =>
    style.types.includes('attr-name')
      ? { ...style, style: { ...style.style, color: '#c00000' } }
      : style,
  ),
};

// Change the id whenever the announcement's content changes, so readers who dismissed the old
// one see the new one; a new release changes it by itself.
const announcementId = `sdk-${sdkPackage.version}-released`;

// A sub-path deployment (GitHub Pages project sites) sets BASE_URL, for example /memai-sdk/.
const baseUrl = process.env.BASE_URL ?? '/';

// How both entries' reference pages are written (the main entry's, and memai-sdk/testing's).
const referencePageOptions: Parameters<typeof apiReferencePlugin>[1] = {
  parametersFormat: 'table',
  interfacePropertiesFormat: 'table',
  typeAliasPropertiesFormat: 'table',
  // A deprecated export's page keeps a plain title: strikethrough marks would show in the
  // browser's tab and in search results. The page says it is deprecated.
  strikeDeprecatedPageTitles: false,
  // Each reference page's meta description: its declaration's summary, not its first line.
  plugin: ['./plugins/typedoc-page-descriptions.mjs'],
};

// The main entry's pages, written once however many plugins ask for them.
let mainReference: ReturnType<typeof apiReferencePlugin> | undefined;
function writeMainReference(context: LoadContext): ReturnType<typeof apiReferencePlugin> {
  mainReference ??= apiReferencePlugin(context, {
    ...referencePageOptions,
    // What to document and how strictly lives with the library, shared with the
    // `typedoc --emit none` check that runs before every build (see package.json).
    options: '../packages/sdk/typedoc.json',
    out: 'docs/api',
    // The README is the reference's front page; the list of every export gets its own title.
    pageTitleTemplates: { index: 'All exports' },
  });
  return mainReference;
}

const config: Config = {
  title: 'mem.ai SDK',
  tagline: 'The TypeScript SDK for mem.ai',
  favicon: 'img/favicon.ico',
  url: process.env.SITE_URL ?? 'https://memai-sdk.github.io',
  baseUrl,
  organizationName: 'memai-sdk',
  projectName: 'memai-sdk',

  // Rspack, SWC and Lightning CSS instead of webpack, Babel, Terser and cssnano.
  future: { experimental_faster: true },

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  headTags: [
    // The browser draws no frame until the page's content has been parsed: the element named
    // here wraps everything between the navbar and the footer, on every page the theme lays
    // out. Without it, a slow phone's parser paused early on and the first frame showed the
    // navbar alone; the content was then styled and laid out in a task after that paint, which
    // Lighthouse counts as blocking time. Mobile runs of /search?q=client, alternating with the
    // build before: median blocking time 64 ms against 113 (6 runs each), 88 against 119 (8).
    // A page without the element is drawn once all of it is parsed.
    {
      tagName: 'link',
      attributes: {
        rel: 'expect',
        href: '#__docusaurus_skipToContent_fallback',
        blocking: 'render',
      },
    },
  ],

  i18n: { defaultLocale: 'en', locales: ['en'] },

  customFields: {
    // Shown below the footer columns as one row of links separated by middle dots.
    footerRow: [
      { label: 'MIT License', href: `${repositoryUrl}/blob/main/LICENSE` },
      { label: 'RSS', href: 'pathname:///blog/rss.xml' },
      { label: 'Atom', href: 'pathname:///blog/atom.xml' },
      { label: 'Sitemap', href: 'pathname:///sitemap.xml' },
      { label: 'llms.txt', href: 'pathname:///llms.txt' },
    ],
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          remarkPlugins: [hideSetupLines],
          // The reference's anchors in tables, which TypeDoc writes as HTML, count as anchors.
          // The tutorial and each guide get their "Run in your browser" control. Content that
          // never changes reaches React as HTML (see the file); it runs last.
          rehypePlugins: [htmlAnchors, programRunner, staticHtml],
          // Generated reference pages are edited in the library's source, not in website/docs.
          editUrl: ({ docPath }) =>
            docPath.startsWith('api/')
              ? `${repositoryUrl}/tree/main/packages/sdk/src`
              : `${repositoryUrl}/edit/main/website/docs/${docPath}`,
          showLastUpdateTime: true,
          versions: { current: { label: `v${sdkPackage.version}` } },
        },
        blog: {
          showReadingTime: true,
          remarkPlugins: [hideSetupLines],
          rehypePlugins: [staticHtml],
          feedOptions: { type: ['rss', 'atom'], xslt: true },
          editUrl: `${repositoryUrl}/edit/main/website/`,
          onInlineTags: 'warn',
          onInlineAuthors: 'warn',
          onUntruncatedBlogPosts: 'warn',
        },
        // The home page's sample gets a "Run in your browser" control like the guides.
        pages: { remarkPlugins: [hideSetupLines], rehypePlugins: [programRunner, staticHtml] },
        theme: { customCss: ['./src/css/custom.css', './src/program-runner/program-runner.css'] },
      } satisfies Preset.Options,
    ],
  ],

  clientModules: [
    './src/client/chunk-load-errors.ts',
    './src/speed/prefetch-on-intent/prefetch-on-intent.ts',
  ],

  plugins: [
    ['./plugins/announcement-bar-id.ts', { id: announcementId }],
    './plugins/search-worker.ts',
    './src/speed/prism/plugin.ts',
    // The programs of the tutorial and the guides, and the runtime their worker loads.
    './src/program-runner/plugin.ts',
    // A function rather than [path, options]: Docusaurus ships every plugin's options to the
    // browser with the site's config, and this summary is only for llms.txt.
    (context: LoadContext) =>
      llmsTxtPlugin(context, {
        summary:
          'memai-sdk is a zero-dependency TypeScript client for version 2 of the mem.ai API (notes, collections, Mem It, and the assistant’s tasks, projects and follow-ups), with a local in-memory Mem for tests as memai-sdk/testing. Each link below is a page of its documentation, or a post of its blog, as Markdown.',
      }),
    './src/speed/tslib/plugin.ts',
    './src/speed/client-entry/plugin.ts',
    './src/speed/route-components/plugin.ts',
    './src/speed/route-data/plugin.ts',
    './src/speed/head-manager/plugin.ts',
    './src/speed/runtime-chunk-maps/plugin.ts',
    './src/speed/eager-compile/plugin.ts',
    './src/speed/docs-version-metadata/plugin.ts',
    './src/speed/static-html/plugin.ts',
    // Writes docs/cli/reference.md from memai-cli's command definitions before the docs load.
    './plugins/cli-reference.ts',
    // Writes docs/cli/_mcp-tools.md from memai mcp's own tool declarations.
    './plugins/mcp-tools.ts',
    // The docs have no index page of their own: /docs opens the introduction.
    ['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/docs', to: '/docs/intro' }] }],
    // Functions for the same reason as llms.txt's: these options are only for the build.
    writeMainReference,
    // memai-sdk/testing's pages go in docs/api/testing, inside the main entry's folder, which
    // TypeDoc empties before it writes: Docusaurus starts all plugins at once, so this one waits
    // for the main entry's pages to be written. Its id tells the two instances apart.
    [
      async (context: LoadContext) => {
        await writeMainReference(context);
        return apiReferencePlugin(context, {
          ...referencePageOptions,
          options: '../packages/sdk/typedoc.testing.json',
          out: 'docs/api/testing',
          // Its front page is the list of its exports, under the entry's name.
          pageTitleTemplates: { index: 'memai-sdk/testing' },
        });
      },
      { id: 'testing' },
    ],
  ],

  themes: [
    [
      // The search plugin, its index shipped smaller (see the file).
      './plugins/search-index.ts',
      {
        hashed: true,
        language: ['en'],
        indexDocs: true,
        indexBlog: true,
        indexPages: true,
        docsRouteBasePath: '/docs',
        blogRouteBasePath: '/blog',
        searchResultLimits: 8,
        searchBarShortcut: true,
        searchBarShortcutHint: true,
        highlightSearchTermsOnTargetPage: false,
        // Lists of posts, like the blog index and tag pages the plugin already skips: indexing
        // them would only repeat the posts, under titles the index does not have.
        ignoreFiles: [/^blog\/(archive|authors)(\/|$)/],
        // Code blocks stay out of the index: the guides' programs would make it several times
        // larger, and slower to load on the first search, while the prose around each block
        // names the calls it shows.
        // On reference pages, what every page repeats and nobody searches for stays out too:
        // signatures, "Defined in" source links, every method's row for its per-call options,
        // the tables' header rows, type, default and source-link columns, and the Parameters,
        // Returns and Throws headings with the return type under Returns. Titles, headings,
        // member names and descriptions stay in. In this order: a later selector may rely on
        // what an earlier one reads.
        ignoreCssSelectors: [
          '.theme-code-block',
          // The tutorial's and guides' "Run in your browser" box, the same on each of them.
          '.program-runner',
          ...[
            'blockquote',
            'p:contains("Defined in:")',
            'tr:has(> td:nth-child(2) a[href$="/interfaces/RequestOptions"])',
            'table:has(th:nth-child(3):contains("Default value")) td:nth-child(3)',
            'td:nth-child(2)',
            'td:last-child:has(> a[href*="/blob/"])',
            'thead',
            'h4:contains("Returns") + p',
            'h4',
          ].map((selector) => `[class*="docs-doc-id-api/"] article ${selector}`),
        ],
      },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    announcementBar: {
      id: announcementId,
      content: `memai-sdk ${sdkPackage.version} is out, on Mem's API v2: notes, collections, search, and edits that never overwrite someone else's. <a href="${baseUrl}docs/your-first-note">Write your first note</a>`,
      isCloseable: true,
    },
    navbar: {
      title: 'mem.ai SDK',
      hideOnScroll: process.env.NAVBAR_HIDE_ON_SCROLL === 'true',
      logo: { alt: 'mem.ai SDK logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { to: '/', label: 'Home', position: 'left', activeBaseRegex: '^/$' },
        {
          type: 'docSidebar',
          sidebarId: 'gettingStartedSidebar',
          position: 'left',
          label: 'Getting Started',
        },
        { to: '/docs/api/', label: 'Reference', position: 'left', activeBasePath: 'docs/api' },
        { to: '/blog', label: 'Blog', position: 'left' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // With one docs version the theme shows a plain button; a link to every release keeps
          // it a dropdown and gives readers of older versions somewhere to go.
          dropdownItemsAfter: [{ href: `${repositoryUrl}/releases`, label: 'All releases' }],
        },
        { type: 'localeDropdown', position: 'right' },
        { type: 'search', position: 'right' },
        {
          href: repositoryUrl,
          label: 'GitHub',
          position: 'right',
          'aria-label': 'Source repository on GitHub',
        },
      ],
    },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Introduction', to: '/docs/intro' },
            { label: 'Installation', to: '/docs/installation' },
            { label: 'Your first note', to: '/docs/your-first-note' },
            { label: 'Command line', to: '/docs/cli/getting-started' },
            { label: 'API reference', to: '/docs/api/' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Chat', href: `${repositoryUrl}/discussions` },
            { label: 'X', href: 'https://x.com/memdotai' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'GitHub', href: repositoryUrl },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} the memai-sdk authors. Not affiliated with Mem Labs. Built with Docusaurus.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: prismThemes.oceanicNext,
      // The docs' languages are in src/speed/prism/prism.ts, not in additionalLanguages, which the
      // theme would load with every page (see src/theme/prism-include-languages.ts).
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
