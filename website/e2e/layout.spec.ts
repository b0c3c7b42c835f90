// Desktop and mobile layouts: wider than 996 px the navbar shows its items; at
// 996 px and below they move into a slide-in sidebar behind the menu button, which closes on
// browser Back and when the window grows to desktop width.
import type { Page } from '@playwright/test';
import sdkPackage from 'memai-sdk/package.json';
import { expect, expectNoProblems, test, visit } from './fixtures';

/** The docs version dropdown's label: the library's version. */
const versionLabel = `v${sdkPackage.version}`;

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });

/** The navbar's links, by accessible name. */
const items = ['Home', 'Getting Started', 'Reference', 'Blog', 'Source repository on GitHub'];

const item = (page: Page, name: string) => navbar(page).getByRole('link', { name, exact: true });

/** Visible and on screen: the closed sidebar's items are hidden, but sliding panels are not. */
async function expectItemsVisible(page: Page): Promise<void> {
  for (const name of items) {
    await expect(item(page, name)).toBeVisible();
    await expect(item(page, name)).toBeInViewport();
  }
}

async function expectItemsHidden(page: Page): Promise<void> {
  for (const name of items) {
    await expect(item(page, name)).toBeHidden();
  }
}

async function openMenu(page: Page): Promise<void> {
  await menuButton(page).click();
  await expectItemsVisible(page);
}

for (const width of [1280, 997]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('shows the navbar items and no menu button', async ({ page, problems }) => {
      await visit(page, '/docs/intro');
      await expectItemsVisible(page);
      await expect(navbar(page).getByRole('button', { name: 'English' })).toBeVisible();
      await expect(navbar(page).getByRole('button', { name: versionLabel })).toBeVisible();
      await expect(menuButton(page)).toBeHidden();
      expectNoProblems(problems);
    });
  });
}

for (const viewport of [
  { width: 996, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('hides the navbar items behind the menu button', async ({ page, problems }) => {
      await visit(page, '/');
      await expect(menuButton(page)).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expectItemsHidden(page);
      expectNoProblems(problems);
    });

    test('the menu button opens a sidebar with the navbar items', async ({ page, problems }) => {
      await visit(page, '/');
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expectItemsVisible(page);
      expectNoProblems(problems);
    });
  });
}

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('on a docs page opens on the docs sidebar, with a way back to the navbar items', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    await menuButton(page).click();
    await expect(item(page, 'Installation')).toBeInViewport();
    await expect(item(page, 'Reference')).not.toBeInViewport();
    await navbar(page).getByRole('button', { name: 'Back to main menu' }).click();
    await expectItemsVisible(page);
    await expect(item(page, 'Installation')).not.toBeInViewport();
    expectNoProblems(problems);
  });

  test('opens a page from the menu and closes', async ({ page, problems }) => {
    await visit(page, '/');
    await openMenu(page);
    await item(page, 'Reference').click();
    await expect(page).toHaveURL('/docs/api/');
    await expect(page.getByRole('heading', { level: 1, name: 'memai-sdk' })).toBeVisible();
    await expectItemsHidden(page);
    expectNoProblems(problems);
  });

  test('closes with its close button', async ({ page, problems }) => {
    await visit(page, '/');
    await openMenu(page);
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expectItemsHidden(page);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    expectNoProblems(problems);
  });

  test('closes on browser Back and keeps the current page', async ({ page, problems }) => {
    await visit(page, '/docs/intro');
    // Reach a second page within the app (a client-side navigation), so that Back stays in it.
    await navbar(page).getByRole('link', { name: 'mem.ai SDK' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'mem.ai SDK' })).toBeVisible();
    await openMenu(page);
    await page.goBack();
    await expectItemsHidden(page);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'mem.ai SDK' })).toBeVisible();
    expectNoProblems(problems);
  });

  test('closes when the window grows to desktop width', async ({ page, problems }) => {
    await visit(page, '/');
    await openMenu(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menuButton(page)).toBeHidden();
    // The menu button is out of sight on desktop, but still tells whether the menu is open. CSS
    // hides the button at once, while the menu closes when the page has seen the new width: until
    // then its copies of the navbar's links are still there.
    await expect(
      page.getByRole('button', { name: 'Toggle navigation bar', includeHidden: true }),
    ).toHaveAttribute('aria-expanded', 'false');
    await expectItemsVisible(page);
    // Back at mobile width, the menu stays closed.
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(menuButton(page)).toBeVisible();
    await expectItemsHidden(page);
    expectNoProblems(problems);
  });
});
