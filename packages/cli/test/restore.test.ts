import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient } from 'memai-sdk';
import { describe, expect, it } from 'vitest';
import { world } from './memai.js';

const edited = '# Groceries\n\n- Coffee\n- Oat milk, edited in Mem after the backup\n';

describe('memai import of a backup into a Mem that moved on', () => {
  it('brings back a deleted note but keeps one edited in Mem since, and --overwrite replaces it', async () => {
    const { memai, server, home } = await world();
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    const groceries = await client.notes.create({ content: '# Groceries\n\n- Coffee\n' });
    const ideas = await client.notes.create({ content: '# Ideas\n\n- A bike trip\n' });
    expect((await memai(['export', 'backup'])).exitCode).toBe(0);
    const files = await readdir(join(home, 'backup', 'notes'));
    const groceriesFile = `notes/${files.find((name) => name.startsWith('groceries-'))}`;
    // Later than the backup's copy, by Mem's clock.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.notes.edit(groceries.id, () => edited);
    await client.notes.delete(ideas.id);

    const dry = await memai(['import', 'backup', '--dry-run']);
    expect(dry.exitCode, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(
      new RegExp(
        `^create notes/ideas-[0-9a-f]{8}\\.md\\nkeep ${groceriesFile}: Mem’s copy is newer`,
      ),
    );
    expect(server.state().notes).toHaveLength(1);

    const restored = await memai(['import', 'backup']);
    expect(restored.exitCode, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/1 created, 0 updated, 0 unchanged, 1 kept, /);
    expect(restored.stdout).toContain(`kept ${groceriesFile}: Mem’s copy is newer (changed `);
    expect((await client.notes.get(groceries.id)).content).toBe(edited);
    expect((await client.notes.get(ideas.id)).content).toBe('# Ideas\n\n- A bike trip\n');

    const overwritten = await memai(['import', 'backup', '--overwrite']);
    expect(overwritten.exitCode, overwritten.stderr).toBe(0);
    expect(overwritten.stdout).toMatch(/0 created, 0 updated, 1 unchanged, 1 replaced, /);
    expect((await client.notes.get(groceries.id)).content).toBe('# Groceries\n\n- Coffee\n');
  });

  it('updates a note from its changed file unless the note changed in Mem since the last import', async () => {
    const { memai, server, home } = await world();
    const vault = join(home, 'vault');
    await mkdir(vault);
    await writeFile(join(vault, 'a.md'), '# A\n\nfirst\n');
    await writeFile(join(vault, 'b.md'), '# B\n\nfirst\n');
    expect((await memai(['import', 'vault'])).exitCode).toBe(0);
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    const b = server.state().notes.find((note) => note.title === 'B');
    await client.notes.edit(b?.id ?? '', () => '# B\n\nedited in Mem\n');
    await writeFile(join(vault, 'a.md'), '# A\n\nsecond\n');
    await writeFile(join(vault, 'b.md'), '# B\n\nsecond\n');

    const again = await memai(['import', 'vault']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/0 created, 1 updated, 0 unchanged, 1 kept, /);
    expect(again.stdout).toContain('kept b.md: Mem’s copy changed (');
    const contents = server
      .state()
      .notes.map((note) => note.content)
      .sort();
    expect(contents).toEqual(['# A\n\nsecond\n', '# B\n\nedited in Mem\n']);
  });
});
