// The page chrome every screen shares: document titles, the navbar, the skip-to-content link and
// the footer: titles read "Page | mem.ai SDK", and the footer row separates its links with a
// middle dot.
import type { Page } from '@playwright/test';
import sdkPackage from 'memai-sdk/package.json';
import { expect, expectNoProblems, test, visit, watchForScript } from './fixtures';

/** The docs version dropdown's label: the library's version. */
const versionLabel = `v${sdkPackage.version}`;

const repositoryUrl = 'https://github.com/memai-sdk/memai-sdk';

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('document title', () => {
  const titles: [path: string, title: string][] = [
    ['/docs/intro', 'Introduction | mem.ai SDK'],
    ['/docs/api/classes/MemClient', 'Class: MemClient | mem.ai SDK'],
    ['/blog', 'Blog | mem.ai SDK'],
    ['/markdown-page', 'How these docs are made | mem.ai SDK'],
    // Only the browser knows the query: the server's HTML has the empty search's title.
    ['/search?q=client', 'Search results for "client" | mem.ai SDK'],
  ];
  for (const [path, title] of titles) {
    test(`joins the page title of ${path} to the site title with "|"`, async ({ page }) => {
      await visit(page, path);
      await expect(page).toHaveTitle(title);
    });
  }
});

/**
 * What a page declares in its document's head: its title, the tags its components wrote (which
 * carry `data-rh`) and the attributes of <html>. Each tag is its name, its attributes in order
 * and its text; JSON-LD is compared as data, since the server writes its keys in another order
 * than the browser. The tags are sorted: a navigation keeps the tags both pages share where they
 * were and adds the others after them. Left out are the head manager's record of the attributes
 * it set and <body>'s class, which says whether the reader last used the keyboard or the mouse.
 */
async function declaredHead(page: Page) {
  return page.evaluate(() => {
    const sortedKeys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sortedKeys)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([key, item]) => [key, sortedKeys(item)]),
            )
          : value;
    const attributes = (element: Element) =>
      element
        .getAttributeNames()
        .filter((name) => name !== 'data-rh')
        .sort()
        .map((name) => `${name}=${element.getAttribute(name)}`)
        .join(' ');
    const text = (tag: Element) =>
      tag.getAttribute('type') === 'application/ld+json'
        ? JSON.stringify(sortedKeys(JSON.parse(tag.textContent ?? '')))
        : (tag.textContent ?? '');
    return {
      title: document.title,
      titleElements: document.querySelectorAll('title').length,
      tags: Array.from(
        document.head.querySelectorAll('[data-rh]:not(title)'),
        (tag) => `<${tag.localName} ${attributes(tag)}>${text(tag)}`,
      ).sort(),
      html: attributes(document.documentElement),
    };
  });
}

test('a page reached by a link has the head of the same page loaded directly', async ({
  page,
  problems,
}) => {
  await visit(page, '/blog');
  const direct = await declaredHead(page);
  expect(direct.title).toBe('Blog | mem.ai SDK');
  expect(direct.titleElements).toBe(1);
  expect(direct.html).toContain('class=blog-wrapper blog-list-page plugin-blog plugin-id-default');
  expect(direct.tags).toContain('<meta content=Blog name=description>');

  await visit(page, '/docs/intro');
  await navbar(page).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveTitle('Blog | mem.ai SDK');
  // Every tag of the docs page is gone, and no tag of the blog's is there twice.
  await expect.poll(() => declaredHead(page)).toEqual(direct);
  expectNoProblems(problems);
});

/** Records whether the page downloads the head manager (react-helmet-async) from now on: by a
 * warning only it writes. */
const watchForHeadManager = (page: Page) =>
  watchForScript(page, 'You may be attempting to nest <Helmet> components');

test("the search page's head names the query without the head manager, which later takes it over", async ({
  page,
  problems,
}) => {
  const headManager = watchForHeadManager(page);
  await visit(page, '/search?q=client');
  const title = 'Search results for "client" | mem.ai SDK';
  await expect(page).toHaveTitle(title);
  const head = await declaredHead(page);
  expect(head.titleElements).toBe(1);
  expect(head.tags).toContain(`<meta content=${title} property=og:title>`);
  await page.waitForLoadState('networkidle');
  expect(headManager.loaded()).toBe(false);

  // Typing writes the address, and the router loads what a navigation needs: the head manager
  // finds the tags changed in place as it would have written them, and changes them again.
  await page.locator('main input[type="search"]').fill('notes');
  const typedTitle = 'Search results for "notes" | mem.ai SDK';
  await expect(page).toHaveTitle(typedTitle);
  const ogTitles = async () =>
    (await declaredHead(page)).tags.filter((tag) => tag.includes('property=og:title'));
  await expect.poll(ogTitles).toEqual([`<meta content=${typedTitle} property=og:title>`]);

  await navbar(page).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveTitle('Blog | mem.ai SDK');
  expect(headManager.loaded()).toBe(true);
  expect((await declaredHead(page)).titleElements).toBe(1);
  expect(await ogTitles()).toEqual(['<meta content=Blog | mem.ai SDK property=og:title>']);
  expectNoProblems(problems);
});

test.describe('navbar', () => {
  test('shows the logo and the title "mem.ai SDK", which link to the home page', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    const logo = navbar(page).getByRole('img', { name: 'mem.ai SDK logo' });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const brand = navbar(page)
      .getByRole('link')
      .filter({ has: page.getByRole('img', { name: 'mem.ai SDK logo' }) });
    await expect(brand).toHaveText('mem.ai SDK');
    await brand.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'mem.ai SDK' })).toBeVisible();
    expectNoProblems(problems);
  });

  // The blog list has no h1: its first heading is the newest post's title.
  const links: [label: string, path: string, heading: string][] = [
    ['Home', '/', 'mem.ai SDK'],
    ['Getting Started', '/docs/intro', 'Introduction'],
    ['Reference', '/docs/api/', 'memai-sdk'],
    ['Blog', '/blog', 'Welcome'],
  ];
  for (const [label, path, heading] of links) {
    test(`"${label}" opens ${path}`, async ({ page, problems }) => {
      await visit(page, '/docs/installation');
      await navbar(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      expectNoProblems(problems);
    });
  }

  test('marks "Reference" as the current section on a reference page', async ({ page }) => {
    await visit(page, '/docs/api/classes/MemClient');
    await expect(navbar(page).getByRole('link', { name: 'Reference' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navbar(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(navbar(page).getByRole('link', { name: 'Blog' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  test('does not mark "Reference" as current on a guide page', async ({ page }) => {
    await visit(page, '/docs/installation');
    await expect(navbar(page).getByRole('link', { name: 'Reference' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  test('links to the source repository on GitHub in a new tab', async ({ page }) => {
    await visit(page, '/');
    const github = navbar(page).getByRole('link', { name: 'Source repository on GitHub' });
    await expect(github).toBeVisible();
    await expect(github).toHaveText('GitHub');
    await expect(github).toHaveAttribute('href', repositoryUrl);
    await expect(github).toHaveAttribute('target', '_blank');
  });

  test('opens the language dropdown to show "English"', async ({ page, problems }) => {
    await visit(page, '/docs/intro');
    const english = navbar(page).getByRole('link', { name: 'English', exact: true });
    await expect(english).toBeHidden();
    await navbar(page).getByRole('button', { name: 'English' }).click();
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('lang', 'en');
    expectNoProblems(problems);
  });

  test('opens the docs version dropdown to show the current version and "All releases"', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    const current = navbar(page).getByRole('link', { name: versionLabel, exact: true });
    const releases = navbar(page).getByRole('link', { name: 'All releases' });
    await expect(releases).toBeHidden();
    await navbar(page).getByRole('button', { name: versionLabel }).click();
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('href', '/docs/intro');
    await expect(releases).toBeVisible();
    await expect(releases).toHaveAttribute('href', `${repositoryUrl}/releases`);
    expectNoProblems(problems);
  });

  test('has a search box', async ({ page }) => {
    await visit(page, '/');
    const search = navbar(page).getByRole('textbox', { name: 'Search' });
    await expect(search).toBeVisible();
    await expect(search).toBeEditable();
  });
});

test.describe('skip to content', () => {
  test('is the first stop when tabbing into a fresh page', async ({ page }) => {
    await visit(page, '/docs/installation');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
  });

  test('moves the keyboard past the navbar and sidebar into the main content', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/installation');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // The theme focuses <main> through a temporary tabindex and removes it at once, so Chromium
    // moves focus back to <body> but keeps <main> as the starting point of the next Tab.
    await page.keyboard.press('Tab');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Home page' })).toBeFocused();
    await expect(main).toBeInViewport();
    expectNoProblems(problems);
  });
});

test.describe('footer', () => {
  const groups: [title: string, links: [label: string, href: string][]][] = [
    [
      'Docs',
      [
        ['Introduction', '/docs/intro'],
        ['Installation', '/docs/installation'],
        ['Your first note', '/docs/your-first-note'],
        ['Command line', '/docs/cli/getting-started'],
        ['API reference', '/docs/api/'],
      ],
    ],
    [
      'Community',
      [
        ['Chat', `${repositoryUrl}/discussions`],
        ['X', 'https://x.com/memdotai'],
      ],
    ],
    [
      'More',
      [
        ['Blog', '/blog'],
        ['GitHub', repositoryUrl],
      ],
    ],
  ];
  for (const [title, links] of groups) {
    test(`has a "${title}" group with its links`, async ({ page }) => {
      await visit(page, '/');
      // Infima's footer columns have no landmark or heading role; the column class is the hook.
      const group = footer(page)
        .locator('.footer__col')
        .filter({ has: page.getByText(title, { exact: true }) });
      await expect(group).toBeVisible();
      await expect(group.getByRole('link')).toHaveText(links.map(([label]) => label));
      for (const [label, href] of links) {
        await expect(group.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          href,
        );
      }
    });
  }

  test('opens a docs page from its group', async ({ page, problems }) => {
    await visit(page, '/');
    await footer(page).getByRole('link', { name: 'Your first note' }).click();
    await expect(page).toHaveURL('/docs/your-first-note');
    await expect(page.getByRole('heading', { level: 1, name: 'Your first note' })).toBeVisible();
    expectNoProblems(problems);
  });

  test('has a row of licence, feed and llms.txt links separated by middle dots', async ({
    page,
  }) => {
    await visit(page, '/');
    const license = footer(page).getByRole('link', { name: 'MIT License' });
    const row = license.locator('..');
    await expect(row).toBeVisible();
    await expect(row).toHaveText(
      /^MIT License\s*·\s*RSS\s*·\s*Atom\s*·\s*Sitemap\s*·\s*llms\.txt$/,
    );
    await expect(license).toHaveAttribute('href', `${repositoryUrl}/blob/main/LICENSE`);
    await expect(row.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/blog/rss.xml');
    await expect(row.getByRole('link', { name: 'Atom' })).toHaveAttribute('href', '/blog/atom.xml');
    await expect(row.getByRole('link', { name: 'Sitemap' })).toHaveAttribute(
      'href',
      '/sitemap.xml',
    );
    await expect(row.getByRole('link', { name: 'llms.txt' })).toHaveAttribute('href', '/llms.txt');
  });

  test('shows a copyright line with the current year', async ({ page }) => {
    await visit(page, '/');
    await expect(
      footer(page).getByText(`Copyright © ${new Date().getFullYear()} the memai-sdk authors`),
    ).toBeVisible();
  });
});
