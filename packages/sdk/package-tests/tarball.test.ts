// What the tarball holds, and what the registry and the two package linters make of it.
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bin,
  cleanEnv,
  describeRun,
  packageDir,
  packedTarball,
  readTarball,
  repositoryDir,
  run,
  type TarballFile,
} from './helpers.js';

let files: TarballFile[];
let paths: string[];

beforeAll(async () => {
  files = readTarball(await readFile(packedTarball()));
  paths = files.map((file) => file.path);
});

function file(path: string): TarballFile {
  const found = files.find((candidate) => candidate.path === path);
  if (found === undefined) throw new Error(`${path} is not in the tarball`);
  return found;
}

describe('the tarball', () => {
  it('holds only dist, the README, the changelog, the license and package.json', () => {
    const allowed = /^(dist\/.+|README\.md|CHANGELOG\.md|LICENSE|package\.json)$/;
    expect(paths.filter((path) => !allowed.test(path))).toEqual([]);
    for (const path of ['README.md', 'CHANGELOG.md', 'LICENSE', 'package.json']) {
      expect(paths).toContain(path);
    }
  });

  it('ships no test, test helper or package test', () => {
    const testFile =
      /(^|\/)(test|tests|__tests__|package-tests|fixtures)\/|\.(test|spec)\.|(^|\/)(with-server|vitest\.config)\./;
    expect(paths.filter((path) => testFile.test(path))).toEqual([]);
  });

  it('ships both entry points, and declarations beside every module', () => {
    const built = paths.filter((path) => path.startsWith('dist/'));
    for (const entry of ['index', 'testing']) {
      expect(built).toContain(`dist/${entry}.js`);
      expect(built).toContain(`dist/${entry}.d.ts`);
    }
    const stems = new Set(
      built.map((path) => path.replace(/\.(js|d\.ts|js\.map|d\.ts\.map)$/, '')),
    );
    for (const stem of stems) {
      expect(built, `${stem}.js and ${stem}.d.ts`).toEqual(
        expect.arrayContaining([`${stem}.js`, `${stem}.d.ts`]),
      );
    }
  });

  it('has no module that imports a file it does not ship', () => {
    // Mem's wire types stay out of the package: a declaration that names them must be stripped.
    const missing: string[] = [];
    for (const { path, content } of files) {
      if (!/\.(js|d\.ts)$/.test(path)) continue;
      for (const [, specifier = ''] of content
        .toString('utf8')
        .matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
        const target = posix.join(posix.dirname(path), specifier);
        const shipped = [target, target.replace(/\.js$/, '.d.ts')];
        if (!shipped.some((candidate) => paths.includes(candidate))) {
          missing.push(`${path} → ${specifier}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no source map or map reference pointing at a file it does not ship', () => {
    const missing: string[] = [];
    for (const { path, content } of files) {
      if (/\.(js|d\.ts)$/.test(path)) {
        for (const [, url = ''] of content
          .toString('utf8')
          .matchAll(/[#@] sourceMappingURL=(\S+)/g)) {
          if (url.startsWith('data:')) continue;
          const target = posix.join(posix.dirname(path), url);
          if (!paths.includes(target)) missing.push(`${path} → ${target}`);
        }
      }
      if (path.endsWith('.map')) {
        const map = JSON.parse(content.toString('utf8')) as {
          sourceRoot?: string;
          sources: string[];
        };
        for (const source of map.sources) {
          const target = posix.join(posix.dirname(path), map.sourceRoot ?? '', source);
          if (!paths.includes(target)) missing.push(`${path} → ${target}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("carries the repository's license, unchanged", async () => {
    const license = await readFile(`${repositoryDir}/LICENSE`);
    expect(file('LICENSE').content.equals(license)).toBe(true);
  });

  it('carries the README and changelog of packages/sdk', async () => {
    for (const name of ['README.md', 'CHANGELOG.md']) {
      expect(file(name).content.equals(await readFile(`${packageDir}/${name}`))).toBe(true);
    }
  });
});

describe("the tarball's package.json", () => {
  it('tells the registry where the code, the docs and the issues are', () => {
    const manifest = JSON.parse(file('package.json').content.toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      name: 'memai-sdk',
      license: 'MIT',
      type: 'module',
      repository: {
        type: 'git',
        url: 'git+https://github.com/memai-sdk/memai-sdk.git',
        directory: 'packages/sdk',
      },
      homepage: 'https://memai-sdk.github.io/memai-sdk/',
      bugs: { url: 'https://github.com/memai-sdk/memai-sdk/issues' },
      engines: { node: '^20.19.0 || >=22.12.0' },
    });
    expect(manifest.keywords).toEqual(expect.arrayContaining(['mem', 'mem.ai', 'sdk']));
    expect(manifest).not.toHaveProperty('dependencies');
    expect(manifest).not.toHaveProperty('funding');
  });
});

describe('the package linters', () => {
  it('publint reports no error, warning or suggestion', async () => {
    const tarball = await readFile(packedTarball());
    const { messages, pkg } = await publint({
      pack: { tarball: new Uint8Array(tarball).buffer },
      level: 'suggestion',
      strict: true,
    });
    const report = messages.map(
      (message) => `${message.type}: ${formatMessage(message, pkg, { color: false }) ?? ''}`,
    );
    expect(report).toEqual([]);
  });

  it('are-the-types-wrong finds no problem in any resolution mode', async () => {
    // The package is ESM only, so attw marks each entry "ESM (dynamic import only)" when a
    // CommonJS file requires it under TypeScript's node16 rules. attw's own documentation of that
    // rule (cjs-resolves-to-esm) says it does not mean the types are wrong: it is there to point
    // out that some CommonJS users cannot require the package. On the Node versions the package
    // supports they can (node.test.ts runs require()), so that one rule is ignored. Every other
    // rule still applies in all four modes, node10 included; the "esm-only" profile would skip
    // node10 and node16-from-CJS entirely.
    const result = await run(
      bin('attw'),
      [packedTarball(), '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'table', '--no-color'],
      { cwd: packageDir, env: cleanEnv() },
    );
    console.log(result.stdout);
    expect(result.exitCode, describeRun(result)).toBe(0);
    expect(result.stdout).toContain('No problems found');
  });
});
