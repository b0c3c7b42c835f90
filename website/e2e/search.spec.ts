// The local full-text search: the navbar box with its keyboard shortcut, a suggestion list of at
// most 8 entries ("No results" when nothing matches), the search page, and how the index reaches
// the browser (only once the reader turns to search). The navbar box is the plugin's autocomplete
// (a combobox owning a listbox of options); the search page has its own input of type search.
import type { Page, Response } from '@playwright/test';
import { expect, expectNoProblems, holdBack, isSearchWorkerScript, test, visit } from './fixtures';

const macUserAgent =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The navbar search box: a plain text box until the index loads, a combobox afterwards. */
const searchBox = (page: Page) => navbar(page).getByPlaceholder('Search');
const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');
/** The navbar box's loading ring and search icon: one shows in place of the other. */
const loadingRing = (page: Page) => navbar(page).locator('[class*="searchBarLoadingRing_"]');
const searchIcon = (page: Page) => navbar(page).locator('svg[class*="searchIcon_"]');
/** The input on the /search page, which has no placeholder. */
const searchPageInput = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search', exact: true });
/** Whether `url` is the search index's, with or without its content hash. */
const isSearchIndexUrl = (url: string) => /^\/search-index[^/]*\.json$/.test(new URL(url).pathname);
const isSearchIndex = (response: Response) => isSearchIndexUrl(response.url());

/** An attribute's value as the browser reads it: the build escapes only these in ids. */
const decodeHtml = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/**
 * How long the first answer of a search may take: the search code, the index's download and its
 * decoding in the worker come before it, which on a busy machine can take more than the 5 s a
 * check waits by default. Speed is the bench's to measure; these tests check behaviour.
 */
const firstAnswer = { timeout: 20_000 };

/** Types `query` into the navbar box and waits for the autocomplete to answer. */
async function searchFor(page: Page, query: string): Promise<void> {
  await searchBox(page).click();
  await searchBox(page).fill(query);
  await expect(page.getByRole('listbox')).toBeVisible(firstAnswer);
}

/** Opens the search page on `query` and waits for its results. */
async function openSearchPage(page: Page, query: string): Promise<void> {
  await visit(page, `/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
}

/** The search page shows the results for `query`: in its heading, its input and its first result. */
async function expectSearchPageResults(page: Page, query: string): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: `Search results for "${query}"` }),
  ).toBeVisible();
  await expect(searchPageInput(page)).toHaveValue(query);
  await expect(page.getByRole('article').first().getByRole('link')).toContainText(
    new RegExp(query, 'i'),
  );
}

const holdBackSearchIndex = (page: Page) => holdBack(page, (url) => isSearchIndexUrl(url.href));
/** Scripts, the search box's code among them. */
const holdBackScripts = (page: Page, passes?: (body: string) => boolean) =>
  holdBack(page, /\.js(\?|$)/, passes);
test.describe('keyboard shortcut', () => {
  test('Ctrl+K moves the focus to the navbar search box', async ({ page, problems }) => {
    await visit(page, '/docs/intro');
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    expectNoProblems(problems);
  });

  test('the navbar search box shows the hint "ctrl K"', async ({ page, problems }) => {
    await visit(page, '/docs/intro');
    await expect(navbar(page).locator('kbd')).toHaveText(['ctrl', 'K']);
    expectNoProblems(problems);
  });

  test.describe('on a Mac', () => {
    // The plugin tells a Mac by navigator.userAgentData.platform, which Chromium derives from the
    // user agent, and falls back to the user agent string.
    test.use({ userAgent: macUserAgent });

    test('Cmd+K moves the focus to the navbar search box', async ({ page, problems }) => {
      await visit(page, '/docs/intro');
      await expect(searchBox(page)).not.toBeFocused();
      await page.keyboard.press('Meta+k');
      await expect(searchBox(page)).toBeFocused();
      expectNoProblems(problems);
    });

    test('the navbar search box shows the hint "⌘ K"', async ({ page, problems }) => {
      await visit(page, '/docs/intro');
      await expect(navbar(page).locator('kbd')).toHaveText(['⌘', 'K']);
      expectNoProblems(problems);
    });
  });
});

test.describe('suggestions', () => {
  test('a common word lists exactly 8 suggestions, the most the box shows', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    // "client" occurs in far more than 8 documents (the search page lists them all), so the list
    // is full only because it is capped.
    await searchFor(page, 'client');
    await expect(suggestions(page)).toHaveCount(8);
    await expect(suggestions(page).first()).toContainText(/client/i, firstAnswer);
    expectNoProblems(problems);
  });

  for (const query of ['client', 'note']) {
    test(`every suggestion for "${query}" shows a title to read`, async ({ page, problems }) => {
      await visit(page, '/docs/intro');
      await searchFor(page, query);
      await expect(suggestions(page).first()).toBeVisible();
      const texts = await suggestions(page).allInnerTexts();
      expect(texts.length).toBeLessThanOrEqual(8);
      const blank = texts.filter((text) => text.trim() === '');
      expect(blank, `blank rows among ${JSON.stringify(texts)}`).toEqual([]);
      expectNoProblems(problems);
    });
  }

  test('a query that matches nothing shows "No results"', async ({ page, problems }) => {
    await visit(page, '/docs/intro');
    await searchFor(page, 'zqxjvwk');
    await expect(page.getByRole('listbox').getByText('No results', { exact: true })).toBeVisible();
    await expect(suggestions(page)).toHaveCount(0);
    expectNoProblems(problems);
  });

  test('a query typed while the index is still loading gets its suggestions once it loads', async ({
    page,
    problems,
  }) => {
    // Hold the index back until the query has been typed; the box asks for it when clicked.
    const releaseIndex = await holdBackSearchIndex(page);
    await visit(page, '/docs/intro');
    await searchBox(page).click();
    // The box shows that it is loading only once the reader has typed.
    await expect(searchIcon(page)).toBeVisible();
    await expect(loadingRing(page)).toBeHidden();
    await page.keyboard.type('client');
    await expect(searchBox(page)).toHaveValue('client');
    await expect(loadingRing(page)).toBeVisible();
    await expect(searchIcon(page)).toBeHidden();
    await expect(suggestions(page)).toHaveCount(0);
    releaseIndex();
    await expect(suggestions(page).first()).toContainText(/client/i, firstAnswer);
    await expect(loadingRing(page)).toBeHidden();
    await expect(searchIcon(page)).toBeVisible();
    expectNoProblems(problems);
  });

  test('choosing a suggestion opens its page without highlighting the search term', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    await searchFor(page, 'client');
    await suggestions(page).filter({ hasText: 'Import the client' }).click();
    await expect(page).toHaveURL('/docs/installation#import-the-client');
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Import the client' })).toBeVisible();
    // Highlighting is driven by ?_highlight=<term> on the target URL, then applied with <mark>
    // after a macrotask; let that macrotask run before looking for marks.
    expect(new URL(page.url()).searchParams.has('_highlight')).toBe(false);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await expect(page.locator('article mark').filter({ hasText: /client/i })).toHaveCount(0);
    expectNoProblems(problems);
  });
});

test.describe('finding the guides', () => {
  // What a reader with one job types, and the guide that does that job.
  const readerQueries: [query: string, guide: string][] = [
    ['pagination', 'Reading and listing notes'],
    ['version conflict', 'Editing notes safely'],
    ['trash a note', 'Editing notes safely'],
    ['move note to collection', 'Working with collections'],
    ['quota', 'Errors, retries and rate limits'],
    ['retry', 'Errors, retries and rate limits'],
    ['test without an API key', 'Testing your code with memai-sdk/testing'],
  ];
  for (const [query, guide] of readerQueries) {
    test(`"${query}" suggests the guide "${guide}"`, async ({ page, problems }) => {
      await visit(page, '/docs/intro');
      await searchFor(page, query);
      await expect(suggestions(page).filter({ hasText: guide }).first()).toBeVisible();
      expectNoProblems(problems);
    });
  }
});

test.describe('search page', () => {
  test('/search?q=client lists the matching documents and shows the query in its input', async ({
    page,
    problems,
  }) => {
    await visit(page, '/search?q=client');
    await expectSearchPageResults(page, 'client');
    const found = page.getByText(/^\d+ documents found$/);
    await expect(found).toBeVisible();
    const count = Number.parseInt((await found.textContent()) ?? '', 10);
    // More than the navbar's 8: the page is not capped at the suggestion limit.
    expect(count).toBeGreaterThan(8);
    // Rendered a batch at a time, every result found is listed in the end.
    await expect(page.getByRole('article')).toHaveCount(count);
    expectNoProblems(problems);
  });

  test('each result on the search page says where it is', async ({ page, problems }) => {
    await visit(page, '/search?q=client');
    const result = (title: string) =>
      page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) });
    // A heading: the page's breadcrumbs, then the page it is on.
    await expect(result('Import the client').first()).toHaveText(
      /^Import the clientGetting Started › Installation$/,
    );
    // The page's description, titled by the page: its breadcrumbs, then the description.
    await expect(result('Class: MemClient').first()).toHaveText(
      "Class: MemClientGetting Started › API Reference › ClientA client for Mem's API.",
    );
    expectNoProblems(problems);
  });

  test('the search page leaves the address that opened it as it is', async ({ page, problems }) => {
    await page.addInitScript(() => {
      const written: string[] = [];
      Object.assign(window, { addressesWritten: written });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data, unused, url) => {
          written.push(String(url));
          original(data, unused, url);
        };
      }
    });
    await openSearchPage(page, 'client');
    await expect(page).toHaveURL('/search?q=client');
    // Not even for a moment: no address was written while the page loaded and searched.
    expect(
      await page.evaluate(() => (window as { addressesWritten?: string[] }).addressesWritten),
    ).toEqual([]);
    expectNoProblems(problems);
  });

  test('typing on the search page keeps every key and puts the query in the address', async ({
    page,
    problems,
  }) => {
    await openSearchPage(page, 'client');
    await searchPageInput(page).fill('');
    await expect(page).toHaveURL('/search');
    await searchPageInput(page).pressSequentially('collection');
    await expect(searchPageInput(page)).toHaveValue('collection');
    await expect(page).toHaveURL('/search?q=collection');
    await expectSearchPageResults(page, 'collection');
    expectNoProblems(problems);
  });

  test('"See all results" in the navbar box, on the search page, searches the new query there', async ({
    page,
    problems,
  }) => {
    await openSearchPage(page, 'client');
    await searchFor(page, 'collection');
    await page.getByRole('link', { name: 'See all results' }).click();
    await expectSearchPageResults(page, 'collection');
    expectNoProblems(problems);
  });

  test('the search page shows that it is loading while the index downloads', async ({
    page,
    problems,
  }) => {
    const releaseIndex = await holdBackSearchIndex(page);
    await visit(page, '/search?q=client');
    // The plugin's ring, in the page's content rather than the navbar.
    const ring = page.locator('.main-wrapper [class*="loadingRing_"]');
    await expect(ring).toBeVisible();
    releaseIndex();
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
    await expect(ring).toHaveCount(0);
    expectNoProblems(problems);
  });

  test('a nonsense query on the search page says no documents were found', async ({
    page,
    problems,
  }) => {
    await visit(page, '/search?q=zqxjvwk');
    await expect(searchPageInput(page)).toHaveValue('zqxjvwk');
    await expect(page.getByText('No documents were found', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    expectNoProblems(problems);
  });

  // The site has one docs version and no search contexts, so the only meaningful values are
  // empty ones; anything else must still leave the reader with results or an empty state.
  const oddParameters = [
    'ctx=docs&version=current',
    'ctx=no-such-context',
    'ctx=&version=',
    'version=..%2F..%2F',
    'version=%2F%2Fevil.example%2F',
  ];
  for (const parameters of oddParameters) {
    test(`/search?q=client&${parameters} still shows results or an empty state`, async ({
      page,
      problems,
    }) => {
      await visit(page, `/search?q=client&${parameters}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Search results for "client"' }),
      ).toBeVisible();
      await expect(searchPageInput(page)).toHaveValue('client');
      await expect(
        page.getByText(/^(\d+ documents found|1 document found|No documents were found)$/),
      ).toBeVisible();
      expectNoProblems(problems);
    });
  }
});

test.describe('the box loads on intent', () => {
  // Until the reader turns to search, the navbar shows a stand-in with the plugin's markup
  // (src/search/SearchBarStandIn.tsx); pointing at it, focusing it or the shortcut loads the
  // plugin's box in its place.
  test("the box looks the same before and after the plugin's box replaces it", async ({
    page,
    problems,
  }) => {
    // Held back, so that the plugin's box is compared as it mounts, before its autocomplete wraps
    // the input (which the stand-in cannot do).
    const releaseIndex = await holdBackSearchIndex(page);
    await visit(page, '/docs/intro');
    const box = searchBox(page);
    const markup = () => box.locator('..').evaluate((container) => container.outerHTML);
    const before = await markup();
    const standIn = await box.elementHandle();
    await box.hover();
    await page.waitForFunction((input) => input?.isConnected === false, standIn);
    expect(await markup()).toBe(before);
    releaseIndex();
    expectNoProblems(problems);
  });

  test("a query typed before the box's code arrives is kept, with the focus, and answered", async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    // Every script the page asks for from now on waits for the query.
    const releaseScripts = await holdBackScripts(page);
    await searchBox(page).click();
    await page.keyboard.type('clien');
    await expect(searchBox(page)).toHaveValue('clien');
    releaseScripts();
    await expect(suggestions(page).first()).toContainText(/client/i, firstAnswer);
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('t');
    await expect(searchBox(page)).toHaveValue('client');
    expectNoProblems(problems);
  });

  test("a query typed before the box's code arrives keeps its loading ring until the index loads", async ({
    page,
    problems,
  }) => {
    const releaseIndex = await holdBackSearchIndex(page);
    await visit(page, '/docs/intro');
    const releaseScripts = await holdBackScripts(page);
    const standIn = await searchBox(page).elementHandle();
    await searchBox(page).click();
    await page.keyboard.type('client');
    await expect(loadingRing(page)).toBeVisible();
    // The plugin's box takes the whole query over from the stand-in, the index still on its way.
    releaseScripts();
    await page.waitForFunction((input) => input?.isConnected === false, standIn);
    await expect(searchBox(page)).toHaveValue('client');
    await expect(loadingRing(page)).toBeVisible();
    await expect(searchIcon(page)).toBeHidden();
    releaseIndex();
    await expect(suggestions(page).first()).toContainText(/client/i, firstAnswer);
    await expect(loadingRing(page)).toBeHidden();
    expectNoProblems(problems);
  });

  test("keys typed while the plugin's box replaces the stand-in are all kept", async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    const releaseScripts = await holdBackScripts(page);
    await searchBox(page).click();
    await page.keyboard.type('client');
    // The box's code arrives while the reader goes on typing, one key after another.
    releaseScripts();
    const query = 'client retries and timeouts and rate limits';
    await page.keyboard.type(query.slice('client'.length));
    await expect(searchBox(page)).toHaveValue(query);
    await expect(searchBox(page)).toBeFocused();
    expectNoProblems(problems);
  });
});

test.describe('index and worker', () => {
  test('every record of the built index carries its url, title, and its hash or section, which lead to the page and heading', async ({
    request,
  }) => {
    // The spec's record fields: u (url), h (hash), t (title), s (section). The index ships
    // encoded, but its documents as the plugin writes them.
    const shipped = (await (await request.get('/search-index.json')).json()) as {
      parts: Array<{ documents: Array<Record<string, unknown>> }>;
    };
    const records = shipped.parts.flatMap((part) => part.documents);
    const withHashOrSection = records.filter((record) => 'h' in record || 's' in record);
    expect(withHashOrSection.length).toBeGreaterThan(100);
    for (const record of records) {
      expect(record.u, JSON.stringify(record)).toMatch(/^\//);
      expect(typeof record.t, JSON.stringify(record)).toBe('string');
      if ('h' in record) expect(record.h, JSON.stringify(record)).toMatch(/^(#.+)?$/);
      if ('s' in record) expect(record.s, JSON.stringify(record)).toEqual(expect.any(String));
    }
    // Each page's HTML holds the heading each of its records' hash names.
    const hashesByPage = new Map<string, Set<string>>();
    for (const { u, h } of withHashOrSection) {
      if (typeof h === 'string' && h !== '') {
        const hashes = hashesByPage.get(String(u)) ?? new Set();
        hashesByPage.set(String(u), hashes.add(decodeURIComponent(h.slice(1))));
      }
    }
    for (const [url, hashes] of hashesByPage) {
      const html = await (await request.get(url)).text();
      // The build's minified HTML leaves attribute values unquoted where it can.
      const ids = new Set(
        Array.from(html.matchAll(/\sid=(?:"([^"]+)"|([^\s>"]+))/g), ([, quoted, bare]) =>
          decodeHtml(quoted ?? bare ?? ''),
        ),
      );
      expect(
        [...hashes].filter((id) => !ids.has(id)),
        url,
      ).toEqual([]);
    }
  });

  test('a visit that never searches downloads no search code, worker or index', async ({
    page,
    problems,
  }) => {
    // Scripts are told apart by what they hold, as their names are numbers: the worker's, the
    // plugin's box and the autocomplete library it uses.
    const isSearchCode = (body: string) =>
      isSearchWorkerScript(body) ||
      body.includes('autocomplete:selected') ||
      body.includes('[autocomplete.js]');
    const searchDownloads: Array<Promise<string | undefined>> = [];
    page.on('response', (response) => {
      const url = response.url();
      if (isSearchIndexUrl(url)) searchDownloads.push(Promise.resolve(url));
      else if (new URL(url).pathname.endsWith('.js')) {
        searchDownloads.push(
          response.text().then((body) => (isSearchCode(body) ? url : undefined)),
        );
      }
    });
    await visit(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    // Long enough for anything scheduled when idle to have started.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect((await Promise.all(searchDownloads)).filter((url) => url !== undefined)).toEqual([]);
    expect(page.workers()).toEqual([]);
    expectNoProblems(problems);
  });

  test('pointing at the search box fetches the hashed search index of the current version', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    const indexResponse = page.waitForResponse(isSearchIndex);
    await searchBox(page).hover();
    const response = await indexResponse;
    expect(response.status()).toBe(200);
    const url = new URL(response.url());
    expect(url.pathname).toBe('/search-index.json');
    // `hashed: true` adds the content hash as a cache-busting query parameter.
    expect(url.searchParams.get('_')).toMatch(/^[0-9a-f]{8}$/);
    // Shipped encoded (src/search/index-codec.ts), with the plugin's five indexes.
    const index = (await response.json()) as { parts?: unknown };
    expect(Array.isArray(index.parts) && index.parts.length > 0).toBe(true);
    await searchBox(page).fill('client');
    await expect(suggestions(page).first()).toBeVisible();
    expectNoProblems(problems);
  });

  test('the index is downloaded once, though the worker and the page both ask for it', async ({
    page,
    problems,
  }) => {
    const indexRequests: string[] = [];
    // The worker's requests are the page's too, as far as the browser's events go.
    page.on('request', (request) => {
      if (isSearchIndexUrl(request.url())) {
        indexRequests.push(request.url());
      }
    });
    await visit(page, '/docs/intro');
    await searchFor(page, 'client');
    await expect(suggestions(page).first()).toContainText(/client/i, firstAnswer);
    await searchBox(page).fill('collection');
    await expect(suggestions(page).first()).toContainText(/collection/i);
    expect(indexRequests).toHaveLength(1);
    expectNoProblems(problems);
  });

  test('the keyboard shortcut fetches the index too, before the first key of the query', async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    const indexResponse = page.waitForResponse(isSearchIndex);
    await page.keyboard.press('Control+k');
    expect((await indexResponse).status()).toBe(200);
    expectNoProblems(problems);
  });

  test("the index downloads as the reader points at the box, while the page's search code is on its way", async ({
    page,
    problems,
  }) => {
    await visit(page, '/docs/intro');
    // From now on every script but the worker's waits, so the page cannot send the worker
    // anything but what it sends as the worker starts.
    const release = await holdBackScripts(page, isSearchWorkerScript);
    const indexRequested = page.waitForRequest((request) => isSearchIndexUrl(request.url()));
    await searchBox(page).hover();
    await indexRequested;
    release();
    await searchBox(page).fill('client');
    await expect(suggestions(page).first()).toContainText(/client/i, firstAnswer);
    expectNoProblems(problems);
  });

  test("the plugin's search code comes in the worker's own script, in no other", async ({
    page,
    problems,
  }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) {
        scripts.set(response.url(), response.text());
      }
    });
    await visit(page, '/docs/intro');
    const workerStarted = page.waitForEvent('worker');
    await searchBox(page).hover();
    const worker = await workerStarted;
    await searchBox(page).fill('client');
    await expect(suggestions(page).first()).toContainText(/client/i, firstAnswer);
    // In a chunk of its own, the worker would fetch the plugin's code only once its script had
    // run, a round trip later.
    const withPluginCode: string[] = [];
    for (const [url, body] of scripts) {
      if (isSearchWorkerScript(await body)) withPluginCode.push(url);
    }
    expect(withPluginCode).toEqual([worker.url()]);
    expectNoProblems(problems);
  });

  test('the search page parses and queries the index in a Web Worker, not on the page', async ({
    page,
    problems,
  }) => {
    // Record the page's own fetches, the text it parses as JSON, and what it posts to workers
    // and their message ports, from before the page's first script.
    await page.addInitScript(() => {
      const record = {
        fetched: [] as string[],
        parsedChars: [] as number[],
        posted: [] as string[],
        transferred: [] as number[],
      };
      Object.assign(window, { searchRecord: record });
      const fetch = window.fetch;
      window.fetch = (input, init) => {
        record.fetched.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      };
      const parse = JSON.parse;
      JSON.parse = (text: string, reviver?: (key: string, value: unknown) => unknown) => {
        record.parsedChars.push(String(text).length);
        return parse(text, reviver) as unknown;
      };
      const json = Response.prototype.json;
      Response.prototype.json = function (this: Response) {
        record.fetched.push(`json() of ${this.url}`);
        return json.call(this) as Promise<unknown>;
      };
      for (const target of [Worker.prototype, MessagePort.prototype]) {
        const postMessage = target.postMessage as (...args: unknown[]) => void;
        target.postMessage = function (this: unknown, ...args: unknown[]) {
          record.posted.push(JSON.stringify(args[0]) ?? '');
          for (const moved of Array.isArray(args[1]) ? args[1] : []) {
            if (moved instanceof ArrayBuffer) record.transferred.push(moved.byteLength);
          }
          return postMessage.apply(this, args);
        };
      }
    });
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) {
        scripts.set(response.url(), response.text());
      }
    });
    const workerStarted = page.waitForEvent('worker');
    const indexResponse = page.waitForResponse(isSearchIndex);
    await visit(page, '/search?q=client');
    const worker = await workerStarted;
    const index = await (await indexResponse).body();
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
    await searchPageInput(page).fill('collection');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search results for "collection"' }),
    ).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('link')).toContainText(/collection/i);
    expect(page.workers()).toEqual([worker]);
    const record = await page.evaluate(
      () =>
        (
          window as unknown as {
            searchRecord: {
              fetched: string[];
              parsedChars: number[];
              posted: string[];
              transferred: number[];
            };
          }
        ).searchRecord,
    );
    // The page downloads the index for the worker and hands over its bytes, reading none of it.
    expect(record.fetched.filter((url) => url.includes('search-index'))).toHaveLength(1);
    expect(record.fetched.filter((url) => url.startsWith('json() of'))).toEqual([]);
    expect(record.transferred).toEqual([index.length]);
    // Nothing on the page parses text anywhere near the index's size.
    expect(record.parsedChars.filter((chars) => chars >= index.length / 10)).toEqual([]);
    expect(record.posted.some((message) => message.includes('"client"'))).toBe(true);
    expect(record.posted.some((message) => message.includes('"collection"'))).toBe(true);
    // lunr and the plugin's index code come only in the worker's script.
    const withPluginCode: string[] = [];
    for (const [url, body] of scripts) {
      if (isSearchWorkerScript(await body)) withPluginCode.push(url);
    }
    expect(withPluginCode).toEqual([worker.url()]);
    expectNoProblems(problems);
  });

  test("the box's index is downloaded as the reader points at it, and queried in a Web Worker", async ({
    page,
    problems,
  }) => {
    // Record the page's own fetches and what it posts to workers and their message ports (the
    // plugin talks to its worker with Comlink, which moves calls onto a MessagePort).
    await page.addInitScript(() => {
      const record = { fetched: [] as string[], posted: [] as string[] };
      Object.assign(window, { searchRecord: record });
      const fetch = window.fetch;
      window.fetch = (input, init) => {
        record.fetched.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      };
      for (const target of [Worker.prototype, MessagePort.prototype]) {
        const postMessage = target.postMessage as (...args: unknown[]) => void;
        target.postMessage = function (this: unknown, ...args: unknown[]) {
          record.posted.push(JSON.stringify(args[0]) ?? '');
          return postMessage.apply(this, args);
        };
      }
    });
    await visit(page, '/docs/intro');
    const workerStarted = page.waitForEvent('worker');
    const indexResponse = page.waitForResponse(isSearchIndex);
    // Started when the reader points at the box.
    await searchBox(page).hover();
    const worker = await workerStarted;
    expect(await worker.evaluate(() => self.constructor.name)).toBe('DedicatedWorkerGlobalScope');
    await indexResponse;
    await searchBox(page).fill('client');
    await expect(suggestions(page).first()).toContainText(/client/i, firstAnswer);
    expect(page.workers()).toEqual([worker]);
    const record = await page.evaluate(
      () =>
        (window as unknown as { searchRecord: { fetched: string[]; posted: string[] } })
          .searchRecord,
    );
    // Downloaded by the page, once, for the worker, which the query goes to.
    expect(record.fetched.filter((url) => url.includes('search-index'))).toHaveLength(1);
    expect(record.posted.some((message) => message.includes('"client"'))).toBe(true);
    expectNoProblems(problems);
  });
});
