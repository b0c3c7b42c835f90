import { expect, expectNoProblems, sitemapPaths, test, visit } from './fixtures';
import { routes } from './site-routes';

test.describe('every route the site promises', () => {
  for (const { path, heading, title, headingLevel = 1 } of routes) {
    test(`${path} shows its screen and hydrates without errors`, async ({ page, problems }) => {
      await visit(page, path);
      await expect(
        page.getByRole('heading', { level: headingLevel, name: heading }).first(),
      ).toBeVisible();
      await expect(page).toHaveTitle(title);
      expectNoProblems(problems);
    });
  }
});

test('every URL in sitemap.xml renders and hydrates without errors', async ({
  page,
  request,
  problems,
}) => {
  const paths = await sitemapPaths(request);
  // One visit and hydration after another, so the time it needs grows with the sitemap: about
  // 1.2 s a page on a busy 2-core machine, where a fixed 2 minutes ran out at 99 pages.
  test.setTimeout(paths.length * 5_000);
  expect(paths.length).toBeGreaterThanOrEqual(routes.length - 2);
  // The theme's content wrapper, target of the skip link, on every kind of page; the first frame
  // waits for it to be parsed, so the page must name it and have it.
  const contentWrapper = '#__docusaurus_skipToContent_fallback';
  const firstFrameWaitsFor = page.locator('head link[rel="expect"][blocking="render"]');
  for (const path of paths) {
    await visit(page, path);
    await expect(firstFrameWaitsFor, path).toHaveAttribute('href', contentWrapper);
    await expect(page.locator(contentWrapper), path).toBeVisible();
    await expect(page, path).toHaveTitle(/ \| mem\.ai SDK$/);
  }
  expectNoProblems(problems);
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | mem.ai SDK');
});

const suffixedPaths: [suffixed: string, clean: string][] = [
  ['/docs/intro.html', '/docs/intro'],
  ['/docs/intro/index.html', '/docs/intro'],
  ['/docs/api/classes/MemClient.html', '/docs/api/classes/MemClient'],
  ['/blog/welcome/index.html', '/blog/welcome'],
];

for (const [suffixed, clean] of suffixedPaths) {
  test(`${suffixed} shows the same page as ${clean}`, async ({ page, problems }) => {
    await visit(page, suffixed);
    expect(new URL(page.url()).pathname).toBe(clean);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    expectNoProblems(problems);
  });
}

test('a client-side link to a .html path opens the clean page', async ({ page, problems }) => {
  await visit(page, '/');
  // Docusaurus's router strips .html and /index.html from a path before it matches a route.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/installation.html');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  expectNoProblems(problems);
});
