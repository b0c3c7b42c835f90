// What the package tests share: where things are, how to read the packed tarball, and how to make
// a throwaway project that installs it the way a user's project would.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { inject } from 'vitest';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const repositoryDir = fileURLToPath(new URL('../../..', import.meta.url));
export const programsDir = fileURLToPath(new URL('programs', import.meta.url));

/** An executable installed by the repository's devDependencies. */
export function bin(name: string): string {
  return join(repositoryDir, 'node_modules', '.bin', name);
}

/** The tarball `npm pack` made for this run (see pack.ts). */
export function packedTarball(): string {
  return inject('tarball').path;
}

/**
 * The environment for tools the tests start. npm passes its own settings to scripts as `npm_*`
 * variables (the workspace among them), which would steer an `npm install` in a throwaway project
 * back to this repository. Registries point at a closed port, so that nothing can quietly fetch
 * the package, or anything else, instead of using the tarball.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.toLowerCase().startsWith('npm_') && key !== 'INIT_CWD') env[key] = value;
  }
  return { ...env, NO_COLOR: '1', ...extra };
}

/** The registry address given to npm, Bun and Deno: a closed port on this machine. */
export const closedRegistry = 'http://127.0.0.1:9/';

export interface RunResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end and reports how it went, without throwing when it fails. */
export function run(
  file: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      {
        cwd: options.cwd,
        env: options.env ?? cleanEnv(),
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
        timeout: 90_000,
      },
      (error, stdout, stderr) => {
        const exitCode = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ exitCode, stdout, stderr: error?.killed ? `${stderr}\n(timed out)` : stderr });
      },
    );
  });
}

/** What a run printed, for a failed assertion's message. */
export function describeRun(result: RunResult): string {
  return `exit code ${result.exitCode}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`;
}

/** One file in the tarball: its path below `package/` and its bytes. */
export interface TarballFile {
  path: string;
  content: Buffer;
}

/**
 * The files in a gzipped tar archive as npm writes it. A small reader of the ustar format is
 * enough: 512-byte headers, each followed by the file's bytes padded to 512, and pax headers for
 * long names.
 */
export function readTarball(bytes: Buffer): TarballFile[] {
  const tar = gunzipSync(bytes);
  const files: TarballFile[] = [];
  let longName: string | undefined;
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) =>
      header.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    const prefix = field(345, 155);
    const content = tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x') {
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(content.toString('utf8'))?.[1];
      continue;
    }
    const name = longName ?? (prefix === '' ? field(0, 100) : `${prefix}/${field(0, 100)}`);
    longName = undefined;
    if (type === '0' || type === '') {
      files.push({ path: name.replace(/^package\//, ''), content: Buffer.from(content) });
    }
  }
  return files;
}

/** A throwaway project with the packed tarball installed. */
export interface Consumer {
  dir: string;
  /** Copies a program from `programs/` into the project, under `as` if given. */
  addProgram(name: string, as?: string): Promise<string>;
  writeFile(name: string, content: string): Promise<void>;
}

/**
 * Makes a project beside the tarball, in the system's temporary folder (pack.ts removes it with
 * everything in it), outside this repository so that nothing of the workspace can be found from
 * it. Installs the tarball there with npm, offline: the package has no dependencies, so npm needs
 * nothing but the file.
 */
export async function createConsumer(
  name: string,
  manifest: Record<string, unknown> = {},
): Promise<Consumer> {
  const dir = await mkdtemp(join(inject('tarball').workDir, `${name}-`));
  await writeFile(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: `consumer-${name}`, version: '0.0.0', private: true, ...manifest }, null, 2)}\n`,
  );
  const install = await run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', packedTarball()],
    { cwd: dir, env: cleanEnv({ npm_config_registry: closedRegistry }) },
  );
  if (install.exitCode !== 0) {
    throw new Error(`npm install of the tarball failed in ${dir}\n${describeRun(install)}`);
  }
  return {
    dir,
    async addProgram(program, as = program) {
      const target = join(dir, as);
      await copyFile(join(programsDir, program), target);
      return target;
    },
    async writeFile(file, content) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), content);
    },
  };
}

/**
 * Gives a project the repository's Node type declarations, as a TypeScript project on Node has
 * its own `@types/node`. A link is enough: TypeScript follows it.
 */
export async function linkNodeTypes(consumer: Consumer): Promise<void> {
  await mkdir(join(consumer.dir, 'node_modules', '@types'), { recursive: true });
  await symlink(
    join(repositoryDir, 'node_modules', '@types', 'node'),
    join(consumer.dir, 'node_modules', '@types', 'node'),
    'dir',
  );
}

/**
 * What every round-trip program prints when the note was created, listed and deleted; each test
 * adds the `runtime` that the User-Agent should name.
 */
export const roundTripOutput = {
  created: 'Installed from the tarball',
  listed: ['Installed from the tarball'],
  left: 0,
};
