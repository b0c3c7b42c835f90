import { appendFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient } from 'memai-sdk';
import { describe, expect, it } from 'vitest';
import { ndjson, world } from './memai.js';

const noteLists = (requests: readonly { method: string; path: string }[]) =>
  requests.filter((request) => request.method === 'GET' && request.path.startsWith('/v2/notes'));

describe('memai verify', () => {
  it('finds each difference once, and passes after the next export repairs them', async () => {
    const { memai, server, home } = await world();
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    const made = [];
    for (const title of ['Edited by hand', 'Deleted file', 'Changed in Mem', 'Untouched']) {
      made.push(await client.notes.create({ content: `# ${title}\n\nText\n` }));
    }
    expect((await memai(['export', 'backup'])).exitCode).toBe(0);
    const before = server.requests.length;
    const fresh = await memai(['verify', 'backup']);
    expect(fresh.exitCode, fresh.stdout + fresh.stderr).toBe(0);
    expect(fresh.stdout).toBe('backup is whole and matches Mem: 4 notes.\n');
    // One page of notes with their Markdown, and no request for any one note.
    expect(noteLists(server.requests.slice(before)).map((request) => request.path)).toEqual([
      '/v2/notes?limit=100&include_note_content=true',
    ]);

    const notesDir = join(home, 'backup', 'notes');
    const names = await readdir(notesDir);
    const fileOf = (prefix: string) => names.find((name) => name.startsWith(prefix)) ?? '';
    await appendFile(join(notesDir, fileOf('edited-by-hand-')), 'A line added by hand\n');
    await rm(join(notesDir, fileOf('deleted-file-')));
    await client.notes.edit(made[2]?.id ?? '', (content) => `${content}More\n`);
    const added = await client.notes.create({ content: '# Added after the backup\n' });

    const checked = await memai(['verify', 'backup', '--json']);
    expect(checked.exitCode).toBe(1);
    expect(checked.stderr).toMatch(/does not match Mem: 4 differences in 5 notes/);
    const differences = ndjson(checked.stdout);
    expect(differences).toEqual(
      expect.arrayContaining([
        {
          problem: 'differs',
          file: `notes/${fileOf('edited-by-hand-')}`,
          id: made[0]?.id,
          detail: 'body differs from Mem’s',
        },
        {
          problem: 'missing',
          file: null,
          id: made[1]?.id,
          detail: 'Mem has “Deleted file”; the backup has no file for it',
        },
        {
          problem: 'differs',
          file: `notes/${fileOf('changed-in-mem-')}`,
          id: made[2]?.id,
          detail: 'updated_at, body differ from Mem’s',
        },
        {
          problem: 'missing',
          file: null,
          id: added.id,
          detail: 'Mem has “Added after the backup”; the backup has no file for it',
        },
      ]),
    );
    expect(differences).toHaveLength(4);

    const offline = await memai(['verify', 'backup', '--offline']);
    expect(offline.exitCode).toBe(1);
    expect(offline.stdout).toBe(
      `missing: notes/${fileOf('deleted-file-')} (note ${made[1]?.id}): the file is gone\n` +
        `edited: notes/${fileOf('edited-by-hand-')} (note ${made[0]?.id}): the file is not what the export wrote: it changed since\n`,
    );

    const repaired = await memai(['export', 'backup']);
    expect(repaired.exitCode, repaired.stderr).toBe(0);
    expect(repaired.stdout).toMatch(/1 created, 3 updated, 1 unchanged, 0 removed/);
    const removed = await readdir(join(home, 'backup', '.memai', 'removed'));
    expect(removed).toEqual([fileOf('edited-by-hand-')]);
    const whole = await memai(['verify', 'backup']);
    expect(whole.exitCode, whole.stdout).toBe(0);
    expect((await memai(['verify', 'backup', '--offline'])).exitCode).toBe(0);
  });

  it('names a file Mem no longer lists, and one the export never wrote', async () => {
    const { memai, server, home } = await world();
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    const note = await client.notes.create({ content: '# Trashed later\n' });
    expect((await memai(['export', 'backup', '--include-trashed'])).exitCode).toBe(0);
    await client.notes.trash(note.id);
    const [file] = await readdir(join(home, 'backup', 'notes'));
    await appendFile(join(home, 'backup', 'notes', 'stray.md'), '# Put here by hand\n');

    const checked = await memai(['verify', 'backup']);
    expect(checked.exitCode).toBe(1);
    expect(checked.stdout).toBe(
      'unknown: notes/stray.md: its front matter has no id\n' +
        `not in mem: notes/${file} (note ${note.id}): Mem does not list this note: it was deleted, or is in the trash (--include-trashed checks the trash)\n`,
    );
    const withTrash = await memai(['verify', 'backup', '--include-trashed', '--json']);
    expect(ndjson(withTrash.stdout)).toEqual([
      expect.objectContaining({ problem: 'unknown', file: 'notes/stray.md' }),
      expect.objectContaining({ problem: 'differs', detail: 'trashed_at differs from Mem’s' }),
    ]);
    const offline = await memai(['verify', 'backup', '--offline']);
    expect(offline.stdout).toBe('unknown: notes/stray.md: no note was exported to this file\n');

    expect((await memai(['export', 'backup', '--include-trashed'])).exitCode).toBe(0);
    const whole = await memai(['verify', 'backup', '--include-trashed']);
    expect(whole.exitCode, whole.stdout).toBe(0);
    expect(await readdir(join(home, 'backup', '.memai', 'removed'))).toEqual(['stray.md']);
  });

  it('says a folder is not a backup, with exit 2, rather than list every note as missing', async () => {
    const { memai, server, home } = await world();
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    await client.notes.create({ content: '# In Mem\n' });
    await mkdir(join(home, 'notes-by-hand', 'notes'), { recursive: true });
    await writeFile(join(home, 'notes-by-hand', 'notes', 'mine.md'), '# Mine\n');
    const before = server.requests.length;

    for (const args of [
      ['verify', 'notes-by-hand'],
      ['verify', 'notes-by-hand', '--offline'],
      ['verify', 'no-such-folder'],
    ]) {
      const result = await memai(args);
      expect(result.exitCode, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(
        /is not a backup: it has no \.memai\/export\.json, which `memai export` writes/,
      );
    }
    expect(server.requests.length).toBe(before);
  });
});
