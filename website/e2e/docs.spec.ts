import { expect, expectNoProblems, test, visit } from './fixtures';

test('the API Reference sidebar category collapses and expands', async ({ page, problems }) => {
  await visit(page, '/docs/intro');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const expand = sidebar.getByRole('button', { name: "Expand sidebar category 'API Reference'" });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('button', { name: 'Client' })).toBeHidden();

  await expand.click();
  const collapse = sidebar.getByRole('button', {
    name: "Collapse sidebar category 'API Reference'",
  });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('button', { name: 'Client' })).toBeVisible();

  await collapse.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('button', { name: 'Client' })).toBeHidden();
  expectNoProblems(problems);
});

test('the sidebar category animates its height while it opens', async ({ page }) => {
  await visit(page, '/docs/intro');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('button', { name: "Expand sidebar category 'API Reference'" }).click();
  // The theme's Collapsible animates `height`; the transition is visible mid-way as an inline style.
  const list = sidebar
    .locator('.menu__list-item-collapsible', {
      has: page.getByRole('link', { name: 'API Reference', exact: true }),
    })
    .locator('xpath=following-sibling::ul[1]');
  await expect(list).toHaveCSS('transition-property', /height/);
});

test('the table of contents lists h2 and h3 headings but not h4', async ({ page, problems }) => {
  await visit(page, '/docs/api/classes/MemClient');
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc.getByRole('link', { name: 'Methods', exact: true })).toBeVisible(); // h2
  await expect(toc.getByRole('link', { name: 'memIt()' })).toBeVisible(); // h3
  // Each method's "Parameters" section is an h4.
  await expect(page.getByRole('heading', { level: 4, name: 'Parameters' }).first()).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Parameters' })).toHaveCount(0);
  expectNoProblems(problems);
});

test('breadcrumbs show where a reference page sits', async ({ page, problems }) => {
  await visit(page, '/docs/api/classes/MemClient');
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs.getByRole('link', { name: 'Home page' })).toBeVisible();
  await expect(breadcrumbs).toContainText('API Reference');
  await expect(breadcrumbs).toContainText('Client');
  await expect(breadcrumbs).toContainText('MemClient');
  expectNoProblems(problems);
});

test('a guide links to its source for editing and says when it last changed', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/installation');
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    'https://github.com/memai-sdk/memai-sdk/edit/main/website/docs/installation.mdx',
  );
  await expect(page.locator('.theme-last-updated')).toContainText(
    /Last updated on \w+ \d{1,2}, \d{4}/,
  );
  expectNoProblems(problems);
});

test('a reference page sends editors to the library source', async ({ page }) => {
  await visit(page, '/docs/api/classes/MemClient');
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    'https://github.com/memai-sdk/memai-sdk/tree/main/packages/sdk/src',
  );
});

test('previous and next links lead through the guides in order', async ({ page, problems }) => {
  await visit(page, '/docs/installation');
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pager.getByRole('link', { name: /Previous.*Introduction/ })).toHaveAttribute(
    'href',
    '/docs/intro',
  );
  await pager.getByRole('link', { name: /Next.*Your first note/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your first note' })).toBeVisible();
  expectNoProblems(problems);
});

test('the back-to-top button appears when scrolling back up a long page and returns to the top', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/your-first-note');
  // Until the reader scrolls, the button is there but hidden.
  const backToTop = page.getByRole('button', { name: 'Scroll back to top', includeHidden: true });
  await expect(backToTop).toBeHidden();
  // The theme offers it to readers who scroll back up after reading down the page. The scrolls
  // are instant (as a scrollbar drag or the End key without smooth scrolling are): the theme
  // stops the button's own scrolling for good when a scroll event finds the page no nearer its
  // top than the one before, which a wheel's smooth scroll, still settling on a busy machine,
  // can send in the middle of it.
  await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  // Two frames, so that the theme's scroll listener has seen the page down there: on a busy
  // machine both scrolls could otherwise reach it as one, from the top down to 2,700 px.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.evaluate(() => window.scrollBy({ top: -300, behavior: 'instant' }));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  // The theme scrolls a step each frame, some 40 frames from 2,700 px; a busy machine drawing a
  // long page without a GPU takes more than the default 5 s for them.
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 20_000 }).toBe(0);
  expectNoProblems(problems);
});

test("a code block's copy button copies its text", async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page, '/docs/installation');
  const block = page
    .locator('.theme-code-block')
    .filter({ hasText: "import { MemClient } from 'memai-sdk';" })
    .first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("import { MemClient } from 'memai-sdk';");
  expect(copied.trimEnd()).toBe((await block.locator('pre').innerText()).trimEnd());
  expectNoProblems(problems);
});

test('a code block hides the setup lines above its cut marker', async ({ page }) => {
  await visit(page, '/docs/installation');
  await expect(page.getByText("const apiKey = await secrets.get('mem-api-key');")).toBeVisible();
  await expect(page.getByText('declare const secrets')).toHaveCount(0);
  await expect(page.getByText('---cut---')).toHaveCount(0);
});

test('admonitions render with their kind and text', async ({ page, problems }) => {
  await visit(page, '/docs/installation');
  const danger = page.locator('.theme-admonition-danger');
  await expect(danger).toBeVisible();
  await expect(danger).toContainText('Never ship your API key to a browser');
  await expect(page.locator('.theme-admonition-warning')).toBeVisible();
  expectNoProblems(problems);
});

test('a first visit downloads no code for the pages its links lead to, and pointing at a link does', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/intro');
  await page.waitForLoadState('networkidle');
  const later: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) {
      later.push(request.url());
    }
  });
  // Every sidebar link of the guides is in view, and the reference's category opens more. The
  // keyboard opens it, so that the pointer rests on no link.
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('button', { name: "Expand sidebar category 'API Reference'" }).focus();
  await page.keyboard.press('Enter');
  await expect(sidebar.getByRole('link', { name: 'All exports' })).toBeVisible();
  await sidebar.evaluate((menu) => menu.scrollBy(0, 2000));
  await page.evaluate(() => window.scrollBy(0, 2000));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  expect(later).toEqual([]);

  const guideCode = page.waitForRequest((request) => request.url().endsWith('.js'));
  await sidebar.getByRole('link', { name: 'Working with collections' }).hover();
  await guideCode;
  await sidebar.getByRole('link', { name: 'Working with collections' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Working with collections' }),
  ).toBeVisible();
  expectNoProblems(problems);
});
