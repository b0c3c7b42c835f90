import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderFiles } from './folders.js';
import { id, start, world } from './memai.js';

const writes = (requests: readonly { method: string }[]) =>
  requests.filter((request) => request.method !== 'GET');

async function files(dir: string, contents: Record<string, string | Buffer>) {
  for (const [path, content] of Object.entries(contents)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

describe('memai import', () => {
  it('brings an export back into an empty Mem, which exports to the same bytes', async () => {
    const from = await world();
    from.server.seed({
      collections: [
        { id: id(1), title: 'Work', description: 'Job things', created_at: '2024-05-01T08:00:00Z' },
        { id: id(2), title: 'Home', updated_at: '2024-06-01T08:00:00Z' },
      ],
      notes: [
        {
          id: id(10),
          content: '# Plan\n\n- ship it\n',
          collection_ids: [id(1), id(2)],
          created_at: '2024-05-02T09:00:00Z',
          updated_at: '2024-05-03T09:30:00Z',
        },
        { id: id(11), content: 'Plain first line\nsecond\n', created_at: '2024-07-01T00:00:00Z' },
        { id: id(12), content: '# Café ☕\n\n  spaces  \n\n\n', collection_ids: [id(2)] },
      ],
    });
    expect((await from.memai(['export', 'backup'])).exitCode).toBe(0);

    const to = await world();
    const restore = { cwd: from.home, env: { MEM_BASE_URL: to.server.url } };
    const imported = await to.memai(['import', 'backup'], restore);
    expect(imported.exitCode, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(
      /3 created, 0 updated, 0 unchanged, 0 kept, 2 collections created/,
    );
    expect((await to.memai(['export', 'again'], restore)).exitCode).toBe(0);
    const withoutState = async (dir: string) =>
      Object.fromEntries(
        Object.entries(await folderFiles(join(from.home, dir))).filter(
          ([path]) => !path.startsWith('.memai/'),
        ),
      );
    expect(await withoutState('again')).toEqual(await withoutState('backup'));

    const before = to.server.requests.length;
    const twice = await to.memai(['import', 'backup'], restore);
    expect(twice.stdout).toMatch(
      /0 created, 0 updated, 3 unchanged, 0 kept, 0 collections created/,
    );
    expect(writes(to.server.requests.slice(before))).toEqual([]);
  });

  it('imports a Markdown folder once, titles and times from the files, refusing what Mem would', async () => {
    const { memai, server, home } = await world();
    await files(join(home, 'vault'), {
      'Projects/plan.md':
        '---\ntitle: Q3 plan\ncreated: 2024-03-01\ntags: [work, planning]\n---\n- ship\n',
      'journal.md': '# Monday\n\nRan 5 km.\n',
      'untitled idea.md': 'just a line\n',
      'empty.md': '---\ntitle: Nothing\n---\n  \n',
      'latin1.md': Buffer.from([0x63, 0x61, 0x66, 0xe9]),
      'big.md': `# Big\n${'x'.repeat(200_000)}`,
      '.obsidian/workspace.md': '# not a note\n',
    });
    const args = ['import', 'vault', '--folders-as-collections', '--tags-as-collections'];

    const dry = await memai([...args, '--dry-run']);
    expect(dry.stdout).toContain('create journal.md\n');
    expect(dry.stdout).toMatch(/Would import from vault: 3 created/);
    expect(writes(server.requests)).toEqual([]);

    const imported = await memai(args);
    expect(imported.exitCode).toBe(1);
    expect(imported.stdout).toMatch(
      /3 created, 0 updated, 0 unchanged, 0 kept, 3 collections created/,
    );
    expect(imported.stdout).toContain('skipped empty.md: empty\n');
    expect(imported.stdout).toContain('skipped latin1.md: not UTF-8\n');
    expect(imported.stdout).toContain('skipped big.md: over 200,000 characters\n');
    const state = server.state();
    const byTitle = Object.fromEntries(state.notes.map((note) => [note.title, note]));
    expect(Object.keys(byTitle).sort()).toEqual(['Monday', 'Q3 plan', 'untitled idea']);
    expect(byTitle['Q3 plan']).toMatchObject({
      content: '# Q3 plan\n\n- ship\n',
      created_at: expect.stringMatching(/^2024-03-01T00:00:00/),
    });
    expect(byTitle['untitled idea']?.content).toBe('# untitled idea\n\njust a line\n');
    const titles = new Map(
      state.collections.map((collection) => [collection.id, collection.title]),
    );
    expect(byTitle['Q3 plan']?.collection_ids.map((c) => titles.get(c)).sort()).toEqual([
      'Projects',
      'planning',
      'work',
    ]);

    const before = server.requests.length;
    const again = await memai(args);
    expect(again.stdout).toMatch(
      /0 created, 0 updated, 3 unchanged, 0 kept, 0 collections created/,
    );
    expect(writes(server.requests.slice(before))).toEqual([]);
  });

  it('stops with exit 75 on the daily quota, saying what is done and when to run again', async () => {
    const { memai, server, home } = await world({ quota: 2 });
    await files(join(home, 'vault'), { 'a.md': '# A\n', 'b.md': '# B\n', 'c.md': '# C\n' });
    const imported = await memai(['import', 'vault']);
    expect(imported.exitCode).toBe(75);
    expect(imported.stdout).toMatch(/2 created/);
    expect(imported.stderr).toMatch(
      /daily quota is used up[\s\S]*Run the command again after \d{4}-/,
    );
    expect(server.state().notes).toHaveLength(2);
  });

  it('finishes an import killed with SIGKILL when run again: none missing, none twice', async () => {
    const count = 40;
    const contents = Object.fromEntries(
      Array.from({ length: count }, (_, n) => [`n${n}.md`, `# Note ${n}\n`]),
    );
    const killed = await world({ rateLimits: { requestsPerMinute: 10, minuteMs: 1000 } });
    await files(join(killed.home, 'vault'), contents);
    const child = start(['import', 'vault'], {
      cwd: killed.home,
      env: { MEM_BASE_URL: killed.server.url, MEM_API_KEY: killed.server.apiKey },
    });
    child.stdin.end();
    await expect
      .poll(() => killed.server.state().notes.length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(10);
    child.kill('SIGKILL');
    await once(child, 'close');
    expect(killed.server.state().notes.length).toBeLessThan(count);
    const resumed = await killed.memai(['import', 'vault']);
    expect(resumed.exitCode, resumed.stderr).toBe(0);

    const whole = await world();
    await files(join(whole.home, 'vault'), contents);
    expect((await whole.memai(['import', 'vault'])).exitCode).toBe(0);
    const notesOf = (server: typeof whole.server) =>
      server
        .state()
        .notes.map(({ id: noteId, content }) => ({ id: noteId, content }))
        .sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(notesOf(killed.server)).toHaveLength(count);
    expect(notesOf(killed.server)).toEqual(notesOf(whole.server));
  });
});
