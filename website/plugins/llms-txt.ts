// Gives programs that read the docs (assistants, their tools, crawlers) the site as Markdown, once
// the build has rendered every page:
// - a Markdown twin of every docs page and blog post, at the page's URL plus `.md`, or plus
//   `index.md` when the URL ends with a slash (/docs/intro.md, /docs/api/index.md), made from the
//   page's HTML by page-markdown.ts;
// - /llms.txt, the llms.txt index of every listed docs page and post, linked to their twins, and
//   /llms-full.txt, every listed docs page in sidebar order, the blog left out;
// - in robots.txt, a line that names /llms.txt.
// The pages come from what the docs and blog plugins loaded, so a new doc or post needs nothing
// listed here.
//
// Why not a published plugin: docusaurus-plugin-llms 0.6.1 converts the Markdown sources with
// regular expressions, so code blocks keep the setup lines the site hides, admonitions stay `:::`
// syntax and tabs stay JSX; @signalwire/docusaurus-plugin-llms-txt 1.2.2 converts the HTML, but
// generically: admonitions and tabs lose their kind and labels, index routes become `api.md`
// beside the page, and its llms.txt groups pages by URL depth rather than by the sidebar. Both
// would need most of what this file and page-markdown.ts do on top of them.
//
// Each page's <link rel="alternate" type="text/markdown"> to its twin is rendered with the page
// (src/components/MarkdownTwinLink.tsx), so that it stays right after a client-side navigation.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { pageToMarkdown, type PageMarkdown } from './page-markdown';
import { twinPath } from '../src/markdown-twin';

export type LlmsTxtOptions = {
  /** One paragraph that says what the site documents: the quote under llms.txt's title. */
  summary: string;
};

/** A page that gets a Markdown twin. */
type TwinPage = {
  permalink: string;
  section: Section;
  /** Whether it appears in llms.txt and llms-full.txt: unlisted pages are left out of lists. */
  listed: boolean;
};

/** llms.txt's sections, in order. */
const sections = ['Getting started', 'Guides', 'Reference', 'Blog'] as const;
type Section = (typeof sections)[number];

/** The section of a doc, by the folder its id starts with. */
function docSection(id: string): Section {
  if (id.startsWith('api/')) return 'Reference';
  if (id.startsWith('guides/')) return 'Guides';
  return 'Getting started';
}

/** The processed sidebar items the docs plugin loads; only what this file reads of them. */
type SidebarItem = {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
};

/** Doc ids in the order a reader meets them in the sidebars: a category's own page first. */
function sidebarOrder(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.id !== undefined ? [item.id] : []),
    ...(item.link?.type === 'doc' && item.link.id !== undefined ? [item.link.id] : []),
    ...sidebarOrder(item.items ?? []),
  ]);
}

/** Every docs page and blog post of the build, docs in sidebar order and then posts. */
function twinPages(plugins: { name: string; content: unknown }[]): TwinPage[] {
  const pages: TwinPage[] = [];
  for (const plugin of plugins) {
    if (plugin.name === 'docusaurus-plugin-content-docs') {
      // The docs plugin's content, as @docusaurus/plugin-content-docs declares it.
      const { loadedVersions } = plugin.content as DocsContent;
      for (const version of loadedVersions) {
        const order = [
          ...new Set(Object.values(version.sidebars).flatMap((items) => sidebarOrder(items))),
        ];
        const rank = (id: string) => {
          const index = order.indexOf(id);
          return index === -1 ? order.length : index;
        };
        const docs = [...version.docs].sort(
          (a, b) => rank(a.id) - rank(b.id) || a.permalink.localeCompare(b.permalink),
        );
        for (const doc of docs) {
          pages.push({
            permalink: doc.permalink,
            section: docSection(doc.id),
            listed: !doc.unlisted,
          });
        }
      }
    }
    if (plugin.name === 'docusaurus-plugin-content-blog') {
      // The blog plugin's content, as @docusaurus/plugin-content-blog declares it; newest first.
      const { blogPosts } = plugin.content as BlogContent;
      for (const post of blogPosts) {
        pages.push({
          permalink: post.metadata.permalink,
          section: 'Blog',
          listed: !post.metadata.unlisted,
        });
      }
    }
  }
  return pages;
}

/** The HTML file the build wrote for a page, by either of Docusaurus's trailing-slash layouts. */
function htmlFile(outDir: string, path: string): string {
  const candidates = path.endsWith('/')
    ? [`${path}index.html`]
    : [`${path}/index.html`, `${path}.html`];
  const file = candidates.map((candidate) => join(outDir, candidate)).find(existsSync);
  if (file === undefined) throw new Error(`The build has no HTML file for ${path}`);
  return file;
}

/** Text for a Markdown link's label: `Page<Item>` must not read as an HTML tag. */
function linkText(value: string): string {
  return value.replace(/[\\[\]<>*_`]/g, '\\$&');
}

export default function llmsTxtPlugin(_context: LoadContext, options: LlmsTxtOptions): Plugin {
  return {
    name: 'llms-txt',
    async postBuild({ plugins, outDir, siteConfig, baseUrl }) {
      const origin = siteConfig.url.replace(/\/$/, '');
      const inBuild = (path: string) => path.slice(baseUrl.length);
      const pages: Array<TwinPage & PageMarkdown & { url: string; twinUrl: string }> = [];

      for (const page of twinPages(plugins)) {
        const file = htmlFile(outDir, inBuild(page.permalink));
        const html = await readFile(file, 'utf8');
        const url = `${origin}${page.permalink}`;
        const twin = twinPath(page.permalink);
        const converted = pageToMarkdown(html, url);
        const twinFile = join(outDir, inBuild(twin));
        await mkdir(dirname(twinFile), { recursive: true });
        await writeFile(twinFile, converted.markdown);
        pages.push({ ...page, ...converted, url, twinUrl: `${origin}${twin}` });
      }

      const listed = pages.filter((page) => page.listed);
      const heading = [`# ${siteConfig.title}`, '', `> ${options.summary}`];
      const index = [...heading];
      for (const section of sections) {
        const inSection = listed.filter((page) => page.section === section);
        if (inSection.length === 0) continue;
        index.push('', `## ${section}`, '');
        for (const page of inSection) {
          const description = page.description.replace(/\s+/g, ' ').trim();
          index.push(
            `- [${linkText(page.title)}](${page.twinUrl})${description ? `: ${description}` : ''}`,
          );
        }
      }
      await writeFile(join(outDir, 'llms.txt'), `${index.join('\n')}\n`);

      // Each page under its title and canonical URL; the title is the twin's first line.
      const full = listed
        .filter((page) => page.section !== 'Blog')
        .map((page) => {
          const [title = '', ...rest] = page.markdown.split('\n');
          return [title, '', `Source: ${page.url}`, ...rest].join('\n').trimEnd();
        });
      await writeFile(
        join(outDir, 'llms-full.txt'),
        `${[heading.join('\n'), ...full].join('\n\n---\n\n')}\n`,
      );

      // A robots.txt from static/ keeps what it says; the lines are added to it.
      const robots = join(outDir, 'robots.txt');
      const existing = existsSync(robots)
        ? await readFile(robots, 'utf8')
        : 'User-agent: *\nAllow: /\n';
      await writeFile(
        robots,
        [
          existing.trimEnd(),
          '',
          `Sitemap: ${origin}${baseUrl}sitemap.xml`,
          `# The documentation as Markdown, for language models: ${origin}${baseUrl}llms.txt`,
          '',
        ].join('\n'),
      );
    },
  };
}
