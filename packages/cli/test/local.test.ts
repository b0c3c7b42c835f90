import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it, onTestFinished } from 'vitest';
import { id, memaiInProcess, start } from './memai.js';

/** Starts `memai local` and reads the two lines it prints to use it. */
async function local(dir: string, args: string[]) {
  const child = start(['local', ...args], { cwd: dir });
  child.stdin.end();
  onTestFinished(() => void child.kill('SIGKILL'));
  const lines = createInterface({ input: child.stdout });
  const env: Record<string, string> = {};
  for await (const line of lines) {
    const [name, value] = line.split('=');
    if (name !== undefined && value !== undefined) env[name] = value;
    if (Object.keys(env).length === 2) break;
  }
  return { child, env };
}

describe('memai local', () => {
  it('serves a local Mem, saves every change to --data, and loads it again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'memai-local-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const first = await local(dir, ['--data', 'demo.json']);
    expect(first.env.MEM_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.env.MEM_API_KEY).toBeTruthy();

    // The commands talk to the local Mem in its own process; they themselves run in this one.
    const run = (args: string[], input?: string) =>
      memaiInProcess(args, { cwd: dir, env: first.env, ...(input === undefined ? {} : { input }) });
    expect((await run(['collections', 'create', 'Home', '--id', id(1)])).exitCode).toBe(0);
    const created = await run(['notes', 'create', '--collection', 'Home'], '# Groceries\n- Tea\n');
    const noteId = created.stdout.trim();
    expect((await run(['notes', 'update', noteId], '# Groceries\n- Coffee\n')).exitCode).toBe(0);

    await expect
      .poll(
        async () => JSON.parse(await readFile(join(dir, 'demo.json'), 'utf8')).notes?.[0]?.version,
      )
      .toBe(2);
    first.child.kill('SIGINT');
    expect((await once(first.child, 'close'))[0]).toBe(130);

    const second = await local(dir, ['--data', 'demo.json']);
    const again = (args: string[]) => memaiInProcess(args, { cwd: dir, env: second.env });
    expect((await again(['notes', 'get', noteId])).stdout).toBe('# Groceries\n- Coffee\n');
    const note = JSON.parse((await again(['notes', 'get', noteId, '--json'])).stdout);
    expect(note).toMatchObject({ version: 2, collection_ids: [id(1)] });
    second.child.kill('SIGINT');
    await once(second.child, 'close');
  });

  it('refuses a data file that is not a valid local Mem, leaving it as it was', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'memai-local-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const broken = '{ "notes": [{ "content": "x", "collection_ids": ["nope"] }] }';
    await writeFile(join(dir, 'broken.json'), broken);
    const run = await memaiInProcess(['local', '--data', 'broken.json'], { cwd: dir });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/broken\.json does not hold a valid local Mem/);
    expect(await readFile(join(dir, 'broken.json'), 'utf8')).toBe(broken);
  });
});
