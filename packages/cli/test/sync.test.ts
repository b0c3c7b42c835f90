// `memai sync`: each rule by name, against a local Mem whose ids are UUID v7, as Mem's are. Files
// are written by the tests as an editor would, and given a time in the past: a sync reads only a
// file that has settled (one an editor may still be writing is left for the next run).
import { readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient } from 'memai-sdk';
import { describe, expect, it } from 'vitest';
import { ndjson, world, type World } from './memai.js';

/** A world with a synced folder, `notes`, made by a first sync of the notes given. */
async function synced(contents: string[] = [], options: Parameters<typeof world>[0] = {}) {
  const mem = await world(options);
  const client = new MemClient({ apiKey: mem.server.apiKey, baseUrl: mem.server.url });
  const made = [];
  for (const content of contents) made.push(await client.notes.create({ content }));
  const first = await mem.memai(['sync', 'notes']);
  expect(first.exitCode, first.stdout + first.stderr).toBe(0);
  return { ...mem, client, made, dir: join(mem.home, 'notes', 'notes') };
}

/** The note files of the folder, by the id in their front matter. */
async function filesOf(dir: string): Promise<Map<string, { name: string; text: string }>> {
  const files = new Map<string, { name: string; text: string }>();
  for (const name of (await readdir(dir)).filter((name) => name.endsWith('.md'))) {
    const text = await readFile(join(dir, name), 'utf8');
    const id = /^id: (\S+)$/m.exec(text)?.[1];
    if (id !== undefined) files.set(id, { name, text });
  }
  return files;
}

/** Writes a file as an editor saves it, dated a few seconds ago so that it has settled. */
async function save(path: string, text: string): Promise<void> {
  await writeFile(path, text);
  const past = new Date(Date.now() - 5_000);
  await utimes(path, past, past);
}

/** The Markdown of a file, after its front matter. */
function bodyOf(text: string): string {
  return text.replace(/^---\n[\s\S]*?\n---\n/, '');
}

/** Replaces a note file's Markdown, keeping its front matter. */
async function editFile(dir: string, name: string, change: (body: string) => string) {
  const text = await readFile(join(dir, name), 'utf8');
  const front = text.slice(0, text.length - bodyOf(text).length);
  await save(join(dir, name), front + change(bodyOf(text)));
}

const actionsOf = (run: { stdout: string }) =>
  ndjson(run.stdout).map((line) => (line as { action: string }).action);

describe('memai sync', () => {
  it('makes a first sync into an empty folder an export, which memai verify finds whole', async () => {
    const { memai, made, dir } = await synced(['# Groceries\n\n- Coffee\n', '# Plans\n\nA trip\n']);
    const files = await filesOf(dir);
    expect([...files.keys()].sort()).toEqual(made.map((note) => note.id).sort());
    expect(bodyOf(files.get(made[0]?.id ?? '')?.text ?? '')).toBe('# Groceries\n\n- Coffee\n');
    const verified = await memai(['verify', 'notes']);
    expect(verified.exitCode, verified.stdout + verified.stderr).toBe(0);
  });

  it('changes nothing when nothing changed, asking Mem only for its listings', async () => {
    const { memai, server } = await synced(['# One\n', '# Two\n']);
    const before = server.requests.length;
    const again = await memai(['sync', 'notes', '--json']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toBe('');
    expect(again.stderr).toMatch(/nothing to do/);
    expect(
      server.requests.slice(before).map((request) => `${request.method} ${request.path}`),
    ).toEqual(['GET /v2/collections?limit=100', 'GET /v2/notes?limit=100']);
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
    // The kept file is no note: neither the next sync nor verify takes it for one.
    const next = await memai(['sync', 'notes']);
    expect(next.exitCode, next.stdout + next.stderr).toBe(0);
    expect((await memai(['verify', 'notes'])).exitCode).toBe(0);
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
    const { memai, server, client, made, dir } = await synced(['# Pulled\n', '# Pushed\n']);
    await client.notes.edit(made[0]?.id ?? '', (content) => `${content}more\n`);
    const files = await filesOf(dir);
    await editFile(dir, files.get(made[1]?.id ?? '')?.name ?? '', (body) => `${body}more\n`);
    await save(join(dir, 'new.md'), '# New\n');
    const texts = await Promise.all(
      (await readdir(dir)).map((name) => readFile(join(dir, name), 'utf8')),
    );
    const before = server.requests.length;
    const run = await memai(['sync', 'notes', '--dry-run', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(actionsOf(run).sort()).toEqual([
      'would create note',
      'would reconcile (changed in Mem)',
      'would reconcile (changed in the file)',
    ]);
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
