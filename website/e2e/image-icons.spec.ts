// Icons drawn as images (Infima's, SVG data URLs) are each a document the browser builds on the
// page's main thread, so the stylesheet (src/css/custom.css) draws them only where they are seen.
import type { Page } from '@playwright/test';
import { expect, expectNoProblems, test, visit } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const menuButton = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });

/** The image each caret of the navbar's menu draws, `none` for none; after `action`, if given,
 * in the same task as it, so that a transition under way is seen before it ends. */
function caretImages(page: Page, action?: 'close'): Promise<{ open: boolean; images: string[] }> {
  return page.evaluate(async (closing) => {
    if (closing) {
      document.querySelector<HTMLElement>('.navbar-sidebar__close')?.click();
      // React renders the click's update in a microtask.
      await Promise.resolve();
    }
    const carets = document.querySelectorAll(
      '.navbar-sidebar :is(.menu__link--sublist-caret, .menu__caret)',
    );
    return {
      open: document.querySelector('.navbar-sidebar--show') !== null,
      images: Array.from(
        carets,
        (caret) =>
          getComputedStyle(caret, caret.matches('.menu__caret') ? '::before' : '::after')
            .backgroundImage,
      ),
    };
  }, action === 'close');
}

const drawn = (image: string) => image.startsWith('url(');

test('the search box draws one magnifier, its own, over no background image', async ({
  page,
  problems,
}) => {
  await visit(page, '/search?q=client');
  const box = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('textbox', { name: 'Search' });
  await expect(box).toHaveCSS('background-image', 'none');
  await expect(page.locator('.navbar__search svg').first()).toBeVisible();
  expectNoProblems(problems);
});

for (const path of ['/search?q=client', '/docs/intro']) {
  test(`on ${path}, the menu's carets are drawn while it is open or closing, not while closed`, async ({
    page,
    problems,
  }) => {
    await visit(page, path);
    // The theme renders the menu, closed, once the page has seen how wide the screen is.
    await expect(page.locator('.navbar-sidebar')).toBeAttached();
    const closed = await caretImages(page);
    expect(closed.images.length).toBeGreaterThan(0);
    expect(closed.images.filter(drawn)).toEqual([]);
    await menuButton(page).click();
    expect((await caretImages(page)).images.every(drawn)).toBe(true);
    // The menu fades out; its carets stay until it has.
    const closing = await caretImages(page, 'close');
    expect(closing.open).toBe(false);
    expect(closing.images.every(drawn)).toBe(true);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect.poll(async () => (await caretImages(page)).images.filter(drawn)).toEqual([]);
    expectNoProblems(problems);
  });
}
