// A page's content reaches React as HTML wherever nothing in it responds to the reader
// (src/speed/static-html/rehype.ts, src/theme/CodeBlock/Line): the server's HTML and what a
// client-side navigation renders must be the same page, and what does respond must still work.
// A long page's HTML is left out of its code (src/speed/static-html/static-html.ts): a first
// visit reads it from the page, and a navigation fetches it.
import type { Page } from '@playwright/test';
import { expect, expectNoProblems, test, visit } from './fixtures';

const guide = '/docs/guides/reading-and-listing-notes';
const guideTitle = 'Reading and listing notes';

/**
 * What a reader gets of the page's article: its markup, headings' ids and copy buttons. Styles
 * are written as the browser reads them: React writes the server's as text (`color:#000000`)
 * and sets a page's it renders in the browser one property at a time (`color: rgb(0, 0, 0);`).
 * Comments are left out: the server's HTML has one between two adjacent texts, to keep them two.
 */
async function article(page: Page) {
  const content = page.locator('article');
  return {
    html: await content.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const styled of Array.from(copy.querySelectorAll<HTMLElement>('[style]'))) {
        styled.setAttribute('style', styled.style.cssText);
      }
      const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
      const found: Node[] = [];
      while (comments.nextNode()) found.push(comments.currentNode);
      for (const comment of found) comment.parentNode?.removeChild(comment);
      return copy.innerHTML;
    }),
    headingIds: await content
      .locator('h2, h3')
      .evaluateAll((headings) => headings.map((heading) => heading.id)),
    codeBlocks: await content.locator('pre').count(),
    copyButtons: await content.getByRole('button', { name: 'Copy code to clipboard' }).count(),
  };
}

/** The requests for a content module's HTML that `page` makes from now on. */
function htmlRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/static-html/'))
      urls.push(request.url());
  });
  return urls;
}

test('a guide reached by a link is the same guide as one loaded directly', async ({
  page,
  context,
  problems,
}) => {
  const fetched = htmlRequests(page);
  await visit(page, guide);
  const direct = await article(page);
  // The server wrote the guide's HTML into the page, and the page renders it from there.
  expect(await page.locator('article [data-static-html]').count()).toBeGreaterThan(10);
  expect(fetched).toEqual([]);
  expect(direct.codeBlocks).toBeGreaterThan(5);
  expect(direct.copyButtons).toBe(direct.codeBlocks);

  await visit(page, '/docs/intro');
  expect(fetched).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: guideTitle })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: guideTitle })).toBeVisible();
  // The guide's HTML, which the navigation fetched.
  expect(fetched).toHaveLength(1);
  // Code a navigation brings shows as plain text until the highlighter has loaded.
  await expect(page.locator('article pre .token.keyword').first()).toBeVisible();
  const navigated = await article(page);
  expect(navigated.headingIds).toEqual(direct.headingIds);
  expect(navigated.codeBlocks).toBe(direct.codeBlocks);
  expect(navigated.copyButtons).toBe(direct.copyButtons);
  expect(navigated.html).toBe(direct.html);

  // Its code blocks copy their text, as those of a page loaded directly do.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const block = page.locator('article .theme-code-block').first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trimEnd()).toBe((await block.locator('pre').innerText()).trimEnd());
  // A hydration that did not match the server's HTML would have logged an error.
  expectNoProblems(problems);
});

test('the first page, shown again by a link, is the page it was', async ({ page, problems }) => {
  const fetched = htmlRequests(page);
  await visit(page, '/docs/intro');
  const direct = await article(page);
  expect(await page.locator('article [data-static-html]').count()).toBeGreaterThan(5);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: guideTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: guideTitle })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Introduction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  expect((await article(page)).html).toBe(direct.html);
  // The introduction's HTML came from the page it was first shown in; only the guide's loaded.
  expect(fetched).toHaveLength(1);
  expectNoProblems(problems);
});

test("tabs switch on a page whose content hydrated from the server's HTML", async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/installation');
  const tabs = page.getByRole('tablist').first();
  await tabs.getByRole('tab', { name: 'pnpm' }).click();
  await expect(tabs.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('pnpm add memai-sdk')).toBeVisible();
  await expect(page.getByText('npm install memai-sdk')).toBeHidden();
  expectNoProblems(problems);
});
