import { expect, expectNoProblems, sitemapPaths, test, visit } from './fixtures';
import { routes } from './site-routes';

// Every page the site has, visited once each: the pages of sitemap.xml and the routes the site
// promises (site-routes.ts), which show their screen too. A visit and hydration after another, so
// the pages are dealt out to a few tests, which the workers share.
const sweepParts = 4;
// The theme's content wrapper, target of the skip link, on every kind of page; the first frame
// waits for it to be parsed, so the page must name it and have it.
const contentWrapper = '#__docusaurus_skipToContent_fallback';

for (let part = 1; part <= sweepParts; part++) {
  test(`every URL in sitemap.xml and every route the site promises renders and hydrates without errors, the routes showing their screen (part ${part} of ${sweepParts})`, async ({
    page,
    request,
    problems,
  }) => {
    const sitemap = await sitemapPaths(request);
    expect(sitemap.length).toBeGreaterThanOrEqual(routes.length - 2);
    const promised = new Map(routes.map((route) => [route.path, route]));
    const paths = [...new Set([...sitemap, ...promised.keys()])]
      .sort()
      .filter((_, index) => index % sweepParts === part - 1);
    // About 1.2 s a page on a busy 2-core machine.
    test.setTimeout(paths.length * 5_000);
    const firstFrameWaitsFor = page.locator('head link[rel="expect"][blocking="render"]');
    for (const path of paths) {
      await visit(page, path);
      const route = promised.get(path);
      if (route !== undefined) {
        const { heading, title, headingLevel = 1 } = route;
        await expect(
          page.getByRole('heading', { level: headingLevel, name: heading }).first(),
          path,
        ).toBeVisible();
        await expect(page, path).toHaveTitle(title);
      }
      if (sitemap.includes(path)) {
        await expect(firstFrameWaitsFor, path).toHaveAttribute('href', contentWrapper);
        await expect(page.locator(contentWrapper), path).toBeVisible();
        await expect(page, path).toHaveTitle(/ \| mem\.ai SDK$/);
      }
    }
    expectNoProblems(problems);
  });
}

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
