// A synced folder for the sync's tests: a local Mem whose ids are UUID v7, as Mem's are, a first
// sync into a folder, and files written as an editor saves them, dated a few seconds ago: a sync
// reads only a file that has settled (one an editor may still be writing waits for the next run).
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient } from 'memai-sdk';
import { expect } from 'vitest';
import { ndjson, world } from './memai.js';

/** A world with a synced folder, `notes`, made by a first sync of the notes given. */
export async function synced(contents: string[] = [], options: Parameters<typeof world>[0] = {}) {
  const mem = await world(options);
  const client = new MemClient({ apiKey: mem.server.apiKey, baseUrl: mem.server.url });
  const made = [];
  for (const content of contents) made.push(await client.notes.create({ content }));
  const first = await mem.memai(['sync', 'notes']);
  expect(first.exitCode, first.stdout + first.stderr).toBe(0);
  return { ...mem, client, made, dir: join(mem.home, 'notes', 'notes') };
}

/** The note files of the folder, by the id in their front matter. */
export async function filesOf(dir: string): Promise<Map<string, { name: string; text: string }>> {
  const files = new Map<string, { name: string; text: string }>();
  for (const name of (await readdir(dir)).filter((name) => name.endsWith('.md'))) {
    const text = await readFile(join(dir, name), 'utf8');
    const id = /^id: (\S+)$/m.exec(text)?.[1];
    if (id !== undefined) files.set(id, { name, text });
  }
  return files;
}

/** Writes a file as an editor saves it, dated a few seconds ago so that it has settled. */
export async function save(path: string, text: string): Promise<void> {
  await writeFile(path, text);
  const past = new Date(Date.now() - 5_000);
  await utimes(path, past, past);
}

/** The Markdown of a file, after its front matter. */
export function bodyOf(text: string): string {
  return text.replace(/^---\n[\s\S]*?\n---\n/, '');
}

/** Replaces a note file's Markdown, keeping its front matter. */
export async function editFile(dir: string, name: string, change: (body: string) => string) {
  const text = await readFile(join(dir, name), 'utf8');
  const front = text.slice(0, text.length - bodyOf(text).length);
  await save(join(dir, name), front + change(bodyOf(text)));
}

export const actionsOf = (run: { stdout: string }) =>
  ndjson(run.stdout).map((line) => (line as { action: string }).action);

/** The sync's record of the folder `notes` in `home`, where it is kept. */
export async function recordOf(home: string) {
  const path = join(home, 'notes', '.memai', 'export.json');
  // The shape is the record's own (folder-format/export-state.ts); the tests read its place in the feed.
  const record = JSON.parse(await readFile(path, 'utf8')) as {
    feed?: { after_sequence: number; whole_pass_at: string };
  };
  return { path, record };
}

/**
 * Dates the record's last whole pass a day and a second back, so that the next run lists every
 * note, as the first run of a day does: what no event of the feed tells (a note filed in a
 * collection in Mem) reaches the folder then.
 */
export async function makeWholePassDue(home: string): Promise<void> {
  const { path, record } = await recordOf(home);
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000).toISOString();
  const feed = { after_sequence: 0, ...record.feed, whole_pass_at: dayAgo };
  await writeFile(path, JSON.stringify({ ...record, feed }));
}
