import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { CommandUnknownOpts } from '@commander-js/extra-typings';
import { buildProgram, subcommandsOf } from '../src/program.js';
import { id, start, world } from './memai.js';

describe('exit codes and faults', () => {
  it('exits 0 with help and the version, 2 on a usage error', async () => {
    const { memai } = await world();
    const version = await memai(['--version']);
    const { version: expected } = (await import('../package.json', { with: { type: 'json' } }))
      .default;
    expect(version).toMatchObject({ exitCode: 0, stdout: `${expected}\n` });
    const help = await memai(['help', 'notes', 'create']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toMatch(
      /Usage: memai notes create \[options\] \[file\][\s\S]*Examples:\n {2}\$ memai notes create/,
    );
    for (const args of [
      ['nots'],
      ['notes', 'get'],
      ['notes', 'get', id(1), 'extra'],
      ['notes', 'list', '--bogus'],
      ['notes', 'get', 'not-a-uuid'],
      ['notes', 'trash', id(1), 'not-a-uuid'],
    ]) {
      const wrong = await memai(args);
      expect(wrong.exitCode, args.join(' ')).toBe(2);
      expect(wrong.stdout).toBe('');
    }
  });

  it('gives every command help with an example', async () => {
    const { memai } = await world();
    const paths = (command: CommandUnknownOpts, path: string[]): string[][] => [
      path,
      ...subcommandsOf(command).flatMap((child) => paths(child, [...path, child.name()])),
    ];
    const all = paths(await buildProgram('0.0.0'), []);
    expect(all.length).toBeGreaterThan(25);
    const helps = await Promise.all(all.map((path) => memai([...path, '--help'])));
    helps.forEach((help, index) => {
      const name = ['memai', ...(all[index] ?? [])].join(' ');
      expect(help.exitCode, name).toBe(0);
      expect(help.stdout, name).toMatch(
        new RegExp(`^Usage: ${name}[\\s\\S]*\\nExamples?:\\n {2}\\$ .*memai`),
      );
    });
  });

  it('exits 4 without a key, and when Mem refuses the key', async () => {
    const { memai } = await world();
    const none = await memai(['notes', 'list'], { env: { MEM_API_KEY: undefined } });
    expect(none.exitCode).toBe(4);
    const wrong = await memai(['notes', 'list'], { env: { MEM_API_KEY: 'mem_wrong_key' } });
    expect(wrong.exitCode).toBe(4);
    expect(wrong.stderr).toMatch(/request id api-request-/);
  });

  it('rides out a 500 and a dropped connection, creating the note once', async () => {
    const { memai, server } = await world();
    server.fail(
      { method: 'POST', path: '/v2/notes', status: 500, retryAfter: '0' },
      { method: 'POST', path: '/v2/notes', drop: true },
    );
    const created = await memai(['notes', 'create'], { input: '# Once' });
    expect(created.exitCode).toBe(0);
    expect(server.state().notes.map((note) => note.id)).toEqual([created.stdout.trim()]);
  });

  it('exits 1 naming Mem’s request id when Mem keeps failing', async () => {
    const { memai, server } = await world();
    const broken = { method: 'GET', path: '/v2/notes', status: 500, retryAfter: '0' } as const;
    server.fail(broken, broken, broken);
    const listed = await memai(['notes', 'list']);
    expect(listed.exitCode).toBe(1);
    expect(listed.stderr).toMatch(/\(500 [a-z_]+, request id api-request-[0-9a-f-]{36}\)/);
    expect(listed.stderr).not.toMatch(/\n\s+at /);
  });

  it('shows where a failure came from with MEMAI_DEBUG=1', async () => {
    const { memai, server } = await world();
    const broken = { method: 'GET', path: '/v2/notes', status: 500, retryAfter: '0' } as const;
    server.fail(broken, broken, broken);
    const listed = await memai(['notes', 'list'], { env: { MEMAI_DEBUG: '1' } });
    expect(listed.exitCode).toBe(1);
    expect(listed.stderr).toMatch(/MemApiError\]?: GET \/v2\/notes: [\s\S]*\n\s+at /);
  });

  it('stops a batch at an outage rather than failing each note the same way', async () => {
    const { memai, server } = await world();
    server.seed({
      notes: [
        { id: id(1), content: 'a' },
        { id: id(2), content: 'b' },
      ],
    });
    const broken = { method: 'POST', status: 500, retryAfter: '0' } as const;
    server.fail(broken, broken, broken);
    const trashed = await memai(['notes', 'trash', id(1), id(2)]);
    expect(trashed.exitCode).toBe(1);
    expect(trashed.stdout).toBe('');
    expect(trashed.stderr).toMatch(/^error: .*\(500 /);
    expect(server.requests).toHaveLength(3);
  });

  it('exits 75 on a used-up quota, saying when to run again', async () => {
    const { memai, server } = await world({ quota: 0 });
    const created = await memai(['notes', 'create'], { input: 'x' });
    expect(created.exitCode).toBe(75);
    expect(created.stderr).toMatch(/daily quota is used up[\s\S]*Run the command again/);
    expect(server.state().notes).toHaveLength(0);
  });

  it('exits 75 when the rate limit stays used up through every retry', async () => {
    const { memai, server } = await world();
    const limited = { method: 'GET', path: '/v2/notes', status: 429, retryAfter: '0' } as const;
    server.fail(limited, limited, limited);
    const listed = await memai(['notes', 'list']);
    expect(listed.exitCode).toBe(75);
    expect(listed.stderr).toMatch(/rate limit is used up[\s\S]*Run the command again in \d+ s/);
  });

  it('stops cleanly on Ctrl-C: exit 130, no stack trace', async () => {
    const { server, home } = await world();
    server.fail({ method: 'GET', path: '/v2/notes', delayMs: 10_000 });
    const child = start(['notes', 'list'], {
      cwd: home,
      env: { MEM_BASE_URL: server.url, MEM_API_KEY: server.apiKey },
    });
    child.stdin.end();
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => server.requests.length, { timeout: 10_000 }).toBe(1);
    child.kill('SIGINT');
    const [exitCode] = await once(child, 'close');
    expect(exitCode).toBe(130);
    expect(output).not.toMatch(/\bat .*\(|Error:/);
  });
});
