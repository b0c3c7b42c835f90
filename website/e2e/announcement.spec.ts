// The dismissible announcement bar above the navbar on every page: shown until the reader closes
// it, kept closed through localStorage, and shown again once the bar's id changes.
import type { Page } from '@playwright/test';
import sdkPackage from 'memai-sdk/package.json';
import { expect, expectNoProblems, test, visit } from './fixtures';

const text = `memai-sdk ${sdkPackage.version} is out, on Mem's API v2: notes, collections, search, and edits that never overwrite someone else's.`;

const announcement = (page: Page) => page.getByRole('banner').filter({ hasText: text });
const closeButton = (page: Page) =>
  announcement(page).getByRole('button', { name: 'Close', exact: true });

async function reload(page: Page): Promise<void> {
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

async function dismiss(page: Page): Promise<void> {
  await closeButton(page).click();
  await expect(announcement(page)).toBeHidden();
}

test('shows the announcement on a first visit', async ({ page, problems }) => {
  await visit(page, '/docs/intro');
  await expect(announcement(page)).toBeVisible();
  await expect(closeButton(page)).toBeVisible();
  expectNoProblems(problems);
});

test('links from the announcement to the first-note tutorial', async ({ page, problems }) => {
  await visit(page, '/docs/intro');
  await announcement(page).getByRole('link', { name: 'Write your first note' }).click();
  await expect(page).toHaveURL('/docs/your-first-note');
  await expect(page.getByRole('heading', { level: 1, name: 'Your first note' })).toBeVisible();
  expectNoProblems(problems);
});

test('the close button hides the announcement', async ({ page, problems }) => {
  await visit(page, '/docs/intro');
  await closeButton(page).click();
  await expect(announcement(page)).toBeHidden();
  expectNoProblems(problems);
});

test('a dismissed announcement stays hidden after a reload', async ({ page, problems }) => {
  await visit(page, '/docs/intro');
  await dismiss(page);
  await reload(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  await expect(announcement(page)).toBeHidden();
  expectNoProblems(problems);
});

test('a dismissed announcement stays hidden on the next page', async ({ page, problems }) => {
  await visit(page, '/docs/intro');
  await dismiss(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'mem.ai SDK' })).toBeVisible();
  await expect(announcement(page)).toBeHidden();
  expectNoProblems(problems);
});

test('an announcement with a new id shows again after an older one was dismissed', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/intro');
  await dismiss(page);
  // What a reader's storage holds once the site ships a bar with an id other than the one they
  // dismissed.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-bar'));
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe(
    'true',
  );
  await reload(page);
  await expect(announcement(page)).toBeVisible();
  expectNoProblems(problems);
});
