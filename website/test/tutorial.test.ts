import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { expect, it, onTestFinished, vi } from 'vitest';
import { startMemServer } from '../../packages/sdk/src/testing.js';
import { markdownSamples, repoRoot, tutorialPage } from './code-samples/collect.js';
import { joinParts } from './code-samples/typecheck.js';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const requestId = `api-request-${uuid}`;
const timestamp = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z';

/**
 * What the tutorial prints, one entry a line, in order, as the page describes it. The local Mem
 * stores a Mem It input as one note titled by its first line, where the real Mem writes its own.
 */
const expectedOutput = [
  '^Using the Mem API at https://api\\.mem\\.ai$',
  `^Mem accepted the thought \\(request ${requestId}\\)$`,
  '^Mem wrote "Coffee with Priya" from the thought$',
  '^Created the collection "SDK tutorial"$',
  `^Created "memai-sdk tutorial checklist" \\(${uuid}\\), version 1$`,
  '^Read back "memai-sdk tutorial checklist" at version 1$',
  '^Notes in "SDK tutorial": 1$',
  '^Edited "memai-sdk tutorial checklist": now at version 2$',
  '^Mem refused a write based on version 1: 409 version_conflict$',
  '^First page of "SDK tutorial": 1 of 1 notes, more pages: false$',
  '^Created since the start: "memai-sdk tutorial checklist"$',
  '^Created since the start: "Coffee with Priya"$',
  '^Search result: "memai-sdk tutorial checklist"$',
  '^Reading a note that does not exist failed, as expected:$',
  '^ {2}status: {4}404$',
  '^ {2}code: {6}not_found$',
  `^ {2}message: {3}GET /v2/notes/(${uuid}): .+$`,
  `^ {2}requestId: ${requestId}$`,
  '^ {2}retryable: false$',
  '^Refused before sending: notes\\.create\\(\\): `content` must be a non-empty string, got a blank string\\.$',
  '^Background client settings: \\{$',
  "^ {2}baseUrl: 'https://api\\.mem\\.ai',$",
  '^ {2}timeout: 15000,$',
  '^ {2}maxRetries: 4,$',
  '^ {2}headers: \\{\\}$',
  '^\\}$',
  '^The create was cancelled: code "aborted", status 0$',
  `^Trashed at ${timestamp}$`,
  '^Restored: trashed_at is null$',
  `^Deleted note ${uuid}$`,
  `^Deleted note ${uuid}$`,
  '^Deleted the collection "SDK tutorial"$',
].map((pattern) => new RegExp(pattern));

/** The lines of the page's "What it prints" block. */
function pageOutput(): string[] {
  type Node = { type: string; lang?: string | null; value?: string; children?: Node[] };
  const tree = fromMarkdown(readFileSync(join(repoRoot, tutorialPage), 'utf8')) as Node;
  const blocks = (tree.children ?? []).filter(
    (node) => node.type === 'code' && node.lang === 'text',
  );
  expect(blocks, 'the tutorial has one ```text block showing its output').toHaveLength(1);
  return (blocks[0]?.value ?? '').split('\n');
}

it('shows on the page, line by line, the output the tutorial test expects', () => {
  expect(pageOutput()).toEqual(expectedOutput.map((line) => expect.stringMatching(line)));
});

it('runs the tutorial top to bottom against the local Mem, prints what the page says and leaves nothing behind', async () => {
  const server = await startMemServer();
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
    printed.push(...format(...args).split('\n'));
  });
  onTestFinished(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  await import(/* @vite-ignore */ program);

  expect(printed, `The tutorial printed:\n${printed.join('\n')}`).toEqual(
    expectedOutput.map((line) => expect.stringMatching(line)),
  );
  // Step 7's missing note was asked for once: a 404 is not retried.
  const missingPath = printed
    .map((line) => /^ {2}message: {3}GET (\/v2\/notes\/[0-9a-f-]{36}):/.exec(line)?.[1])
    .find((path) => path !== undefined);
  expect(missingPath).toBeDefined();
  expect(server.requests.filter((request) => request.path === missingPath)).toHaveLength(1);
  // Step 7's blank note was refused before sending.
  const sentContents = server.requests.map(
    (request) => (request.body as { content?: unknown })?.content,
  );
  expect(sentContents).not.toContain('   ');
  // Step 10 deleted every note and collection the tutorial made, the cancelled one included.
  const { notes, collections } = server.state();
  expect(notes).toEqual([]);
  expect(collections).toEqual([]);
});
