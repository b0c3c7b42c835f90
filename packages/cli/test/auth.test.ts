import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { world } from './memai.js';

describe('memai auth', () => {
  it('stores a key Mem accepts in a file only the user can read, and uses it', async () => {
    const { memai, server, home } = await world();
    const key = server.apiKey;
    const login = await memai(['auth', 'login'], {
      input: `${key}\n`,
      env: { MEM_API_KEY: undefined },
    });
    expect(login).toMatchObject({ exitCode: 0, stdout: '' });
    const path = join(home, '.config', 'memai', 'credentials.json');
    expect(login.stderr).toContain(path);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(home, '.config', 'memai'))).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ apiKey: key });

    const listed = await memai(['notes', 'list'], { env: { MEM_API_KEY: undefined } });
    expect(listed.exitCode).toBe(0);

    const status = await memai(['auth', 'status'], { env: { MEM_API_KEY: undefined } });
    expect(status).toMatchObject({ exitCode: 0 });
    expect(status.stdout).toBe(`Key ********${key.slice(-4)} from ${path}: Mem accepts it.\n`);

    const logout = await memai(['auth', 'logout'], { env: { MEM_API_KEY: undefined } });
    expect(logout.exitCode).toBe(0);
    await expect(stat(path)).rejects.toThrow(/ENOENT/);
    const after = await memai(['notes', 'list'], { env: { MEM_API_KEY: undefined } });
    expect(after.exitCode).toBe(4);
    expect(after.stderr).toMatch(/No API key.*memai auth login/);
  });

  it('stores nothing when Mem refuses the key', async () => {
    const { memai, home } = await world();
    const login = await memai(['auth', 'login'], { input: 'mem_wrong_key\n' });
    expect(login.exitCode).toBe(4);
    expect(login.stderr).toMatch(/refused the API key/);
    expect(login.stderr).not.toContain('mem_wrong_key');
    await expect(stat(join(home, '.config', 'memai', 'credentials.json'))).rejects.toThrow(
      /ENOENT/,
    );
  });

  it('says where the key comes from, and exits 4 when Mem refuses it', async () => {
    const { memai } = await world();
    const fromEnvironment = await memai(['auth', 'status', '--json']);
    expect(JSON.parse(fromEnvironment.stdout)).toEqual({
      source: 'MEM_API_KEY',
      path: null,
      key: expect.stringMatching(/^\*{8}.{4}$/),
      accepted: true,
    });
    const refused = await memai(['auth', 'status'], { env: { MEM_API_KEY: 'mem_wrong_key' } });
    expect(refused.exitCode).toBe(4);
    expect(refused.stdout).toBe(
      'Key ********_key from the MEM_API_KEY environment variable: Mem refuses it.\n',
    );
    expect(refused.stdout + refused.stderr).not.toContain('mem_wrong_key');
  });
});
