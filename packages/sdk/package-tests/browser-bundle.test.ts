// The main entry in a browser bundle: esbuild, for the browser, minified. It must build without
// Node's modules and without the local Mem, and stay within the size budget that packages/sdk's
// README states.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConsumer, packageDir } from './helpers.js';

let code: string;
let inputs: string[];
let imports: string[];

beforeAll(async () => {
  const project = await createConsumer('browser', { type: 'module' });
  await project.addProgram('browser.ts', 'page.ts');
  const result = await build({
    absWorkingDir: project.dir,
    entryPoints: ['page.ts'],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  code = result.outputFiles[0]?.text ?? '';
  inputs = Object.keys(result.metafile.inputs);
  imports = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.map((entry) => entry.path),
  );
});

/** The budget from the README's sentence "… fail above **N kB** gzipped", in bytes. */
async function budget(): Promise<number> {
  const readme = await readFile(join(packageDir, 'README.md'), 'utf8');
  const match = /fail above \*\*(\d+(?:\.\d+)?) kB\*\*\s+gzipped/.exec(readme);
  if (match?.[1] === undefined) throw new Error('packages/sdk/README.md states no bundle budget');
  return Number(match[1]) * 1000;
}

describe('a browser bundle of the main entry', () => {
  it('is built from the installed package', () => {
    expect(inputs).toContain('node_modules/memai-sdk/dist/index.js');
    expect(inputs).toContain('node_modules/memai-sdk/dist/client.js');
  });

  it("imports none of Node's modules", () => {
    expect(imports).toEqual([]);
    expect(code.match(/\bnode:[a-z_/]+/g) ?? []).toEqual([]);
  });

  it('leaves the local Mem of memai-sdk/testing out', () => {
    expect(inputs.filter((input) => /memai-sdk\/dist\/testing/.test(input))).toEqual([]);
    expect(code).not.toMatch(/startMemServer|createServer/);
  });

  it('stays within the gzip budget of the README', async () => {
    const gzipped = gzipSync(code).length;
    const limit = await budget();
    console.log(
      `browser bundle: ${(code.length / 1000).toFixed(1)} kB minified, ` +
        `${(gzipped / 1000).toFixed(2)} kB gzipped (budget ${limit / 1000} kB)`,
    );
    expect(gzipped).toBeLessThanOrEqual(limit);
  });
});
