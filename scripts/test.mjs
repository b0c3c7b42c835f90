#!/usr/bin/env node
// Runs every check CI runs and ends with a summary: each step's time, the slowest tests, and one
// line of totals. Each step runs once the steps it needs have ended (scripts/run-steps.mjs has
// the rule); installing Debian's packages and the audit, which wait on the network, run beside
// the others. A failed step fails the run, but the steps after it still run, so that one report
// shows everything that is broken.
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { clock, duration, mark, runSteps } from './run-steps.mjs';
import { readReport } from './test-reports.mjs';

const resultsDir = 'test-results';
rmSync(resultsDir, { recursive: true, force: true });
const logDir = `${resultsDir}/logs`;
mkdirSync(logDir, { recursive: true });
const packs = `${resultsDir}/packs`;
const tarballs = {
  MEMAI_SDK_TARBALL: `${process.cwd()}/${packs}/memai-sdk.tgz`,
  MEMAI_CLI_TARBALL: `${process.cwd()}/${packs}/memai-cli.tgz`,
};

// How many test files each Vitest step runs at once: one per core. Vitest's default, one fewer,
// ran them one after the other on the 2-core hosts CI gets, while most of them spend their time
// waiting on a process, a server or a timer. One file at a time against two: the CLI's tests
// 152 s against 75 s, the library's 127 s against 73 s, the docs tests 114 s against 61 s.
const filesAtOnce = `--maxWorkers=${availableParallelism()}`;

/** @typedef {import('./run-steps.mjs').Step} Step */

// Listed in the order they start when several are ready: the quicker checks first, so that a
// broken build or unit shows before the browser tests begin.
/** @type {Step[]} */
const steps = [
  {
    id: 'tools',
    name: 'setup: Debian Chromium, bash-completion, jq and nginx, for the browser, CLI, docs and serving tests',
    command: ['node', 'scripts/ensure-test-tools.mjs'],
    light: true,
  },
  {
    id: 'audit',
    name: 'audit: no high or critical advisory in the production dependencies',
    command: ['node', 'scripts/audit.mjs'],
    counts: true,
    light: true,
    // What scripts/audit.mjs exits with when the registry serves no advisories.
    skippedStatus: 78,
  },
  {
    // Everything after reads the compiled packages: the type checks of memai-cli and of the
    // site's command reference, the docs tests (which run the built `memai`) and the site's
    // command reference. Packing builds each package afresh, as `npm publish` does; the package
    // and CLI tests install these tarballs rather than pack again under the steps beside them.
    id: 'packages',
    name: 'build: memai-sdk, then memai-cli, each packed as npm publishes it',
    command: ['node', 'scripts/pack-packages.mjs', packs],
  },
  {
    id: 'lint',
    name: 'lint: prettier, eslint, tsc',
    command: ['npm', 'run', 'lint'],
    needs: ['packages'],
  },
  {
    id: 'sdk',
    name: 'test: memai-sdk against the local Mem, over HTTP and through its fetch, with coverage',
    command: [
      'npm',
      'test',
      '--workspace',
      'packages/sdk',
      '--',
      filesAtOnce,
      `--outputFile.json=../../${resultsDir}/sdk.json`,
    ],
    needs: ['packages'],
    report: `${resultsDir}/sdk.json`,
  },
  {
    id: 'sdk-package',
    name: 'test: memai-sdk as npm packs it: Node import and require, TypeScript, Bun, Deno, browser bundles run in Chromium, publint, attw; the release workflow',
    command: [
      'npm',
      'run',
      'test:package',
      '--workspace',
      'packages/sdk',
      '--',
      '--reporter=default',
      '--reporter=json',
      filesAtOnce,
      `--outputFile.json=../../../${resultsDir}/sdk-package.json`,
    ],
    env: tarballs,
    needs: ['tools', 'packages'],
    report: `${resultsDir}/sdk-package.json`,
  },
  {
    id: 'cli',
    name: 'test: memai, the command line, packed and installed as users get it, against the local Mem',
    command: [
      'npm',
      'test',
      '--workspace',
      'packages/cli',
      '--',
      filesAtOnce,
      `--outputFile.json=../../${resultsDir}/cli.json`,
    ],
    env: tarballs,
    needs: ['tools', 'packages'],
    report: `${resultsDir}/cli.json`,
  },
  {
    id: 'docs',
    name: 'test: docs samples compile against the library; the tutorial, the guides and the command-line pages run',
    command: [
      'npm',
      'test',
      '--workspace',
      'website',
      '--',
      filesAtOnce,
      `--outputFile.json=../${resultsDir}/docs.json`,
    ],
    needs: ['tools', 'packages'],
    report: `${resultsDir}/docs.json`,
  },
  {
    id: 'site',
    name: 'build: website, with the generated reference (fails on broken links)',
    command: ['npm', 'run', 'build', '--workspace', 'website'],
    needs: ['packages'],
  },
  {
    // After the first build: both write the site's generated files (.docusaurus, docs/api).
    id: 'site-subpath',
    name: 'build: website for a sub-path (BASE_URL=/memai-sdk/), with its headers and gzip copies, for the browser tests',
    command: [
      'sh',
      '-c',
      'cd website && npx docusaurus build --out-dir build-subpath && npx prepare-site-build build-subpath',
    ],
    env: { BASE_URL: '/memai-sdk/' },
    needs: ['site'],
  },
  {
    id: 'serving',
    name: "test: serving, by nginx with deploy/nginx.conf and by npm start's server: one contract, the same headers, hostile requests",
    command: [
      'npm',
      'test',
      '--workspace',
      'deploy',
      '--',
      '--reporter=default',
      '--reporter=json',
      filesAtOnce,
      `--outputFile.json=../${resultsDir}/deploy.json`,
    ],
    needs: ['tools', 'site'],
    report: `${resultsDir}/deploy.json`,
  },
  {
    id: 'e2e',
    name: "test: the built site in headless Chromium, served by npm start's server with its CSP",
    command: ['npm', 'run', 'test:e2e', '--workspace', 'website'],
    needs: ['tools', 'site', 'site-subpath'],
    report: `${resultsDir}/e2e.json`,
    runner: 'playwright',
  },
];

const started = performance.now();
const results = await runSteps(steps, { logDir });
const elapsed = performance.now() - started;

const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {import('./test-reports.mjs').TestTime[]} */
const browserTimes = [];
/** @type {import('./test-reports.mjs').TestTime[]} */
const unitTimes = [];
/** @type {Map<string, string>} */
const marks = new Map();

for (const { step, status } of results) {
  const outcome = mark(step, status);
  marks.set(step.id, outcome);
  if (step.counts) {
    totals[outcome === '–' ? 'skipped' : outcome === '✓' ? 'passed' : 'failed'] += 1;
  }
  if (step.report === undefined) continue;
  try {
    const { counts, times } = readReport(step.report, step.runner ?? 'vitest');
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    (step.runner === 'playwright' ? browserTimes : unitTimes).push(...times);
  } catch {
    // No report means the runner died before it could count: count that as one failure.
    if (status !== 0) totals.failed += 1;
  }
}

console.log('\nSteps (start, time):');
for (const { step, startMs, ms } of results) {
  console.log(
    `${marks.get(step.id)} ${clock(startMs).padStart(6)} ${duration(ms).padStart(12)}  ${step.name}`,
  );
}
printSlowest('browser tests', browserTimes);
printSlowest('unit tests', unitTimes);
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, in ${duration(elapsed)}`,
);
process.exit([...marks.values()].includes('✗') ? 1 : 0);

/**
 * Prints the ten slowest of `times`, and what all of them took together.
 * @param {string} what
 * @param {import('./test-reports.mjs').TestTime[]} times
 */
function printSlowest(what, times) {
  if (times.length === 0) return;
  const sum = times.reduce((total, time) => total + time.ms, 0);
  console.log(`\nSlowest ${what} (${times.length} took ${duration(sum)} in all):`);
  for (const { title, ms } of [...times].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`${duration(ms).padStart(12)}  ${title}`);
  }
}
