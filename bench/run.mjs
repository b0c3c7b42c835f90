#!/usr/bin/env node
// `npm run bench`: how fast this site builds and how fast it reaches a reader, beside the same
// content built with Docusaurus's stock settings, measured in one run on one machine so every
// figure is also a ratio. Prints the tables and writes bench/results.json and bench/RESULTS.md.
// Not part of the test command: timings on a shared machine are noisy, so they are reported,
// never asserted.
//
// BENCH_LIGHTHOUSE_RUNS sets how many Lighthouse runs each median takes (default 3).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { timeBuilds, variants } from './builds.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { report } from './report.mjs';
import { measureSearchSpeed, searchIndexSize } from './search-speed.mjs';
import { startSiteServer } from './site-server.mjs';

const pages = ['/', '/docs/intro', '/docs/api/classes/MemClient', '/blog', '/search?q=client'];
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function measureVariant(variant, build) {
  const server = await startSiteServer(variant.buildDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const weights = {};
    for (const path of pages) weights[path] = await measurePageWeight(browser, server.origin, path);
    const search = {
      index: searchIndexSize(variant.buildDir),
      ...(await measureSearchSpeed(browser, server.origin)),
    };
    await browser.close();
    const lighthouse = await measureLighthouse(server.origin, pages, lighthouseRuns);
    return { build, pages: weights, lighthouse, search };
  } finally {
    await browser.close();
    await server.close();
  }
}

// Build everything first, so the measurements do not share the CPU with a build.
const builds = variants.map((variant) => {
  console.log(`Building ${variant.label}, cold and warm…`);
  return timeBuilds(variant);
});
const measured = {};
for (const [index, variant] of variants.entries()) {
  console.log(`Measuring ${variant.label}…`);
  measured[variant.name] = await measureVariant(variant, builds[index]);
}

const results = {
  date: new Date().toISOString(),
  machine: {
    cpu: os.cpus()[0]?.model,
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  lighthouseRuns,
  variants: measured,
};
const tables = report(results);
console.log(`\n${tables}`);
writeFileSync(new URL('results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(
  new URL('RESULTS.md', import.meta.url),
  `# Benchmark results\n\nMeasured ${results.date.slice(0, 10)} by \`npm run bench\` on ` +
    `${results.machine.cores} × ${results.machine.cpu}, ${results.machine.memoryGiB} GiB, ` +
    `Node ${results.machine.node}. Lighthouse figures are medians of ${lighthouseRuns} runs.\n\n` +
    `${tables}\n`,
);
