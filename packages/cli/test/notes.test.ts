import { chmod, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient } from 'memai-sdk';
import { describe, expect, it } from 'vitest';
import { id, memaiInProcess, ndjson, world } from './memai.js';

const uuid = /^[0-9a-f-]{36}$/;

describe('memai notes create and get', () => {
  it('creates a note from standard input and prints only its id', async () => {
    const { memai, server } = await world();
    const created = await memai(['notes', 'create'], { input: '# Groceries\n\n- Coffee\n' });
    expect(created).toMatchObject({ exitCode: 0, stderr: '' });
    expect(created.stdout).toMatch(/^[0-9a-f-]{36}\n$/);
    expect(server.state().notes[0]).toMatchObject({
      id: created.stdout.trim(),
      content: '# Groceries\n\n- Coffee\n',
    });
  });

  it('creates from a file, with an id and in the collections named by title', async () => {
    const { memai, server, home } = await world();
    server.seed({ collections: [{ id: id(1), title: 'Work' }] });
    await writeFile(join(home, 'meeting.md'), '# Standup\n');
    const created = await memai([
      'notes',
      'create',
      'meeting.md',
      '--id',
      id(7),
      '--collection',
      'work',
    ]);
    expect(created).toMatchObject({ exitCode: 0, stdout: `${id(7)}\n` });
    expect(server.state().notes[0]?.collection_ids).toEqual([id(1)]);
  });

  it('warns when a collection title matches no collection, and still creates the note', async () => {
    const { memai, server } = await world();
    const created = await memai(['notes', 'create', '--collection', 'Nowhere'], { input: 'x' });
    expect(created.exitCode).toBe(0);
    expect(created.stderr).toMatch(/warning: .*0 of the 1 collections.*memai collections create/s);
    expect(server.state().notes).toHaveLength(1);
  });

  it('prints the Markdown exactly, so that redirecting it makes a copy', async () => {
    const { memai, server } = await world();
    const content = '# Café ☕\n\n  trailing spaces  \n\n\n';
    server.seed({ notes: [{ id: id(1), content }] });
    const got = await memai(['notes', 'get', id(1)]);
    expect(got).toMatchObject({ exitCode: 0, stdout: content, stderr: '' });
  });

  it('prints the whole note as one JSON object with --json', async () => {
    const { memai, server } = await world();
    server.seed({ notes: [{ id: id(1), content: '# A' }] });
    const got = await memai(['notes', 'get', id(1), '--json']);
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    const expected = await client.notes.get(id(1));
    expect(JSON.parse(got.stdout)).toEqual({ ...expected, request_id: expect.any(String) });
  });

  it('refuses empty input and text that is not UTF-8, sending nothing', async () => {
    const { memai, server, home } = await world();
    await writeFile(join(home, 'latin1.md'), Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    const empty = await memai(['notes', 'create'], { input: '  \n' });
    const latin1 = await memai(['notes', 'create', 'latin1.md']);
    const missing = await memai(['notes', 'create', 'nope.md']);
    expect(empty).toMatchObject({ exitCode: 1, stdout: '' });
    expect(empty.stderr).toMatch(/empty/);
    expect(latin1.stderr).toMatch(/latin1\.md is not UTF-8/);
    expect(missing.stderr).toMatch(/Cannot read nope\.md/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('memai notes list', () => {
  it('prints one tab-separated line a note when not on a terminal', async () => {
    const { memai, server } = await world();
    server.seed({
      notes: [
        { id: id(1), content: '# Old', updated_at: '2025-01-01T10:00:00Z' },
        { id: id(2), content: '# New', updated_at: '2025-02-01T10:00:00Z' },
      ],
    });
    const listed = await memai(['notes', 'list']);
    expect(listed).toMatchObject({ exitCode: 0, stderr: '' });
    expect(listed.stdout).toBe(
      `${id(2)}\t2025-02-01 10:00\tNew\n${id(1)}\t2025-01-01 10:00\tOld\n`,
    );
  });

  it('streams every note as the library’s items with --all --json, in pages of 100', async () => {
    const { memai, server } = await world();
    server.seed({ notes: Array.from({ length: 150 }, (_, n) => ({ content: `# Note ${n}` })) });
    const listed = await memai(['notes', 'list', '--all', '--json']);
    const items = ndjson(listed.stdout);
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    const expected = [];
    for await (const note of client.notes.list()) expected.push(note);
    expect(items).toEqual(expected);
    const listRequests = server.requests.filter((request) => request.path.startsWith('/v2/notes?'));
    expect(listRequests.slice(0, 2).map((request) => request.path)).toEqual([
      '/v2/notes?limit=100&order_by=updated_at',
      expect.stringMatching(/^\/v2\/notes\?limit=100&order_by=updated_at&page=/),
    ]);
  });

  it('lists up to --limit notes across pages, and says how many there are', async () => {
    const { memai, server } = await world();
    server.seed({ notes: Array.from({ length: 150 }, (_, n) => ({ content: `# Note ${n}` })) });
    const listed = await memai(['notes', 'list', '--limit', '120']);
    expect(listed.stdout.trim().split('\n')).toHaveLength(120);
    expect(listed.stderr).toBe('120 of 150 notes; --all lists them all.\n');
    expect(server.requests.map((request) => request.path.split('&page=')[0])).toEqual([
      '/v2/notes?limit=100&order_by=updated_at',
      '/v2/notes?limit=100&order_by=updated_at',
    ]);
    const few = await memai(['notes', 'list', '--limit', '2']);
    expect(few.stdout.trim().split('\n')).toHaveLength(2);
    expect(server.requests.at(-1)?.path).toBe('/v2/notes?limit=2&order_by=updated_at');
  });

  it('prints only the fields --fields names, as JSON, and refuses a field it does not have', async () => {
    const { memai, server } = await world();
    server.seed({ notes: [{ id: id(1), content: '# One', version: 3 }] });
    const listed = await memai(['notes', 'list', '--fields', 'title,id']);
    expect(listed.stdout).toBe(`{"title":"One","id":"${id(1)}"}\n`);
    const got = await memai(['notes', 'get', id(1), '--fields', 'version']);
    expect(JSON.parse(got.stdout)).toEqual({ version: 3 });
    const help = await memai(['help', 'notes', 'get']);
    expect(help.stdout).toMatch(/--fields <names>[\s\S]*id, title, content, version/);
    const wrong = await memai(['notes', 'list', '--fields', 'id,titel']);
    expect(wrong.exitCode).toBe(2);
    expect(wrong.stderr).toMatch(/"titel" is not a field here; the fields are id, title/);
  });

  it('passes the filters to Mem', async () => {
    const { memai, server } = await world();
    server.seed({ collections: [{ id: id(9), title: 'C' }] });
    const listed = await memai([
      'notes',
      'list',
      '--collection',
      id(9),
      '--created-after',
      '2025-01-31',
      '--updated-before',
      '2025-03-01T10:00:00+01:00',
      '--order-by',
      'created_at',
    ]);
    expect(listed.exitCode).toBe(0);
    const query = new URLSearchParams(server.requests[0]?.path.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      limit: '50',
      order_by: 'created_at',
      collection_id: id(9),
      filter_by_created_after: '2025-01-31T00:00:00.000Z',
      filter_by_updated_before: '2025-03-01T09:00:00.000Z',
    });
  });

  it('refuses malformed options with a usage error, sending nothing', async () => {
    const { memai, server } = await world();
    for (const args of [
      ['--limit', '0'],
      ['--limit', 'many'],
      ['--created-after', 'yesterday'],
      ['--order-by', 'title'],
      ['--all', '--limit', '10'],
    ]) {
      const listed = await memai(['notes', 'list', ...args]);
      expect(listed.exitCode, args.join(' ')).toBe(2);
      expect(listed.stdout).toBe('');
    }
    expect(server.requests).toHaveLength(0);
  });
});

describe('memai notes update and edit', () => {
  it('without --version, writes with the version it read, and writes nothing for the same text', async () => {
    const { memai, server } = await world();
    server.seed({ notes: [{ id: id(1), content: '# A', version: 4 }] });
    const updated = await memai(['notes', 'update', id(1)], { input: '# B' });
    expect(updated).toMatchObject({ exitCode: 0, stdout: `${id(1)}\n` });
    expect(updated.stderr).toMatch(/version 5/);
    const same = await memai(['notes', 'update', id(1), '-'], { input: '# B' });
    expect(same.exitCode).toBe(0);
    expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    expect(server.state().notes[0]).toMatchObject({ content: '# B', version: 5 });
  });

  it('with a stale --version, fails and changes nothing', async () => {
    const { memai, server } = await world();
    server.seed({ notes: [{ id: id(1), content: '# A', version: 3 }] });
    const updated = await memai(['notes', 'update', id(1), '--version', '2'], { input: '# B' });
    expect(updated.exitCode).toBe(1);
    expect(updated.stderr).toMatch(/409 version_conflict/);
    expect(server.state().notes[0]).toMatchObject({ content: '# A', version: 3 });
  });

  it('edits in $EDITOR and saves the result', async () => {
    const { memai, server, home } = await world();
    server.seed({ notes: [{ id: id(1), content: '# Todo\n- [ ] milk\n' }] });
    const editor = await script(home, 'editor.sh', `sed -i 's/\\[ \\]/[x]/' "$1"`);
    const edited = await memai(['notes', 'edit', id(1)], {
      env: { EDITOR: editor, VISUAL: undefined },
    });
    expect(edited).toMatchObject({ exitCode: 0, stdout: '' });
    expect(server.state().notes[0]?.content).toBe('# Todo\n- [x] milk\n');
  });

  it('writes nothing when the editor leaves the note as it was', async () => {
    const { memai, server } = await world();
    server.seed({ notes: [{ id: id(1), content: '# Same' }] });
    const edited = await memai(['notes', 'edit', id(1)], { env: { VISUAL: 'true' } });
    expect(edited).toMatchObject({ exitCode: 0 });
    expect(edited.stderr).toMatch(/No change/);
    expect(server.requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('keeps the edit in a file, overwriting nothing, when the note changed meanwhile', async () => {
    const { memai, server, home } = await world();
    server.seed({ notes: [{ id: id(1), content: '# Draft' }] });
    // The "editor" changes the note through Mem first, as someone else would, then edits.
    const editor = await script(
      home,
      'racing-editor.sh',
      `printf '# Theirs' | memai notes update ${id(1)} >/dev/null && printf '# Mine' > "$1"`,
    );
    const edited = await memai(['notes', 'edit', id(1)], { env: { EDITOR: editor } });
    expect(edited.exitCode).toBe(1);
    expect(edited.stderr).toMatch(/changed in Mem while you were editing/);
    expect(server.state().notes[0]?.content).toBe('# Theirs');
    const kept = (await readdir(home)).filter((name) => name.startsWith('memai-edit-'));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(home, kept[0] ?? ''), 'utf8')).toBe('# Mine');
  });
});

describe('memai notes append and prepend', () => {
  it('appends at the end and prepends under the title, as lines of their own', async () => {
    const { memai, server } = await world();
    server.seed({ notes: [{ id: id(1), content: '\n# Log\n\n- first' }] });
    expect((await memai(['notes', 'append', id(1)], { input: '- last' })).exitCode).toBe(0);
    const prepended = await memai(['notes', 'prepend', id(1), '-'], { input: '- [ ] todo\n' });
    expect(prepended).toMatchObject({ exitCode: 0, stdout: `${id(1)}\n` });
    expect(server.state().notes[0]?.content).toBe('\n# Log\n- [ ] todo\n\n- first\n- last\n');
  });

  it('keeps text written to the note while it appends, by writing again on the newer version', async () => {
    const { server, home } = await world();
    server.seed({ notes: [{ id: id(1), content: '# Log\n' }] });
    // The note is read, and its body held back while someone else writes to the note.
    server.fail({ method: 'GET', path: `/v2/notes/${id(1)}`, bodyDelayMs: 1_000 });
    const appending = memaiInProcess(['notes', 'append', id(1)], {
      cwd: home,
      input: '- mine\n',
      env: { MEM_BASE_URL: server.url, MEM_API_KEY: server.apiKey },
    });
    await expect.poll(() => server.requests.length, { timeout: 10_000 }).toBe(1);
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    await client.notes.update(id(1), { content: '# Log\n- theirs\n', version: 1 });
    const appended = await appending;
    expect(appended.exitCode, appended.stderr).toBe(0);
    expect(server.state().notes[0]?.content).toBe('# Log\n- theirs\n- mine\n');
    expect(server.requests.map((request) => request.method)).toEqual([
      'GET',
      'PATCH',
      'PATCH',
      'GET',
      'PATCH',
    ]);
  });
});

describe('memai notes search, related, trash, restore and delete', () => {
  it('searches, streaming at most --limit results', async () => {
    const { memai, server } = await world();
    server.seed({ notes: Array.from({ length: 30 }, (_, n) => ({ content: `# Coffee ${n}` })) });
    const found = await memai(['notes', 'search', 'coffee', '--limit', '25', '--json']);
    expect(ndjson(found.stdout)).toHaveLength(25);
    expect(ndjson(found.stdout)[0]).toMatchObject({ id: expect.stringMatching(uuid) });
    const none = await memai(['notes', 'search', 'tea']);
    expect(none).toMatchObject({ exitCode: 0, stdout: '', stderr: 'No note matches.\n' });
  });

  it('lists related notes', async () => {
    const { memai, server } = await world();
    server.seed({
      notes: [
        { id: id(1), content: '# Espresso machine cleaning' },
        { id: id(2), content: '# Cleaning the espresso machine' },
      ],
    });
    const related = await memai(['notes', 'related', id(1), '--json']);
    expect(ndjson(related.stdout)).toEqual([expect.objectContaining({ id: id(2) })]);
  });

  it('trashes and restores several notes, going on past one that fails', async () => {
    const { memai, server } = await world();
    server.seed({
      notes: [
        { id: id(1), content: 'a' },
        { id: id(2), content: 'b' },
      ],
    });
    const trashed = await memai(['notes', 'trash', id(1), id(3), id(2)]);
    expect(trashed.exitCode).toBe(1);
    expect(trashed.stdout).toBe(`Trashed ${id(1)}\nTrashed ${id(2)}\n`);
    expect(trashed.stderr).toMatch(new RegExp(`${id(3)}: .*404`));
    expect(server.state().notes.every((note) => note.trashed_at !== null)).toBe(true);
    const restored = await memai(['notes', 'restore', id(1), id(2), '--json']);
    expect(ndjson(restored.stdout)).toEqual([
      { id: id(1), request_id: expect.any(String) },
      { id: id(2), request_id: expect.any(String) },
    ]);
  });

  it('deletes only with --yes when not on a terminal', async () => {
    const { memai, server } = await world();
    server.seed({ notes: [{ id: id(1), content: 'a' }] });
    const refused = await memai(['notes', 'delete', id(1)]);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toMatch(/--yes/);
    expect(server.requests).toHaveLength(0);
    const deleted = await memai(['notes', 'delete', id(1), '--yes']);
    expect(deleted).toMatchObject({ exitCode: 0, stdout: `Deleted ${id(1)}\n` });
    expect(server.state().notes).toHaveLength(0);
  });
});

async function script(dir: string, name: string, body: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, `#!/bin/sh\n${body}\n`);
  await chmod(path, 0o755);
  return path;
}
