#!/usr/bin/env node
// `npm run bench:cli`: how long `memai` takes to start, beside Node starting with nothing to do,
// runs taken in turn so that both see the same machine. Prints a table and writes
// bench/cli-results.json. Not part of the test command: timings on a shared machine are noisy,
// so they are reported, never asserted.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { median } from './median.mjs';

const runs = Number(process.env.BENCH_CLI_RUNS ?? 21);
const bin = fileURLToPath(new URL('../packages/cli/dist/bin.js', import.meta.url));

/** What is timed: each is one process, from its start to its exit. */
const commands = {
  'node -e 0 (Node alone)': ['-e', '0'],
  'memai --help': [bin, '--help'],
  'memai --version': [bin, '--version'],
  'memai notes list --help': [bin, 'notes', 'list', '--help'],
};

/**
 * Wall milliseconds of one run.
 * @param {string[]} args
 */
function time(args) {
  const started = process.hrtime.bigint();
  const { status } = spawnSync(process.execPath, args, { stdio: 'ignore' });
  if (status !== 0) throw new Error(`node ${args.join(' ')} exited with ${status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** @type {Record<string, number[]>} */
const samples = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
// One warm-up of each, so that the first measured run does not pay for a cold file cache.
for (const args of Object.values(commands)) time(args);
for (let run = 0; run < runs; run += 1) {
  for (const [name, args] of Object.entries(commands)) samples[name]?.push(time(args));
}

const baseline = median(samples['node -e 0 (Node alone)'] ?? []);
const rows = Object.entries(samples).map(([name, values]) => ({
  command: name,
  medianMs: median(values),
  minMs: Math.min(...values),
  maxMs: Math.max(...values),
  overNodeMs: median(values) - baseline,
}));

const target = 150;
const help = rows.find((row) => row.command === 'memai --help');
console.log(`${runs} runs each, in turn, on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`);
console.table(
  rows.map((row) => ({
    command: row.command,
    median: `${row.medianMs.toFixed(0)} ms`,
    'min-max': `${row.minMs.toFixed(0)}-${row.maxMs.toFixed(0)} ms`,
    'over Node alone': `${row.overNodeMs.toFixed(0)} ms`,
  })),
);
console.log(
  `memai --help: median ${help?.medianMs.toFixed(0)} ms (target ≤ ${target} ms): ${(help?.medianMs ?? Infinity) <= target ? 'met' : 'missed'}`,
);
writeFileSync(
  new URL('cli-results.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), runs, node: process.version, rows, target }, null, 2)}\n`,
);
