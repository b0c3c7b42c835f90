// Packs memai-sdk and memai-cli as `npm publish` would (each package's prepack builds it afresh)
// and installs both tarballs globally into a throwaway prefix, as `npm install -g memai-cli`
// would. The test command packs both once for every step that installs them and names the
// tarballs in MEMAI_SDK_TARBALL and MEMAI_CLI_TARBALL (scripts/pack-packages.mjs), which are then
// installed as they are. The CLI's dependencies come from npm's cache when it has them (`npm ci` fills it with
// their tarballs) and from the registry otherwise: npm needs each package's registry metadata to
// install it by version, which `npm ci`, working from the lockfile, never fetches.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the installed `memai` executable, for PATH. */
    binDir: string;
  }
}

const packagesDir = fileURLToPath(new URL('../..', import.meta.url));

export default async function install(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'memai-cli-install-'));
  const env = npmFreeEnv();
  const pack = (name: string) => {
    const report = execFileSync(
      'npm',
      ['pack', '--json', '--loglevel=error', '--pack-destination', dir],
      {
        cwd: join(packagesDir, name),
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    return join(dir, (JSON.parse(report) as [{ filename: string }])[0].filename);
  };
  const tarballs = [
    process.env.MEMAI_SDK_TARBALL ?? pack('sdk'),
    process.env.MEMAI_CLI_TARBALL ?? pack('cli'),
  ];
  const prefix = join(dir, 'prefix');
  execFileSync(
    'npm',
    [
      'install',
      '--global',
      '--prefix',
      prefix,
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...tarballs,
    ],
    { env, stdio: 'inherit' },
  );
  project.provide('binDir', join(prefix, 'bin'));
  return () => rm(dir, { recursive: true, force: true });
}

/**
 * npm passes its settings to scripts as `npm_*` variables (the workspace among them), which
 * would steer the install back into this repository.
 */
function npmFreeEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.toLowerCase().startsWith('npm_') && key !== 'INIT_CWD',
    ),
  );
}
