// The site as programs read it: every docs page and blog post has a Markdown twin at its URL plus
// `.md` (plus `index.md` after a trailing slash), linked from the page's head; llms.txt lists them
// and llms-full.txt holds the docs in sidebar order. These tests read the build as npm start
// serves it; deploy/test checks the types, headers and content negotiation on both servers.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoProblems, sitemapPaths, test, visit } from './fixtures';

/** What a test reads from a page's HTML, parsed by the browser. */
type PageFacts = {
  kind: 'doc' | 'post' | 'other';
  title: string;
  alternate: string | null;
  next: string | null;
  codeBlocks: { language: string; text: string }[];
};

/** Parses each page's HTML with the browser's own parser, on a blank page. */
async function pageFacts(page: Page, htmls: string[]): Promise<PageFacts[]> {
  return page.evaluate((documents) => {
    return documents.map((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const classes = doc.documentElement.classList;
      const article = doc.querySelector('article');
      return {
        kind: classes.contains('docs-doc-page')
          ? ('doc' as const)
          : classes.contains('blog-post-page')
            ? ('post' as const)
            : ('other' as const),
        title: article?.querySelector('h1')?.textContent?.trim() ?? '',
        alternate:
          doc.querySelector('link[rel=alternate][type="text/markdown"]')?.getAttribute('href') ??
          null,
        next: doc.querySelector('a.pagination-nav__link--next')?.getAttribute('href') ?? null,
        codeBlocks: Array.from(article?.querySelectorAll('pre') ?? []).map((pre) => {
          const code = (pre.querySelector('code') ?? pre).cloneNode(true) as HTMLElement;
          // What a reader copies: each <br> ends a line, the last one included.
          code.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
          const language = Array.from(pre.classList).find((name) => name.startsWith('language-'));
          return {
            language: language?.slice('language-'.length) ?? '',
            text: (code.textContent ?? '').replace(/\n$/, ''),
          };
        }),
      };
    });
  }, htmls);
}

/** The fenced code blocks of a Markdown text, in order, and the text without them. */
function fencedBlocks(markdown: string): {
  blocks: { language: string; text: string }[];
  prose: string;
} {
  const blocks: { language: string; text: string }[] = [];
  const prose: string[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^(`{3,}|~{3,})(.*)$/.exec(lines[index] ?? '');
    if (open === null) {
      prose.push(lines[index] ?? '');
      continue;
    }
    const [, fence = '', info = ''] = open;
    const close = new RegExp(`^${fence.startsWith('`') ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    for (index++; index < lines.length && !close.test(lines[index] ?? ''); index++) {
      body.push(lines[index] ?? '');
    }
    blocks.push({ language: info.trim().split(/\s+/)[0] ?? '', text: body.join('\n') });
  }
  return { blocks, prose: prose.join('\n') };
}

type Twin = { path: string; facts: PageFacts; markdown: string };

/** Markdown's backslash escapes undone: `Page\\<Item>` is the text `Page<Item>`. */
function unescape(markdown: string): string {
  return markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** Every docs page and blog post of the sitemap, with its twin as served. */
async function twins(page: Page, request: APIRequestContext): Promise<Twin[]> {
  const paths = await sitemapPaths(request);
  const htmls = await Promise.all(paths.map(async (path) => (await request.get(path)).text()));
  const allFacts = await pageFacts(page, htmls);
  const found: Twin[] = [];
  for (const [index, path] of paths.entries()) {
    const facts = allFacts[index];
    if (facts === undefined || facts.kind === 'other') continue;
    const twinPath = path.endsWith('/') ? `${path}index.md` : `${path}.md`;
    expect(facts.alternate, `${path} links to its twin`).toBe(twinPath);
    const response = await request.get(twinPath);
    expect(response.status(), twinPath).toBe(200);
    expect(response.headers()['content-type'], twinPath).toBe('text/markdown; charset=utf-8');
    found.push({ path, facts, markdown: await response.text() });
  }
  return found;
}

test.describe('Markdown twins', () => {
  test('every docs page and blog post in sitemap.xml has a twin that starts with its title', async ({
    page,
    request,
  }) => {
    const all = await twins(page, request);
    expect(all.filter((twin) => twin.facts.kind === 'doc').length).toBeGreaterThan(60);
    expect(all.filter((twin) => twin.facts.kind === 'post').length).toBeGreaterThanOrEqual(4);
    for (const { path, facts, markdown } of all) {
      expect(unescape(markdown.split('\n')[0] ?? ''), path).toBe(`# ${facts.title}`);
    }
  });

  test('every code block on a page appears verbatim in its twin, with its language', async ({
    page,
    request,
  }) => {
    let count = 0;
    for (const { path, facts, markdown } of await twins(page, request)) {
      expect(fencedBlocks(markdown).blocks, path).toEqual(facts.codeBlocks);
      count += facts.codeBlocks.length;
    }
    expect(count).toBeGreaterThan(100);
  });

  test('no twin holds imports, exports, component tags, front matter or hidden setup lines', async ({
    page,
    request,
  }) => {
    for (const { path, markdown } of await twins(page, request)) {
      expect(markdown, path).not.toContain('---cut---');
      expect(markdown.startsWith('---'), path).toBe(false);
      // Code may show all of these; the prose around it may not.
      const prose = fencedBlocks(markdown).prose.replace(/(`+)[\s\S]*?\1/g, '');
      expect(prose, path).not.toMatch(/^\s*(import|export)\s/m);
      // A `<` in text is written `\<`; one that is not would start an HTML or JSX tag.
      expect(prose, path).not.toMatch(/(?<!\\)<\/?[A-Za-z][\w.:-]*(\s[^>]*)?\/?>/);
      expect(prose, path).not.toMatch(/\{\/\*|\*\/\}/);
    }
  });

  test("the installation page's twin has each tab under its label, its warning as a blockquote, and absolute links", async ({
    request,
  }) => {
    const markdown = await (await request.get('/docs/installation.md')).text();
    for (const [label, command] of [
      ['npm', 'npm install memai-sdk'],
      ['Yarn', 'yarn add memai-sdk'],
      ['pnpm', 'pnpm add memai-sdk'],
      ['Bun', 'bun add memai-sdk'],
    ]) {
      expect(markdown).toContain(`**${label}**\n\n\`\`\`bash\n${command}\n\`\`\``);
    }
    expect(markdown).toMatch(/^> \*\*Warning: Treat the key like a password\*\*$/m);
    expect(markdown).toContain('(https://memai-sdk.github.io/docs/your-first-note)');
    expect(markdown).not.toMatch(/\]\(\/|\]\(\.|\]\(#/);
  });
});

test.describe("the page's link to its twin", () => {
  /** The href of every <link rel=alternate type=text/markdown> in the page's head. */
  const twinLinks = (page: Page) => page.locator('head link[rel=alternate][type="text/markdown"]');

  test('follows the reader from page to page without a reload, and leaves pages without a twin', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    await expect(twinLinks(page)).toHaveCount(1);
    await expect(twinLinks(page)).toHaveAttribute('href', '/docs/intro.md');
    // Marks the document, to tell that each page below is reached inside the app, not loaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => 'sameDocument' in window);

    await page.getByRole('link', { name: 'Installation', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    await expect(twinLinks(page)).toHaveCount(1);
    await expect(twinLinks(page)).toHaveAttribute('href', '/docs/installation.md');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL('/blog');
    await expect(twinLinks(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Welcome', exact: true }).first().click();
    await expect(page).toHaveURL('/blog/welcome');
    await expect(twinLinks(page)).toHaveCount(1);
    await expect(twinLinks(page)).toHaveAttribute('href', '/blog/welcome.md');
    expect(await sameDocument()).toBe(true);
    expectNoProblems(problems);
  });
});

test.describe('llms.txt', () => {
  test('lists every docs page and post under its section, each link a twin that resolves', async ({
    page,
    request,
  }) => {
    const response = await request.get('/llms.txt');
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# mem\.ai SDK\n\n> \S[^\n]+\n\n## /);
    expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([
      'Getting started',
      'Guides',
      'Reference',
      'Blog',
    ]);
    const links = [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: (.+))?$/gm)];
    const listed = links.map(([, , url = '']) => new URL(url).pathname);
    for (const [line, title = '', url = ''] of links) {
      expect(new URL(url).origin, line).toBe('https://memai-sdk.github.io');
      const twin = await request.get(new URL(url).pathname);
      expect(twin.status(), line).toBe(200);
      expect(unescape((await twin.text()).split('\n')[0] ?? ''), line).toBe(`# ${unescape(title)}`);
      expect(title, line).not.toMatch(/(?<!\\)</);
    }
    const everyTwin = (await twins(page, request)).map((twin) => twin.facts.alternate);
    expect(listed.sort()).toEqual(everyTwin.sort());
    expect(text).toContain(
      '- [Installation](https://memai-sdk.github.io/docs/installation.md): Install memai-sdk with npm',
    );
  });

  test('llms-full.txt holds every docs page in sidebar order, each under its title and URL, and no post', async ({
    page,
    request,
  }) => {
    // The sidebar's order, as the Next links at the foot of each page walk it.
    const order: string[] = [];
    for (let path: string | null = '/docs/intro'; path !== null;) {
      order.push(path);
      const [facts] = await pageFacts(page, [await (await request.get(path)).text()]);
      path = facts?.next ?? null;
    }
    expect(order.length).toBeGreaterThan(60);
    const full = await (await request.get('/llms-full.txt')).text();
    const pages = [...full.matchAll(/^# (.+)\n\nSource: (\S+)$/gm)];
    expect(pages.map(([, , url = '']) => new URL(url).pathname)).toEqual(order);
    const intro = await (await request.get('/docs/intro.md')).text();
    expect(full).toContain(intro.split('\n').slice(1).join('\n').trim());
    expect(full).not.toContain('/blog/');
  });

  test('robots.txt and the footer point to llms.txt', async ({ page, request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain('Sitemap: https://memai-sdk.github.io/sitemap.xml');
    expect(robots).toContain('https://memai-sdk.github.io/llms.txt');
    await visit(page, '/docs/intro');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'llms.txt' }),
    ).toHaveAttribute('href', '/llms.txt');
  });
});
