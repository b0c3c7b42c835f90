#!/usr/bin/env node
// `npm run bench`: how fast this site builds and how fast it reaches a reader, beside the same
// content built with Docusaurus's stock settings, measured in one run on one machine so every
// figure is also a ratio. Prints the tables and writes bench/results.json and bench/RESULTS.md.
// Not part of the test command: timings on a shared machine are noisy, so they are reported,
// never asserted.
//
// Both builds are served by nginx with deploy/nginx.conf, as readers get the site; a last step
// puts this site's nginx under load with wrk. BENCH_LIGHTHOUSE_RUNS sets how many Lighthouse
// runs each median takes (default 3); BENCH_MAIN_THREAD_ROUNDS how many times each page is loaded
// in each build to count its main thread's CPU time (default 9); BENCH_LOAD_SECONDS how long the
// load runs (default 30).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@memai-sdk/scripts/chromium';
import { timeBuilds, variants } from './builds.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { mainThreadRounds } from './main-thread.mjs';
import { memoryFirstTouchMicros } from './memory-touch.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { report, resultsMarkdown } from './report.mjs';
import { measureSearchSpeed, searchIndexSize } from './search-speed.mjs';
import { startNginx } from '@memai-sdk/deploy/nginx';
import { ensureDebianPackages, nginx } from '@memai-sdk/scripts/debian-packages';
import { runLoad } from './load.mjs';
import { pages } from './pages.mjs';

const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const mainThreadRoundCount = Number(process.env.BENCH_MAIN_THREAD_ROUNDS ?? 9);
const load = { seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 30), connections: 64 };

if (!ensureDebianPackages(nginx)) process.exit(1);

// Build everything first, so the measurements do not share the CPU with a build.
const builds = variants.map((variant) => {
  console.log(`Building ${variant.label}, cold and warm…`);
  return { variant, times: timeBuilds(variant) };
});
/** @type {Partial<Record<import('./builds.mjs').Variant['name'], import('./report.mjs').VariantResults>>} */
const measured = {};
// Every build is served at once, so that the search can be timed on each in turns.
const served = await Promise.all(
  builds.map(async (build) => ({
    ...build,
    server: await startNginx({ root: build.variant.buildDir }),
  })),
);
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  /** @type {Record<string, import('./page-weight.mjs').PageWeights>[]} */
  const weights = [];
  /** @type {Awaited<ReturnType<typeof mainThreadRounds>>} */
  let mainThread;
  /** @type {Awaited<ReturnType<typeof measureSearchSpeed>>} */
  let searchSpeeds;
  try {
    for (const { variant, server } of served) {
      console.log(`Weighing the pages of ${variant.label}…`);
      /** @type {Record<string, import('./page-weight.mjs').PageWeights>} */
      const byPath = {};
      for (const path of pages) {
        byPath[path] = await measurePageWeight(browser, server.origin, path);
      }
      weights.push(byPath);
    }
    mainThread = await mainThreadRounds(
      browser,
      served.map(({ variant, server }) => ({ label: variant.name, origin: server.origin })),
      pages,
      mainThreadRoundCount,
      (round) =>
        console.log(`Counting main-thread time, round ${round + 1} of ${mainThreadRoundCount}…`),
    );
    console.log('Timing the search of each build in turns…');
    searchSpeeds = await measureSearchSpeed(
      browser,
      served.map(({ server }) => server.origin),
    );
  } finally {
    await browser.close();
  }
  for (const [at, { variant, times, server }] of served.entries()) {
    console.log(`Running Lighthouse on ${variant.label}…`);
    const speed = searchSpeeds[at];
    const byPath = weights[at];
    if (speed === undefined || byPath === undefined) throw new Error(`${variant.label} unmeasured`);
    const firstTouchMicros = memoryFirstTouchMicros();
    measured[variant.name] = {
      build: times,
      pages: byPath,
      mainThreadMs: Object.fromEntries(mainThread.get(variant.name) ?? []),
      firstTouchMicros,
      lighthouse: await measureLighthouse(server.origin, pages, lighthouseRuns),
      search: { index: searchIndexSize(variant.buildDir), ...speed },
    };
  }
} finally {
  await Promise.all(served.map(({ server }) => server.close()));
}

console.log(`Load on this site's nginx: ${load.seconds} s at ${load.connections} connections…`);
const site = variants.find((variant) => variant.name === 'site');
if (site === undefined) throw new Error("bench/builds.mjs has no 'site' variant");
const loadServer = await startNginx({ root: site.buildDir });
/** @type {import('./report.mjs').LoadResults} */
let loadResult;
try {
  loadResult = { ...load, ...(await runLoad({ origin: loadServer.origin, ...load })) };
} finally {
  await loadServer.close();
}

if (measured.stock === undefined || measured.site === undefined) {
  throw new Error('bench/builds.mjs must have a stock and a site variant');
}
/** @type {import('./report.mjs').Results} */
const results = {
  date: new Date().toISOString(),
  machine: {
    cpu: os.cpus()[0]?.model,
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  lighthouseRuns,
  // In the order bench/builds.mjs lists them, which results.json has always kept.
  variants: { stock: measured.stock, site: measured.site },
  load: loadResult,
};
const tables = report(results);
console.log(`\n${tables}`);
writeFileSync(new URL('results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
const resultsFile = new URL('RESULTS.md', import.meta.url);
// Five sections of the page are not this bench's to write: the hand-written account of how the
// site got here, `npm run bench:cli`'s "Command line", `npm run bench:runner`'s "Running a guide
// in the page", `npm run bench:ablation`'s "Stand-ins, one by one" and `npm run
// bench:test-command`'s "The test command". They stay as they were.
const earlier = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
const kept = ['history', 'cli', 'runner', 'ablation', 'test-command'].flatMap(
  (name) =>
    new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`).exec(earlier)?.[0] ?? [],
);
writeFileSync(resultsFile, [resultsMarkdown(results).trimEnd(), ...kept].join('\n\n') + '\n');
