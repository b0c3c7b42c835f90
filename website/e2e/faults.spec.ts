// How the site behaves when things go wrong around it: slow route chunks (the progress bar shows
// only after its delay), failing route chunks (a warning and a reload, never an uncaught error),
// browser storage that throws, hostile search queries in the URL, and a search index that cannot
// be loaded.
import type { Page, Request } from '@playwright/test';
import { expect, expectNoProblems, holdBack, isSearchWorkerScript, test, visit } from './fixtures';

/** Every JavaScript chunk of the build: route code and route data are both loaded as chunks. */
const jsChunks = /\/assets\/js\/[^/?#]+\.js(?:[?#]|$)/;

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name, exact: true });
const progressBar = (page: Page) => page.locator('#nprogress .bar');
const installationHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Installation' });

test.describe('route-change progress bar', () => {
  test('a navigation that is still loading shows the progress bar, which goes once the new page renders', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    // Hold back every chunk the next route needs until the bar has been seen.
    const releaseChunks = await holdBack(page, jsChunks);
    await sidebarLink(page, 'Installation').click();
    await expect(progressBar(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    releaseChunks();
    await expect(installationHeading(page)).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expectNoProblems(problems);
  });

  test('the progress bar appears only once a navigation has taken 200 ms', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    await page.evaluate(() => {
      const times: { click?: number; bar?: number } = {};
      Object.assign(window, { progressTimes: times });
      document.addEventListener('click', () => (times.click ??= performance.now()), true);
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) times.bar ??= performance.now();
      }).observe(document.body, { childList: true });
    });
    const releaseChunks = await holdBack(page, jsChunks);
    await sidebarLink(page, 'Installation').click();
    await expect(progressBar(page)).toBeVisible();
    releaseChunks();
    const times = await page.evaluate(
      () =>
        (window as unknown as { progressTimes: { click?: number; bar?: number } }).progressTimes,
    );
    expect(times.click).toBeDefined();
    expect(times.bar).toBeDefined();
    // Timer resolution in the browser is coarse (100 µs and jitter); allow a few milliseconds.
    expect((times.bar ?? 0) - (times.click ?? 0)).toBeGreaterThanOrEqual(195);
    await expect(installationHeading(page)).toBeVisible();
    expectNoProblems(problems);
  });

  test('a navigation to an already loaded page shows no progress bar', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    await sidebarLink(page, 'Installation').click();
    await expect(installationHeading(page)).toBeVisible();
    await sidebarLink(page, 'Introduction').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    await page.evaluate(() => {
      const seen = { bar: false };
      Object.assign(window, { progressSeen: seen });
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) seen.bar = true;
      }).observe(document.body, { childList: true });
    });
    // Both routes' chunks are loaded now, so this navigation completes at once; once the page
    // has rendered, the bar's 200 ms timer has been cleared and it can no longer appear.
    await sidebarLink(page, 'Installation').click();
    await expect(installationHeading(page)).toBeVisible();
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: { bar: boolean } }).progressSeen,
    );
    expect(seen.bar).toBe(false);
    expectNoProblems(problems);
  });
});

test.describe('route chunk that fails to load', () => {
  /**
   * Opens `path`, then fails every chunk request until the browser starts loading a new document:
   * the reload. Nothing fails before the page has hydrated and every chunk it asked for has
   * arrived, so that only the navigation's chunks fail. (The page requests no chunk of its own
   * after that: links load their page's code only when pointed at.)
   */
  async function visitThenFailChunksUntilReload(page: Page, path: string): Promise<void> {
    const loading = new Set<Request>();
    page.on('request', (request) => {
      if (jsChunks.test(request.url())) loading.add(request);
    });
    page.on('requestfinished', (request) => loading.delete(request));
    page.on('requestfailed', (request) => loading.delete(request));
    await visit(page, path);
    await expect.poll(() => [...loading].map((request) => request.url())).toEqual([]);
    let reloading = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloading = true;
    });
    await page.route(jsChunks, (route) => (reloading ? route.continue() : route.abort()));
  }

  test("a long page's HTML that fails to load: a warning and a reload, as for its code", async ({
    page,
    problems,
  }) => {
    // The guide's code loads; the HTML of its content, which a first visit reads from the page
    // the server wrote, is a file of its own for a navigation
    // (src/speed/static-html/static-html.ts).
    await visit(page, '/docs/intro');
    let reloading = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloading = true;
    });
    await page.route('**/assets/static-html/**', (route) =>
      reloading ? route.continue() : route.abort(),
    );
    const warning = page.waitForEvent('console', (message) => message.type() === 'warning');
    const guide = '/docs/guides/reading-and-listing-notes';
    const reload = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === guide,
    );
    await sidebarLink(page, 'Reading and listing notes').focus();
    await page.keyboard.press('Enter');
    expect((await warning).text()).toMatch(/^ChunkLoadError: Could not load \S+\/static-html\//);
    await reload;
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reading and listing notes' }),
    ).toBeVisible();
    expect(problems.uncaught).toEqual([]);
  });

  // Following the link from the keyboard leaves out the mouse-over preload, so this is the
  // navigation alone: Docusaurus's PendingNavigation warns and reloads.
  test('logs a warning and reloads the page at the new address', async ({ page, problems }) => {
    await visitThenFailChunksUntilReload(page, '/docs/intro');
    const warning = page.waitForEvent('console', (message) => message.type() === 'warning');
    const reload = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() && new URL(request.url()).pathname === '/docs/installation',
    );
    await sidebarLink(page, 'Installation').focus();
    await page.keyboard.press('Enter');
    expect((await warning).text()).toMatch(/^ChunkLoadError: Loading chunk \S+ failed/);
    await reload;
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(installationHeading(page)).toBeVisible();
    expect(problems.uncaught).toEqual([]);
  });

  test('a link clicked with the mouse reloads the page without an uncaught error', async ({
    page,
    problems,
  }) => {
    await visitThenFailChunksUntilReload(page, '/docs/intro');
    const reload = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() && new URL(request.url()).pathname === '/docs/installation',
    );
    await sidebarLink(page, 'Installation').click();
    await reload;
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(installationHeading(page)).toBeVisible();
    // What the reader gets is a warning and a reload; an uncaught error would be a failure.
    expect(problems.uncaught).toEqual([]);
  });
});

test.describe('browser storage that throws', () => {
  const failures: [name: string, script: () => void][] = [
    [
      'Storage methods that throw',
      () => {
        const refuse = () => {
          throw new DOMException('Storage is disabled', 'SecurityError');
        };
        for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
          Object.defineProperty(Storage.prototype, method, { value: refuse });
        }
      },
    ],
    [
      'window.localStorage and sessionStorage that throw on access',
      () => {
        for (const property of ['localStorage', 'sessionStorage']) {
          Object.defineProperty(window, property, {
            get() {
              throw new DOMException('Storage is disabled', 'SecurityError');
            },
          });
        }
      },
    ],
  ];

  for (const [name, script] of failures) {
    test.describe(`with ${name}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(script);
      });

      test('pages still render and hydrate', async ({ page, problems }) => {
        const pages: [path: string, heading: string][] = [
          ['/', 'mem.ai SDK'],
          ['/docs/intro', 'Introduction'],
          ['/blog/welcome', 'Welcome'],
          ['/search?q=client', 'Search results for "client"'],
        ];
        for (const [path, heading] of pages) {
          await visit(page, path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        }
        // A console warning is expected here; only an uncaught error is a failure.
        expect(problems.uncaught).toEqual([]);
      });

      test('the colour-mode switch still toggles between light and dark', async ({
        page,
        problems,
      }) => {
        await visit(page, '/docs/intro');
        const html = page.locator('html');
        const colourSwitch = page.getByRole('button', {
          name: /switch between dark and light mode/i,
        });
        await expect(html).toHaveAttribute('data-theme', 'light');
        await colourSwitch.click();
        await expect(html).toHaveAttribute('data-theme', 'dark');
        await colourSwitch.click();
        await expect(html).toHaveAttribute('data-theme', 'light');
        expect(problems.uncaught).toEqual([]);
      });
    });
  }
});

test.describe('hostile search queries in the URL', () => {
  const queries: [name: string, query: string][] = [
    ['an img tag with an onerror handler', '<img src=x onerror=alert(1)>'],
    ['a script tag that closes an attribute first', '"><script>alert(1)</script>'],
    ['a 10 000-character query', `${'note '.repeat(1999)}notes`],
    ['emoji', '📝 note 🚀✨ client 👩‍💻'],
    ['Arabic right-to-left text', 'مرحبا بالعالم client'],
    ['Hebrew right-to-left text', 'שלום עולם note'],
  ];

  for (const [name, query] of queries) {
    test(`${name} is shown as text in the search page and runs nothing`, async ({
      page,
      problems,
    }) => {
      expect(query.length).toBeGreaterThan(0);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await visit(page, `/search?q=${encodeURIComponent(query)}`);
      const input = page.getByRole('searchbox', { name: 'Search', exact: true });
      await expect(input).toHaveValue(query);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Search results for "${query}"`,
      );
      // The search has run: results (rendered as HTML with the terms marked) or the empty state.
      await expect(
        page.getByText(/^(\d+ documents found|1 document found|No documents were found)$/),
      ).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      const injectedScripts = await page.evaluate(
        () =>
          Array.from(document.scripts).filter((script) => script.text.includes('alert(1)')).length,
      );
      expect(injectedScripts).toBe(0);
      expect(dialogs).toEqual([]);
      expect(problems.uncaught).toEqual([]);
    });
  }

  test('markup typed into the navbar search box runs nothing', async ({ page, problems }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visit(page, '/docs/intro');
    const box = page.getByRole('navigation', { name: 'Main' }).getByPlaceholder('Search');
    await box.click();
    await box.fill('<img src=x onerror=alert(1)> client');
    const listbox = page.getByRole('listbox');
    await expect(
      listbox
        .getByRole('option')
        .first()
        .or(listbox.getByText('No results', { exact: true })),
    ).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(problems.uncaught).toEqual([]);
  });
});

const searchUnavailable = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Search is unavailable' });

test.describe('a search index that fails to load', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/search-index*.json*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<h1>Service Unavailable</h1>',
      }),
    );
  });

  /** The only failure the page may show is the index request the test made fail. */
  function expectOnlyTheIndexFailed(problems: Parameters<typeof expectNoProblems>[0]): void {
    expectNoProblems({
      ...problems,
      failedRequests: problems.failedRequests.filter(
        (failed) => !/^503 .*search-index/.test(failed),
      ),
      // The page downloads the index for the worker, and the browser reports its failure in the
      // page's console, without the address; the index is the only 503 here.
      consoleErrors: problems.consoleErrors.filter(
        (error) =>
          error !==
          'Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
      ),
    });
  }

  test('the navbar search box says so once used, and the page keeps working', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    await expect(searchUnavailable(page)).toHaveCount(0);
    const box = page.getByRole('navigation', { name: 'Main' }).getByPlaceholder('Search');
    await box.click();
    await box.pressSequentially('client');
    await expect(searchUnavailable(page)).toBeVisible();
    await sidebarLink(page, 'Installation').click();
    await expect(installationHeading(page)).toBeVisible();
    expectOnlyTheIndexFailed(problems);
  });

  test('the search page says so, and its links still work', async ({ page, problems }) => {
    await visit(page, '/search?q=client');
    await expect(searchUnavailable(page)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    expectOnlyTheIndexFailed(problems);
  });
});

test.describe('a search worker that cannot run', () => {
  const cases = [
    {
      name: 'its script cannot load, as when a deploy has removed it',
      serve: () => ({ status: 404, contentType: 'text/plain', body: 'Not found' }),
      consoleError: '404 (Not Found)',
    },
    {
      // lunr sets its version as its module runs, which the plugin's worker code imports.
      name: "the plugin's search code throws as it runs",
      serve: (body: string) => ({
        body: body.replace('.version="2.3.9"', '.version=(()=>{throw new Error("lunr broke")})()'),
      }),
      consoleError: 'lunr broke',
    },
  ];

  for (const { name, serve, consoleError } of cases) {
    test(`the navbar search box says so when ${name}`, async ({ page, problems }) => {
      await visit(page, '/docs/intro');
      const served: Array<{ url: string; changed: boolean }> = [];
      await page.route(jsChunks, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (isSearchWorkerScript(body)) {
          const replacement = serve(body);
          served.push({ url: route.request().url(), changed: replacement.body !== body });
          await route.fulfill({ response, ...replacement });
        } else {
          await route.fulfill({ response });
        }
      });
      const box = page.getByRole('navigation', { name: 'Main' }).getByPlaceholder('Search');
      await box.click();
      await box.pressSequentially('client');
      await expect(searchUnavailable(page)).toBeVisible();
      expect(served).toEqual([{ url: expect.any(String), changed: true }]);
      await sidebarLink(page, 'Installation').click();
      await expect(installationHeading(page)).toBeVisible();
      // Requests still in the handler when the page closes would fail it.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      expectNoProblems({
        ...problems,
        failedRequests: problems.failedRequests.filter(
          // A worker's script that fails shows as a failed request, not as its 404.
          (failed) => !served.some(({ url }) => failed.includes(url)),
        ),
        consoleErrors: problems.consoleErrors.filter((message) => !message.includes(consoleError)),
      });
    });
  }
});
