import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencePath } from '../plugins/cli-reference';
import { repoRoot } from '../src/program-runner/program-pages.js';
import { comparableOutput, runShellPage, shellPage } from './code-samples/run-shell-page.js';

// The command-line pages are typed into a shell, block after block, with the built `memai`: each
// must print exactly what its ```text blocks show (ids and times aside). The reference is
// generated, and its examples are not a sequence to run; so is the list of memai mcp's tools.
const folder = 'website/docs/cli';
const pages = readdirSync(join(repoRoot, folder))
  // Files named _… are parts other pages include, not pages.
  .filter(
    (name) =>
      /\.mdx?$/.test(name) &&
      !name.startsWith('_') &&
      `website/${referencePath}` !== `${folder}/${name}`,
  )
  .map((name) => `${folder}/${name}`)
  .sort();

describe.each(pages)('%s', (page) => {
  it('shows commands that run and what they print', () => {
    const { commands, output } = shellPage(page);
    expect(commands.length).toBeGreaterThan(0);
    expect(output.length).toBeGreaterThan(0);
  });

  it('prints what the page shows when its commands run in a terminal', async () => {
    const run = await runShellPage(page);
    const { output, background } = shellPage(page);
    if (background !== undefined) {
      expect(comparableOutput(run.backgroundPrinted), 'the background command').toEqual(
        comparableOutput(background.output),
      );
      // Ctrl-C stops it cleanly: 128 + SIGINT, no stack trace.
      expect(run.backgroundExit).toBe(130);
    }
    expect(comparableOutput(run.printed), `${page} printed:\n${run.printed.join('\n')}`).toEqual(
      comparableOutput(output),
    );
    // A page that works on the reader's own Mem deletes what it made.
    if (run.server !== undefined) {
      const { notes, collections } = run.server.state();
      expect({ notes, collections }).toEqual({ notes: [], collections: [] });
    }
  }, 120_000);
});
