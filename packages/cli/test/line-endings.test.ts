// Files whose line endings an editor or git's core.autocrlf turned to CRLF: export, verify and
// sync see the same text, Mem never receives a CR from a file, and a file written again keeps
// the endings it had. And folders recorded by memai-cli 1.2, whose digests saw endings, are
// taken over with no file counted as changed.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient } from 'memai-sdk';
import { describe, expect, it } from 'vitest';
import { id, world } from './memai.js';
import { actionsOf, bodyOf, filesOf, save, synced } from './synced-folder.js';

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/** Rewrites a file with CRLF line endings, as an editor set to them saves it. */
async function toCrlf(path: string, change: (text: string) => string = (text) => text) {
  await save(path, crlf(change(await readFile(path, 'utf8'))));
}

/** Every note's Markdown in the local Mem, to check that none holds a CR. */
const contentsOf = (server: { state(): { notes: { content: string }[] } }) =>
  server.state().notes.map((note) => note.content);

describe('line endings', () => {
  describe('memai sync', () => {
    it('sees a file turned to CRLF with no edit as unchanged, and sends Mem nothing', async () => {
      const { memai, server, made, dir } = await synced(['# Groceries\n\n- Coffee\n']);
      const { name, text } = (await filesOf(dir)).get(made[0]?.id ?? '') ?? { name: '', text: '' };
      await toCrlf(join(dir, name));
      const before = server.requests.length;
      const run = await memai(['sync', 'notes', '--json']);
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stderr).toMatch(/nothing to do/);
      expect(server.requests.slice(before).filter(({ method }) => method !== 'GET')).toEqual([]);
      expect(await readFile(join(dir, name), 'utf8')).toBe(crlf(text));
      expect((await memai(['verify', 'notes'])).exitCode).toBe(0);
    });

    it('writes an edit made in Mem into a CRLF file with CRLF endings: no clash', async () => {
      const { memai, client, server, made, dir } = await synced(['# Groceries\n\n- Coffee\n']);
      const noteId = made[0]?.id ?? '';
      const { name } = (await filesOf(dir)).get(noteId) ?? { name: '' };
      await toCrlf(join(dir, name));
      await client.notes.edit(noteId, (content) => `${content}- Milk\n`);
      const run = await memai(['sync', 'notes', '--json']);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(actionsOf(run)).toEqual(['pulled']);
      const text = await readFile(join(dir, name), 'utf8');
      expect(text).toBe(crlf(text));
      expect(bodyOf(text.replace(/\r\n/g, '\n'))).toBe('# Groceries\n\n- Coffee\n- Milk\n');
      expect(contentsOf(server).join('')).not.toContain('\r');
    });

    it('merges edits to different lines of a CRLF file and of Mem, and Mem receives no CR', async () => {
      const { memai, client, server, made, dir } = await synced(['# Trip\n\nDay one\n\nDay two\n']);
      const noteId = made[0]?.id ?? '';
      const { name } = (await filesOf(dir)).get(noteId) ?? { name: '' };
      await toCrlf(join(dir, name), (text) => text.replace('Day one', 'Day one: Lyon'));
      await client.notes.edit(noteId, (content) => content.replace('Day two', 'Day two: Turin'));
      const run = await memai(['sync', 'notes', '--json']);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(actionsOf(run)).toEqual(['merged']);
      expect((await client.notes.get(noteId)).content).toBe(
        '# Trip\n\nDay one: Lyon\n\nDay two: Turin\n',
      );
      expect(contentsOf(server).join('')).not.toContain('\r');
      const text = await readFile(join(dir, name), 'utf8');
      expect(text).toBe(crlf(text));
      expect(text).toContain('Day one: Lyon\r\n\r\nDay two: Turin\r\n');
    });

    it('moves aside the file of a note trashed in Mem when the file only changed endings', async () => {
      const { memai, client, made, dir, home } = await synced([
        '# Old plan\n\nDrop it\n',
        '# New plan\n',
      ]);
      const noteId = made[0]?.id ?? '';
      const { name } = (await filesOf(dir)).get(noteId) ?? { name: '' };
      await toCrlf(join(dir, name));
      await client.notes.trash(noteId);
      const run = await memai(['sync', 'notes', '--json']);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(actionsOf(run)).toEqual(['removed file']);
      expect((await client.notes.get(noteId)).trashed_at).not.toBeNull();
      expect(await readdir(join(home, 'notes', '.memai', 'removed'))).toEqual([name]);
    });

    it('makes a note of a new CRLF file without a CR, and keeps the file CRLF', async () => {
      const { memai, server, dir } = await synced(['# Existing\n']);
      await save(join(dir, 'todo.md'), '# To do\r\n\r\n- Call Ana\r\n- Book train\r\n');
      const run = await memai(['sync', 'notes', '--json']);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(actionsOf(run)).toEqual(['created note']);
      expect(contentsOf(server)).toContain('# To do\n\n- Call Ana\n- Book train\n');
      expect(contentsOf(server).join('')).not.toContain('\r');
      const text = await readFile(join(dir, 'todo.md'), 'utf8');
      expect(text).toMatch(/^---\r\nid: \S+\r\n/);
      expect(text).toBe(crlf(text));
      const again = await memai(['sync', 'notes', '--json']);
      expect(again.stderr).toMatch(/nothing to do/);
    });

    it('keeps the CRLF text of a clash byte for byte', async () => {
      const { memai, client, made, dir } = await synced(['# Plan\n\nMeet at 9\n']);
      const noteId = made[0]?.id ?? '';
      const { name } = (await filesOf(dir)).get(noteId) ?? { name: '' };
      await toCrlf(join(dir, name), (text) => text.replace('Meet at 9', 'Meet at 10'));
      const fileText = await readFile(join(dir, name), 'utf8');
      await client.notes.edit(noteId, (content) => content.replace('Meet at 9', 'Meet at 11'));
      const run = await memai(['sync', 'notes', '--json']);
      expect(run.exitCode).toBe(1);
      expect(actionsOf(run)).toEqual(['conflict']);
      const kept = (await readdir(dir)).filter((file) => file.includes('.conflict-'));
      expect(kept).toHaveLength(1);
      expect(await readFile(join(dir, kept[0] ?? ''), 'utf8')).toBe(fileText);
      expect(await readFile(join(dir, name), 'utf8')).toContain('Meet at 11\r\n');
    });
  });

  describe('memai export and memai verify', () => {
    it('leave a CRLF backup as it is, and rewrite it with CRLF when the note changes', async () => {
      const { memai, server, home } = await world();
      server.seed({ notes: [{ id: id(1), content: '# Recipe\n\nFlour\n' }] });
      const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
      expect((await memai(['export', 'backup'])).exitCode).toBe(0);
      const notes = join(home, 'backup', 'notes');
      const [name = ''] = await readdir(notes);
      await toCrlf(join(notes, name));
      const crlfText = await readFile(join(notes, name), 'utf8');

      const offline = await memai(['verify', 'backup', '--offline']);
      expect(offline.exitCode, offline.stdout + offline.stderr).toBe(0);
      const online = await memai(['verify', 'backup']);
      expect(online.exitCode, online.stdout + online.stderr).toBe(0);
      const again = await memai(['export', 'backup']);
      expect(again.stdout).toMatch(/0 created, 0 updated, 1 unchanged/);
      expect(await readFile(join(notes, name), 'utf8')).toBe(crlfText);

      await writeFile(join(notes, name), crlfText.replace('Flour', 'Rye flour'));
      const edited = await memai(['verify', 'backup', '--offline']);
      expect(edited.exitCode).toBe(1);
      expect(edited.stdout).toContain('edited');
      await writeFile(join(notes, name), crlfText);

      await client.notes.edit(id(1), (content) => `${content}Water\n`);
      const changed = await memai(['export', 'backup']);
      expect(changed.stdout).toMatch(/0 created, 1 updated, 0 unchanged, 0 removed/);
      expect(await readdir(join(home, 'backup', '.memai'))).not.toContain('removed');
      const text = await readFile(join(notes, name), 'utf8');
      expect(text).toBe(crlf(text));
      expect(text).toContain('Flour\r\nWater\r\n');
    });
  });

  it('memai import sends Mem a CRLF file without its CRs', async () => {
    const { memai, server, home } = await world();
    await writeFile(join(home, 'journal.md'), '# Monday\r\n\r\nRan 5 km.\r\n');
    const run = await memai(['import', 'journal.md']);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(contentsOf(server)).toEqual(['# Monday\n\nRan 5 km.\n']);
  });

  it('takes over a folder recorded by memai-cli 1.2, whose digests saw CRs, with no file changed', async () => {
    // A note whose Markdown in Mem holds CRs (sent by another app): its file holds them too, and
    // memai-cli 1.2 recorded the digest of that text as it was.
    const { memai, server, home } = await world();
    server.seed({ notes: [{ id: id(2), content: '# Minutes\r\n\r\nAgreed\r\n' }] });
    expect((await memai(['sync', 'folder'])).exitCode).toBe(0);
    const record = join(home, 'folder', '.memai', 'export.json');
    const saved = JSON.parse(await readFile(record, 'utf8')) as {
      notes: Record<string, { file: string; written: string }>;
    };
    for (const entry of Object.values(saved.notes)) {
      const text = await readFile(join(home, 'folder', 'notes', entry.file), 'utf8');
      expect(text).toContain('\r\n');
      entry.written = createHash('sha256').update(text).digest('base64url');
    }
    await writeFile(record, JSON.stringify(saved));
    const files = await readFile(
      join(home, 'folder', 'notes', Object.values(saved.notes)[0]?.file ?? ''),
      'utf8',
    );

    const before = server.requests.length;
    const sync = await memai(['sync', 'folder', '--json']);
    expect(sync.exitCode, sync.stdout + sync.stderr).toBe(0);
    expect(sync.stderr).toMatch(/nothing to do/);
    expect(server.requests.slice(before).filter(({ method }) => method !== 'GET')).toEqual([]);
    expect((await memai(['verify', 'folder', '--offline'])).exitCode).toBe(0);
    expect((await memai(['export', 'folder'])).stdout).toMatch(/0 updated, 1 unchanged/);
    expect(
      await readFile(
        join(home, 'folder', 'notes', Object.values(saved.notes)[0]?.file ?? ''),
        'utf8',
      ),
    ).toBe(files);
  });
});
