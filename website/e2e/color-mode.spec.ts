// Colour mode: light by default whatever the OS prefers, switched from the navbar,
// kept in localStorage under `theme`, synced across tabs, and back to light once cleared.
import type { Page } from '@playwright/test';
import { expect, expectNoProblems, test, visit } from './fixtures';

const html = (page: Page) => page.locator('html');
const colorModeSwitch = (page: Page) =>
  page.getByRole('button', { name: /^Switch between dark and light mode/ });

async function reload(page: Page): Promise<void> {
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-has-hydrated', 'true');
}

async function switchToDark(page: Page): Promise<void> {
  await colorModeSwitch(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
}

test.describe('when the operating system prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the site still opens in light mode', async ({ page, problems }) => {
    await visit(page, '/docs/intro');
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
      true,
    );
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(colorModeSwitch(page)).toHaveAccessibleName(/\(currently light mode\)$/);
    expectNoProblems(problems);
  });
});

test('stays light when the operating system turns dark while the page is open', async ({
  page,
}) => {
  await visit(page, '/docs/intro');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(colorModeSwitch(page)).toHaveAccessibleName(/\(currently light mode\)$/);
});

test('the navbar switch turns the site dark and then light again', async ({ page, problems }) => {
  await visit(page, '/docs/intro');
  await colorModeSwitch(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(colorModeSwitch(page)).toHaveAccessibleName(/\(currently dark mode\)$/);
  await colorModeSwitch(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(colorModeSwitch(page)).toHaveAccessibleName(/\(currently light mode\)$/);
  expectNoProblems(problems);
});

test('the chosen mode is saved and survives a reload', async ({ page, problems }) => {
  await visit(page, '/docs/intro');
  await switchToDark(page);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await reload(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expectNoProblems(problems);
});

test('after a reload in dark mode the switch announces dark mode', async ({ page }) => {
  await visit(page, '/docs/intro');
  await switchToDark(page);
  await reload(page);
  await expect(colorModeSwitch(page)).toHaveAccessibleName(/\(currently dark mode\)$/);
  await expect(colorModeSwitch(page)).toHaveAttribute('aria-pressed', 'true');
});

test('the chosen mode carries over to the next page', async ({ page, problems }) => {
  await visit(page, '/docs/intro');
  await switchToDark(page);
  await visit(page, '/docs/installation');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expectNoProblems(problems);
});

test('switching in one tab switches the other open tab too', async ({ page, context }) => {
  await visit(page, '/docs/intro');
  const otherTab = await context.newPage();
  await visit(otherTab, '/docs/installation');
  await expect(html(otherTab)).toHaveAttribute('data-theme', 'light');

  await switchToDark(page);
  await expect(html(otherTab)).toHaveAttribute('data-theme', 'dark');
  await expect(colorModeSwitch(otherTab)).toHaveAccessibleName(/\(currently dark mode\)$/);

  await colorModeSwitch(otherTab).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test('clearing the saved mode and reloading returns to light', async ({ page, problems }) => {
  await visit(page, '/docs/intro');
  await switchToDark(page);
  await page.evaluate(() => localStorage.clear());
  await reload(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(colorModeSwitch(page)).toHaveAccessibleName(/\(currently light mode\)$/);
  expectNoProblems(problems);
});
