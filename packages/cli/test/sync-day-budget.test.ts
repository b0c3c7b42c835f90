// `memai sync` as a guest in Mem's day of requests, shared with everything else the person runs:
// a watch that slows down as the day's budget runs low, waits out a day Mem says is spent and
// keeps running, and a single run that exits 75 ("try later") on such a day. A local Mem with a
// small day stands in for Mem's 4,000.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MemClient } from 'memai-sdk';
import { describe, expect, it } from 'vitest';
import { start } from './memai.js';
import { bodyOf, editFile, filesOf, synced } from './synced-folder.js';

/** Spends the day's requests of the client's account until `left` remain. */
async function spendDay(client: MemClient, left: number): Promise<void> {
  for (;;) {
    const { rateLimits } = await client.notes.list({ limit: 1 }).withResponse();
    const window = rateLimits.requests;
    if (window?.bucket === 'day' && window.remaining <= left) return;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('memai sync within Mem’s day of requests', () => {
  it('exits 75 when Mem’s day is spent, saying when to run again, and loses no edit', async () => {
    const { memai, client, made, dir } = await synced(['# Spent\n\nfirst\n'], {
      rateLimits: { requestsPerDay: 30 },
    });
    const id = made[0]?.id ?? '';
    const { name } = (await filesOf(dir)).get(id) ?? { name: '' };
    await editFile(dir, name, (body) => `${body}second, in the file\n`);
    await spendDay(client, 0);
    const run = await memai(['sync', 'notes']);
    expect(run.exitCode, run.stderr).toBe(75);
    expect(run.stderr).toMatch(
      /daily request limit is used up[\s\S]*Run the command again after \d{4}-\d\d-\d\dT/,
    );
    expect(bodyOf(await readFile(join(dir, name), 'utf8'))).toBe(
      '# Spent\n\nfirst\nsecond, in the file\n',
    );
  });

  it('--watch slows down when the day runs low, and waits out a day spent by another tool, saying so once', async () => {
    const { server, client, made, dir, home } = await synced(['# Watched\n\nfirst\n'], {
      rateLimits: { requestsPerDay: 40 },
    });
    const id = made[0]?.id ?? '';
    const { name } = (await filesOf(dir)).get(id) ?? { name: '' };
    // Just above a quarter of the day left when the watch begins.
    await spendDay(client, 13);
    const spent = server.requests.length;
    const child = start(['sync', 'notes', '--watch', '--interval', '1'], {
      cwd: home,
      env: { MEM_BASE_URL: server.url, MEM_API_KEY: server.apiKey },
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.stdout.resume();
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    try {
      await expect.poll(() => stderr, { timeout: 10_000 }).toMatch(/^Watching /m);
      // Every second while more than a quarter (10) is left, 13 to 10, then not until the day
      // refills.
      const sent = () => server.requests.length - spent;
      await expect.poll(sent, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
      const stopped = sent();
      await sleep(3_000);
      expect(sent()).toBe(stopped);
      const left = (await client.notes.list({ limit: 1 }).withResponse()).rateLimits.requests;
      expect(left).toMatchObject({ bucket: 'day' });
      expect(left?.remaining).toBeLessThan(10);
      expect(left?.remaining).toBeGreaterThanOrEqual(7);
      expect(stderr).not.toMatch(/used up/);

      // Another tool spends the rest of the day; a save meets Mem's 429 for the day.
      await spendDay(client, 0);
      const before = sent();
      await editFile(dir, name, (body) => `${body}saved when the day was spent\n`);
      await expect.poll(() => stderr, { timeout: 5_000 }).toMatch(/daily request limit is used up/);
      expect(stderr).toMatch(
        /The watch sends nothing to Mem until \d{4}-\d\d-\d\dT.*it keeps running/,
      );
      // Nothing more is sent, however many saves, and it is said once.
      await editFile(dir, name, (body) => `${body}and again\n`);
      await sleep(2_500);
      expect(sent() - before).toBe(1);
      expect(stderr.match(/used up/g)).toHaveLength(1);
      expect(child.exitCode).toBe(null);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(130);
    // The saves wait in the file for the day to refill.
    expect(bodyOf(await readFile(join(dir, name), 'utf8'))).toBe(
      '# Watched\n\nfirst\nsaved when the day was spent\nand again\n',
    );
  }, 60_000);
});
