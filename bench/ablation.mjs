#!/usr/bin/env node
// `npm run bench:ablation`: what each of the site's stand-ins for Docusaurus internals buys. The
// site is built whole, once without each stand-in (./stand-ins.mjs), and as stock Docusaurus
// (./stock.config.mjs); then each page is loaded in every build in turn, round after round, and
// its main thread's CPU time counted (./main-thread.mjs). A stand-in earns its place when taking
// it out costs a page at least 2 % of its main-thread time beyond the spread of the runs, or
// 2 KB gzip of its first-visit JS. Prints the table and writes bench/ablation-results.json and
// the "Stand-ins, one by one" section of bench/RESULTS.md.
//
// BENCH_ROUNDS sets the loads of each page in each build (default 9). `--reuse` serves the builds
// a run left in the temporary folder instead of building again.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@memai-sdk/scripts/chromium';
import { startNginx } from '@memai-sdk/deploy/nginx';
import { ensureDebianPackages, nginx } from '@memai-sdk/scripts/debian-packages';
import { build, variants } from './builds.mjs';
import { mainThreadRounds } from './main-thread.mjs';
import { median, pairedRatio } from './median.mjs';
import { memoryFirstTouchMicros } from './memory-touch.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { standIns } from './stand-ins.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const reuse = process.argv.includes('--reuse');
/** The pages measured: the introduction, the longest guide, a reference page and the search. */
const pages = [
  '/docs/intro',
  '/docs/guides/testing-your-code',
  '/docs/api/classes/MemClient',
  '/search?q=client',
];
/** The least a stand-in must save to stay: a share of main-thread time, or gzip bytes of JS. */
const threshold = { share: 0.02, bytes: 2 * 1024 };

if (!ensureDebianPackages(nginx)) process.exit(1);

const stock = variants.find((variant) => variant.name === 'stock');
if (stock === undefined) throw new Error("bench/builds.mjs has no 'stock' variant");
const buildsDir = join(tmpdir(), 'memai-sdk-bench-ablation');
const config = new URL('ablation.config.mjs', import.meta.url).pathname;

/**
 * A build the bench loads: the whole site, the site without one stand-in, or stock.
 * @typedef {object} Build
 * @property {string} label
 * @property {import('./stand-ins.mjs').StandIn} [standIn] The stand-in it is without.
 * @property {Pick<import('./builds.mjs').Variant, 'buildDir' | 'config' | 'env' | 'prepare'>} variant
 */

/** @type {Build[]} */
const builds = [
  { label: 'whole site', variant: { buildDir: `${buildsDir}/site/`, env: {}, prepare: true } },
  ...standIns.map((standIn, at) => ({
    label: `without ${standIn.name}`,
    standIn,
    variant: {
      buildDir: `${buildsDir}/without-${at}/`,
      config,
      env: { BENCH_WITHOUT: standIn.name },
      prepare: true,
    },
  })),
  { label: 'stock Docusaurus', variant: { ...stock, buildDir: `${buildsDir}/stock/` } },
];

for (const { label, variant } of builds) {
  if (reuse && existsSync(join(variant.buildDir, 'index.html'))) continue;
  console.log(`Building ${label}…`);
  build(variant);
}

// One nginx for each build, each of which listens for this process's exit.
process.setMaxListeners(builds.length + 10);
const served = await Promise.all(
  builds.map(async (each) => ({
    ...each,
    server: await startNginx({ root: each.variant.buildDir }),
  })),
);
/** @type {Map<string, Map<string, number[]>>} By build label, then page: each load's time. */
let times = new Map();
/** @type {Map<string, Map<string, number>>} By build label, then page: all JS, gzip bytes. */
const jsBytes = new Map();
const firstTouchMicros = memoryFirstTouchMicros();
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const { label, server } of served) {
      /** @type {Map<string, number>} */
      const byPage = new Map();
      for (const page of pages) {
        const weights = await measurePageWeight(browser, server.origin, page);
        byPage.set(page, weights.js.gzip + weights.laterJs.gzip);
      }
      jsBytes.set(label, byPage);
    }
    times = await mainThreadRounds(
      browser,
      served.map(({ label, server }) => ({ label, origin: server.origin })),
      pages,
      rounds,
      (round) => console.log(`Round ${round + 1} of ${rounds}…`),
    );
  } finally {
    await browser.close();
  }
} finally {
  await Promise.all(served.map(({ server }) => server.close()));
}

/**
 * @param {string} label
 * @param {string} page
 */
const loadsOf = (label, page) => times.get(label)?.get(page) ?? [];
/**
 * @param {string} label
 * @param {string} page
 */
const bytesOf = (label, page) => jsBytes.get(label)?.get(page) ?? NaN;

/**
 * What taking a stand-in out did to one page, beside the whole site: its main-thread time as a
 * share of the whole site's (the ratio of medians), the spread of that ratio over the rounds (each
 * round's load against the whole site's in the same round), and the change in JS bytes.
 * @param {string} label
 * @param {string} page
 */
function effect(label, page) {
  const { ratio, spread } = pairedRatio(loadsOf(label, page), loadsOf('whole site', page));
  const extraBytes = bytesOf(label, page) - bytesOf('whole site', page);
  // Slower by the threshold, and by more than chance: in three rounds of four at least.
  const savesTime = ratio - 1 >= threshold.share && spread.lower > 1;
  const savesBytes = extraBytes >= threshold.bytes;
  return { ratio, spread, extraBytes, earns: savesTime || savesBytes };
}

const percent = (/** @type {number} */ share) =>
  `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)} %`;
const kbChange = (/** @type {number} */ bytes) =>
  `${bytes >= 0 ? '+' : ''}${(bytes / 1024).toFixed(1)} KB`;

const date = new Date().toISOString();
const host = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const lines = [
  '<!-- ablation:start -->',
  '## Stand-ins, one by one',
  '',
  `Measured ${date.slice(0, 10)} by \`npm run bench:ablation\` on ${host}; a first touch of fresh memory took ${firstTouchMicros.toFixed(1)} µs. Each page loaded ${rounds} times in each build, the builds in a new random order each time, in Chromium headless at a phone's size without CPU slowdown; the figure is the page's main-thread CPU time (the renderer's main thread, from the kernel's schedstat) from navigation to hydration and half a second of network quiet.`,
  '',
  "Each row is the site built without one stand-in, beside the whole site: its median main-thread time as a change from the whole site's, with the quartiles of the paired rounds' changes in brackets, and its first-visit JS (gzip). A stand-in earns its place if, on some page, taking it out costs at least 2 % of main-thread time with the lower quartile above zero, or 2 KB gzip of JS.",
  '',
  `| Build | ${pages.map((page) => `\`${page}\``).join(' | ')} | earns its place |`,
  `| --- | ${pages.map(() => '---:').join(' | ')} | --- |`,
  `| whole site, main-thread median | ${pages.map((page) => `${median(loadsOf('whole site', page)).toFixed(0)} ms`).join(' | ')} | |`,
  `| whole site, first-visit JS | ${pages.map((page) => `${(bytesOf('whole site', page) / 1024).toFixed(1)} KB`).join(' | ')} | |`,
];
/** @type {Record<string, unknown>} */
const json = { date, host, firstTouchMicros, rounds, pages, builds: {} };
for (const { label, standIn } of builds.slice(1)) {
  const effects = pages.map((page) => effect(label, page));
  const cells = effects.map(
    ({ ratio, spread, extraBytes }) =>
      `${percent(ratio - 1)} (${percent(spread.lower - 1)} to ${percent(spread.upper - 1)}), JS ${kbChange(extraBytes)}`,
  );
  const verdict = standIn === undefined ? '' : effects.some(({ earns }) => earns) ? 'yes' : 'no';
  const note = standIn?.note === undefined ? '' : ` (${standIn.note})`;
  lines.push(`| ${label}${note} | ${cells.join(' | ')} | ${verdict} |`);
  /** @type {Record<string, unknown>} */ (json.builds)[label] = Object.fromEntries(
    pages.map((page, at) => [
      page,
      { loadsMs: loadsOf(label, page), jsGzip: bytesOf(label, page), ...effects[at] },
    ]),
  );
}
/** @type {Record<string, unknown>} */ (json.builds)['whole site'] = Object.fromEntries(
  pages.map((page) => [
    page,
    { loadsMs: loadsOf('whole site', page), jsGzip: bytesOf('whole site', page) },
  ]),
);
lines.push('<!-- ablation:end -->');
const section = lines.join('\n');
console.log(`\n${section}`);

writeFileSync(
  new URL('ablation-results.json', import.meta.url),
  `${JSON.stringify(json, null, 2)}\n`,
);
const resultsFile = new URL('RESULTS.md', import.meta.url);
const earlier = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
const marked = /<!-- ablation:start -->[\s\S]*?<!-- ablation:end -->/;
writeFileSync(
  resultsFile,
  marked.test(earlier) ? earlier.replace(marked, section) : `${earlier.trimEnd()}\n\n${section}\n`,
);
