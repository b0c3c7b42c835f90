// Runs `memai` against a local Mem, and checks every run for the one thing no command may ever
// do: print the API key. Most tests run it in this process (`main.run` with streams of its own),
// which takes milliseconds; those that need a process (signals, a shell, a server left running)
// run the installed `memai` the way a shell would.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, inject, onTestFinished } from 'vitest';
import { startMemServer, type MemServer, type MemServerOptions } from 'memai-sdk/testing';
import { run } from '../src/main.js';

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
  /**
   * Runs `memai` in this process, with the server's address and key in MEM_BASE_URL and
   * MEM_API_KEY.
   */
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
    memai: (args, options = {}) =>
      memaiInProcess(args, {
        ...options,
        cwd: options.cwd ?? home,
        env: { MEM_BASE_URL: server.url, MEM_API_KEY: apiKey, ...options.env },
      }).then((result) => {
        expect(result.stdout + result.stderr, 'a key was printed').not.toContain(apiKey);
        return result;
      }),
  };
}

/** A clean environment: no colours, a home and config folder of its own, `memai` on the PATH. */
function cleanEnv(options: RunOptions): Record<string, string> {
  const env: Record<string, string | undefined> = {
    PATH: `${inject('binDir')}${delimiter}${process.env.PATH ?? ''}`,
    HOME: options.cwd ?? tmpdir(),
    XDG_CONFIG_HOME: join(options.cwd ?? tmpdir(), '.config'),
    NO_COLOR: '1',
    ...options.env,
  };
  // A variable given as undefined is one the run must not have.
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Starts the installed `memai` in a process of its own, with a clean environment. */
export function start(args: string[], options: RunOptions = {}) {
  const env = cleanEnv(options);
  return spawn('memai', args, { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Where the tests run from, which outlives every test's own folder. */
const testsFolder = process.cwd();

/**
 * Runs `memai` in this process with streams of its own and a clean environment. Relative paths
 * are read from `cwd`, made the process's working folder for the run: the tests of a file run one
 * after another, each in a process of its own.
 */
export async function memaiInProcess(args: string[], options: RunOptions = {}): Promise<Run> {
  const input = options.input ?? '';
  const stdin = Readable.from(input === '' ? [] : [Buffer.from(input)]);
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.setEncoding('utf8').on('data', (text: string) => (out += text));
  stderr.setEncoding('utf8').on('data', (text: string) => (err += text));
  process.chdir(options.cwd ?? tmpdir());
  try {
    const exitCode = await run(args, { stdin, stdout, stderr, env: cleanEnv(options) });
    return { exitCode, signal: null, stdout: out, stderr: err };
  } finally {
    // Not the folder before the run: runs of one test may overlap, and that folder may be gone.
    process.chdir(testsFolder);
  }
}

/** Runs the installed `memai` in a process of its own, to its end. */
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
