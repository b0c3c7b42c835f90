#!/usr/bin/env node
// Builds memai-sdk, then memai-cli, and packs each as `npm publish` would (`npm pack` runs the
// package's prepack script, which builds dist afresh), into the folder given as the argument, as
// memai-sdk.tgz and memai-cli.tgz. The test command does it once, before anything reads either
// package's dist: the package tests and the CLI's tests install these tarballs instead of packing
// again, which would rebuild dist under the steps running beside them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [destination] = process.argv.slice(2);
if (destination === undefined) {
  console.error('Usage: node scripts/pack-packages.mjs FOLDER');
  process.exit(2);
}
const folder = resolve(destination);
mkdirSync(folder, { recursive: true });

// npm passes its own settings to scripts as npm_* variables (the workspace among them), which
// would steer `npm pack` to another package.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
);

for (const [dir, name] of [
  ['packages/sdk', 'memai-sdk'],
  ['packages/cli', 'memai-cli'],
]) {
  // With --json, npm prints the build's output on stderr and only its report on stdout.
  const report = execFileSync(
    'npm',
    ['pack', '--json', '--loglevel=error', '--pack-destination', folder],
    {
      cwd: dir,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // npm's documented `pack --json` report: one entry per package packed.
  const [{ filename }] = /** @type {[{ filename: string }]} */ (JSON.parse(report));
  const tarball = join(folder, `${name}.tgz`);
  renameSync(join(folder, filename), tarball);
  console.log(`${dir}: built and packed as ${tarball}`);
}
