#!/usr/bin/env node
// `npm run bench:sync-unchanged -- --before REV`: what `memai sync` costs when nothing changed,
// in requests and wall time, before and after a change, beside `memai --version`'s start-up. The
// revision before is cloned and built in a temporary folder; after is this checkout's build. For
// each size (1,000 and 10,000 notes by default) a local Mem is seeded, each build syncs a folder
// of its own from it, the files are dated a minute back (as the next scheduled run finds them)
// and a settling run reads them once; then the builds' runs alternate, so that both see the same
// machine. Writes bench/sync-unchanged-results.json and the "Sync with nothing changed" section of
// bench/RESULTS.md. Not part of the test command.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, utimes } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startMemServer } from 'memai-sdk/testing';
import { median } from './median.mjs';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    runs: { type: 'string', default: '7' },
    sizes: { type: 'string', default: '1000,10000' },
  },
});
if (values.before === undefined) {
  console.error(
    'Usage: npm run bench:sync-unchanged -- --before REV [--runs N] [--sizes 1000,10000]',
  );
  process.exit(2);
}
const repository = fileURLToPath(new URL('..', import.meta.url));
const before = spawnSync('git', ['rev-parse', '--short', values.before], { cwd: repository })
  .stdout.toString()
  .trim();
const runs = Number(values.runs);
const sizes = values.sizes.split(',').map(Number);

/**
 * Clones `commit` into a temporary folder and builds its memai-sdk and memai-cli there.
 * @param {string} commit
 * @returns {{ bin: string, dir: string }}
 */
function buildAt(commit) {
  const dir = mkdtempSync(join(os.tmpdir(), `memai-sync-bench-${commit}-`));
  const run = (/** @type {string} */ command, /** @type {string[]} */ args) => {
    const result = spawnSync(command, args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed at ${commit}`);
  };
  run('git', ['clone', '--quiet', repository, dir]);
  run('git', ['checkout', '--quiet', commit]);
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund']);
  run('npm', ['run', 'build', '--workspace', 'packages/sdk']);
  run('npm', ['run', 'build', '--workspace', 'packages/cli']);
  return { bin: join(dir, 'packages/cli/dist/bin.js'), dir };
}

/**
 * Runs a build's `memai` to its end; its wall time in milliseconds.
 * @param {string} bin
 * @param {string[]} args
 * @param {{ url: string, apiKey: string }} server
 */
async function memai(bin, args, server) {
  const started = performance.now();
  const child = spawn(process.execPath, [bin, ...args], {
    env: { ...process.env, MEM_BASE_URL: server.url, MEM_API_KEY: server.apiKey },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const status = await new Promise((resolve) => child.once('close', resolve));
  if (status !== 0) throw new Error(`memai ${args.join(' ')} exited with ${status}:\n${stderr}`);
  return performance.now() - started;
}

console.log(`Building ${before}…`);
const old = buildAt(before);
const builds = {
  before: old.bin,
  after: fileURLToPath(new URL('../packages/cli/dist/bin.js', import.meta.url)),
};
const scratch = mkdtempSync(join(os.tmpdir(), 'memai-sync-bench-'));

/** @typedef {{ requests: number[], wallMs: number[] }} Runs */
const results = [];
try {
  for (const notes of sizes) {
    const server = await startMemServer({
      rateLimits: {
        requestsPerMinute: 600,
        complexityPerMinute: 600,
        requestsPerDay: 1_000_000,
        complexityPerDay: 1_000_000,
        minuteMs: 30_000,
      },
    });
    server.seed({
      notes: Array.from({ length: notes }, (_, n) => ({ content: `# Note ${n}\n\nLine ${n}.\n` })),
    });
    /** @type {Record<'before' | 'after', Runs>} */
    const measured = { before: { requests: [], wallMs: [] }, after: { requests: [], wallMs: [] } };
    const version = /** @type {number[]} */ ([]);
    const sync = async (/** @type {'before' | 'after'} */ which) => {
      const from = server.requests.length;
      const wallMs = await memai(
        builds[which],
        ['sync', join(scratch, `${which}-${notes}`)],
        server,
      );
      return { requests: server.requests.length - from, wallMs };
    };
    for (const which of /** @type {const} */ (['before', 'after'])) {
      await sync(which);
      const dir = join(scratch, `${which}-${notes}`, 'notes');
      const minuteAgo = new Date(Date.now() - 60_000);
      for (const name of await readdir(dir)) await utimes(join(dir, name), minuteAgo, minuteAgo);
      await sync(which);
    }
    for (let round = 0; round < runs; round++) {
      for (const which of /** @type {const} */ (['before', 'after'])) {
        const run = await sync(which);
        measured[which].requests.push(run.requests);
        measured[which].wallMs.push(run.wallMs);
      }
      version.push(await memai(builds.after, ['--version'], server));
    }
    await server.close();
    const row = {
      notes,
      before: {
        requests: median(measured.before.requests),
        wallMs: median(measured.before.wallMs),
      },
      after: { requests: median(measured.after.requests), wallMs: median(measured.after.wallMs) },
      versionMs: median(version),
    };
    console.log(row);
    results.push(row);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(old.dir, { recursive: true, force: true });
}

const date = new Date().toISOString();
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
writeFileSync(
  new URL('sync-unchanged-results.json', import.meta.url),
  `${JSON.stringify({ date, machine, before, runs, results }, null, 2)}\n`,
);
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const section = [
  '<!-- sync-unchanged:start -->',
  '## Sync with nothing changed',
  '',
  `Measured ${date.slice(0, 10)} by \`npm run bench:sync-unchanged -- --before ${before}\` on ${machine}: a local Mem seeded with the notes, a folder synced from it by each build, its files dated a minute back and read once by a settling run; then ${runs} runs of each build with nothing changed, alternating, medians shown. After is this checkout's build.`,
  '',
  '| notes | requests before | requests after | wall before | wall after | memai --version | after / --version |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (row) =>
      `| ${row.notes.toLocaleString('en')} | ${row.before.requests} | ${row.after.requests} | ${seconds(row.before.wallMs)} | ${seconds(row.after.wallMs)} | ${seconds(row.versionMs)} | ${(row.after.wallMs / row.versionMs).toFixed(1)}× |`,
  ),
  '<!-- sync-unchanged:end -->',
].join('\n');
const resultsFile = new URL('RESULTS.md', import.meta.url);
const text = readFileSync(resultsFile, 'utf8');
const start = text.indexOf('<!-- sync-unchanged:start -->');
const end = text.indexOf('<!-- sync-unchanged:end -->');
writeFileSync(
  resultsFile,
  start === -1
    ? `${text.trimEnd()}\n\n${section}\n`
    : `${text.slice(0, start)}${section}${text.slice(end + '<!-- sync-unchanged:end -->'.length)}`,
);
console.log(`Wrote the "Sync with nothing changed" section of bench/RESULTS.md.`);
