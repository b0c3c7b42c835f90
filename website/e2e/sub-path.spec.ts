// The site built for a sub-path (BASE_URL=/memai-sdk/, how GitHub Pages serves a project site)
// and served there as `npm start` serves. Paths here are relative to the project's baseURL, /memai-sdk/.
import { brokenLinks, expect, expectNoProblems, test, visit } from './fixtures';
import { servers } from './servers';

const base = servers.subPath.basePath;
const pages = [
  '',
  'docs/intro',
  'docs/api/classes/MemClient',
  'blog',
  'blog/welcome',
  'search?q=client',
];

test('every kind of page renders and hydrates under the sub-path, with nothing outside it', async ({
  page,
  problems,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of pages) {
    await visit(page, path);
    await expect(page, path).toHaveTitle(/ \| mem\.ai SDK$/);
    await expect(page.locator('#__docusaurus_skipToContent_fallback'), path).toBeVisible();
  }
  expect(requested.filter((path) => !path.startsWith(base))).toEqual([]);
  expectNoProblems(problems);
});

test('every link on those pages stays under the sub-path and leads to a page', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const targets = new Set<string>();
  for (const path of pages) {
    await visit(page, path);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) targets.add(href.split('#')[0] ?? href);
  }
  expect([...targets].filter((href) => !href.startsWith(base))).toEqual([]);
  expect(await brokenLinks(request, targets, servers.subPath.origin)).toEqual([]);
});

test('a guide runs its program in the page, loading the program and the runtime under the sub-path', async ({
  page,
  problems,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await visit(page, 'docs/guides/searching-notes');
  const box = page.getByRole('complementary', { name: "Run this page's program" });
  await box.getByRole('button', { name: 'Run in your browser' }).click();
  await expect(box.getByRole('status')).toHaveText(
    /^Finished in [\d.]+ s, having printed \d+ lines\.$/,
    {
      timeout: 20_000,
    },
  );
  expect(requested.filter((path) => path.includes('/run/')).sort()).toEqual([
    `${base}run/guides/searching-notes.json`,
    `${base}run/runtime.js`,
  ]);
  expectNoProblems(problems);
});

test('search finds pages and opens them under the sub-path', async ({ page, problems }) => {
  await visit(page, 'docs/intro');
  const box = page.getByRole('navigation', { name: 'Main' }).getByPlaceholder('Search');
  await box.click();
  await box.pressSequentially('installation');
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`^${servers.subPath.origin}${base}docs/installation`));
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  expectNoProblems(problems);
});

test('llms.txt, the Markdown twins and their links stay under the sub-path', async ({
  request,
}) => {
  const llms = await (await request.get('llms.txt')).text();
  const links = [...llms.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map(
    ([, url = '']) => new URL(url).pathname,
  );
  expect(links.length).toBeGreaterThan(60);
  expect(links.filter((path) => !path.startsWith(`${base}`))).toEqual([]);
  expect(await brokenLinks(request, links, servers.subPath.origin)).toEqual([]);

  const html = await (await request.get('docs/installation')).text();
  expect(html).toContain(
    `<link data-rh=true rel=alternate type=text/markdown href=${base}docs/installation.md>`,
  );
  const twin = await (await request.get('docs/installation.md')).text();
  const siteLinks = [...twin.matchAll(/\]\((https:\/\/memai-sdk\.github\.io[^)\s]*)\)/g)];
  expect(siteLinks.length).toBeGreaterThan(0);
  for (const [, url = ''] of siteLinks)
    expect(new URL(url).pathname).toMatch(new RegExp(`^${base}`));
  const robots = await (await request.get('robots.txt')).text();
  expect(robots).toContain(`https://memai-sdk.github.io${base}llms.txt`);
});

test("served at the wrong path, the page shows the theme's banner that the site did not load", async ({
  page,
}) => {
  await page.goto(`${servers.subPathAtRoot.origin}/`);
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
  await expect(page.getByText(`Current configured baseUrl = ${base}`)).toBeVisible();
});
