// The test fixture every browser test uses. It watches the page for what a reader would call
// broken (console errors, uncaught exceptions, failed requests, requests to other origins) and,
// when a test fails, attaches the page's whole console log next to Playwright's screenshot.
import { writeFile } from 'node:fs/promises';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export type PageProblems = {
  consoleErrors: string[];
  uncaught: string[];
  failedRequests: string[];
  foreignRequests: string[];
};

export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page, context, baseURL }, use, testInfo) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const log: string[] = [];
      const problems: PageProblems = {
        consoleErrors: [],
        uncaught: [],
        failedRequests: [],
        foreignRequests: [],
      };
      page.on('console', (message) => {
        log.push(`[${message.type()}] ${message.text()}`);
        if (message.type() === 'error') problems.consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => {
        log.push(`[uncaught] ${error.stack ?? error.message}`);
        problems.uncaught.push(error.message);
      });
      page.on('requestfailed', (request) => {
        // The browser itself cancels what is still loading when the page goes away: the first
        // navigation of a redirect (such as /docs to /docs/intro), and the code a pointed-at
        // link preloads, if the reader moves on first. A server's failure reads differently.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        problems.failedRequests.push(
          `${request.url()} (${request.failure()?.errorText ?? 'failed'})`,
        );
      });
      page.on('response', (response) => {
        if (response.status() >= 400)
          problems.failedRequests.push(`${response.status()} ${response.url()}`);
      });
      page.on('request', (request) => {
        const { protocol, origin: requestOrigin } = new URL(request.url());
        if (protocol.startsWith('http') && requestOrigin !== origin) {
          problems.foreignRequests.push(request.url());
        }
      });
      await use(problems);
      // The next test gets this context again (reuseContext in playwright.config.ts), whose
      // reset keeps permissions a test granted, such as the clipboard's.
      await context.clearPermissions();
      if (testInfo.status !== testInfo.expectedStatus) {
        // Saved beside Playwright's screenshot in test-results/e2e/<test>/, and attached to the report.
        const path = testInfo.outputPath('console.log');
        await writeFile(path, log.join('\n'));
        await testInfo.attach('console.log', { path, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export { expect };

/** Opens `path` and waits until React has hydrated the server-rendered page. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Holds every request whose URL matches `url` from now on until the returned function is
 * called, except those whose response body `passes` (fetched at once to be read). */
export async function holdBack(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  passes?: (body: string) => boolean,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (passes === undefined) {
      await released;
      await route.continue();
      return;
    }
    const response = await route.fetch();
    if (!passes(await response.text())) await released;
    await route.fulfill({ response });
  });
  return release;
}

/** Records whether the page downloads, from now on, a script whose text includes `marker` (a
 * string only that library holds: scripts' names are numbers). */
export function watchForScript(page: Page, marker: string): { loaded: () => boolean } {
  let loaded = false;
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(marker)) loaded = true;
  });
  return { loaded: () => loaded };
}

/** Whether a script is the search worker's: the one that holds the search plugin's worker code,
 * with its check that the index comes from the page's origin. Scripts' names are numbers. */
export const isSearchWorkerScript = (body: string): boolean =>
  body.includes('Unexpected version url');

/** Asserts the page showed no error of any kind the fixture watches for. */
export function expectNoProblems(problems: PageProblems): void {
  expect(problems).toEqual({
    consoleErrors: [],
    uncaught: [],
    failedRequests: [],
    foreignRequests: [],
  });
}

/** The links among `hrefs` that do not end at a page (after redirects), as "status href". */
export async function brokenLinks(
  request: APIRequestContext,
  hrefs: Iterable<string>,
  origin = '',
): Promise<string[]> {
  const broken: string[] = [];
  for (const href of hrefs) {
    const response = await request.get(`${origin}${href}`);
    if (response.status() !== 200) broken.push(`${response.status()} ${href}`);
  }
  return broken;
}

/** The path of every page the build lists in its sitemap. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
}
