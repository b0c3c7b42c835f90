// The "Command line" section of the docs: its pages are in the sidebar, and the command
// reference, generated from memai-cli's definitions, shows each command with its options.
import { seriousViolations } from './axe';
import { expect, expectNoProblems, test, visit } from './fixtures';

test('the sidebar leads through the command-line pages to the reference', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/intro');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Getting started', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Getting started with memai' }),
  ).toBeVisible();
  await expect(page.getByText('npm install -g memai-cli')).toBeVisible();

  await sidebar.getByRole('link', { name: 'Scripting', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scripting with memai' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('rate limit or daily quota is used up');

  await sidebar.getByRole('link', { name: 'Command reference' }).click();
  await expect(page).toHaveURL('/docs/cli/reference');
  await expect(page.getByRole('heading', { level: 1, name: 'Command reference' })).toBeVisible();
  expectNoProblems(problems);
});

test('the reference shows `memai notes list` with its options and an example', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/cli/reference');
  const toc = page.locator('.table-of-contents').first();
  await toc.getByRole('link', { name: 'memai notes list', exact: true }).click();
  await expect(page).toHaveURL('/docs/cli/reference#memai-notes-list');
  const heading = page.getByRole('heading', { level: 3, name: 'memai notes list' });
  await expect(heading).toBeInViewport();

  // Only `notes list` filters by dates; `collections list` has the same --order-by and --limit.
  const options = page
    .getByRole('table')
    .filter({ has: page.getByRole('cell', { name: '--created-after <time>' }) });
  await expect(options.getByRole('row', { name: /--order-by <field>/ })).toContainText(
    'One of updated_at, created_at. Default: updated_at.',
  );
  for (const flag of ['--collection <id>', '--limit <n>', '--all', '--json']) {
    await expect(options.getByRole('cell', { name: flag, exact: true })).toBeVisible();
  }
  await expect(page.getByText('memai notes list --all --json | jq -r .title')).toBeVisible();
  expectNoProblems(problems);
});

// Not in site-routes.ts, whose accessibility test checks each page four times over: with this
// page's fifty-odd tables that takes over a minute on a busy machine. One pass covers its markup;
// its colours are the theme's, which the other pages check in both modes.
test('the reference has no serious accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await visit(page, '/docs/cli/reference');
  expect(await seriousViolations(page)).toEqual([]);
});
