// Thousands of hostile request targets against each server serving a copy of the build (nginx,
// and npm start's): each must answer every one with well-formed HTTP and never a 5xx, never leak
// the canaries around and inside the build, redirect only to paths on this site, and whatever it
// answers with 200 must be a file of the build. HOSTILE_SEED and HOSTILE_COUNT reproduce or
// widen a run.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hostileTargets, reflectedMarkers } from './hostile-targets.mjs';
import { parseResponse, sendRaw } from './raw-http.mjs';
import { serverNames, startTestSite } from './site.mjs';

const seed = Number(process.env.HOSTILE_SEED ?? 20_261_121);
const count = Number(process.env.HOSTILE_COUNT ?? 5_000);
const concurrency = 16;

/** @type {(bytes: Buffer) => string} */
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Hashes of the files a server may serve: the build, less dotfiles, deploy files and symlinks.
 * @param {string} root
 * @returns {Promise<Set<string>>}
 */
async function servableFiles(root) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const path = relative(root, join(entry.parentPath, entry.name));
    if (!entry.isFile() || /(^|\/)\./.test(path) || path.startsWith('_')) continue;
    hashes.add(sha256(await readFile(join(root, path))));
  }
  return hashes;
}

/** @param {Buffer} target */
function show(target) {
  const text = JSON.stringify(target.toString('latin1'));
  return text.length > 160 ? `${text.slice(0, 160)}… (${target.length} bytes)` : text;
}

describe.each(serverNames)('%s', (serverName) => {
  /** @type {import('./site.mjs').TestSite | undefined} */
  let site;
  beforeAll(async () => {
    site = await startTestSite(serverName);
  });
  afterAll(() => site?.close());

  test(`answers ${count} hostile targets safely (seed ${seed})`, { timeout: 60_000 }, async () => {
    if (site === undefined) throw new Error('The test site did not start.');
    const { root, origin, canaries } = site;
    const servable = await servableFiles(root);
    const { hostname: host, port } = new URL(origin);
    const targets = hostileTargets(seed, count);
    /** @type {Record<number, number>} */
    const statuses = {};
    /** @type {Record<string, Record<number, number>>} */
    const byFamily = {};
    /** @type {string[]} */
    const problems = [];

    /** @param {{ family: string, target: Buffer }} hostile */
    async function check({ family, target }) {
      let response;
      try {
        response = parseResponse(await sendRaw({ host, port: Number(port) }, target));
      } catch (error) {
        problems.push(`${show(target)}: ${error instanceof Error ? error.message : error}`);
        return;
      }
      const { status, headers, body } = response;
      statuses[status] = (statuses[status] ?? 0) + 1;
      const familyStatuses = (byFamily[family] ??= {});
      familyStatuses[status] = (familyStatuses[status] ?? 0) + 1;

      const whole = `${Object.values(headers).join('\n')}\n${body.toString('latin1')}`;
      if (status >= 500) problems.push(`${show(target)}: status ${status}`);
      for (const canary of canaries) {
        if (whole.includes(canary)) problems.push(`${show(target)}: leaked ${canary}`);
      }
      if (status === 200 && !servable.has(sha256(body))) {
        problems.push(`${show(target)}: 200 with a body that is no file of the build`);
      }
      if (headers.location !== undefined && !/^\/(?![/\\])/.test(headers.location)) {
        problems.push(`${show(target)}: redirects off the site, to ${headers.location}`);
      }
      for (const marker of reflectedMarkers) {
        if (body.toString('latin1').includes(marker))
          problems.push(`${show(target)}: reflected ${marker}`);
      }
      if (headers['content-security-policy'] === undefined) {
        problems.push(`${show(target)}: ${status} without the security headers`);
      }
    }

    const queue = [...targets];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) await check(next);
      }),
    );

    console.log(`${serverName}: statuses for ${count} hostile targets (seed ${seed}):`, statuses);
    console.table(byFamily);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(Object.values(statuses).reduce((sum, n) => sum + n, 0)).toBe(count);
  });
});
