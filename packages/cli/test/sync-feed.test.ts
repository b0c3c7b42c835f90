// `memai sync` through Mem's events feed: a run asks the feed what changed since the last one,
// and reads only those notes; a whole pass (every note listed) once a day, on a first run, and
// where the feed cannot be used. Request counts are what Mem's daily limit (4,000) is spent on.
import { readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { id as seededId, world } from './memai.js';
import {
  actionsOf,
  editFile,
  filesOf,
  makeWholePassDue,
  recordOf,
  save,
  synced,
} from './synced-folder.js';

type Requests = readonly { method: string; path: string }[];

const sent = (requests: Requests) => requests.map(({ method, path }) => `${method} ${path}`);
const listings = (requests: Requests) =>
  sent(requests).filter((request) => request.startsWith('GET /v2/notes?'));

describe('memai sync through the events feed', () => {
  it('asks only the feed when nothing changed, whatever the size of the Mem', async () => {
    const { memai, server, home } = await world();
    server.seed({
      notes: Array.from({ length: 1000 }, (_, n) => ({
        id: seededId(10_000 + n),
        content: `# Note ${n}\n\nBody ${n}\n`,
      })),
    });
    const first = await memai(['sync', 'notes']);
    expect(first.exitCode, first.stderr).toBe(0);
    expect((await recordOf(home)).record.feed).toEqual({
      after_sequence: 0,
      whole_pass_at: expect.any(String),
    });

    const before = server.requests.length;
    const again = await memai(['sync', 'notes', '--json']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toBe('');
    expect(again.stderr).toMatch(/nothing to do; 1 request sent/);
    expect(sent(server.requests.slice(before))).toEqual([
      'GET /v2/events?after_sequence=0&limit=1000&entity_kind=note',
    ]);
  });

  it('reads only the notes the feed names: an edit, a new note, a trash and a delete in Mem', async () => {
    const { memai, server, client, made, dir } = await synced([
      '# Edited\n\nOld\n',
      '# Trashed\n',
      '# Deleted\n',
      '# Kept\n',
    ]);
    const [edited, trashed, deleted] = made.map((note) => note.id);
    await client.notes.edit(edited ?? '', (content) => `${content}New\n`);
    await client.notes.create({ content: '# Fresh\n' });
    await client.notes.trash(trashed ?? '');
    await client.notes.delete(deleted ?? '');

    const before = server.requests.length;
    const run = await memai(['sync', 'notes', '--json']);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(actionsOf(run).sort()).toEqual([
      'created file',
      'pulled',
      'removed file',
      'removed file',
    ]);
    const requests = server.requests.slice(before);
    expect(listings(requests)).toEqual([]);
    // The feed, the collections (for the files' front matter), and each named note read once;
    // the edited one is read again as it is merged.
    expect(requests.length).toBeLessThanOrEqual(1 + 1 + 4 + 1);
    const titles = [...(await filesOf(dir)).values()].map(
      ({ text }) => /title: (.*)/.exec(text)?.[1],
    );
    expect(titles.sort()).toEqual(['Edited', 'Fresh', 'Kept']);
  });

  it('sends the folder’s changes for a handful of requests, never a listing', async () => {
    const { memai, server, client, made, dir } = await synced(['# Plan\n\nMonday\n', '# Old\n']);
    const files = await filesOf(dir);
    await editFile(dir, files.get(made[0]?.id ?? '')?.name ?? '', (body) => `${body}Tuesday\n`);
    await save(join(dir, 'new.md'), '# New idea\n');
    await rm(join(dir, files.get(made[1]?.id ?? '')?.name ?? ''));

    const before = server.requests.length;
    const run = await memai(['sync', 'notes', '--json']);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(listings(server.requests.slice(before))).toEqual([]);
    expect(actionsOf(run)).toContain('pushed');
    expect(actionsOf(run)).toContain('created note');
    expect((await client.notes.get(made[0]?.id ?? '')).content).toBe('# Plan\n\nMonday\nTuesday\n');

    // The sync's own writes are events too: the next run reads those notes once more, and finds
    // them in step.
    const next = server.requests.length;
    const again = await memai(['sync', 'notes', '--json']);
    expect(again.stdout).toBe('');
    expect(listings(server.requests.slice(next))).toEqual([]);
  });

  it('lists every note once a day, and when the feed was reset', async () => {
    const { memai, server, home } = await synced(['# One\n', '# Two\n']);
    await makeWholePassDue(home);
    let before = server.requests.length;
    expect((await memai(['sync', 'notes'])).exitCode).toBe(0);
    expect(listings(server.requests.slice(before))).toEqual(['GET /v2/notes?limit=100']);
    const after = (await recordOf(home)).record.feed;
    expect(Date.parse(after?.whole_pass_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // A watermark ahead of the feed's latest event: events were lost, so every note is looked at.
    const { path, record } = await recordOf(home);
    await writeFile(path, JSON.stringify({ ...record, feed: { ...after, after_sequence: 999 } }));
    before = server.requests.length;
    const reset = await memai(['sync', 'notes']);
    expect(reset.exitCode).toBe(0);
    expect(reset.stderr).toMatch(/starts again below where the last run left it/);
    expect(listings(server.requests.slice(before))).toEqual(['GET /v2/notes?limit=100']);
    expect((await recordOf(home)).record.feed?.after_sequence).toBe(2);
  });

  it('lists every note where Mem does not give the feed, and says so once', async () => {
    const { memai, server, client, made, home } = await synced(['# One\n']);
    await client.notes.edit(made[0]?.id ?? '', (content) => `${content}More\n`);
    server.fail({ method: 'GET', path: '/v2/events', status: 404 });
    const before = server.requests.length;
    const run = await memai(['sync', 'notes', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(actionsOf(run)).toEqual(['pulled']);
    expect(run.stderr.match(/events feed/g)).toHaveLength(1);
    expect(run.stderr).toMatch(
      /Mem answered 404 to a question of its events feed: the sync lists every note instead/,
    );
    expect(listings(server.requests.slice(before))).toEqual(['GET /v2/notes?limit=100']);
    // Without a place in the feed, the next run starts with a whole pass, which takes one.
    expect((await recordOf(home)).record.feed).toBeUndefined();
    expect((await memai(['sync', 'notes'])).exitCode).toBe(0);
    expect((await recordOf(home)).record.feed?.after_sequence).toBe(2);
  });

  it('asks the feed again from the same place when a note could not be synced', async () => {
    const { memai, client, made, dir, home } = await synced(['# Fine\n', '# Too long\n']);
    const start = (await recordOf(home)).record.feed?.after_sequence;
    await client.notes.edit(made[0]?.id ?? '', (content) => `${content}Edited in Mem\n`);
    const long = (await filesOf(dir)).get(made[1]?.id ?? '')?.name ?? '';
    await editFile(dir, long, (body) => `${body}${'x'.repeat(200_001)}\n`);
    const run = await memai(['sync', 'notes', '--json']);
    expect(run.exitCode).toBe(1);
    expect(actionsOf(run).sort()).toEqual(['failed', 'pulled']);
    expect((await recordOf(home)).record.feed?.after_sequence).toBe(start);
  });

  describe('with nothing changed', () => {
    /** Dates every file of the folder `seconds` back, as files last saved a while ago are. */
    async function age(dir: string, files: Iterable<{ name: string }>, seconds: number) {
      const past = new Date(Date.now() - seconds * 1000);
      for (const { name } of files) await utimes(join(dir, name), past, past);
    }

    it('reads no file whose size and time are on record, as git does, and rewrites no record', async () => {
      const { memai, client, made, dir, home } = await synced(['# Plan\n\nat 9\n', '# Other\n']);
      await age(dir, (await filesOf(dir)).values(), 60);
      // This run reads the files, settled a minute ago, and records their size and time.
      expect((await memai(['sync', 'notes'])).exitCode).toBe(0);
      const { path } = await recordOf(home);
      const recorded = await readFile(path, 'utf8');
      await utimes(path, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
      const savedAt = (await stat(path)).mtimeMs;

      // A change that keeps the size and the time is not seen: the file is not read.
      const { name, text } = (await filesOf(dir)).get(made[0]?.id ?? '') ?? { name: '', text: '' };
      const before = await stat(join(dir, name));
      await writeFile(join(dir, name), text.replace('at 9', 'at 8'));
      await utimes(join(dir, name), before.atime, before.mtime);
      const quiet = await memai(['sync', 'notes']);
      expect(quiet.stderr).toMatch(/nothing to do; 1 request sent/);
      expect((await stat(path)).mtimeMs).toBe(savedAt);
      expect(await readFile(path, 'utf8')).toBe(recorded);

      // The day's whole pass reads every file, and finds it.
      await makeWholePassDue(home);
      const whole = await memai(['sync', 'notes', '--json']);
      expect(actionsOf(whole)).toEqual(['pushed']);
      expect((await client.notes.get(made[0]?.id ?? '')).content).toBe('# Plan\n\nat 8\n');
    });

    it('reads again a file whose time was too fresh to trust when it was recorded', async () => {
      const { memai, made, dir } = await synced(['# Plan\n\nat 9\n']);
      // Read while fresh: its size and time are not recorded.
      expect((await memai(['sync', 'notes'])).exitCode).toBe(0);
      const { name, text } = (await filesOf(dir)).get(made[0]?.id ?? '') ?? { name: '', text: '' };
      const before = await stat(join(dir, name));
      await writeFile(join(dir, name), text.replace('at 9', 'at 8'));
      await utimes(join(dir, name), before.atime, before.mtime);
      await age(dir, [{ name }], 5);
      const run = await memai(['sync', 'notes', '--json']);
      expect(actionsOf(run)).toEqual(['pushed']);
    });
  });
});
