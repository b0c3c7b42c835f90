import { once } from 'node:events';
import { readFile, readdir, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient } from 'memai-sdk';
import { describe, expect, it } from 'vitest';
import { id, start, world } from './memai.js';
import { folderFiles } from './folders.js';

/** Short "minutes", so that pacing by Mem's headers shows in a test without taking minutes. */
const fastLimits = { requestsPerMinute: 20, minuteMs: 1000 };

function notes(count: number, collectionId?: string) {
  return Array.from({ length: count }, (_, n) => ({
    id: id(1000 + n),
    content: `# Note ${n}\n\nBody ${n}\n`,
    created_at: '2025-01-01T10:00:00Z',
    updated_at: `2025-01-02T10:${String(n % 60).padStart(2, '0')}:00Z`,
    ...(collectionId === undefined ? {} : { collection_ids: [collectionId] }),
  }));
}

const noteLists = (paths: readonly { method: string; path: string }[]) =>
  paths.filter((request) => request.method === 'GET' && request.path.startsWith('/v2/notes?'));

describe('memai export', () => {
  it('writes every note and the collections, listing the notes 100 at a time through faults', async () => {
    const { memai, server, home } = await world({ rateLimits: fastLimits });
    server.seed({
      collections: [{ id: id(1), title: 'Work', description: 'Job things' }],
      notes: notes(250, id(1)),
    });
    server.fail(
      { method: 'GET', path: '/v2/notes', status: 500 },
      { method: 'GET', path: '/v2/notes', drop: true },
    );
    const exported = await memai(['export', 'backup']);
    expect(exported.exitCode, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(/250 created, 0 updated, 0 unchanged, 0 removed.* 0 skipped/);
    const files = await readdir(join(home, 'backup', 'notes'));
    expect(files).toHaveLength(250);
    expect(await readFile(join(home, 'backup', 'notes', 'note-7-00001007.md'), 'utf8')).toBe(`---
id: ${id(1007)}
title: Note 7
created_at: 2025-01-01T10:00:00Z
updated_at: 2025-01-02T10:07:00Z
collections:
  - Work
collection_ids:
  - ${id(1)}
---
# Note 7

Body 7
`);
    expect(JSON.parse(await readFile(join(home, 'backup', 'collections.json'), 'utf8'))).toEqual([
      {
        id: id(1),
        title: 'Work',
        description: 'Job things',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    // Three pages of 100 and one retry for each of the two faults: pacing met no 429 to retry.
    expect(noteLists(server.requests)).toHaveLength(5);
    expect(server.requests).toHaveLength(6);
  });

  it('exports again with only list requests and rewrites no file when nothing changed', async () => {
    const { memai, server, home } = await world();
    server.seed({ collections: [{ id: id(1), title: 'Work' }], notes: notes(120, id(1)) });
    expect((await memai(['export', 'backup'])).exitCode).toBe(0);
    const dir = join(home, 'backup');
    const long = new Date('2020-01-01T00:00:00Z');
    const paths = [
      join(dir, 'collections.json'),
      ...(await readdir(join(dir, 'notes'))).map((name) => join(dir, 'notes', name)),
    ];
    for (const path of paths) await utimes(path, long, long);
    const before = server.requests.length;

    const again = await memai(['export', 'backup']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/0 created, 0 updated, 120 unchanged, 0 removed/);
    const sent = server.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual([
      'GET /v2/collections',
      'GET /v2/notes',
      'GET /v2/notes',
    ]);
    for (const path of paths) expect((await stat(path)).mtime).toEqual(long);
  });

  it('rewrites a changed note, renames a retitled one and moves a removed one aside', async () => {
    const { memai, server, home } = await world();
    server.seed({ collections: [{ id: id(1), title: 'Work' }], notes: notes(5, id(1)) });
    expect((await memai(['export', 'backup'])).exitCode).toBe(0);
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    await client.notes.edit(id(1000), (content) => `${content}More\n`);
    await client.notes.edit(id(1001), () => '# Renamed\n');
    await client.notes.trash(id(1002));
    await client.notes.delete(id(1003));
    await client.collections.update(id(1), { title: 'Job' });

    const again = await memai(['export', 'backup']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/0 created, 3 updated, 0 unchanged, 2 removed/);
    const dir = join(home, 'backup');
    const files = await folderFiles(dir);
    expect(Object.keys(files).sort()).toEqual(
      [
        '.memai/export.json',
        '.memai/removed/note-2-00001002.md',
        '.memai/removed/note-3-00001003.md',
        'collections.json',
        'notes/note-0-00001000.md',
        'notes/note-4-00001004.md',
        'notes/renamed-00001001.md',
      ].sort(),
    );
    expect(files['notes/note-0-00001000.md']).toMatch(
      /collections:\n {2}- Job\n[\s\S]*Body 0\nMore\n$/,
    );
    expect(files['notes/note-4-00001004.md']).toMatch(/collections:\n {2}- Job\n/);
    expect(files['notes/renamed-00001001.md']).toMatch(/title: Renamed\n[\s\S]*---\n# Renamed\n$/);
  });

  it('keeps a trashed note with trashed_at under --include-trashed', async () => {
    const { memai, server, home } = await world();
    server.seed({ notes: notes(2) });
    expect((await memai(['export', 'backup', '--include-trashed'])).exitCode).toBe(0);
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    await client.notes.trash(id(1001));
    const again = await memai(['export', 'backup', '--include-trashed']);
    expect(again.exitCode, again.stderr).toBe(0);
    const file = await readFile(join(home, 'backup', 'notes', 'note-1-00001001.md'), 'utf8');
    expect(file).toMatch(/\ntrashed_at: \S+\n---\n# Note 1\n/);
  });

  it('saves attachments with --attachments, each once', async () => {
    const { memai, server, home } = await world();
    server.seed({
      notes: [{ id: id(1), content: '# Receipt\n\n![scan](receipt.png)\n' }],
      attachments: [
        {
          id: id(2),
          note_id: id(1),
          attachment_kind: 'image',
          filename: 'receipt.png',
          bytes: 'PNG bytes',
        },
      ],
    });
    const exported = await memai(['export', 'backup', '--attachments']);
    expect(exported.exitCode, exported.stderr).toBe(0);
    const saved = join(home, 'backup', 'attachments', id(1), 'receipt.png');
    expect(await readFile(saved, 'utf8')).toBe('PNG bytes');
    const before = server.requests.length;
    expect((await memai(['export', 'backup', '--attachments'])).exitCode).toBe(0);
    expect(server.requests.slice(before).every((request) => request.method === 'GET')).toBe(true);
    expect(server.requests.slice(before).some((request) => request.path.includes('download'))).toBe(
      false,
    );
  });

  it('backs up one collection into a folder of its own, incrementally, and keeps it to that collection', async () => {
    const { memai, server, home } = await world();
    server.seed({
      collections: [
        { id: id(1), title: 'Work' },
        { id: id(2), title: 'Home' },
      ],
      notes: [
        { id: id(10), content: '# Plan\n', collection_ids: [id(1)] },
        { id: id(11), content: '# Budget\n', collection_ids: [id(1), id(2)] },
        { id: id(12), content: '# Garden\n', collection_ids: [id(2)] },
      ],
    });
    const first = await memai(['export', 'work', '--collection', 'work']);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/2 created, 0 updated, 0 unchanged, 0 removed/);
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    await client.collections.removeNote(id(1), id(10));
    await client.notes.create({ id: id(13), content: '# Hiring\n', collection_ids: [id(1)] });

    const again = await memai(['export', 'work', '--collection', id(1)]);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/1 created, 0 updated, 1 unchanged, 1 removed/);
    expect((await readdir(join(home, 'work', 'notes'))).sort()).toEqual([
      'budget-00000011.md',
      'hiring-00000013.md',
    ]);
    expect((await memai(['verify', 'work'])).exitCode).toBe(0);

    const whole = await memai(['export', 'work']);
    expect(whole.exitCode).toBe(2);
    expect(whole.stderr).toMatch(
      /holds a backup of the collection “Work”: export every note into a folder of its own, or add --collection/,
    );
    expect((await memai(['export', 'work', '--collection', 'Home'])).exitCode).toBe(2);
    const unknown = await memai(['export', 'elsewhere', '--collection', 'Nope']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toMatch(/no collection titled “Nope”/);
  });

  it('finishes an export killed with SIGKILL when run again, as if never stopped', async () => {
    const { memai, server, home } = await world({
      rateLimits: { requestsPerMinute: 1, minuteMs: 1000 },
    });
    const seed = {
      collections: [{ id: id(1), title: 'Work', created_at: '2025-01-01T09:00:00Z' }],
      notes: notes(300, id(1)),
    };
    server.seed(seed);
    const child = start(['export', 'killed'], {
      cwd: home,
      env: { MEM_BASE_URL: server.url, MEM_API_KEY: server.apiKey },
    });
    child.stdin.end();
    const notesDir = join(home, 'killed', 'notes');
    await expect
      .poll(async () => (await readdir(notesDir).catch(() => [])).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(100);
    child.kill('SIGKILL');
    await once(child, 'close');
    expect((await readdir(notesDir)).length).toBeLessThan(300);

    const resumed = await memai(['export', 'killed']);
    expect(resumed.exitCode, resumed.stderr).toBe(0);
    // The same notes in a Mem of their own, exported in one go, without the slow limit.
    const whole = await world();
    whole.server.seed(seed);
    expect((await whole.memai(['export', 'whole'])).exitCode).toBe(0);
    const withoutState = (files: Record<string, string>) =>
      Object.fromEntries(Object.entries(files).filter(([path]) => !path.startsWith('.memai/')));
    expect(withoutState(await folderFiles(join(home, 'killed')))).toEqual(
      withoutState(await folderFiles(join(whole.home, 'whole'))),
    );
  });
});
