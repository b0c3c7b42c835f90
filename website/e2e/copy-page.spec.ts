// The "Copy page" menu beside each docs page's and blog post's title: it copies the page's
// Markdown twin, links to it, and opens ChatGPT or Claude with a prompt naming it; by keyboard,
// for screen readers, in both colour modes, at phone width, without moving the page as it loads.
import type { Page } from '@playwright/test';
import { seriousViolations, useColorMode } from './axe';
import { expect, expectNoProblems, sitemapPaths, test, visit } from './fixtures';

const reference = '/docs/api/classes/MemClient';
const post = '/blog/welcome';

const menuButton = (page: Page) => page.getByRole('button', { name: 'Copy page', exact: true });
const menu = (page: Page) => page.getByRole('menu', { name: 'Copy page' });
const item = (page: Page, name: string) => menu(page).getByRole('menuitem', { name });

/** The site's own URL as the build knows it (its canonical links), for absolute twin URLs. */
async function siteOrigin(page: Page): Promise<string> {
  const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
  return new URL(canonical ?? '').origin;
}

test.describe('the Copy page menu', () => {
  test('puts the Markdown twin of the page on the clipboard', async ({
    page,
    context,
    request,
    problems,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, reference);
    await menuButton(page).click();
    await item(page, 'Copy page as Markdown').click();
    await expect(item(page, 'Copied')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Copied the page as Markdown');
    const twin = await (await request.get(`${reference}.md`)).text();
    expect(twin).toMatch(/^# /);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expectNoProblems(problems);
  });

  test('says so when the page could not be copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/*.md', (route) => route.abort());
    await visit(page, reference);
    await menuButton(page).click();
    await item(page, 'Copy page as Markdown').click();
    await expect(page.getByRole('status')).toHaveText(/Could not copy/);
  });

  for (const path of [reference, post]) {
    test(`links ${path} to its twin and to ChatGPT and Claude with a prompt naming the twin`, async ({
      page,
      request,
      problems,
    }) => {
      await visit(page, path);
      const twinUrl = `${await siteOrigin(page)}${path}.md`;
      await menuButton(page).click();
      await expect(item(page, 'View as Markdown')).toHaveAttribute('href', `${path}.md`);
      const twin = await request.get(`${path}.md`);
      expect(twin.status()).toBe(200);
      expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      for (const [name, address] of [
        ['Open in ChatGPT', 'https://chatgpt.com/'],
        ['Open in Claude', 'https://claude.ai/new'],
      ] as const) {
        const href = new URL((await item(page, name).getAttribute('href')) ?? '');
        expect(`${href.origin}${href.pathname}`, name).toBe(address);
        expect(href.searchParams.get('q'), name).toContain(twinUrl);
        await expect(item(page, name)).toHaveAttribute('target', '_blank');
      }
      expectNoProblems(problems);
    });
  }

  test('names the page the reader is on after moving to it within the site', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'Installation' }).click();
    await expect(page).toHaveURL(/\/docs\/installation$/);
    // The new page's button, not the one of the page being left: on a busy machine the address
    // changes a moment before the new page is drawn.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    await menuButton(page).click();
    await expect(item(page, 'View as Markdown')).toHaveAttribute('href', '/docs/installation.md');
    expectNoProblems(problems);
  });

  test('works from the keyboard and gives focus back on Escape', async ({ page, problems }) => {
    await visit(page, '/docs/intro');
    await menuButton(page).focus();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton(page)).toHaveAttribute(
      'aria-controls',
      (await menu(page).getAttribute('id')) ?? 'missing',
    );
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'View as Markdown')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item(page, 'Open in Claude')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'Open in Claude')).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    await expect(item(page, 'View as Markdown')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    // ArrowUp on the button opens the menu at its last item.
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'Open in Claude')).toBeFocused();
    // Tabbing past the last item leaves the menu, which closes.
    await page.keyboard.press('Tab');
    await expect(menu(page)).toBeHidden();
    expectNoProblems(problems);
  });

  test('closes when the reader clicks elsewhere', async ({ page, problems }) => {
    await visit(page, '/docs/intro');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    expectNoProblems(problems);
  });

  test('loads its code only when the reader reaches for it', async ({ page, problems }) => {
    // The menu's code is the script that holds its items' labels.
    const menuCode: string[] = [];
    const scriptsRead: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!/\/assets\/js\/[^/]+\.js$/.test(response.url())) return;
      scriptsRead.push(
        response.text().then((code) => {
          if (code.includes('Open in Claude')) menuCode.push(response.url());
        }),
      );
    });
    await visit(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    await Promise.all(scriptsRead);
    expect(menuCode).toEqual([]);
    await menuButton(page).hover();
    await expect.poll(() => menuCode.length).toBe(1);
    expectNoProblems(problems);
  });

  test('has no serious accessibility violations while open, in light and dark mode', async ({
    page,
  }) => {
    // Two axe scans of the largest reference page take some 20 s alone, and up to half as long
    // again beside the other worker's scans: the time the site's other axe tests have.
    test.setTimeout(90_000);
    await visit(page, reference);
    for (const mode of ['light', 'dark'] as const) {
      await useColorMode(page, mode);
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      expect(await seriousViolations(page), mode).toEqual([]);
    }
  });

  test.describe('at 360 px wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    for (const path of [reference, post]) {
      test(`fits ${path} open, with no sideways scrolling`, async ({ page, problems }) => {
        await visit(page, path);
        await menuButton(page).click();
        await expect(item(page, 'Open in Claude')).toBeInViewport({ ratio: 1 });
        await expect(menuButton(page)).toBeInViewport({ ratio: 1 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        expectNoProblems(problems);
      });
    }
  });

  for (const path of ['/docs/intro', post]) {
    test(`leaves the title of ${path} where the server put it`, async ({ page, browser }) => {
      const boxes = async (target: Page) => ({
        title: await target.getByRole('heading', { level: 1 }).boundingBox(),
        button: await menuButton(target).boundingBox(),
      });
      const serverOnly = await browser.newContext({ javaScriptEnabled: false });
      const before = await serverOnly.newPage();
      await before.goto(path);
      const server = await boxes(before);
      await serverOnly.close();
      await visit(page, path);
      expect(server.button).not.toBeNull();
      expect(await boxes(page)).toEqual(server);
    });
  }

  test('is on every docs page and blog post of the sitemap, and only there', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const found = { doc: 0, post: 0 };
    for (const path of await sitemapPaths(request)) {
      const html = await (await request.get(path)).text();
      const kind = /<html[^>]*\bdocs-doc-page\b/.test(html)
        ? 'doc'
        : /<html[^>]*\bblog-post-page\b/.test(html)
          ? 'post'
          : undefined;
      const buttons = html.match(/aria-haspopup=["']?menu["']?[^>]*>Copy page</g) ?? [];
      expect(buttons.length, path).toBe(kind === undefined ? 0 : 1);
      if (kind !== undefined) found[kind]++;
    }
    expect(found.doc).toBeGreaterThan(60);
    expect(found.post).toBeGreaterThanOrEqual(4);
  });
});
