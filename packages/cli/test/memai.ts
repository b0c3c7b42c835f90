// Runs the installed `memai` the way a shell would, against a local Mem, and checks every run
// for the one thing no command may ever do: print the API key.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, inject, onTestFinished } from 'vitest';
import { startMemServer, type MemServer, type MemServerOptions } from 'memai-sdk/testing';

export interface Run {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Standard input; none (an empty, closed stdin) by default. */
  input?: string | Uint8Array;
  /** Variables to add or, with `undefined`, to remove. */
  env?: Record<string, string | undefined>;
  cwd?: string;
}

/** A local Mem and a home folder for one test; both go when the test ends. */
export interface World {
  server: MemServer;
  home: string;
  /** Runs `memai` with the server's address and key in MEM_BASE_URL and MEM_API_KEY. */
  memai(args: string[], options?: RunOptions): Promise<Run>;
}

export async function world(options: MemServerOptions = {}): Promise<World> {
  // A key no other text could contain, so that finding it in any output is a leak.
  const apiKey = options.apiKey ?? `mem_secret_${randomBytes(12).toString('hex')}`;
  const server = await startMemServer({ ...options, apiKey });
  const home = await mkdtemp(join(tmpdir(), 'memai-home-'));
  onTestFinished(async () => {
    await server.close();
    await rm(home, { recursive: true, force: true });
  });
  return {
    server,
    home,
    memai: (args, run = {}) =>
      memai(args, {
        ...run,
        cwd: run.cwd ?? home,
        env: { MEM_BASE_URL: server.url, MEM_API_KEY: apiKey, ...run.env },
      }).then((result) => {
        expect(result.stdout + result.stderr, 'a key was printed').not.toContain(apiKey);
        return result;
      }),
  };
}

/** Starts `memai` with a clean environment: no colours, a home and config folder of its own. */
export function start(args: string[], options: RunOptions = {}) {
  const env: NodeJS.ProcessEnv = {
    PATH: `${inject('binDir')}${delimiter}${process.env.PATH ?? ''}`,
    HOME: options.cwd ?? tmpdir(),
    XDG_CONFIG_HOME: join(options.cwd ?? tmpdir(), '.config'),
    NO_COLOR: '1',
  };
  for (const [key, value] of Object.entries(options.env ?? {})) env[key] = value;
  return spawn('memai', args, { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Runs `memai` to its end. */
export function memai(args: string[], options: RunOptions = {}): Promise<Run> {
  const child = start(args, options);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  child.stdin.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode, signal) => resolve({ exitCode, signal, stdout, stderr }));
  });
}

/** The lines of NDJSON output, parsed. */
export function ndjson(text: string): unknown[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown);
}

/** A UUID whose last digits are `n`. */
export function id(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
