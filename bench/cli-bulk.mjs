// The bulk commands of `npm run bench:cli`: the built `memai import`, `memai export`,
// `memai verify` and `memai sync`, each run
// as its own process against a local Mem started here, in the bench's process, so that every
// answer it sends can be seen with its status and time.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { ServerResponse } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MemClient } from 'memai-sdk';
import { startMemServer } from 'memai-sdk/testing';

const bin = fileURLToPath(new URL('../packages/cli/dist/bin.js', import.meta.url));
const maxRssPreload = new URL('max-rss.mjs', import.meta.url).href;

/**
 * @typedef {{ requestsPerMinute: number, minuteMs: number }} Limits
 * @typedef {{ at: number, status: number, method: string, path: string }} Answer
 */

/**
 * Every answer the local Mem sends, with its time. `server.requests` has neither status nor time,
 * and the server is in this process, so its answers all go through ServerResponse.writeHead
 * (Node's implicit headers call it too): wrapping it here sees each one as it is sent, 429s
 * included, with no proxy in between. The CLI's processes are not affected.
 * @type {Answer[]}
 */
const answers = [];
const writeHead = ServerResponse.prototype.writeHead;
/** @type {any} */ (ServerResponse.prototype).writeHead = function (
  /** @type {number} */ status,
  /** @type {unknown[]} */ ...rest
) {
  const { method = '', url = '' } = /** @type {ServerResponse} */ (this).req ?? {};
  answers.push({ at: performance.now(), status, method, path: url });
  return /** @type {Function} */ (writeHead).call(this, status, ...rest);
};

/**
 * A local Mem with the request limit raised to `limits`, the complexity limit as high (every call
 * of these commands costs one token of each) and the daily budgets out of the way.
 * @param {Limits} limits
 */
function localMem(limits) {
  return startMemServer({
    rateLimits: {
      requestsPerMinute: limits.requestsPerMinute,
      complexityPerMinute: limits.requestsPerMinute,
      requestsPerDay: 1_000_000,
      complexityPerDay: 1_000_000,
      minuteMs: limits.minuteMs,
    },
  });
}

/**
 * Runs the built CLI against `server` and waits for it to exit, without blocking this process,
 * where the server answers. Peak memory comes from max-rss.mjs, preloaded into the CLI's process.
 * @param {{ url: string, apiKey: string }} server
 * @param {string[]} args
 * @param {string} scratch
 */
async function memai(server, args, scratch) {
  const rssFile = join(scratch, `max-rss-${args[0]}`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', maxRssPreload, bin, ...args], {
    env: {
      ...process.env,
      MEM_BASE_URL: server.url,
      MEM_API_KEY: server.apiKey,
      BENCH_MAX_RSS_FILE: rssFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const status = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const wallMs = performance.now() - started;
  if (status !== 0) throw new Error(`memai ${args.join(' ')} exited with ${status}:\n${stderr}`);
  const maxRssKb = Number(await readFile(rssFile, 'utf8'));
  return { wallMs, maxRssMb: maxRssKb / 1024, stdout };
}

/**
 * The Markdown files of an import: spread over folders as in a notes app's vault, half with
 * front matter, each about a kilobyte.
 * @param {string} dir
 * @param {number} count
 */
async function writeMarkdown(dir, count) {
  for (let index = 0; index < count; index += 1) {
    const folder = join(dir, `folder-${String(index % 20).padStart(2, '0')}`);
    await mkdir(folder, { recursive: true });
    const day = String((index % 28) + 1).padStart(2, '0');
    const front =
      index % 2 === 0 ? `---\ntitle: Note ${index}\ncreated: 2025-03-${day}\n---\n` : '';
    await writeFile(join(folder, `note-${index}.md`), `${front}# Note ${index}\n\n${body(index)}`);
  }
}

/** @param {number} index */
function body(index) {
  const line = `Line of note ${index}, with a [link](https://example.com/${index}) and some words.\n`;
  return `${line.repeat(12)}\n- [ ] a task\n- [x] one done\n`;
}

/**
 * `memai import` of `count` generated files into an empty local Mem.
 * @param {Limits} limits
 * @param {number} count
 */
export async function importBench(limits, count) {
  const scratch = await mkdtemp(join(os.tmpdir(), 'memai-bench-import-'));
  const server = await localMem(limits);
  try {
    await writeMarkdown(join(scratch, 'vault'), count);
    const first = answers.length;
    const run = await memai(server, ['import', join(scratch, 'vault'), '--json'], scratch);
    const sent = answers.slice(first);
    const created = server.state().notes.length;
    if (created !== count) throw new Error(`import stored ${created} notes, not ${count}`);
    const requests = sent.length;
    const spanMs = (sent.at(-1)?.at ?? 0) - (sent[0]?.at ?? 0);
    // The limit is a leaky bucket that starts full and refills at requestsPerMinute a window:
    // from the first answer to the last, the most it lets through is a bucketful plus the refill.
    // The share is what the import sent of that most, so a client that waits for the whole
    // bucket to refill before sending again scores below 100 %, and one that sent more than the
    // limit allows would have met 429s.
    const allowed = limits.requestsPerMinute * (1 + spanMs / limits.minuteMs);
    return {
      files: count,
      created,
      requests,
      requestsByImport: /** @type {number} */ (JSON.parse(run.stdout).requests),
      rateLimited429: sent.filter((answer) => answer.status === 429).length,
      spanMs,
      allowedInSpan: allowed,
      shareOfLimit: requests / allowed,
      requestsPerWindow: (requests / Math.max(spanMs, 1)) * limits.minuteMs,
      // Where the pacing leaves the budget unused: the import's longest silence.
      longestPauseMs: Math.max(
        0,
        ...sent.slice(1).map((answer, i) => answer.at - (sent[i]?.at ?? 0)),
      ),
      wallMs: run.wallMs,
      maxRssMb: run.maxRssMb,
    };
  } finally {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Fills a local Mem with `count` generated notes, as the export and sync benches start.
 * @param {Awaited<ReturnType<typeof localMem>>} server
 * @param {number} count
 */
function seedNotes(server, count) {
  server.seed({
    notes: Array.from({ length: count }, (_, index) => ({
      content: `# Note ${index}\n\n${body(index)}`,
    })),
  });
}

/**
 * `memai export` of `count` notes seeded into a local Mem, into an empty folder, then
 * `memai verify` of that folder against the same Mem.
 * @param {Limits} limits
 * @param {number} count
 */
export async function exportBench(limits, count) {
  const scratch = await mkdtemp(join(os.tmpdir(), 'memai-bench-export-'));
  const server = await localMem(limits);
  try {
    seedNotes(server, count);
    const backup = join(scratch, 'backup');
    const first = answers.length;
    const run = await memai(server, ['export', backup, '--json'], scratch);
    const sent = answers.slice(first);
    const files = (await readdir(join(backup, 'notes'))).length;
    if (files !== count) throw new Error(`export wrote ${files} note files, not ${count}`);

    const beforeVerify = answers.length;
    const verified = await memai(server, ['verify', backup, '--json'], scratch);
    const checked = answers.slice(beforeVerify);
    if (verified.stdout !== '') throw new Error(`verify found differences:\n${verified.stdout}`);
    return {
      notes: count,
      files,
      listRequests: noteLists(sent),
      requests: sent.length,
      requestsByExport: /** @type {number} */ (JSON.parse(run.stdout).requests),
      rateLimited429: sent.filter((answer) => answer.status === 429).length,
      wallMs: run.wallMs,
      maxRssMb: run.maxRssMb,
      verify: {
        listRequests: noteLists(checked),
        noteRequests: checked.filter((answer) => /^\/v2\/notes\/[0-9a-f-]{36}/.test(answer.path))
          .length,
        requests: checked.length,
        wallMs: verified.wallMs,
        maxRssMb: verified.maxRssMb,
      },
    };
  } finally {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The note-list requests among `answers` (`GET /v2/notes`, with or without a query).
 * @param {Answer[]} sent
 */
function noteLists(sent) {
  return sent.filter((answer) => answer.method === 'GET' && /^\/v2\/notes(\?|$)/.test(answer.path))
    .length;
}

/**
 * `memai sync` of a Mem of `count` notes: a first sync into an empty folder, a run with nothing
 * changed, a run after `changes` notes were edited in Mem and `changes` files by hand (on other
 * notes, each a line added), and the requests a `--watch` sends in each idle interval.
 * @param {Limits} limits
 * @param {number} count
 * @param {number} changes
 */
export async function syncBench(limits, count, changes) {
  const scratch = await mkdtemp(join(os.tmpdir(), 'memai-bench-sync-'));
  const server = await localMem(limits);
  try {
    seedNotes(server, count);
    const folder = join(scratch, 'synced');
    /** @param {string[]} args */
    const timed = async (args) => {
      const from = answers.length;
      const run = await memai(server, ['sync', folder, ...args], scratch);
      return { requests: answers.length - from, wallMs: run.wallMs, maxRssMb: run.maxRssMb };
    };
    const first = await timed([]);
    // A while later, as the next scheduled run finds the folder: the files written a minute
    // back. That run reads them once and records their sizes and times; the one after reads none.
    const notesDir = join(folder, 'notes');
    const minuteAgo = new Date(Date.now() - 60_000);
    for (const name of await readdir(notesDir)) {
      await utimes(join(notesDir, name), minuteAgo, minuteAgo);
    }
    const settling = await timed([]);
    const unchanged = await timed([]);

    // Changes on both sides, none of them clashing: Mem's on the first notes, the files' on the
    // last. The files are dated a minute back, as a reader's saves are by the next run, so the
    // run does not wait for them to settle.
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url, maxRetries: 5 });
    const ids = server.state().notes.map((note) => note.id);
    for (const id of ids.slice(0, changes)) {
      await client.notes.edit(id, (content) => `${content}\nA line added in Mem.\n`);
    }
    const names = (await readdir(notesDir)).sort();
    let edited = 0;
    for (const name of names.reverse()) {
      const text = await readFile(join(notesDir, name), 'utf8');
      const id = /^id: (\S+)$/m.exec(text)?.[1] ?? '';
      if (ids.slice(0, changes).includes(id)) continue;
      await writeFile(join(notesDir, name), `${text}\nA line added in the file.\n`);
      await utimes(join(notesDir, name), minuteAgo, minuteAgo);
      if ((edited += 1) === changes) break;
    }
    const changed = await timed(['--json']);

    const idle = await watchIdle(server, folder, scratch);
    return { notes: count, changes, first, settling, unchanged, changed, idle };
  } finally {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The requests a `memai sync --watch --interval 1` sends in 10 intervals while nothing changes:
 * a question of Mem's events feed each (the whole pass is daily).
 * @param {{ url: string, apiKey: string }} server
 * @param {string} folder
 * @param {string} scratch
 */
async function watchIdle(server, folder, scratch) {
  const child = spawn(process.execPath, [bin, 'sync', folder, '--watch', '--interval', '1'], {
    env: { ...process.env, MEM_BASE_URL: server.url, MEM_API_KEY: server.apiKey },
    cwd: scratch,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  await new Promise((resolve) =>
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (/^Watching /m.test(stderr)) resolve(undefined);
    }),
  );
  const from = answers.length;
  const intervals = 10;
  await new Promise((resolve) => setTimeout(resolve, intervals * 1000 + 500));
  const sent = answers.slice(from);
  const feedQuestions = sent.filter((answer) => answer.path.startsWith('/v2/events')).length;
  child.kill('SIGINT');
  await new Promise((resolve) => child.once('close', resolve));
  return { intervals, requests: sent.length, feedQuestions };
}
