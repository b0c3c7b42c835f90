import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoProblems, sitemapPaths, test, visit } from './fixtures';

/** The path of every docs page the build lists in its sitemap. */
async function docsPaths(request: APIRequestContext): Promise<string[]> {
  return (await sitemapPaths(request)).filter((path) => path.startsWith('/docs/'));
}

test('every docs page, the generated reference included, has the sidebar, breadcrumbs and previous/next links', async ({
  request,
}) => {
  const paths = await docsPaths(request);
  // The guides and the reference's page for every export are all there.
  expect(paths.length).toBeGreaterThan(70);
  const missing: string[] = [];
  for (const path of paths) {
    // The server-rendered HTML, which is what a reader without JavaScript gets too.
    const html = await (await request.get(path)).text();
    for (const [what, label] of [
      ['sidebar', 'Docs sidebar'],
      ['breadcrumbs', 'Breadcrumbs'],
      ['previous/next links', 'Docs pages'],
    ]) {
      // The HTML is minified: a one-word attribute value loses its quotes.
      if (!new RegExp(`aria-label=("${label}"|${label}[ >])`).test(html)) {
        missing.push(`${path}: no ${what}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

test('every reference page describes its export in its meta description, not its source line', async ({
  request,
}) => {
  const paths = (await docsPaths(request)).filter((path) => /^\/docs\/api\/.+\//.test(path));
  expect(paths.length).toBeGreaterThan(60);
  const wrong: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const description = /<meta data-rh=true name=description content="([^"]*)"/.exec(html)?.[1];
    if (description === undefined || description.length < 10 || /Defined in/.test(description)) {
      wrong.push(`${path}: ${description}`);
    }
  }
  expect(wrong).toEqual([]);
  const client = await (await request.get('/docs/api/classes/MemClient')).text();
  expect(client).toContain(`name=description content="A client for Mem's API."`);
});

test('the reference groups its pages as a reader looks for them: the client, each resource, the events feed, then paging, responses, errors, configuration and memai-sdk/testing', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/api/');
  const reference = page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .locator('li', { has: page.getByRole('link', { name: 'API Reference', exact: true }) });
  await expect(reference.locator(':scope > ul > li > div > a, :scope > ul > li > a')).toHaveText([
    'All exports',
    'Client',
    'Notes',
    'Collections',
    'Tasks, projects and follow-ups',
    'Events',
    'Legacy v1',
    'Paging',
    'Responses',
    'Errors',
    'Configuration',
    'memai-sdk/testing',
  ]);
  // A resource's methods and its types sit together.
  await reference.getByRole('button', { name: 'Notes' }).click();
  for (const name of ['Notes', 'Note', 'ListNotesParams', 'SearchNotesParams']) {
    await expect(reference.getByRole('link', { name, exact: true })).toBeVisible();
  }
  expectNoProblems(problems);
});

test('"All exports" sits in the sidebar, between the reference front page and the client', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/api/globals');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'All exports' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs).toContainText('API Reference');
  await expect(breadcrumbs).toContainText('All exports');
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pager.getByRole('link', { name: /Previous.*memai-sdk/ })).toHaveAttribute(
    'href',
    '/docs/api/',
  );
  await expect(pager.getByRole('link', { name: /Next.*MemClient/ })).toHaveAttribute(
    'href',
    '/docs/api/classes/MemClient',
  );
  expectNoProblems(problems);
});

test('the memai-sdk/testing reference is reached from the reference’s navigation, grouped by what a test does with it', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/api/');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'memai-sdk/testing', exact: true }).click();
  await expect(page).toHaveURL('/docs/api/testing/');
  await expect(page.getByRole('heading', { level: 1, name: 'memai-sdk/testing' })).toBeVisible();
  await expect(page).toHaveTitle('memai-sdk/testing | mem.ai SDK');
  // The innermost of the items that hold the link (the API Reference category holds it too).
  const testing = sidebar
    .locator('li', { has: page.getByRole('link', { name: 'memai-sdk/testing', exact: true }) })
    .last();
  await expect(testing.locator(':scope > ul > li > div > a')).toHaveText([
    'Local Mem',
    'Seed data',
    'Stored data',
  ]);
  await testing.getByRole('button', { name: 'Local Mem' }).click();
  await expect(testing.getByRole('link', { name: 'createMem', exact: true })).toBeVisible();
  await testing.getByRole('link', { name: 'startMemServer', exact: true }).click();
  await expect(page).toHaveURL('/docs/api/testing/functions/startMemServer');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Function: startMemServer()' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Function: startMemServer() | mem.ai SDK');
  // Its parameter, and what it resolves to, a page of the same reference.
  await expect(page.getByRole('heading', { name: 'Parameters' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'options?' })).toBeVisible();
  await page.getByRole('link', { name: 'MemServer', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Interface: MemServer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'seed()' })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs).toContainText('API Reference');
  await expect(breadcrumbs).toContainText('memai-sdk/testing');
  expectNoProblems(problems);
});

test('a memai-sdk/testing page links a type of the main entry to the main entry’s page', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/api/testing/interfaces/StoredTask');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Interface: StoredTask' }),
  ).toBeVisible();
  await page
    .getByRole('row', { name: /^status/ })
    .getByRole('link', { name: 'TaskStatus' })
    .click();
  await expect(page).toHaveURL('/docs/api/type-aliases/TaskStatus');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Type Alias: TaskStatus' }),
  ).toBeVisible();
  expectNoProblems(problems);
});

test('a link to a property in a table of another reference page lands on that property', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/api/interfaces/RequestParams');
  await page
    .getByRole('row', { name: /^headers\?/ })
    .getByRole('link', { name: 'headers' })
    .click();
  await expect(page).toHaveURL('/docs/api/interfaces/RequestOptions#property-headers');
  await expect(page.locator('#property-headers')).toBeInViewport();
  expectNoProblems(problems);
});

test('a method names the HTTP call it makes and links to it in Mem’s reference', async ({
  page,
}) => {
  await visit(page, '/docs/api/interfaces/Notes');
  await expect(page.getByText('PATCH /v2/notes/{note_id}').first()).toBeVisible();
  await expect(
    page.locator('a[href="https://docs.mem.ai/api-reference/notes/update-note"]').first(),
  ).toBeAttached();
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no docs page scrolls sideways: long signatures and tables scroll inside their own box', async ({
    page,
    request,
  }) => {
    const paths = await docsPaths(request);
    // One visit after another, so the time it needs grows with the docs: the reference of
    // memai-sdk/testing took a fixed 3 minutes past its end on a busy 2-core machine.
    test.setTimeout(paths.length * 2_000);
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const { page: pageWidth, viewport } = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      if (pageWidth > viewport) wide.push(`${path}: ${pageWidth} px`);
    }
    expect(wide).toEqual([]);
  });
});
