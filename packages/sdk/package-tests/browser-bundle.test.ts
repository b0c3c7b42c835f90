// The package in browser bundles: esbuild, for the browser, minified. The main entry must build
// without Node's modules and without the local Mem, and stay within the size budget that
// packages/sdk's README states. memai-sdk/testing's createMem must build without Node's modules
// too, and a client must run against it in a page of Debian's Chromium.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '@memai-sdk/scripts/chromium';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createConsumer, packageDir, roundTripOutput } from './helpers.js';

interface Bundle {
  code: string;
  /** The files bundled, relative to the project. */
  inputs: string[];
  /** What the bundle still imports. */
  imports: string[];
}

/** Bundles a program of `programs/` for the browser, in a project that installed the tarball. */
async function bundle(program: string): Promise<Bundle> {
  const project = await createConsumer('browser', { type: 'module' });
  await project.addProgram(program, 'page.ts');
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
  return {
    code: result.outputFiles[0]?.text ?? '',
    inputs: Object.keys(result.metafile.inputs),
    imports: Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.map((entry) => entry.path),
    ),
  };
}

let code: string;
let inputs: string[];
let imports: string[];

beforeAll(async () => {
  ({ code, inputs, imports } = await bundle('browser.ts'));
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

describe("a browser bundle of memai-sdk/testing's createMem", () => {
  let localMem: Bundle;

  beforeAll(async () => {
    localMem = await bundle('round-trip-without-port.ts');
  });

  it('takes the entry without node:http, by the browser export condition', () => {
    expect(localMem.inputs).toContain('node_modules/memai-sdk/dist/testing-web.js');
    expect(
      localMem.inputs.filter((input) => /dist\/testing(\.js|\/server\.js)$/.test(input)),
    ).toEqual([]);
    expect(localMem.imports).toEqual([]);
    expect(localMem.code.match(/\bnode:[a-z_/]+/g) ?? []).toEqual([]);
  });

  it('runs a client against it in a page of Chromium', async () => {
    const server = createServer((request, response) => {
      const script = request.url === '/page.js';
      response.writeHead(200, {
        'Content-Type': script ? 'text/javascript' : 'text/html',
        // The page may reach nothing on the network: the local Mem is in the page.
        'Content-Security-Policy': "default-src 'none'; script-src 'self'",
      });
      response.end(
        script ? localMem.code : '<!doctype html><script type="module" src="/page.js"></script>',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    onTestFinished(() => browser.close());
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const printed = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'log',
      timeout: 30_000,
    });

    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);

    // In a browser the client names no runtime in a User-Agent of its own.
    expect(JSON.parse((await printed).text())).toEqual(roundTripOutput);
    expect(problems).toEqual([]);
  });
});
