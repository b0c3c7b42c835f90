// Every `@example` of memai-sdk and memai-sdk/testing, run as a reader would run it after copying
// it: as a program of its own, with Mem's public address leading to a fresh local Mem that holds
// what the examples name (src/program-runner/example-fixture.ts). An example that throws, or that waits
// for ever, fails; so does one whose comments say what a line prints when it prints otherwise.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MemClient } from 'memai-sdk';
import { createMem } from 'memai-sdk/testing';
import { comparable } from '../src/program-runner/comparable.js';
import {
  exampleApiKey,
  exampleFixture,
  prepareExampleMem,
} from '../src/program-runner/example-fixture.js';
import { exampleSamples } from './code-samples/collect.js';

/** Mem's public address, which the examples' clients use. */
const publicApi = MemClient.defaultBaseUrl;
/** Longer than any example takes; one that waits for ever fails at this. */
const timeoutMs = 10_000;

const folder = mkdtempSync(join(tmpdir(), 'memai-example-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * What an example says it prints: for each `console.log(...)` line ending in a comment, the
 * comment's values as console.log prints them, strings in quotes and others bare, separated by
 * spaces (`// 'pdf' 2` says the line prints `pdf 2`); a colon outside quotes begins a remark.
 */
function promisedOutput(code: string): string[] {
  return code.split('\n').flatMap((line) => {
    const said = /^\s*console\.log\(.*\);\s*\/\/\s*(.+)$/.exec(line)?.[1];
    if (said === undefined) return [];
    const values = said.replace(/^((?:'[^']*'|"[^"]*"|[^'":])*):.*$/, '$1');
    const tokens = values.match(/'[^']*'|"[^"]*"|[^\s'"]+/g) ?? [];
    return [tokens.map((token) => token.replace(/^(['"])(.*)\1$/, '$2')).join(' ')];
  });
}

/** Runs one example against a fresh local Mem holding the fixture; what it printed. */
async function runExample(code: string, name: string): Promise<string[]> {
  const mem = createMem({ apiKey: exampleApiKey, url: publicApi });
  mem.seed(exampleFixture);
  await prepareExampleMem(new MemClient({ apiKey: exampleApiKey, fetch: mem.fetch }));
  const program = join(folder, `${name}.ts`);
  writeFileSync(program, code);
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.startsWith(`${publicApi}/`) ? mem.fetch(input, init) : realFetch(input, init);
  });
  vi.stubEnv('MEM_API_KEY', exampleApiKey);
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(...format(...args).split('\n'));
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      import(/* @vite-ignore */ program),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`still running after ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  }
  return printed;
}

const examples = exampleSamples();
const marked = examples.filter((example) => example.noRun === true);

describe('the API reference’s examples', () => {
  it('are found, and the few that cannot run are marked with why', () => {
    expect(examples.length).toBeGreaterThan(150);
    // A mark says why in the example's first line, a comment a reader sees too.
    for (const example of marked) expect(example.code.split('\n')[0]).toMatch(/^\/\/ \S/);
    const list = marked.map((example) => `\n  ${example.file}:${example.line}`).join('');
    process.stdout.write(
      `reference examples: ${examples.length - marked.length} run, ${marked.length} marked no-run${list}\n`,
    );
  });

  examples
    .filter((example) => example.noRun !== true)
    .forEach((example, index) => {
      it(
        `${example.file}:${example.line} runs`,
        async () => {
          const printed = await runExample(example.code, `example-${index}`);
          const promised = promisedOutput(example.code);
          if (promised.length > 0) {
            expect(comparable(printed).slice(0, promised.length)).toEqual(comparable(promised));
          }
        },
        timeoutMs + 5_000,
      );
    });
});
