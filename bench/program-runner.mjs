#!/usr/bin/env node
// `npm run bench:runner [-- --before DIR]`: what the "Run in your browser" control of the tutorial
// and the guides costs and how fast it answers, on website/build served by nginx:
// - the JS a first visit to each program page and each page of the main bench downloads (gzip),
//   and, given another build of the site (`--before DIR`, such as one of the commit before a
//   change), the same of that build, pages measured in turns;
// - the same for every page of the API reference, whose examples each have a control;
// - the bytes (gzip) a reader's first click on "Run in your browser" downloads, and those of a
//   first edit (opening the editor, then running the edited program), and of a first click on a
//   reference example's;
// - the time from that click to the last line the run prints, for the tutorial and the longest
//   guide, over BENCH_RUNNER_RUNS fresh pages (default 7).
// Prints the figures, writes bench/runner-results.json and replaces the "Running a guide in the
// page" section of bench/RESULTS.md. Not part of the test command: times are reported, never
// asserted.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startNginx } from '@memai-sdk/deploy/nginx';
import { chromiumArgs, chromiumPath } from '@memai-sdk/scripts/chromium';
import { ensureDebianPackages, nginx } from '@memai-sdk/scripts/debian-packages';
import { median } from './median.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { pages as benchPages } from './pages.mjs';

const runs = Number(process.env.BENCH_RUNNER_RUNS ?? 7);
const website = fileURLToPath(new URL('./', import.meta.resolve('website/package.json')));
const buildDir = join(website, 'build');
const beforeFlag = process.argv.indexOf('--before');
const beforeDir = beforeFlag === -1 ? undefined : process.argv[beforeFlag + 1];

/** The program pages: the route of each program the build wrote (`run/<page>.json`). */
const programPages = readdirSync(join(buildDir, 'run'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json') && !file.startsWith('examples'))
  .map((file) => {
    // The shape src/program-runner/runnable-program.ts gives the file.
    const program = /** @type {{ route: string }} */ (
      JSON.parse(readFileSync(join(buildDir, 'run', file), 'utf8'))
    );
    return program.route;
  })
  .sort();
/** The API reference's pages, each of whose runnable examples has a control of its own. */
const referencePages = readdirSync(join(buildDir, 'docs/api'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('index.html'))
  .map((file) => `/docs/api/${file.slice(0, -'index.html'.length)}`.replace(/\/$/, ''))
  .sort();
/** The pages whose runs are timed: the tutorial and the longest guide. */
const timedPages = ['/docs/your-first-note', '/docs/guides/testing-your-code'];

if (!ensureDebianPackages(nginx)) process.exit(1);

/**
 * KB, gzip, that a first visit's JS weighs (what arrives before the load event and after it).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} path
 */
async function firstVisitJsKb(browser, origin, path) {
  const weights = await measurePageWeight(browser, origin, path);
  return (weights.js.gzip + weights.laterJs.gzip) / 1000;
}

/**
 * What a download is, for the breakdown of a click's bytes: the runtime and the program by
 * their paths, the site's chunks by what they hold (their names are numbers).
 * @param {string} path
 * @param {Buffer} body
 */
function kindOf(path, body) {
  if (path.endsWith('/run/runtime.js')) return 'worker runtime';
  if (path.includes('/run/examples/')) return "example's program";
  if (path.includes('/run/')) return "page's program";
  // A setting only Sucrase, the compiler of edited programs, reads.
  if (body.includes('disableESTransforms')) return 'compiler';
  if (path.endsWith('.js')) return 'runner';
  return path;
}

/**
 * Opens `path` in a fresh context, does `act` once it has hydrated and gone quiet, and returns
 * the gzip bytes downloaded from then on, by kind, with what `act` returned.
 * @template T
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {(page: import('@playwright/test').Page) => Promise<T>} act
 */
async function afterHydration(browser, url, act) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  /** @type {Record<string, number>} */
  const bytes = {};
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on('response', (response) => {
    // The worker's script is made in the page (blob:), not downloaded.
    if (!response.url().startsWith('http')) return;
    pending.push(
      response.body().then(
        (body) => {
          const kind = kindOf(new URL(response.url()).pathname, body);
          bytes[kind] = (bytes[kind] ?? 0) + gzipSync(body).length;
        },
        () => {},
      ),
    );
  });
  const result = await act(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { bytes, result };
}

const box = (/** @type {import('@playwright/test').Page} */ page) =>
  page.getByRole('complementary', { name: "Run this page's program" });

/**
 * Clicks Run and waits for the run to finish; returns the milliseconds from the click to the
 * last change of the printed lines, as the page's own clock saw them.
 * @param {import('@playwright/test').Page} page
 */
async function runToLastLine(page) {
  await page.evaluate(() => {
    const marks = { clickAt: 0, lastLineAt: 0 };
    Object.assign(window, { benchMarks: marks });
    document.addEventListener('click', () => (marks.clickAt = performance.now()), {
      capture: true,
      once: true,
    });
    // Each step's output is shown inside the element after its ```text block.
    new MutationObserver((records) => {
      const inOutput = records.some((record) => {
        const { target } = record;
        const element = target instanceof Element ? target : target.parentElement;
        return Boolean(element?.closest('[data-program-output]'));
      });
      if (inOutput) marks.lastLineAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await box(page).getByRole('button', { name: 'Run in your browser' }).click();
  await box(page)
    .getByRole('status')
    .filter({ hasText: /^Finished in / })
    .waitFor({ timeout: 30_000 });
  const { clickAt, lastLineAt } = await page.evaluate(
    () =>
      /** @type {{ benchMarks: { clickAt: number, lastLineAt: number } }} */ (
        /** @type {unknown} */ (window)
      ).benchMarks,
  );
  return lastLineAt - clickAt;
}

const served = await startNginx({ root: buildDir });
const before = beforeDir === undefined ? undefined : await startNginx({ root: beforeDir });
/** @type {{ path: string, kb: number, beforeKb: number | undefined }[]} */
const firstVisit = [];
/** @type {Record<string, number>} */
let clickBytes = {};
/** @type {Record<string, number>} */
let editBytes = {};
/** @type {Record<string, number>} */
let exampleClickBytes = {};
/** @type {{ path: string, kb: number, beforeKb: number | undefined }[]} */
const referenceVisits = [];
/** @type {Record<string, number[]>} */
const clickToLastLine = Object.fromEntries(timedPages.map((path) => [path, []]));
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const path of [...new Set([...benchPages, ...programPages])]) {
      console.log(`First visit to ${path}…`);
      const beforeKb =
        before === undefined ? undefined : await firstVisitJsKb(browser, before.origin, path);
      firstVisit.push({ path, kb: await firstVisitJsKb(browser, served.origin, path), beforeKb });
    }
    for (const path of referencePages) {
      const beforeKb =
        before === undefined ? undefined : await firstVisitJsKb(browser, before.origin, path);
      referenceVisits.push({
        path,
        kb: await firstVisitJsKb(browser, served.origin, path),
        beforeKb,
      });
    }
    console.log(`First visits to ${referencePages.length} reference pages done.`);
    exampleClickBytes = (
      await afterHydration(
        browser,
        `${served.origin}/docs/api/testing/functions/createMem`,
        async (page) => {
          const control = page.getByRole('complementary', { name: 'Run this example' }).first();
          await control.getByRole('button', { name: 'Run in your browser' }).click();
          await control
            .getByRole('status')
            .filter({ hasText: /^Finished in / })
            .waitFor({ timeout: 30_000 });
        },
      )
    ).bytes;
    console.log('A first click on Run, and a first edit…');
    const guide = `${served.origin}/docs/guides/testing-your-code`;
    clickBytes = (await afterHydration(browser, guide, runToLastLine)).bytes;
    editBytes = (
      await afterHydration(browser, guide, async (page) => {
        await box(page).getByRole('button', { name: 'Edit the program' }).click();
        const editor = box(page).getByRole('textbox');
        await editor.fill(`${await editor.inputValue()}\nconsole.log('edited');\n`);
        return runToLastLine(page);
      })
    ).bytes;
    for (let run = 0; run < runs; run += 1) {
      for (const path of timedPages) {
        const { result } = await afterHydration(browser, served.origin + path, runToLastLine);
        clickToLastLine[path]?.push(result);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await served.close();
  await before?.close();
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const total = (/** @type {Record<string, number>} */ bytes) =>
  Object.values(bytes).reduce((sum, value) => sum + value, 0);
const breakdown = (/** @type {Record<string, number>} */ bytes) =>
  Object.entries(bytes)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, value]) => `${kind} ${kb(value)}`)
    .join(', ');
const timings = timedPages.map((path) => {
  const values = clickToLastLine[path] ?? [];
  return {
    path,
    medianMs: median(values),
    minMs: Math.min(...values),
    maxMs: Math.max(...values),
  };
});

/** The reference pages' first visits in a line: how many, and their JS against the build before. */
function referenceSummary() {
  const kbs = referenceVisits.map(({ kb }) => kb);
  const changes = referenceVisits.flatMap(({ kb, beforeKb }) =>
    beforeKb === undefined ? [] : [{ change: kb - beforeKb }],
  );
  const largest = changes.reduce((most, { change }) => Math.max(most, change), -Infinity);
  const range = `${Math.min(...kbs).toFixed(1)}-${Math.max(...kbs).toFixed(1)} KB`;
  return changes.length === 0
    ? `- **The ${referenceVisits.length} API reference pages:** first-visit JS ${range} gzip.`
    : `- **The ${referenceVisits.length} API reference pages:** first-visit JS ${range} gzip; against the build before, median ${median(changes.map(({ change }) => change)) >= 0 ? '+' : ''}${median(changes.map(({ change }) => change)).toFixed(2)} KB, largest ${largest >= 0 ? '+' : ''}${largest.toFixed(2)} KB.`;
}

const date = new Date().toISOString();
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Chromium headless, nginx on 127.0.0.1`;
writeFileSync(
  new URL('runner-results.json', import.meta.url),
  `${JSON.stringify({ date, machine, runs, before: beforeDir ?? null, firstVisit, referenceVisits, clickBytes, editBytes, exampleClickBytes, timings }, null, 2)}\n`,
);

const section = [
  '<!-- runner:start -->',
  '## Running a guide in the page',
  '',
  `Measured ${date.slice(0, 10)} by \`npm run bench:runner${beforeDir === undefined ? '' : ' -- --before DIR'}\` on ${machine}.`,
  '',
  beforeDir === undefined
    ? '| Page | first-visit JS (gzip) |\n| --- | ---: |'
    : '| Page | first-visit JS (gzip) | before | change |\n| --- | ---: | ---: | ---: |',
  ...firstVisit.map(({ path, kb: after, beforeKb }) =>
    beforeKb === undefined
      ? `| \`${path}\` | ${after.toFixed(1)} KB |`
      : `| \`${path}\` | ${after.toFixed(1)} KB | ${beforeKb.toFixed(1)} KB | ${(after - beforeKb >= 0 ? '+' : '') + (after - beforeKb).toFixed(1)} KB |`,
  ),
  '',
  `- **A first click on "Run in your browser"** (the longest guide, after the page has hydrated): ${kb(total(clickBytes))} gzip (${breakdown(clickBytes)}).`,
  `- **A first edit** (opening the editor, then running the edited program): ${kb(total(editBytes))} gzip (${breakdown(editBytes)}).`,
  referenceSummary(),
  `- **A first click on an API reference example's "Run in your browser"** (\`createMem\`'s, after the page has hydrated): ${kb(total(exampleClickBytes))} gzip (${breakdown(exampleClickBytes)}).`,
  ...timings.map(
    ({ path, medianMs, minMs, maxMs }) =>
      `- **\`${path}\`, from the click to the last printed line:** median ${medianMs.toFixed(0)} ms (${minMs.toFixed(0)}-${maxMs.toFixed(0)} ms) over ${runs} fresh pages, the runner's code and the program downloaded each time.`,
  ),
  '<!-- runner:end -->',
].join('\n');
console.log(`\n${section}`);
const resultsFile = new URL('RESULTS.md', import.meta.url);
const results = readFileSync(resultsFile, 'utf8');
const marked = /<!-- runner:start -->[\s\S]*?<!-- runner:end -->/;
writeFileSync(
  resultsFile,
  marked.test(results)
    ? results.replace(marked, () => section)
    : `${results.trimEnd()}\n\n${section}\n`,
);
