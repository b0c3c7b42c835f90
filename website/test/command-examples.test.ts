// Every example of `memai`'s commands (the lines under "Examples:" in each command's help and on
// the command reference), run as a reader would type it into a shell: with the built `memai` on
// the PATH, a home folder of its own and a fresh local Mem holding what the examples name (the
// API reference's fixture, src/program-runner/example-fixture.ts). Each must exit 0. The few that cannot
// run by themselves are marked where they are declared (unrunnableExample) and listed here.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemClient } from 'memai-sdk';
import { startMemServer } from 'memai-sdk/testing';
import {
  buildProgram,
  examplesOf,
  subcommandsOf,
  unrunnableExamplesOf,
  type MemaiCommand,
} from 'memai-cli/commands';
import { afterAll, describe, expect, it } from 'vitest';
import {
  exampleApiKey,
  exampleFixture,
  prepareExampleMem,
} from '../src/program-runner/example-fixture.js';
import { memaiOnPath } from './code-samples/run-shell-page.js';

/** Longer than any example takes. */
const timeoutMs = 20_000;

/** Every command's examples, each once, with the command it is shown under. */
function examples(command: MemaiCommand, prefix: string[] = []): { name: string; line: string }[] {
  const name = [...prefix, command.name()].join(' ');
  const own = examplesOf(command).map((line) => ({ name, line }));
  const below = subcommandsOf(command).flatMap((child) =>
    examples(child, [...prefix, command.name()]),
  );
  return [...own, ...below];
}

const program = await buildProgram('0.0.0');
const all = examples(program).filter(
  (example, index, list) => list.findIndex(({ line }) => line === example.line) === index,
);
function unrunnable(command: MemaiCommand): { line: string; why: string }[] {
  return [...unrunnableExamplesOf(command), ...subcommandsOf(command).flatMap(unrunnable)];
}
const marked = unrunnable(program);
const runnable = all.filter(({ line }) => !marked.some((mark) => mark.line === line));

const scratch = mkdtempSync(join(tmpdir(), 'memai-command-examples-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const bin = memaiOnPath(scratch);

/**
 * A home folder as a reader's might be when they try the examples: a note written in Markdown, a
 * vault of an other notes app, and the folder completion scripts go in.
 */
function homeFolder(name: string): string {
  const home = join(scratch, name);
  mkdirSync(join(home, 'Obsidian/Vault/Projects'), { recursive: true });
  mkdirSync(join(home, '.local/share/bash-completion/completions'), { recursive: true });
  writeFileSync(join(home, 'meeting.md'), '# Meeting with Ada\n\n- Agreed on the summer date\n');
  writeFileSync(join(home, 'note.md'), '# Structure and Interpretation\n\nRead chapter 4 next.\n');
  writeFileSync(join(home, 'Obsidian/Vault/Inbox.md'), '# Inbox\n\n- Call the plumber\n');
  writeFileSync(join(home, 'Obsidian/Vault/Projects/Garden.md'), '# Garden\n\nPlant tulips.\n');
  return home;
}

/** Runs a line in `sh` in `home`, with `memai` on the PATH; its exit code and output. */
function shell(line: string, home: string, mem: { url: string; apiKey: string }) {
  const child = spawn('sh', ['-c', line], {
    cwd: home,
    env: {
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      MEM_BASE_URL: mem.url,
      MEM_API_KEY: mem.apiKey,
      // What a reader would hold in a variable of their own before giving it to `auth login`.
      KEY: mem.apiKey,
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  );
}

describe('the command reference’s examples', () => {
  it('are found, and the few that cannot run by themselves are marked with why', () => {
    expect(all.length).toBeGreaterThan(40);
    for (const { line } of marked) expect(all.map((example) => example.line)).toContain(line);
    const list = marked.map(({ line, why }) => `\n  ${line}: ${why}`).join('');
    process.stdout.write(
      `command examples: ${runnable.length} run, ${marked.length} marked${list}\n`,
    );
  });

  runnable.forEach(({ name, line }, index) => {
    it(
      `${name}: ${line}`,
      async () => {
        const server = await startMemServer({ apiKey: exampleApiKey });
        try {
          server.seed(exampleFixture);
          await prepareExampleMem(new MemClient({ apiKey: server.apiKey, baseUrl: server.url }));
          const home = homeFolder(`example-${index}`);
          // An example that reads a backup (verify, import) finds the one `memai export` makes.
          if (/~\/mem-backup/.test(line) && !line.startsWith('memai export')) {
            const made = await shell('memai export ~/mem-backup', home, server);
            expect(made.code, made.output).toBe(0);
          }
          const run = await shell(line, home, server);
          expect(run.code, run.output).toBe(0);
        } finally {
          await server.close();
        }
      },
      timeoutMs,
    );
  });
});
