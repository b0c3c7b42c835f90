// The tarball in Bun and Deno, both installed from npm by the repository's devDependencies. Each
// runs the TypeScript program as it is, in a project where npm installed the tarball, and may not
// fetch anything: the registry they are given is a closed port.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bin,
  cleanEnv,
  closedRegistry,
  createConsumer,
  describeRun,
  roundTripOutput,
  run,
} from './helpers.js';

describe('Bun', () => {
  it('runs the program', async () => {
    const bun = bin('bun');
    const env = cleanEnv({ BUN_CONFIG_REGISTRY: closedRegistry, DO_NOT_TRACK: '1' });
    const version = await run(bun, ['--version'], { cwd: process.cwd(), env });
    // The bun package puts its binary in place in a postinstall script; without it, this fails.
    expect(version.exitCode, describeRun(version)).toBe(0);
    console.log(`Bun ${version.stdout.trim()}`);

    const project = await createConsumer('bun', { type: 'module' });
    await project.addProgram('round-trip.ts', 'program.ts');
    // --no-install: use the project's node_modules, never Bun's automatic install.
    const result = await run(bun, ['--no-install', 'program.ts'], { cwd: project.dir, env });

    expect(result.exitCode, describeRun(result)).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ ...roundTripOutput, runtime: 'bun' });
  });
});

describe('Deno', () => {
  async function denoProject(program = 'round-trip.ts') {
    const project = await createConsumer('deno', { type: 'module' });
    await project.addProgram(program, 'program.ts');
    const env = cleanEnv({
      DENO_DIR: join(project.dir, '.deno'),
      DENO_NO_UPDATE_CHECK: '1',
      NPM_CONFIG_REGISTRY: closedRegistry,
    });
    return { project, env };
  }

  // --node-modules-dir=manual: resolve memai-sdk from the node_modules npm made, as a Deno
  // project with a package.json does, instead of Deno's own npm cache.
  it('runs the program with network access to 127.0.0.1 only', async () => {
    const { project, env } = await denoProject();
    const version = await run(bin('deno'), ['--version'], { cwd: project.dir, env });
    expect(version.exitCode, describeRun(version)).toBe(0);
    console.log(version.stdout.split('\n')[0]);

    const result = await run(
      bin('deno'),
      ['run', '--node-modules-dir=manual', '--no-prompt', '--allow-net=127.0.0.1', 'program.ts'],
      { cwd: project.dir, env },
    );

    expect(result.exitCode, describeRun(result)).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ ...roundTripOutput, runtime: 'deno' });
  });

  it('runs the program against createMem with no network permission at all', async () => {
    const { project, env } = await denoProject('round-trip-without-port.ts');

    const result = await run(
      bin('deno'),
      ['run', '--node-modules-dir=manual', '--no-prompt', 'program.ts'],
      { cwd: project.dir, env },
    );

    expect(result.exitCode, describeRun(result)).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ ...roundTripOutput, runtime: 'deno' });
  });

  it('type-checks the program with deno check', async () => {
    const { project, env } = await denoProject();

    const result = await run(bin('deno'), ['check', '--node-modules-dir=manual', 'program.ts'], {
      cwd: project.dir,
      env,
    });

    expect(result.exitCode, describeRun(result)).toBe(0);
  });
});
