import { describe, expect, it } from 'vitest';
import { pageOutput, programPages } from '../src/program-runner/program-pages.js';
import { comparable } from '../src/program-runner/comparable.js';
import { runPage } from './code-samples/run-page.js';

// The tutorial and every guide is one program. Each runs here top to bottom against a local Mem,
// must print exactly what its ```text blocks show (ids and times aside), and must delete what it
// made: readers run these pages against their own account.
describe.each(programPages())('%s', (page) => {
  it('shows what it prints in ```text blocks', () => {
    expect(pageOutput(page).length).toBeGreaterThan(0);
  });

  it('runs against the local Mem, prints what the page shows and leaves nothing behind', async () => {
    const { printed, server } = await runPage(page);
    expect(comparable(printed), `${page} printed:\n${printed.join('\n')}`).toEqual(
      comparable(pageOutput(page)),
    );
    const { notes, collections } = server.state();
    expect({ notes, collections }).toEqual({ notes: [], collections: [] });
  });
});
