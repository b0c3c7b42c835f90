// How fast the navbar's search box answers, timed inside the page: from the first keystroke in a
// freshly loaded page to suggestions on screen (the median of several fresh pages, as one such
// time varies by half from page to page), then, with everything loaded, from a query's input to
// its suggestions. Builds compared are timed in turns.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './median.mjs';

const queries = [
  'client',
  'note',
  'retry',
  'timeout',
  'abort',
  'collection',
  'error',
  'memIt',
  'install',
  'key',
];

/**
 * The search index files' count and size, raw and gzip.
 * @typedef {{ files: number, raw: number, gzip: number }} SearchIndexSize
 */

/**
 * What the benchmark records about search: the index's size, and how fast it answers.
 * @typedef {{ index: SearchIndexSize } & Awaited<ReturnType<typeof measureSearchSpeed>>[number]} SearchFigures
 */

/**
 * @param {string} buildDir
 * @returns {SearchIndexSize}
 */
export function searchIndexSize(buildDir) {
  const files = readdirSync(buildDir).filter((name) => /^search-index.*\.json$/.test(name));
  return files.reduce(
    (size, name) => {
      const body = readFileSync(join(buildDir, name));
      return {
        files: size.files + 1,
        raw: size.raw + body.length,
        gzip: size.gzip + gzipSync(body).length,
      };
    },
    { files: 0, raw: 0, gzip: 0 },
  );
}

/**
 * The navbar's search box: a plain text box until the index loads, a combobox afterwards.
 * @param {import('@playwright/test').Page} page
 */
const navbarSearchBox = (page) =>
  page.getByRole('navigation', { name: 'Main' }).getByPlaceholder('Search');

/** How long a query may go without suggestions before the benchmark gives up on the build: a
 * search that fails shows none, and the clock would otherwise wait for ever. */
const clockTimeoutMs = 30_000;

/**
 * Starts a clock at the box's next `startEvent` and stops it when the suggestion list shows at
 * least one suggestion; returns a handle whose `elapsed()` resolves to the milliseconds between.
 * The event is caught on its way through the document, not on the box's element: until the
 * reader turns to search the site shows a stand-in for the plugin's box, whose input the plugin's
 * own replaces once its code has loaded, which may be between the click and the first key.
 * @param {import('@playwright/test').Page} page
 * @param {string} startEvent
 * @returns {Promise<{ elapsed: () => Promise<number> }>}
 */
async function startClock(page, startEvent) {
  await page.evaluate((eventName) => {
    window.benchSearchClock = new Promise((resolve) => {
      /** @type {number | undefined} */
      let started;
      /** @param {EventTarget | null} target */
      const isSearchBox = (target) =>
        target instanceof HTMLInputElement &&
        target.placeholder === 'Search' &&
        target.closest('nav[aria-label="Main"]') !== null;
      /** @param {Event} event */
      const start = (event) => {
        if (started !== undefined || !isSearchBox(event.target)) return;
        started = performance.now();
        document.removeEventListener(eventName, start, { capture: true });
      };
      document.addEventListener(eventName, start, { capture: true });
      const suggestionsShown = () => {
        const list = document.querySelector('[role="listbox"]');
        return (
          list !== null &&
          getComputedStyle(list).display !== 'none' &&
          list.querySelector('[role="option"]') !== null
        );
      };
      new MutationObserver((_, observer) => {
        if (started === undefined || !suggestionsShown()) return;
        observer.disconnect();
        resolve(performance.now() - started);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  }, startEvent);
  return {
    elapsed: async () => {
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`No suggestions within ${clockTimeoutMs / 1000} s of the query`)),
          clockTimeoutMs,
        );
      });
      try {
        return await Promise.race([page.evaluate(() => window.benchSearchClock), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** @param {import('@playwright/test').Page} page */
async function clearQuery(page) {
  await navbarSearchBox(page).fill('');
  await page.locator('[role="listbox"]').waitFor({ state: 'hidden' });
}

/** Fresh pages of each build whose first query is timed. */
const firstQueryPages = 15;

/**
 * The order in which round `round` visits `count` builds: each round starts one build further
 * on, so that no build always goes first.
 * @param {number} round
 * @param {number} count
 * @returns {number[]}
 */
export const turnOrder = (round, count) =>
  Array.from({ length: count }, (_, turn) => (turn + round) % count);

/**
 * A reader who opens a page, reads a moment, then points at the search box and types "client":
 * opens a fresh page, and returns it with the time from the first keystroke to suggestions.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} origin
 */
async function firstQuery(context, origin) {
  const page = await context.newPage();
  await page.goto(`${origin}/docs/intro`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const box = navbarSearchBox(page);
  await box.click();
  const clock = await startClock(page, 'keydown');
  await box.pressSequentially('client');
  return { page, ms: await clock.elapsed() };
}

/**
 * The first query's time in a fresh page of its own: nothing cached, no worker left from the
 * page before.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
export async function firstQueryInFreshPage(browser, origin) {
  const context = await browser.newContext();
  try {
    return (await firstQuery(context, origin)).ms;
  } finally {
    await context.close();
  }
}

/**
 * How fast the search answers on each build served at `origins`, measured in turns (a fresh
 * page of one build, then of the next; a warm query on one, then the same on the next), so that
 * what the machine is doing meanwhile weighs on every build alike. The figures are in the order
 * of `origins`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string[]} origins
 * @returns {Promise<{ firstQueryMs: number, firstQueriesMs: number[], warmMedianMs: number, queries: number }[]>}
 */
export async function measureSearchSpeed(browser, origins) {
  /** @type {number[][]} */
  const firstQueriesMs = origins.map(() => []);
  for (let round = 1; round < firstQueryPages; round += 1) {
    for (const at of turnOrder(round, origins.length)) {
      firstQueriesMs[at]?.push(await firstQueryInFreshPage(browser, origins[at] ?? ''));
    }
  }
  // Each build's last fresh page goes on to the warm queries.
  /** @type {import('@playwright/test').BrowserContext[]} */
  const contexts = [];
  try {
    /** @type {import('@playwright/test').Page[]} */
    const pages = [];
    for (const at of turnOrder(firstQueryPages, origins.length)) {
      const context = await browser.newContext();
      contexts.push(context);
      const { page, ms } = await firstQuery(context, origins[at] ?? '');
      pages[at] = page;
      firstQueriesMs[at]?.push(ms);
    }
    /** @type {number[][]} */
    const warm = origins.map(() => []);
    for (const [round, query] of queries.entries()) {
      for (const at of turnOrder(round, origins.length)) {
        const page = pages[at];
        if (page === undefined) throw new Error(`No page for ${origins[at]}`);
        await clearQuery(page);
        const clock = await startClock(page, 'input');
        // Arrives as one input event, as when pasted, so the clock times the search, not typing.
        await page.keyboard.insertText(query);
        warm[at]?.push(await clock.elapsed());
      }
    }
    return origins.map((_, at) => ({
      firstQueryMs: median(firstQueriesMs[at] ?? []),
      firstQueriesMs: firstQueriesMs[at] ?? [],
      warmMedianMs: median(warm[at] ?? []),
      queries: queries.length,
    }));
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}
