// The "Run in your browser" control of the tutorial and each guide: the page's program runs in a
// worker against a local Mem made in the page, and what it prints appears after each of the
// page's ```text blocks, compared with them by the docs tests' rule (ids and times aside).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { comparable } from '../src/program-runner/comparable';
import { seriousViolations, useColorMode } from './axe';
import { expect, expectNoProblems, test, visit } from './fixtures';

const buildDir = process.env.BUILD_DIR ?? 'build';

/** The programs the build wrote (`run/<id>.json`), by id, with the route of the page of each. */
function programs(): { id: string; route: string }[] {
  return (
    readdirSync(join(buildDir, 'run'), { recursive: true, encoding: 'utf8' })
      // The reference examples' programs have a spec of their own (reference-examples.spec.ts).
      .filter((file) => file.endsWith('.json') && !file.startsWith('examples'))
      .map((file) => {
        const { route } = JSON.parse(readFileSync(join(buildDir, 'run', file), 'utf8')) as {
          route: string;
        };
        return { id: file.slice(0, -'.json'.length).split('\\').join('/'), route };
      })
      .sort((a, b) => a.id.localeCompare(b.id))
  );
}

const box = (page: Page) => page.getByRole('complementary', { name: "Run this page's program" });
const status = (page: Page) => box(page).getByRole('status');

/** The lines of the page's own ```text blocks, in page order. */
async function pageOutput(page: Page): Promise<string[]> {
  const blocks = await page.locator('pre.language-text').allInnerTexts();
  return blocks.flatMap((block) => block.replace(/\n$/, '').split('\n'));
}

/**
 * The lines the run printed, from the output shown after each ```text block, in page order:
 * each line's own text, without what it says to a screen reader only.
 */
async function printed(page: Page): Promise<string[]> {
  return page
    .getByRole('figure', { name: 'Printed in your browser' })
    .locator('pre > span')
    .evaluateAll((lines) =>
      lines.map((line) =>
        Array.from(line.childNodes)
          .filter((child) => child.nodeType === Node.TEXT_NODE)
          .map((child) => child.textContent)
          .join('')
          .replace(/\n$/, ''),
      ),
    );
}

/** Opens the editor of the collections guide's program, and returns it with the page's text. */
async function openEditor(page: Page): Promise<{ editor: Locator; source: string }> {
  await visit(page, '/docs/guides/collections');
  await box(page).getByRole('button', { name: 'Edit the program' }).click();
  const editor = box(page).getByRole('textbox', { name: /^The page's program/ });
  await expect(editor).toBeVisible();
  return { editor, source: await editor.inputValue() };
}

/** Follows a link of the docs sidebar: the page still answers the reader. */
async function leaveByTheSidebar(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'Introduction' })
    .click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
}

async function runAndWait(page: Page, button = 'Run in your browser'): Promise<void> {
  await box(page).getByRole('button', { name: button }).click();
  await expect(status(page)).toHaveText(/^Finished in /, { timeout: 20_000 });
}

test('the build holds the program of the home page, the tutorial and every guide', () => {
  const guides = readdirSync('docs/guides')
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `guides/${file.replace(/\.mdx?$/, '')}`);
  expect(programs().map(({ id }) => id)).toEqual(['home', 'your-first-note', ...guides].sort());
  expect(programs().find(({ id }) => id === 'home')?.route).toBe('/');
});

for (const { route } of programs()) {
  test(`${route} runs its program in the page and prints what the page shows`, async ({
    page,
    problems,
  }) => {
    await visit(page, route);
    await runAndWait(page);
    const expected = await pageOutput(page);
    expect(expected.length).toBeGreaterThan(0);
    expect(comparable(await printed(page))).toEqual(comparable(expected));
    await expect(status(page)).toHaveText(
      new RegExp(`having printed ${expected.length} lines?\\.$`),
    );
    await expect(page.getByText('(differs from the page)')).toHaveCount(0);
    expectNoProblems(problems);
  });
}

test('runs again from an empty Mem, with the same output', async ({ page, problems }) => {
  await visit(page, '/docs/guides/collections');
  await runAndWait(page);
  const first = comparable(await printed(page));
  await runAndWait(page, 'Run again from an empty Mem');
  expect(comparable(await printed(page))).toEqual(first);
  expectNoProblems(problems);
});

test('runs the program as the reader edited it, marks what differs, and resets it', async ({
  page,
  problems,
}) => {
  const { editor, source } = await openEditor(page);
  expect(source).toContain("title: 'Reading list'");
  await editor.fill(source.replace("title: 'Reading list'", "title: 'Books to read'"));
  await expect(box(page).getByText('(edited)')).toBeVisible();
  await runAndWait(page);
  const lines = await printed(page);
  expect(lines.some((line) => line.includes('Books to read'))).toBe(true);
  expect(lines.some((line) => line.includes('Reading list'))).toBe(false);
  await expect(page.getByText('(differs from the page)').first()).toBeAttached();

  await box(page).getByRole('button', { name: "Reset to the page's text" }).click();
  await expect(editor).toHaveValue(source);
  await runAndWait(page, 'Run again from an empty Mem');
  await expect(page.getByText('(differs from the page)')).toHaveCount(0);
  expectNoProblems(problems);
});

test('shows what a program threw, and where, and the page goes on working', async ({
  page,
  problems,
}) => {
  const { editor, source } = await openEditor(page);
  await editor.fill(`${source}\nthrow new RangeError('A mistake of the reader’s');\n`);
  await box(page).getByRole('button', { name: 'Run in your browser' }).click();
  await expect(status(page)).toHaveText(
    /^The program stopped with an error after [\d.]+ s: RangeError: A mistake of the reader’s \(line \d+\)$/,
  );
  // The line of the program that threw: the one added after the page's last.
  const line = Number(/\(line (\d+)\)$/.exec((await status(page).textContent()) ?? '')?.[1]);
  expect(line).toBe(source.split('\n').length + 1);
  await leaveByTheSidebar(page);
  expectNoProblems(problems);
});

test('stops a program that never ends after its time limit, and the page stays usable', async ({
  page,
  problems,
}) => {
  test.setTimeout(60_000);
  const { editor } = await openEditor(page);
  await editor.fill("console.log('Starting');\nwhile (true) {}\n");
  await box(page).getByRole('button', { name: 'Run in your browser' }).click();
  await expect(box(page).getByRole('button', { name: 'Stop' })).toBeVisible();
  // The page is not blocked while the worker spins: its editor still takes typing.
  await editor.press('End');
  await editor.pressSequentially('// still answering');
  await expect(editor).toHaveValue(/still answering$/);
  await expect(status(page)).toHaveText('Stopped after 20 seconds: the program had not finished.', {
    timeout: 30_000,
  });
  expect(await printed(page)).toEqual(['Starting']);
  expectNoProblems(problems);
});

test('stops a program that prints without end, and the page stays usable', async ({
  page,
  problems,
}) => {
  const { editor } = await openEditor(page);
  await editor.fill('let n = 0;\nwhile (true) console.log(`Line ${n++}`);\n');
  await box(page).getByRole('button', { name: 'Run in your browser' }).click();
  await expect(status(page)).toHaveText(
    /^Stopped after [\d.]+ s: the program printed more than 2000 lines\.$/,
  );
  const lines = await printed(page);
  expect(lines.slice(0, 2)).toEqual(['Line 0', 'Line 1']);
  await leaveByTheSidebar(page);
  expectNoProblems(problems);
});

test('refuses to reach anything outside the page: only the local Mem answers', async ({
  page,
  problems,
}) => {
  const { editor } = await openEditor(page);
  await editor.fill(
    [
      "for (const url of ['https://example.com/', `${location.origin}/docs/intro`]) {",
      '  try {',
      '    await fetch(url);',
      "    console.log('reached', url);",
      '  } catch (error) {',
      "    console.log('refused', url);",
      '  }',
      '}',
    ].join('\n'),
  );
  await runAndWait(page);
  const origin = new URL(page.url()).origin;
  expect(await printed(page)).toEqual([
    'refused https://example.com/',
    `refused ${origin}/docs/intro`,
  ]);
  expectNoProblems(problems);
});

test('is run from the keyboard, and says how the run went in a status a screen reader reads', async ({
  page,
  problems,
}) => {
  await visit(page, '/docs/guides/searching-notes');
  const run = box(page).getByRole('button', { name: 'Run in your browser' });
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/^Finished in [\d.]+ s, having printed \d+ lines\.$/, {
    timeout: 20_000,
  });
  await expect(
    box(page).getByRole('button', { name: 'Run again from an empty Mem' }),
  ).toBeFocused();
  expectNoProblems(problems);
});

test('a page with a run shown has no serious accessibility violations, in either colour mode or on a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await visit(page, '/docs/guides/collections');
  await useColorMode(page, 'dark');
  await runAndWait(page);
  await box(page).getByRole('button', { name: 'Edit the program' }).click();
  expect(await seriousViolations(page), 'desktop, dark').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways on a phone').toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), 'mobile, dark').toEqual([]);
  await useColorMode(page, 'light');
  await runAndWait(page);
  expect(await seriousViolations(page), 'mobile, light').toEqual([]);
});

test('leaves a page that never uses it without downloading the runner or the program', async ({
  page,
  problems,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await visit(page, '/docs/guides/collections');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.startsWith('/run/'))).toEqual([]);
  expect(requested.filter((path) => /program-(runner|compiler)/.test(path))).toEqual([]);
  await runAndWait(page);
  expect(requested.filter((path) => path.startsWith('/run/')).sort()).toEqual([
    '/run/guides/collections.json',
    '/run/runtime.js',
  ]);
  // The page's own program runs as the build compiled it: the transpiler is left out.
  expect(requested.filter((path) => /program-compiler/.test(path))).toEqual([]);
  expectNoProblems(problems);
});

test("the home page's sample fits its box at 1280 px, and the page names the command line, backups and assistants", async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/');
  const sample = page.locator('header pre.language-ts');
  await expect(sample).toContainText("import { MemClient } from 'memai-sdk';");
  const [scrollWidth, clientWidth] = await sample.evaluate((element) => [
    element.scrollWidth,
    element.clientWidth,
  ]);
  expect(scrollWidth, 'the sample scrolls sideways').toBeLessThanOrEqual(clientWidth ?? 0);
  const beyond = page.getByRole('list', { name: 'Beyond the library' });
  const links: [name: string, path: string][] = [
    ['memai, the command line', '/docs/cli/getting-started'],
    ['Backups that check themselves', '/docs/cli/backup-and-restore'],
    ['Mem for AI assistants', '/docs/cli/ai-assistants'],
  ];
  for (const [name, path] of links) {
    await expect(beyond.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  expectNoProblems(problems);
});
