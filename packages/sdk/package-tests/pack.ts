// Packs the library once for every test file, as `npm publish` would: `npm pack` runs the
// package's prepack script, which builds dist afresh, so what is tested is what would be
// published. The test command packs it once for every step that installs it and names the
// tarball in MEMAI_SDK_TARBALL (scripts/pack-packages.mjs), which is then used as it is. Prints
// the tarball's files and sizes. The tests' throwaway projects are made in a temporary folder,
// which is removed when they are done.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { cleanEnv, packageDir, readTarball } from './helpers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tarball, and the temporary folder that holds every throwaway project. */
    tarball: { path: string; workDir: string };
  }
}

export default async function pack(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'memai-sdk-pack-'));
  const path = process.env.MEMAI_SDK_TARBALL ?? npmPack(dir);
  const filename = basename(path);

  const bytes = await readFile(path);
  const files = readTarball(bytes);
  const unpacked = files.reduce((sum, file) => sum + file.content.length, 0);
  const kB = (size: number) => `${(size / 1000).toFixed(1)} kB`;
  console.log(
    [
      `${filename}: ${kB((await stat(path)).size)} packed, ${kB(unpacked)} unpacked, ${files.length} files`,
      ...files.map((file) => `  ${kB(file.content.length).padStart(9)}  ${file.path}`),
    ].join('\n'),
  );

  project.provide('tarball', { path, workDir: dir });
  return () => rm(dir, { recursive: true, force: true });
}

/** Packs the package into `dir`, building it afresh; returns the tarball's path. */
function npmPack(dir: string): string {
  // With --json, npm prints the build's output on stderr and only its report on stdout.
  const report = execFileSync(
    'npm',
    ['pack', '--json', '--loglevel=error', '--pack-destination', dir],
    { cwd: packageDir, env: cleanEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [{ filename }] = JSON.parse(report) as [{ filename: string }];
  return join(dir, filename);
}
