import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { expect, it, onTestFinished, vi } from 'vitest';
import { startMemApiServer } from '../../packages/sdk/test/mem-api-server.js';
import { markdownSamples, tutorialPage } from './code-samples/collect.js';
import { joinParts } from './code-samples/typecheck.js';

/** What the tutorial prints, in order, as the page describes it. */
const expectedOutput = [
  /^Using the Mem API at https:\/\/api\.mem\.ai$/,
  /^memIt finished with status "completed" \(request api-request-[\w-]+\)$/,
  /^Mem created ".+": https:\/\/mem\.ai\/notes\/[\w-]+$/,
  /^Mem filed note [\w-]+ in "Inbox" \([\w-]+\)$/,
  /^Saved "memai-sdk tutorial checklist" \([\w-]+\), created at \d{4}-\d\d-\d\dT/,
  /^Open it at https:\/\/mem\.ai\/notes\/[\w-]+$/,
  /^It is in the collection "SDK tutorial"$/,
  /^Deleting a missing note failed, as expected:$/,
  /^ {2}status: {4}404$/,
  /^ {2}code: {6}not_found$/,
  /^ {2}requestId: api-request-[\w-]+$/,
  /^ {2}retryable: false$/,
  /^Refused before sending: createNote\(\): `content` must be a non-empty string, got a blank string\.$/,
  /^Background client settings: \{\s+baseUrl: 'https:\/\/api\.mem\.ai',\s+timeout: 15000,\s+maxRetries: 4,/,
  /^The save was cancelled: code "aborted", status 0$/,
  /^Deleted note [\w-]+$/,
  /^Deleted note [\w-]+$/,
];

/** The expected lines that `output` lacks, looking for each after the one before it. */
function missingInOrder(output: string, expected: RegExp[]): string[] {
  let rest = output;
  return expected.flatMap((line) => {
    const match = new RegExp(line.source, 'm').exec(rest);
    if (match === null) return [line.source];
    rest = rest.slice(match.index + match[0].length);
    return [];
  });
}

it('runs the tutorial top to bottom against the local API and prints what the page says', async () => {
  const server = await startMemApiServer();
  onTestFinished(() => server.close());

  // The page's code, joined in order, exactly as a reader would paste it into one file.
  const folder = mkdtempSync(join(tmpdir(), 'memai-tutorial-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  const program = join(folder, 'first-note.ts');
  writeFileSync(program, joinParts(markdownSamples(tutorialPage)).text);

  // The reader's environment: a key in MEM_API_KEY, and the API at its public address, which
  // here leads to the local server.
  vi.stubEnv('MEM_API_KEY', server.apiKey);
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    realFetch(input.replace('https://api.mem.ai', server.url), init),
  );
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(format(...args));
  });
  onTestFinished(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  await import(/* @vite-ignore */ program);

  const output = printed.join('\n');
  expect(missingInOrder(output, expectedOutput), `The tutorial printed:\n${output}`).toEqual([]);
  // Step 7 deleted every note the tutorial created.
  expect([...server.notes.keys()]).toEqual([]);
});
