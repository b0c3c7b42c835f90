#!/usr/bin/env node
// How long the README's test command takes, before and after a change, on this host: each
// revision is cloned afresh, as CI clones main, and `npm ci` then `npm test` run in it, the
// revisions in turns (before, after, before, after for --rounds 2), since a shared host's speed
// drifts over an hour. Prints the figures, writes bench/test-command-results.json and replaces the
// "The test command" section of bench/RESULTS.md. Not part of the test command: a run of this
// takes as long as the test command itself, twice or more.
//
//   npm run bench:test-command -- --before e705f2d [--after HEAD] [--rounds 1]
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { memoryFirstTouchMicros } from './memory-touch.mjs';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'HEAD' },
    rounds: { type: 'string', default: '1' },
  },
});
if (values.before === undefined) {
  console.error('Usage: npm run bench:test-command -- --before REV [--after REV] [--rounds N]');
  process.exit(2);
}

const repository = spawnSync('git', ['rev-parse', '--show-toplevel'], {
  encoding: 'utf8',
}).stdout.trim();
/** @param {string} revision */
const commitOf = (revision) =>
  spawnSync('git', ['rev-parse', '--short', revision], {
    cwd: repository,
    encoding: 'utf8',
  }).stdout.trim();
const revisions = { before: commitOf(values.before), after: commitOf(values.after) };

/**
 * One run of the test command in a fresh clone.
 * @typedef {object} TestCommandRun
 * @property {'before' | 'after'} which
 * @property {string} commit
 * @property {number} firstTouchMicros A first write to fresh memory, just before the run.
 * @property {number} installSeconds `npm ci`.
 * @property {number} testSeconds `npm test`.
 * @property {number} exitCode `npm test`'s.
 * @property {string} totals Its last line of totals, as it printed it.
 * @property {{ passed: number, failed: number, skipped: number }} counts
 * @property {string} log Where its output was kept.
 * @property {string | undefined} summary The summary it ended with (steps and slowest tests),
 * where it printed one.
 */

/**
 * Clones `commit` into a temporary folder and runs `npm ci`, then `npm test`, there.
 * @param {'before' | 'after'} which
 * @param {string} commit
 * @returns {Promise<TestCommandRun>}
 */
async function runTestCommand(which, commit) {
  const dir = mkdtempSync(join(os.tmpdir(), `memai-test-command-${which}-`));
  spawnSync('git', ['clone', '--quiet', repository, dir], { stdio: 'inherit' });
  spawnSync('git', ['checkout', '--quiet', commit], { cwd: dir, stdio: 'inherit' });
  const log = join(os.tmpdir(), `memai-test-command-${which}-${commit}.log`);
  const out = createWriteStream(log);
  const firstTouchMicros = memoryFirstTouchMicros();
  const installSeconds = (await timed('npm', ['ci'], dir, out)).seconds;
  const test = await timed('npm', ['test'], dir, out);
  out.end();
  const text = readFileSync(log, 'utf8');
  const totals = [...text.matchAll(/^tests: (\d+) passed, (\d+) failed, (\d+) skipped.*$/gm)].at(
    -1,
  );
  const summaryAt = text.lastIndexOf('\nSteps (start, time):');
  rmSync(dir, { recursive: true, force: true });
  return {
    which,
    commit,
    firstTouchMicros,
    installSeconds,
    testSeconds: test.seconds,
    exitCode: test.exitCode,
    totals: totals?.[0] ?? 'no totals printed',
    counts: {
      passed: Number(totals?.[1] ?? NaN),
      failed: Number(totals?.[2] ?? NaN),
      skipped: Number(totals?.[3] ?? NaN),
    },
    log,
    summary: summaryAt === -1 ? undefined : text.slice(summaryAt + 1).trimEnd(),
  };
}

/**
 * Runs a command to its end, its output appended to `out`.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {import('node:fs').WriteStream} out
 * @returns {Promise<{ seconds: number, exitCode: number }>}
 */
function timed(command, args, cwd, out) {
  const started = performance.now();
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ seconds: (performance.now() - started) / 1000, exitCode: code ?? 1 }),
    );
  });
}

/** @type {TestCommandRun[]} */
const runs = [];
for (let round = 0; round < Number(values.rounds); round++) {
  for (const which of /** @type {const} */ (['before', 'after'])) {
    console.log(`Round ${round + 1}: the test command at ${which} (${revisions[which]})…`);
    const run = await runTestCommand(which, revisions[which]);
    console.log(
      `  npm ci ${minutes(run.installSeconds)}, npm test ${minutes(run.testSeconds)} (exit ${run.exitCode}): ${run.totals}`,
    );
    runs.push(run);
  }
}

/** @param {number} seconds */
function minutes(seconds) {
  return `${(seconds / 60).toFixed(1)} min`;
}

const date = new Date().toISOString();
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
writeFileSync(
  new URL('test-command-results.json', import.meta.url),
  `${JSON.stringify({ date, machine, revisions, runs }, null, 2)}\n`,
);

const section = [
  '<!-- test-command:start -->',
  '## The test command',
  '',
  `Measured ${date.slice(0, 10)} by \`npm run bench:test-command\` on ${machine}: each revision cloned afresh, then \`npm ci\` and \`npm test\`, the revisions in turns. A first write to fresh memory is timed just before each run (bench/memory-touch.mjs): the 2-core hosts CI gets range from about 1.7 µs to 19 µs, and the test command takes more than twice as long on the slow ones.`,
  '',
  '| Run | commit | first touch | `npm ci` | `npm test` | both | tests |',
  '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ...runs.map(
    (run) =>
      `| ${run.which} | \`${run.commit}\` | ${run.firstTouchMicros.toFixed(1)} µs | ${minutes(run.installSeconds)} | ${minutes(run.testSeconds)} | ${minutes(run.installSeconds + run.testSeconds)} | ${run.counts.passed} passed, ${run.counts.failed} failed, ${run.counts.skipped} skipped${run.exitCode === 0 ? '' : ` (exit ${run.exitCode})`} |`,
  ),
  ...runs.flatMap((run) =>
    run.summary === undefined
      ? []
      : [
          '',
          `The summary of the ${run.which} run (${run.commit}):`,
          '',
          '```text',
          run.summary,
          '```',
        ],
  ),
  '<!-- test-command:end -->',
].join('\n');
console.log(`\n${section}`);
const resultsFile = new URL('RESULTS.md', import.meta.url);
const results = readFileSync(resultsFile, 'utf8');
const marked = /<!-- test-command:start -->[\s\S]*?<!-- test-command:end -->/;
writeFileSync(
  resultsFile,
  marked.test(results)
    ? results.replace(marked, () => section)
    : `${results.trimEnd()}\n\n${section}\n`,
);
