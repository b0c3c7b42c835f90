#!/usr/bin/env node
// Runs every check CI runs, in order, and ends with one line of totals. Each step's own output
// goes straight to the terminal; a failed step fails the run but the later steps still run, so
// one report shows everything that is broken.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsDir = 'test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** A step: a command, and optionally the JSON report (Vitest's or Playwright's) whose counts it adds. */
const steps = [
  { name: 'lint: prettier, eslint, tsc', command: ['npm', 'run', 'lint'] },
  { name: 'build: memai-sdk', command: ['npm', 'run', 'build', '--workspace', 'packages/sdk'] },
  {
    name: 'test: memai-sdk against the local API server, with coverage',
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
    name: 'test: docs samples compile against the library, and the tutorial runs',
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
    name: 'build: website, with the generated reference (fails on broken links)',
    command: ['npm', 'run', 'build', '--workspace', 'website'],
  },
  {
    name: 'setup: Debian Chromium for the browser tests',
    command: ['node', 'scripts/ensure-chromium.mjs'],
  },
  {
    name: 'test: the built site in headless Chromium',
    command: ['npm', 'run', 'test:e2e', '--workspace', 'website'],
    report: `${resultsDir}/e2e.json`,
    runner: 'playwright',
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

for (const step of steps) {
  console.log(`\n▶ ${step.name}\n`);
  const { status } = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit' });
  if (status !== 0) failedSteps.push(step.name);
  if (step.report) addCounts(step.report, status !== 0, step.runner);
}

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
for (const step of steps)
  console.log(`${failedSteps.includes(step.name) ? '✗' : '✓'} ${step.name}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length === 0 ? 0 : 1);
