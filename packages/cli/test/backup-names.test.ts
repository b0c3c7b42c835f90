import { readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient } from 'memai-sdk';
import { describe, expect, it } from 'vitest';
import { folderFiles } from './folders.js';
import { world, type World } from './memai.js';

/** The notes of a local Mem, made as a user makes them: Mem picks the (version 7) ids. */
async function create(from: World, contents: string[], collectionIds: string[] = []) {
  const client = new MemClient({ apiKey: from.server.apiKey, baseUrl: from.server.url });
  const ids: string[] = [];
  for (const content of contents) {
    ids.push((await client.notes.create({ content, collection_ids: collectionIds })).id);
  }
  return ids;
}

/** Exports `from`, imports the backup into an empty Mem, exports that, and compares. */
async function roundTrip(from: World) {
  const exported = await from.memai(['export', 'backup']);
  expect(exported.exitCode, exported.stderr).toBe(0);
  const to = await world();
  const restore = { cwd: from.home, env: { MEM_BASE_URL: to.server.url } };
  const imported = await to.memai(['import', 'backup'], restore);
  expect(imported.exitCode, imported.stdout + imported.stderr).toBe(0);
  const again = await to.memai(['export', 'again'], restore);
  expect(again.exitCode, again.stderr).toBe(0);
  const backup = withoutState(await folderFiles(join(from.home, 'backup')));
  expect(withoutState(await folderFiles(join(from.home, 'again')))).toEqual(backup);
  const contents = (mem: World) =>
    mem.server
      .state()
      .notes.map(({ id, content }) => ({ id, content }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  expect(contents(to)).toEqual(contents(from));
  return backup;
}

function withoutState(files: Record<string, string>) {
  return Object.fromEntries(Object.entries(files).filter(([path]) => !path.startsWith('.memai/')));
}

function noteFiles(files: Record<string, string>) {
  return Object.keys(files).filter((path) => path.startsWith('notes/'));
}

describe('backup file names', () => {
  it('exports 50 notes with one title, made in the same minute, to 50 files that round-trip', async () => {
    const from = await world();
    const ids = await create(
      from,
      Array.from({ length: 50 }, (_, n) => `# Daily note\n\nEntry ${n}\n`),
    );
    // Mem's ids: a clock first, so notes made together share their first 8 characters.
    expect(new Set(ids.map((made) => made.slice(0, 8))).size).toBeLessThanOrEqual(2);

    const backup = await roundTrip(from);
    const files = noteFiles(backup);
    expect(files).toHaveLength(50);
    for (const [n, made] of ids.entries()) {
      const file = files.find((path) => backup[path]?.includes(`\nid: ${made}\n`));
      expect(file).toMatch(/^notes\/daily-note-[0-9a-f]{8}\.md$/);
      expect(backup[file ?? '']).toMatch(new RegExp(`---\\n# Daily note\\n\\nEntry ${n}\\n$`));
    }
  });

  it('gives titles that are paths, reserved names, YAML or very long safe and distinct names, and contents come back byte for byte', async () => {
    const from = await world();
    const client = new MemClient({ apiKey: from.server.apiKey, baseUrl: from.server.url });
    const work = [
      (await client.collections.create({ title: 'Work' })).id,
      (await client.collections.create({ title: 'Work' })).id,
    ];
    const titles = [
      '../../etc/passwd',
      'C:\\Windows\\System32',
      'CON',
      '..',
      '.hidden',
      '🎉🎉',
      'true',
      'null',
      '2024-01-01',
      '- item',
      'key: value',
      'x'.repeat(300),
      'é'.repeat(300),
    ];
    await create(
      from,
      titles.map((title) => `# ${title}\n\nBody of ${title.slice(0, 20)}\n`),
      work,
    );
    await create(from, [
      '---\ntitle: Not the title\ntags: [a]\n---\n# Own front matter\n',
      '\uFEFF# Byte order mark\n\ntext\n',
      '# Carriage\rreturns\ralone\r',
      `# Long\n\n${'y'.repeat(190_000)}`,
    ]);

    const backup = await roundTrip(from);
    const files = noteFiles(backup).map((path) => path.slice('notes/'.length));
    expect(files).toHaveLength(titles.length + 4);
    for (const name of files) {
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
      expect(name).not.toMatch(/^\.|[/\\]/);
    }
    expect(new Set(files.map((name) => name.toLowerCase())).size).toBe(files.length);
    expect(files.filter((name) => name.startsWith('note-'))).toHaveLength(3);
  });

  it('moves a memai-cli 1.0 folder to the new layout by renames, downloading only the note 1.0 lost', async () => {
    const from = await world();
    // Ids as in Mem's own reference: made within a second, they share their first 8 characters.
    const [lost, kept, plan] = [
      '01961d40-7a67-7049-9a2b-3c4d5e6f7a01',
      '01961d40-7b6f-70dd-8b1c-2d3e4f5a6b02',
      '01961d40-7c70-7ed8-a9b8-c7d6e5f4a303',
    ];
    from.server.seed({
      notes: [
        { id: lost, content: '# Standup\n\nMonday\n' },
        { id: kept, content: '# Standup\n\nTuesday\n' },
        { id: plan, content: '# Plan\n' },
      ],
    });
    expect((await from.memai(['export', 'backup'])).exitCode).toBe(0);
    const dir = join(from.home, 'backup');
    // What memai-cli 1.0 left: files named by the head of the id, so that both stand-ups went to
    // one file (the later one's), and a state of format 1, without digests.
    const state = JSON.parse(await readFile(join(dir, '.memai', 'export.json'), 'utf8')) as {
      notes: Record<string, { file: string; updated_at: string }>;
    };
    const firstLayout: Record<string, unknown> = {};
    for (const [noteId, entry] of Object.entries(state.notes)) {
      const file = entry.file.replace(/-[0-9a-f]{8}\.md$/, '-01961d40.md');
      if (noteId === lost) await rm(join(dir, 'notes', entry.file));
      else await rename(join(dir, 'notes', entry.file), join(dir, 'notes', file));
      firstLayout[noteId] = { file, updated_at: entry.updated_at, digest: 'x', trashed: false };
    }
    await writeFile(
      join(dir, '.memai', 'export.json'),
      JSON.stringify({ format: 1, notes: firstLayout }),
    );
    expect((await readdir(join(dir, 'notes'))).sort()).toEqual([
      'plan-01961d40.md',
      'standup-01961d40.md',
    ]);
    const modified = (await stat(join(dir, 'notes', 'plan-01961d40.md'))).mtimeMs;
    const before = from.server.requests.length;

    const migrated = await from.memai(['export', 'backup']);
    expect(migrated.exitCode, migrated.stderr).toBe(0);
    const sent = from.server.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual([
      'GET /v2/collections',
      'GET /v2/notes',
      `GET /v2/notes/${lost}`,
    ]);
    const files = await folderFiles(dir);
    expect(noteFiles(files).sort()).toEqual([
      'notes/plan-e5f4a303.md',
      'notes/standup-4f5a6b02.md',
      'notes/standup-5e6f7a01.md',
    ]);
    expect(files['notes/standup-5e6f7a01.md']).toMatch(/\nMonday\n$/);
    expect(files['notes/standup-4f5a6b02.md']).toMatch(/\nTuesday\n$/);
    expect((await stat(join(dir, 'notes', 'plan-e5f4a303.md'))).mtimeMs).toBe(modified);
    const verified = await from.memai(['verify', 'backup']);
    expect(verified.exitCode, verified.stdout + verified.stderr).toBe(0);
  });
});
