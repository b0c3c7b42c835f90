// `memai sync`: each rule by name, on a synced folder (synced-folder.ts).
import { readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient } from 'memai-sdk';
import { describe, expect, it } from 'vitest';
import { ndjson, start, world, type World } from './memai.js';
import {
  actionsOf,
  bodyOf,
  editFile,
  filesOf,
  makeWholePassDue,
  save,
  synced,
} from './synced-folder.js';

describe('memai sync', () => {
  it('makes a first sync into an empty folder an export, which memai verify finds whole', async () => {
    const { memai, made, dir } = await synced(['# Groceries\n\n- Coffee\n', '# Plans\n\nA trip\n']);
    const files = await filesOf(dir);
    expect([...files.keys()].sort()).toEqual(made.map((note) => note.id).sort());
    expect(bodyOf(files.get(made[0]?.id ?? '')?.text ?? '')).toBe('# Groceries\n\n- Coffee\n');
    const verified = await memai(['verify', 'notes']);
    expect(verified.exitCode, verified.stdout + verified.stderr).toBe(0);
  });

  it('changes nothing when nothing changed, asking Mem only its events feed', async () => {
    const { memai, server } = await synced(['# One\n', '# Two\n']);
    const before = server.requests.length;
    const again = await memai(['sync', 'notes', '--json']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toBe('');
    expect(again.stderr).toMatch(/nothing to do/);
    expect(
      server.requests.slice(before).map((request) => `${request.method} ${request.path}`),
    ).toEqual(['GET /v2/events?after_sequence=2&limit=1000&entity_kind=note']);
  });

  it('writes a note changed in Mem to its file', async () => {
    const { memai, client, made, dir } = await synced(['# Groceries\n\n- Coffee\n']);
    const id = made[0]?.id ?? '';
    await client.notes.edit(id, (content) => `${content}- Milk\n`);
    const run = await memai(['sync', 'notes', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(actionsOf(run)).toEqual(['pulled']);
    expect(bodyOf((await filesOf(dir)).get(id)?.text ?? '')).toBe(
      '# Groceries\n\n- Coffee\n- Milk\n',
    );
    expect((await memai(['verify', 'notes'])).exitCode).toBe(0);
  });

  it('writes a file changed by hand to Mem', async () => {
    const { memai, client, made, dir } = await synced(['# Groceries\n\n- Coffee\n']);
    const id = made[0]?.id ?? '';
    const { name } = (await filesOf(dir)).get(id) ?? { name: '' };
    await editFile(dir, name, (body) => `${body}- Tea\n`);
    const run = await memai(['sync', 'notes', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(actionsOf(run)).toEqual(['pushed']);
    expect((await client.notes.get(id)).content).toBe('# Groceries\n\n- Coffee\n- Tea\n');
    expect((await memai(['verify', 'notes'])).exitCode).toBe(0);
  });

  it('merges edits to different lines on both sides, keeping both everywhere', async () => {
    const { memai, client, made, dir } = await synced(['# List\n\nfirst\nsecond\nthird\n']);
    const id = made[0]?.id ?? '';
    const { name } = (await filesOf(dir)).get(id) ?? { name: '' };
    await client.notes.edit(id, (content) => content.replace('first', 'FIRST (in Mem)'));
    await editFile(dir, name, (body) => body.replace('third', 'THIRD (in the file)'));
    const run = await memai(['sync', 'notes', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(actionsOf(run)).toEqual(['merged']);
    const both = '# List\n\nFIRST (in Mem)\nsecond\nTHIRD (in the file)\n';
    expect((await client.notes.get(id)).content).toBe(both);
    expect(bodyOf((await filesOf(dir)).get(id)?.text ?? '')).toBe(both);
  });

  it('keeps both texts of a clash byte for byte: Mem’s in the note and its file, the file’s beside it', async () => {
    const { memai, client, made, dir } = await synced(['# List\n\nthe line\n']);
    const id = made[0]?.id ?? '';
    const { name } = (await filesOf(dir)).get(id) ?? { name: '' };
    await client.notes.edit(id, (content) => content.replace('the line', 'Mem’s line'));
    await editFile(dir, name, (body) => body.replace('the line', 'the file’s line'));
    const fileText = await readFile(join(dir, name), 'utf8');
    const run = await memai(['sync', 'notes']);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      new RegExp(`^conflict notes/${name}: both sides changed the same lines`),
    );
    expect(run.stderr).toMatch(/1 note changed on both sides in the same lines/);
    expect((await client.notes.get(id)).content).toBe('# List\n\nMem’s line\n');
    expect(bodyOf(await readFile(join(dir, name), 'utf8'))).toBe('# List\n\nMem’s line\n');
    const kept = (await readdir(dir)).filter((file) => /\.conflict-\d{8}T\d{6}Z\.md$/.test(file));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(dir, kept[0] ?? ''), 'utf8')).toBe(fileText);
    // The kept file is no note: neither the next sync nor verify takes it for one, but every
    // later run names it, with the note it clashed with, until it is deleted.
    const next = await memai(['sync', 'notes', '--json']);
    expect(next.exitCode, next.stdout + next.stderr).toBe(0);
    expect(ndjson(next.stdout)).toEqual([
      {
        action: 'unsettled',
        file: `notes/${kept[0]}`,
        id,
        detail: `a clash an earlier run kept: merge what you want of it into notes/${name}, then delete it`,
      },
    ]);
    expect(next.stderr).toMatch(/: unsettled 1; /);
    expect((await memai(['verify', 'notes'])).exitCode).toBe(0);
    await rm(join(dir, kept[0] ?? ''));
    const settled = await memai(['sync', 'notes']);
    expect(settled.exitCode, settled.stderr).toBe(0);
    expect(settled.stdout).toBe('');
    expect(settled.stderr).toMatch(/nothing to do/);
  });

  it('makes a note of a new file, writing its UUID v7 into the file first', async () => {
    const { memai, server, dir } = await synced([]);
    await save(join(dir, 'idea.md'), '# An idea\n\nWritten in an editor.\n');
    const run = await memai(['sync', 'notes', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(actionsOf(run)).toEqual(['created note']);
    const [note] = server.state().notes;
    expect(note?.content).toBe('# An idea\n\nWritten in an editor.\n');
    expect(note?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    const text = await readFile(join(dir, 'idea.md'), 'utf8');
    expect(text).toMatch(new RegExp(`^---\\nid: ${note?.id}\\n`));
    expect((await memai(['verify', 'notes'])).exitCode).toBe(0);
  });

  it('makes one note of a new file when Mem’s answer to the create is lost', async () => {
    const { memai, server, dir } = await synced([]);
    await save(join(dir, 'once.md'), '# Once\n');
    server.fail({ method: 'POST', path: '/v2/notes', loseAnswer: true });
    const run = await memai(['sync', 'notes']);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(server.state().notes).toHaveLength(1);
  });

  it('writes a file for a note new in Mem', async () => {
    const { memai, client, dir } = await synced(['# Old\n']);
    const note = await client.notes.create({ content: '# New in Mem\n' });
    const run = await memai(['sync', 'notes', '--json']);
    expect(actionsOf(run)).toEqual(['created file']);
    expect(bodyOf((await filesOf(dir)).get(note.id)?.text ?? '')).toBe('# New in Mem\n');
  });

  it('sends the note of a deleted file to Mem’s trash, and moves the file of a note trashed in Mem aside', async () => {
    const { memai, client, made, dir, home } = await synced([
      '# A\n',
      '# B\n',
      '# C\n',
      '# D\n',
      '# E\n',
    ]);
    const files = await filesOf(dir);
    await rm(join(dir, files.get(made[0]?.id ?? '')?.name ?? ''));
    await client.notes.trash(made[1]?.id ?? '');
    const run = await memai(['sync', 'notes', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(actionsOf(run).sort()).toEqual(['removed file', 'trashed note']);
    expect((await client.notes.get(made[0]?.id ?? '')).trashed_at).not.toBeNull();
    const removed = await readdir(join(home, 'notes', '.memai', 'removed'));
    expect(removed).toEqual([files.get(made[1]?.id ?? '')?.name]);
  });

  it('lets an edit win over a delete, both ways: the file comes back, and the note is restored', async () => {
    const { memai, client, made, dir } = await synced([
      '# Kept in Mem\n',
      '# Kept in the file\n',
      '# Three\n',
      '# Four\n',
      '# Five\n',
    ]);
    const [inMem, inFile] = made.map((note) => note.id);
    const files = await filesOf(dir);
    await rm(join(dir, files.get(inMem ?? '')?.name ?? ''));
    await client.notes.edit(inMem ?? '', (content) => `${content}\nEdited in Mem.\n`);
    await client.notes.trash(inFile ?? '');
    await editFile(
      dir,
      files.get(inFile ?? '')?.name ?? '',
      (body) => `${body}\nEdited in the file.\n`,
    );
    const run = await memai(['sync', 'notes', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(actionsOf(run).sort()).toEqual(['pushed', 'restored file', 'restored note']);
    expect(bodyOf((await filesOf(dir)).get(inMem ?? '')?.text ?? '')).toBe(
      '# Kept in Mem\n\nEdited in Mem.\n',
    );
    const restored = await client.notes.get(inFile ?? '');
    expect(restored.trashed_at).toBeNull();
    expect(restored.content).toBe('# Kept in the file\n\nEdited in the file.\n');
  });

  it('stops before changing anything when it would trash many notes, and goes on with --max-delete', async () => {
    const { memai, server, dir } = await synced(['# 1\n', '# 2\n', '# 3\n', '# 4\n']);
    for (const { name } of (await filesOf(dir)).values()) await rm(join(dir, name));
    const before = server.requests.length;
    const refused = await memai(['sync', 'notes']);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/would trash or move aside 4 notes of 4.*--max-delete 4/s);
    expect(server.requests.slice(before).every((request) => request.method === 'GET')).toBe(true);
    const allowed = await memai(['sync', 'notes', '--max-delete', '4']);
    expect(allowed.exitCode, allowed.stderr).toBe(0);
    expect(server.state().notes.every((note) => note.trashed_at !== null)).toBe(true);
  });

  it('lists every action by kind with --dry-run, and changes nothing', async () => {
    const { memai, server, client, made, dir } = await synced([
      '# Pulled\n',
      '# Pushed\n',
      '# Deleted\n',
    ]);
    await client.notes.edit(made[0]?.id ?? '', (content) => `${content}more\n`);
    const files = await filesOf(dir);
    await editFile(dir, files.get(made[1]?.id ?? '')?.name ?? '', (body) => `${body}more\n`);
    await rm(join(dir, files.get(made[2]?.id ?? '')?.name ?? ''));
    await save(join(dir, 'new.md'), '# New\n');
    const texts = await Promise.all(
      (await readdir(dir)).map((name) => readFile(join(dir, name), 'utf8')),
    );
    const before = server.requests.length;
    const run = await memai(['sync', 'notes', '--dry-run', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    // By kind: the notes to reconcile, the new file, then the deleted one.
    const listed = actionsOf(run);
    expect(listed.slice(0, 2).sort()).toEqual([
      'would reconcile (changed in Mem)',
      'would reconcile (changed in the file)',
    ]);
    expect(listed.slice(2)).toEqual(['would create note', 'would trash note']);
    expect(server.requests.slice(before).every((request) => request.method === 'GET')).toBe(true);
    expect(
      await Promise.all((await readdir(dir)).map((name) => readFile(join(dir, name), 'utf8'))),
    ).toEqual(texts);
  });

  it('takes a version conflict while writing (someone edited meanwhile) as a change on both sides', async () => {
    const { memai, server, client, made, dir } = await synced(['# List\n\nfirst\nsecond\nthird\n']);
    const id = made[0]?.id ?? '';
    const { name } = (await filesOf(dir)).get(id) ?? { name: '' };
    await editFile(dir, name, (body) => body.replace('third', 'third, from the file'));
    // The sync's write waits; a colleague's edit lands first, so the sync writes on a stale version.
    server.fail({ method: 'PATCH', path: `/v2/notes/${id}`, delayMs: 400 });
    const running = memai(['sync', 'notes', '--json']);
    await expect
      .poll(() => server.requests.some((request) => request.method === 'PATCH'))
      .toBe(true);
    await client.notes.edit(id, (content) => content.replace('first', 'first, from a colleague'));
    const run = await running;
    expect(run.exitCode, run.stderr).toBe(0);
    expect(actionsOf(run)).toEqual(['merged']);
    const both = '# List\n\nfirst, from a colleague\nsecond\nthird, from the file\n';
    expect((await client.notes.get(id)).content).toBe(both);
    expect(bodyOf((await filesOf(dir)).get(id)?.text ?? '')).toBe(both);
  });

  it('adds and removes the collections a file names, and reports one Mem does not have', async () => {
    const { memai, client, made, dir } = await synced(['# Plans\n']);
    const id = made[0]?.id ?? '';
    const work = await client.collections.create({ title: 'Work' });
    const home = await client.collections.create({ title: 'Home' });
    await client.collections.addNote(home.id, id);
    // No event tells of a note filed in a collection: the day's whole pass brings it.
    await makeWholePassDue(join(dir, '..', '..'));
    expect((await memai(['sync', 'notes'])).exitCode).toBe(0);
    const { name, text } = (await filesOf(dir)).get(id) ?? { name: '', text: '' };
    expect(text).toMatch(/collections:\n {2}- Home\n/);
    await save(
      join(dir, name),
      text.replace(/collections:\n {2}- Home\n/, 'collections:\n  - Work\n  - Someday\n'),
    );
    const run = await memai(['sync', 'notes', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(ndjson(run.stdout)).toEqual([
      expect.objectContaining({
        action: 'unknown collection',
        detail: expect.stringMatching(/“Someday”.*--create-collections/),
      }),
      expect.objectContaining({ action: 'pushed' }),
    ]);
    // Nothing of the file's list is taken while a title in it is unknown, and the line stays.
    expect((await client.notes.get(id)).collection_ids).toEqual([home.id]);
    expect(await readFile(join(dir, name), 'utf8')).toMatch(/- Someday\n/);
    const made2 = await memai(['sync', 'notes', '--create-collections', '--json']);
    expect(made2.exitCode, made2.stderr).toBe(0);
    const someday = (await client.collections.list()).results.find((c) => c.title === 'Someday');
    expect((await client.notes.get(id)).collection_ids.sort()).toEqual(
      [work.id, someday?.id].sort(),
    );
    expect((await memai(['verify', 'notes'])).exitCode).toBe(0);
  });

  it('refuses to run beside another sync of the folder, and takes over a lock a killed run left', async () => {
    const { memai, home } = await synced(['# One\n']);
    const { default: lockfile } = await import('proper-lockfile');
    const state = join(home, 'notes', '.memai');
    const release = await lockfile.lock(state, { lockfilePath: join(state, 'sync.lock') });
    const refused = await memai(['sync', 'notes']);
    expect(refused.exitCode).toBe(75);
    expect(refused.stderr).toMatch(/Another memai sync is working on notes/);
    await release();
    // A run killed while holding it: a lock that nobody keeps fresh.
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(state, 'sync.lock'));
    const old = new Date(Date.now() - 60_000);
    await utimes(join(state, 'sync.lock'), old, old);
    const after = await memai(['sync', 'notes']);
    expect(after.exitCode, after.stderr).toBe(0);
  });

  it('makes each note once when two syncs of the folder run at once, the second waiting for the first', async () => {
    const { memai, server, dir, home } = await synced([]);
    for (let n = 1; n <= 5; n += 1) await save(join(dir, `file-${n}.md`), `# File ${n}\n`);
    // By its whole path: runs in this process share its working folder.
    const folder = join(home, 'notes');
    const runs = await Promise.all([memai(['sync', folder]), memai(['sync', folder])]);
    expect(
      runs.map((run) => run.exitCode),
      runs.map((run) => run.stderr).join('\n'),
    ).toEqual([0, 0]);
    expect(
      runs.map((run) => run.stdout.split('\n').filter((line) => line !== '').length).sort(),
    ).toEqual([0, 5]);
    expect(server.state().notes).toHaveLength(5);
  });

  it('never reads a file an editor is still writing: its note waits for the next run', async () => {
    const { memai, client, made, dir } = await synced(['# Draft\n']);
    const id = made[0]?.id ?? '';
    const { name, text } = (await filesOf(dir)).get(id) ?? { name: '', text: '' };
    // An editor that writes the file in pieces, for longer than a run waits.
    let written = text;
    const writing = setInterval(() => {
      written += 'more ';
      void writeFile(join(dir, name), written);
    }, 200);
    try {
      const run = await memai(['sync', 'notes', '--json']);
      expect(run.exitCode, run.stderr).toBe(0);
      expect(ndjson(run.stdout)).toEqual([
        expect.objectContaining({
          action: 'skipped',
          file: `notes/${name}`,
          detail: expect.stringMatching(/still being written/),
        }),
      ]);
    } finally {
      clearInterval(writing);
    }
    expect((await client.notes.get(id)).content).toBe('# Draft\n');
  }, 20_000);

  it('keeps running with --watch: a save reaches Mem within 2 s, Mem’s changes reach the file, an idle interval costs one request, Ctrl-C exits 130', async () => {
    const { server, client, made, dir, home } = await synced(['# Watched\n\nfirst\n']);
    const id = made[0]?.id ?? '';
    const { name } = (await filesOf(dir)).get(id) ?? { name: '' };
    const child = start(['sync', 'notes', '--watch', '--interval', '1'], {
      cwd: home,
      env: { MEM_BASE_URL: server.url, MEM_API_KEY: server.apiKey },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    try {
      await expect.poll(() => stderr, { timeout: 10_000 }).toMatch(/^Watching /m);
      // Idle: one question of Mem's events feed an interval, nothing else.
      const idleFrom = server.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 3_200));
      const idle = server.requests
        .slice(idleFrom)
        .map((request) => `${request.method} ${request.path}`);
      expect(new Set(idle)).toEqual(
        new Set(['GET /v2/events?after_sequence=1&limit=1000&entity_kind=note']),
      );
      expect(idle.length).toBeGreaterThanOrEqual(2);
      expect(idle.length).toBeLessThanOrEqual(4);

      // A save, as an editor makes it now, reaches Mem within 2 seconds.
      const text = await readFile(join(dir, name), 'utf8');
      const saved = Date.now();
      await writeFile(join(dir, name), text.replace('first', 'first, saved in an editor'));
      await expect
        .poll(async () => (await client.notes.get(id)).content, { timeout: 2_000, interval: 100 })
        .toBe('# Watched\n\nfirst, saved in an editor\n');
      expect(Date.now() - saved).toBeLessThan(2_000);

      // A change in Mem reaches the file within an interval or so.
      await client.notes.edit(id, (content) => `${content}second, from Mem\n`);
      await expect
        .poll(async () => bodyOf(await readFile(join(dir, name), 'utf8')), { timeout: 5_000 })
        .toBe('# Watched\n\nfirst, saved in an editor\nsecond, from Mem\n');
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(130);
    expect(stdout).toMatch(new RegExp(`^pushed notes/${name}: `, 'm'));
    expect(stdout).toMatch(new RegExp(`^pulled notes/${name}: `, 'm'));
    expect(stderr).toMatch(/Synced notes with Mem: pushed 1, pulled 1;/);
    expect(stderr).not.toMatch(/at .*\.js:\d+/);
  }, 30_000);

  it('finishes, when run again, a run killed at any point: no note made twice, no edit lost', async () => {
    /**
     * A folder in step, then changes on both sides of every kind, and what a sync ends with:
     * one run, or a run killed with SIGKILL once Mem has received `killAt` of its requests and
     * then a run to the end. Also how many requests the first run sent.
     */
    async function outcome(killAt: number | undefined) {
      const mem = await synced([
        '# Mem edits\n\none\n',
        '# File edits\n\none\n',
        '# Both edit\n\nfirst\nsecond\nthird\n',
        '# File deleted\n',
        '# Stays\n',
        '# Trashed in Mem\n',
      ]);
      const { client, made, dir, memai, server, home } = mem;
      const files = await filesOf(dir);
      const fileOf = (n: number) => join(dir, files.get(made[n]?.id ?? '')?.name ?? '');
      await client.notes.edit(made[0]?.id ?? '', (content) => `${content}two, in Mem\n`);
      await editFile(
        dir,
        files.get(made[1]?.id ?? '')?.name ?? '',
        (body) => `${body}two, in the file\n`,
      );
      await client.notes.edit(made[2]?.id ?? '', (content) => content.replace('first', 'FIRST'));
      await editFile(dir, files.get(made[2]?.id ?? '')?.name ?? '', (body) =>
        body.replace('third', 'THIRD'),
      );
      await rm(fileOf(3));
      await client.notes.trash(made[5]?.id ?? '');
      await client.notes.create({ content: '# New in Mem\n' });
      await save(join(dir, 'new-file.md'), '# New file\n');
      // Every file settled, so that the run goes straight to its work.
      for (const { name, text } of (await filesOf(dir)).values()) await save(join(dir, name), text);
      const before = server.requests.length;
      if (killAt !== undefined) {
        // Each request takes a while, so that the kill lands while the run is at work.
        server.fail(...Array.from({ length: 100 }, () => ({ delayMs: 20 })));
        const child = start(['sync', 'notes'], {
          cwd: home,
          env: { MEM_BASE_URL: server.url, MEM_API_KEY: server.apiKey },
        });
        // Node's start alone took seconds on a busy 2-core host: poll for as long as the test
        // may take.
        await expect
          .poll(() => server.requests.length - before, { interval: 2, timeout: 60_000 })
          .toBeGreaterThanOrEqual(killAt);
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('close', resolve));
      }
      const finished = await memai(['sync', 'notes']);
      expect(
        finished.exitCode,
        `killed at request ${killAt}: ${finished.stdout}${finished.stderr}`,
      ).toBe(0);
      const sent = server.requests.length - before;
      const again = await memai(['sync', 'notes', '--json']);
      expect(again.stdout, 'a third run finds nothing to do').toBe('');
      const notes = server.state().notes;
      const bodies = [...(await filesOf(dir)).values()].map(({ text }) => bodyOf(text));
      return {
        sent,
        end: {
          inMem: notes
            .filter((note) => note.trashed_at === null)
            .map((note) => note.content)
            .sort(),
          trashed: notes
            .filter((note) => note.trashed_at !== null)
            .map((note) => note.content)
            .sort(),
          files: bodies.sort(),
          conflicts: (await readdir(dir)).filter((name) => name.includes('.conflict-')),
        },
      };
    }

    const { sent, end } = await outcome(undefined);
    expect(end.inMem).toEqual([
      '# Both edit\n\nFIRST\nsecond\nTHIRD\n',
      '# File edits\n\none\ntwo, in the file\n',
      '# Mem edits\n\none\ntwo, in Mem\n',
      '# New file\n',
      '# New in Mem\n',
      '# Stays\n',
    ]);
    expect(end.files).toEqual(end.inMem);
    // Killed after the listings, in the middle of the writes, and just before the end.
    for (const killAt of [
      3,
      Math.round(sent / 3),
      Math.round(sent / 2),
      Math.round((2 * sent) / 3),
      sent - 1,
    ]) {
      expect((await outcome(killAt)).end, `killed at request ${killAt} of ${sent}`).toEqual(end);
    }
  }, 120_000);

  it('leaves alone a file an editor saved (by a rename over it) while the run was at its note', async () => {
    const { memai, server, client, made, dir } = await synced([
      '# Plan\n\nthe first line\nthe last line\n',
    ]);
    const id = made[0]?.id ?? '';
    const { name, text } = (await filesOf(dir)).get(id) ?? { name: '', text: '' };
    await save(join(dir, name), text);
    await client.notes.edit(id, (content) => `${content}a line from Mem\n`);
    // The run reads the file, then waits for Mem; meanwhile the editor saves the file whole.
    server.fail({ method: 'GET', path: `/v2/notes/${id}`, delayMs: 500 });
    const before = server.requests.length;
    const running = memai(['sync', 'notes', '--json']);
    await expect
      .poll(() =>
        server.requests.slice(before).some((request) => request.path === `/v2/notes/${id}`),
      )
      .toBe(true);
    const saved = text.replace('the first line', 'the first line, saved in the editor');
    const { rename } = await import('node:fs/promises');
    await writeFile(join(dir, `.${name}.swp`), saved);
    await rename(join(dir, `.${name}.swp`), join(dir, name));
    const run = await running;
    expect(ndjson(run.stdout)).toEqual([
      expect.objectContaining({
        action: 'skipped',
        detail: expect.stringMatching(/changed while the run read Mem/),
      }),
    ]);
    expect(await readFile(join(dir, name), 'utf8')).toBe(saved);
    // The next run takes the saved text, with Mem's line.
    await save(join(dir, name), saved);
    const next = await memai(['sync', 'notes', '--json']);
    expect(actionsOf(next)).toEqual(['merged']);
    const both = '# Plan\n\nthe first line, saved in the editor\nthe last line\na line from Mem\n';
    expect((await client.notes.get(id)).content).toBe(both);
    expect(bodyOf(await readFile(join(dir, name), 'utf8'))).toBe(both);
  });

  it('takes a backup made by memai export as it is, then syncs it, merging from what the export wrote', async () => {
    const { memai, server, home } = await world();
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    const note = await client.notes.create({ content: '# Backed up\n\nfirst\nsecond\nthird\n' });
    expect((await memai(['export', 'notes'])).exitCode).toBe(0);
    const dir = join(home, 'notes', 'notes');
    const { name } = (await filesOf(dir)).get(note.id) ?? { name: '' };
    await save(join(dir, name), await readFile(join(dir, name), 'utf8'));
    const first = await memai(['sync', 'notes', '--json']);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stdout).toBe('');
    await client.notes.edit(note.id, (content) => content.replace('first', 'FIRST'));
    await editFile(dir, name, (body) => body.replace('third', 'THIRD'));
    const run = await memai(['sync', 'notes', '--json']);
    expect(actionsOf(run)).toEqual(['merged']);
    expect((await client.notes.get(note.id)).content).toBe('# Backed up\n\nFIRST\nsecond\nTHIRD\n');
  });

  it('keeps one collection in step with --collection, filing the notes of new files in it', async () => {
    const { memai, server, home } = await world();
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    const work = await client.collections.create({ title: 'Work' });
    const inWork = await client.notes.create({ content: '# Standup\n', collection_ids: [work.id] });
    await client.notes.create({ content: '# Elsewhere\n' });
    expect((await memai(['sync', 'work', '--collection', 'Work'])).exitCode).toBe(0);
    const dir = join(home, 'work', 'notes');
    expect([...(await filesOf(dir)).keys()]).toEqual([inWork.id]);
    await save(join(dir, 'retro.md'), '# Retro\n');
    const run = await memai(['sync', 'work', '--collection', 'Work', '--json']);
    expect(actionsOf(run)).toEqual(['created note']);
    const retro = server.state().notes.find((note) => note.content === '# Retro\n');
    expect(retro?.collection_ids).toEqual([work.id]);
    // The folder holds that collection: a sync of every note into it is refused.
    const mixed = await memai(['sync', 'work']);
    expect(mixed.exitCode).toBe(2);
    expect(mixed.stderr).toMatch(/holds a backup of the collection “Work”/);
  });

  it('refuses a folder of Markdown that no memai command wrote, unless --adopt', async () => {
    const { memai, server, home } = await world();
    await rm(join(home, 'vault'), { recursive: true, force: true });
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(home, 'vault', 'notes'), { recursive: true });
    await save(join(home, 'vault', 'notes', 'mine.md'), '# Mine\n');
    const refused = await memai(['sync', 'vault']);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toMatch(/holds files that no memai command wrote.*--adopt/s);
    expect(server.state().notes).toEqual([]);
    const adopted = await memai(['sync', 'vault', '--adopt']);
    expect(adopted.exitCode, adopted.stderr).toBe(0);
    expect(server.state().notes.map((note) => note.content)).toEqual(['# Mine\n']);
  });
});

export type { World };
