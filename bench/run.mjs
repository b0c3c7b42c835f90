#!/usr/bin/env node
// `npm run bench`: measures the site as a reader on a first visit gets it, and how long it takes
// to build. Prints a table and writes bench/results.json and bench/RESULTS.md. Not part of the
// test command: figures on a shared machine are noisy, so they are reported, never asserted.
//
// Not measured yet (issue 6): a stock Docusaurus build side by side, for ratios, and Lighthouse.
// Measured today: cold and warm build time; for each page, the JS, CSS and HTML a first visit
// loads (raw and gzip), with prefetched chunks counted apart; the search index's size; the time
// from the first keystroke in a fresh page to suggestions on screen; the median warm query time.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { startSiteServer } from './site-server.mjs';

const website = new URL('../website/', import.meta.url).pathname;
const pages = ['/', '/docs/intro', '/docs/api/classes/MemClient', '/blog', '/search?q=client'];
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

function timedBuild(label, args) {
  const started = performance.now();
  const { status } = spawnSync('npx', ['docusaurus', ...args], { cwd: website, stdio: 'ignore' });
  if (status !== 0) throw new Error(`${label} failed: npx docusaurus ${args.join(' ')}`);
  return (performance.now() - started) / 1000;
}

function measureBuilds() {
  spawnSync('npx', ['docusaurus', 'clear'], { cwd: website, stdio: 'ignore' });
  const cold = timedBuild('cold build', ['build']);
  const warm = timedBuild('warm build', ['build']);
  return { coldSeconds: cold, warmSeconds: warm };
}

const emptyWeight = () => ({ raw: 0, gzip: 0 });

/** Bytes of each kind a first visit to `path` transfers, from a fresh browser context. */
async function measurePage(browser, origin, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const weights = {
    js: emptyWeight(),
    css: emptyWeight(),
    html: emptyWeight(),
    prefetchedJs: emptyWeight(),
  };
  const pending = [];
  page.on('response', (response) => {
    pending.push(
      response.body().then(
        (body) => {
          const type = response.request().resourceType();
          const url = new URL(response.url()).pathname;
          // Docusaurus prefetches the chunks of visible links with <link rel="prefetch">, which
          // Chromium reports as "other": loaded for later, not needed for this page.
          const kind =
            type === 'document'
              ? 'html'
              : type === 'stylesheet'
                ? 'css'
                : type === 'script'
                  ? 'js'
                  : url.endsWith('.js')
                    ? 'prefetchedJs'
                    : undefined;
          if (kind === undefined) return;
          weights[kind].raw += body.length;
          weights[kind].gzip += gzipSync(body).length;
        },
        () => {},
      ),
    );
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return weights;
}

function searchIndexSize() {
  const build = join(website, 'build');
  const files = readdirSync(build).filter((name) => /^search-index.*\.json$/.test(name));
  return files.reduce(
    (size, name) => {
      const body = readFileSync(join(build, name));
      return {
        files: size.files + 1,
        raw: size.raw + statSync(join(build, name)).size,
        gzip: size.gzip + gzipSync(body).length,
      };
    },
    { files: 0, raw: 0, gzip: 0 },
  );
}

/** The navbar's search box: a plain text box until the index loads, a combobox afterwards. */
const navbarSearchBox = (page) =>
  page.getByRole('navigation', { name: 'Main' }).getByPlaceholder('Search');

/** Milliseconds from typing `query` into the navbar box until the suggestion list shows. */
async function timeQuery(page, query) {
  const box = navbarSearchBox(page);
  await box.fill('');
  await page
    .getByRole('listbox')
    .waitFor({ state: 'hidden' })
    .catch(() => {});
  const started = performance.now();
  await box.pressSequentially(query);
  await page.getByRole('listbox').waitFor({ state: 'visible' });
  return performance.now() - started;
}

async function measureSearch(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/docs/intro`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await navbarSearchBox(page).click();
  const firstQueryMs = await timeQuery(page, 'client');
  const warm = [];
  for (const query of queries) warm.push(await timeQuery(page, query));
  warm.sort((a, b) => a - b);
  await context.close();
  return { firstQueryMs, warmMedianMs: (warm[4] + warm[5]) / 2, queries: queries.length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function report(results) {
  const lines = [
    `| Build | seconds |`,
    `| --- | ---: |`,
    `| cold (after docusaurus clear) | ${results.build.coldSeconds.toFixed(1)} |`,
    `| warm | ${results.build.warmSeconds.toFixed(1)} |`,
    '',
    `| Page (first visit) | JS gzip | CSS gzip | HTML gzip | JS raw | prefetched JS gzip |`,
    `| --- | ---: | ---: | ---: | ---: | ---: |`,
    ...Object.entries(results.pages).map(
      ([path, w]) =>
        `| \`${path}\` | ${kb(w.js.gzip)} | ${kb(w.css.gzip)} | ${kb(w.html.gzip)} | ${kb(w.js.raw)} | ${kb(w.prefetchedJs.gzip)} |`,
    ),
    '',
    `| Search | value |`,
    `| --- | ---: |`,
    `| index files | ${results.search.index.files} |`,
    `| index size raw / gzip | ${kb(results.search.index.raw)} / ${kb(results.search.index.gzip)} |`,
    `| first query in a fresh page | ${results.search.firstQueryMs.toFixed(0)} ms |`,
    `| warm query, median of ${results.search.queries} | ${results.search.warmMedianMs.toFixed(0)} ms |`,
  ];
  return lines.join('\n');
}

const build = measureBuilds();
const server = await startSiteServer(join(website, 'build'));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const measured = {};
  for (const path of pages) measured[path] = await measurePage(browser, server.origin, path);
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model,
      cores: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    build,
    pages: measured,
    search: { index: searchIndexSize(), ...(await measureSearch(browser, server.origin)) },
  };
  const table = report(results);
  console.log(table);
  writeFileSync(new URL('results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(
    new URL('RESULTS.md', import.meta.url),
    `# Benchmark results\n\nMeasured ${results.date.slice(0, 10)} on ${results.machine.cores} × ${results.machine.cpu}, ` +
      `${results.machine.memoryGiB} GiB, Node ${results.machine.node}, by \`npm run bench\`. ` +
      `Baseline figures of this build alone: the stock build to compare with, and Lighthouse, ` +
      `are still to come.\n\n${table}\n`,
  );
} finally {
  await browser.close();
  await server.close();
}
