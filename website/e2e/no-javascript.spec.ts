// With JavaScript off (blocked, failed, or a reader's choice), every page is still its
// server-rendered HTML: the content is there to read and the links lead to real pages.
import { brokenLinks, expect, test } from './fixtures';
import { routes } from './site-routes';

test.use({ javaScriptEnabled: false });

// /search fills in its results with JavaScript; without it the page can only show its form.
const contentRoutes = routes.filter(({ path }) => !path.startsWith('/search'));

for (const { path, heading, title, headingLevel = 1 } of contentRoutes) {
  test(`${path} is readable without JavaScript`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expect(page).toHaveTitle(title);
    await expect(
      page.getByRole('heading', { level: headingLevel, name: heading }).first(),
    ).toBeVisible();
    const main = page.locator('main').first();
    expect((await main.innerText()).trim().length, 'text in <main>').toBeGreaterThan(40);
    // The navbar and footer are links to follow, not controls that need a script.
    for (const name of ['Getting Started', 'Reference', 'Blog']) {
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).first(),
      ).toHaveAttribute('href', /^\//);
    }
    await expect(
      page.locator('footer').getByRole('link', { name: 'Your first note' }),
    ).toBeVisible();
  });
}

test("every link in the pages' HTML leads to a page that exists", async ({ request }) => {
  test.setTimeout(120_000);
  // The server-rendered HTML is what a reader without JavaScript follows. Read from the response
  // rather than the page: /docs redirects with <meta http-equiv="refresh"> even without scripts.
  const targets = new Set<string>();
  for (const { path } of contentRoutes) {
    const html = await (await request.get(path)).text();
    for (const [, href = ''] of html.matchAll(/<a\s[^>]*?href=["']?(\/[^"'\s>]*)/g)) {
      targets.add(href.split('#')[0] ?? href);
    }
  }
  expect(targets.size).toBeGreaterThan(40);
  expect(await brokenLinks(request, targets)).toEqual([]);
});

test('the search page without JavaScript still offers its search box', async ({ page }) => {
  await page.goto('/search?q=client');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
