#!/usr/bin/env node
// Runs every check CI runs, in order, and ends with one line of totals. Each step's own output
// goes straight to the terminal; a failed step fails the run but the later steps still run, so
// one report shows everything that is broken.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsDir = 'test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/**
 * A step: a command (run from `cwd`, with `env` added), and optionally the JSON report (Vitest's
 * or Playwright's) whose counts it adds, or `counts: true` to count the step itself as one check.
 * @typedef {object} Step
 * @property {string} name
 * @property {[string, ...string[]]} command The program, then its arguments.
 * @property {string} [cwd]
 * @property {Record<string, string>} [env]
 * @property {string} [report]
 * @property {'playwright'} [runner] Set when `report` is Playwright's rather than Vitest's.
 * @property {boolean} [counts]
 */

/** @type {Step[]} */
const steps = [
  // The builds come first: the type checks of memai-cli and of the site's command reference read
  // the compiled declarations of memai-sdk and memai-cli, the docs tests run the built `memai`, and
  // the site's command reference is generated from its compiled definitions.
  { name: 'build: memai-sdk', command: ['npm', 'run', 'build', '--workspace', 'packages/sdk'] },
  { name: 'build: memai-cli', command: ['npm', 'run', 'build', '--workspace', 'packages/cli'] },
  { name: 'lint: prettier, eslint, tsc', command: ['npm', 'run', 'lint'] },
  {
    name: 'test: memai-sdk against the local Mem, over HTTP and through its fetch, with coverage',
    command: [
      'npm',
      'test',
      '--workspace',
      'packages/sdk',
      '--',
      `--outputFile.json=../../${resultsDir}/sdk.json`,
    ],
    report: `${resultsDir}/sdk.json`,
  },
  {
    name: "setup: Debian Chromium for the browser tests, the first of which runs the packed memai-sdk's local Mem in a page",
    command: ['node', 'scripts/ensure-chromium.mjs'],
  },
  {
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
      `--outputFile.json=../../../${resultsDir}/sdk-package.json`,
    ],
    report: `${resultsDir}/sdk-package.json`,
  },
  {
    name: "setup: Debian bash-completion for the test of memai's bash completion",
    command: ['node', 'scripts/ensure-bash-completion.mjs'],
  },
  {
    name: 'test: memai, the command line, packed and installed as users get it, against the local Mem',
    command: [
      'npm',
      'test',
      '--workspace',
      'packages/cli',
      '--',
      `--outputFile.json=../../${resultsDir}/cli.json`,
    ],
    report: `${resultsDir}/cli.json`,
  },
  {
    name: 'setup: Debian jq for the command-line pages, which pipe memai into it',
    command: ['node', 'scripts/ensure-jq.mjs'],
  },
  {
    name: 'test: docs samples compile against the library; the tutorial, the guides and the command-line pages run',
    command: [
      'npm',
      'test',
      '--workspace',
      'website',
      '--',
      `--outputFile.json=../${resultsDir}/docs.json`,
    ],
    report: `${resultsDir}/docs.json`,
  },
  {
    name: 'audit: no high or critical advisory in the production dependencies',
    command: ['node', 'scripts/audit.mjs'],
    counts: true,
  },
  {
    name: 'build: website, with the generated reference (fails on broken links)',
    command: ['npm', 'run', 'build', '--workspace', 'website'],
  },
  {
    name: 'build: website for a sub-path (BASE_URL=/memai-sdk/), for the browser tests',
    command: ['npx', 'docusaurus', 'build', '--out-dir', 'build-subpath'],
    cwd: 'website',
    env: { BASE_URL: '/memai-sdk/' },
  },
  {
    name: 'build: headers and gzip copies for the sub-path build',
    command: ['npx', 'prepare-site-build', 'website/build-subpath'],
  },
  {
    name: 'setup: Debian nginx for the serving tests',
    command: ['node', 'scripts/ensure-nginx.mjs'],
  },
  {
    name: "test: serving, by nginx with deploy/nginx.conf and by npm start's server: one contract, the same headers, hostile requests",
    command: [
      'npm',
      'test',
      '--workspace',
      'deploy',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=../${resultsDir}/deploy.json`,
    ],
    report: `${resultsDir}/deploy.json`,
  },
  {
    name: "test: the built site in headless Chromium, served by npm start's server with its CSP",
    command: ['npm', 'run', 'test:e2e', '--workspace', 'website'],
    report: `${resultsDir}/e2e.json`,
    runner: 'playwright',
  },
];

/** The exit code of a check that could not run here (see scripts/audit.mjs). */
const skippedExitCode = 78;

const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const failedSteps = [];
/** @type {string[]} */
const skippedSteps = [];

for (const step of steps) {
  console.log(`\n▶ ${step.name}\n`);
  const { status } = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    cwd: step.cwd,
    env: { ...process.env, ...step.env },
  });
  if (step.counts && status === skippedExitCode) {
    totals.skipped += 1;
    skippedSteps.push(step.name);
    continue;
  }
  if (status !== 0) failedSteps.push(step.name);
  if (step.counts) totals[status === 0 ? 'passed' : 'failed'] += 1;
  if (step.report) addCounts(step.report, status !== 0, step.runner);
}

/**
 * Adds the counts of a runner's JSON report to the totals.
 * @param {string} path
 * @param {boolean} stepFailed
 * @param {Step['runner']} runner
 */
function addCounts(path, stepFailed, runner) {
  try {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    if (runner === 'playwright') {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    } else {
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + report.numTodoTests;
    }
  } catch {
    // No report means the runner died before it could count: count that as one failure.
    if (stepFailed) totals.failed += 1;
  }
}

console.log('');
for (const step of steps) {
  const mark = failedSteps.includes(step.name) ? '✗' : skippedSteps.includes(step.name) ? '–' : '✓';
  console.log(`${mark} ${step.name}`);
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length === 0 ? 0 : 1);
