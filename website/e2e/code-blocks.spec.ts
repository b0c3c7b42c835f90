import type { Page } from '@playwright/test';
import { expect, expectNoProblems, test, visit, watchForScript } from './fixtures';

/** Records whether the page downloads Prism, the code highlighter, from now on: by a setting
 * only Prism's core reads. */
const watchForHighlighter = (page: Page) => watchForScript(page, 'disableWorkerMessageHandler');

/** The first keyword of the page's first TypeScript code block. */
const firstKeyword = (page: Page) =>
  page.locator('pre.language-ts .token.keyword', { hasText: 'import' }).first();

test('a page hydrates its highlighted code blocks without downloading the highlighter', async ({
  page,
  problems,
}) => {
  const highlighter = watchForHighlighter(page);
  await visit(page, '/docs/guides/collections');
  await page.waitForLoadState('networkidle');
  await expect(firstKeyword(page)).toBeVisible();
  const lightColour = await firstKeyword(page).evaluate((token) => getComputedStyle(token).color);
  expect(highlighter.loaded()).toBe(false);

  // The colours follow the colour mode from the tokens the page already has.
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(firstKeyword(page)).not.toHaveCSS('color', lightColour);
  await page.waitForLoadState('networkidle');
  expect(highlighter.loaded()).toBe(false);
  // A hydration that did not match the HTML would have logged an error.
  expectNoProblems(problems);
});

test("a page opened in dark mode shows its code in the dark theme's colours", async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/guides/collections');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const darkColour = await firstKeyword(page).evaluate((token) => getComputedStyle(token).color);

  // The reader's choice is kept, so the page opens dark this time, from HTML whose code the
  // server coloured for light mode.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(firstKeyword(page)).toHaveCSS('color', darkColour);
  expectNoProblems(problems);
});

test('code that a client-side navigation brings is highlighted once the highlighter loads', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/intro');
  const highlighter = watchForHighlighter(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Working with collections' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Working with collections' }),
  ).toBeVisible();
  await expect(firstKeyword(page)).toBeVisible();
  await expect.poll(() => highlighter.loaded()).toBe(true);
  expectNoProblems(problems);
});
