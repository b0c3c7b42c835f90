// The API reference's examples, run in the page: each runnable example has a control after it
// that runs it in a worker against a local Mem holding what the examples name, and shows what it
// printed in its own box. Every example runs in the docs tests (test/reference-examples.test.ts);
// these sample the kinds of page: a resource's method, an error type, a paging helper, and the
// local Mem's createMem and startMemServer.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations, useColorMode } from './axe';
import { expect, expectNoProblems, test, visit } from './fixtures';

/** The control of the example whose code holds `snippet`, on the page open. */
function controlOf(page: Page, snippet: string): Locator {
  return page
    .locator('div[class*="codeBlockContainer"]')
    .filter({ hasText: snippet })
    .first()
    .locator('xpath=following::aside[@aria-label="Run this example"][1]');
}

/** Runs the example of `control` and waits for its end; what it printed, line by line. */
async function run(control: Locator, button = 'Run in your browser'): Promise<string[]> {
  await control.getByRole('button', { name: button }).click();
  await expect(control.getByRole('status')).toHaveText(/^Finished in /, { timeout: 20_000 });
  const text = await control
    .getByRole('figure', { name: 'Printed in your browser' })
    .locator('pre')
    .innerText();
  return text.replace(/\n$/, '').split('\n');
}

const samples = [
  {
    kind: 'a resource’s method',
    path: '/docs/api/interfaces/Notes',
    snippet: "console.log(note.title, note.version, note.trashed_at ?? 'not trashed')",
    prints: [/^Structure and Interpretation of Computer Programs 1 not trashed$/],
  },
  {
    kind: 'an error type',
    path: '/docs/api/type-aliases/MemApiError',
    snippet: 'error.retryable',
    prints: [/^GET \/v2\/notes\/5e29c8a2-c73b-476b-9311-e2579712d4b1 0 network_error .* true$/],
  },
  {
    kind: 'a paging helper',
    path: '/docs/api/type-aliases/Page',
    snippet: 'page.total',
    prints: [/^\d+ of \d+ notes$/],
  },
  {
    kind: 'createMem',
    path: '/docs/api/testing/functions/createMem',
    snippet: "console.log(note.title); // 'Groceries'",
    prints: [/^Groceries$/],
  },
  {
    kind: 'startMemServer',
    path: '/docs/api/testing/functions/startMemServer',
    snippet: 'client instanceof MemClient',
    prints: [/^true$/, /^Groceries$/],
  },
];

for (const { kind, path, snippet, prints } of samples) {
  test(`runs an example of ${kind} in the page (${path}) and shows what it printed`, async ({
    page,
    problems,
  }) => {
    await visit(page, path);
    const control = controlOf(page, snippet);
    const lines = await run(control);
    expect(lines).toHaveLength(prints.length);
    prints.forEach((line, index) => expect(lines[index]).toMatch(line));
    // Again, from a fresh Mem holding the same: the same output.
    expect(await run(control, 'Run again from a fresh Mem')).toEqual(lines);
    expectNoProblems(problems);
  });
}

test('runs an example as the reader edited it, and resets it', async ({ page, problems }) => {
  await visit(page, '/docs/api/testing/functions/createMem');
  const control = controlOf(page, "console.log(note.title); // 'Groceries'");
  await control.getByRole('button', { name: 'Edit the example' }).click();
  const editor = control.getByRole('textbox', { name: /^The example/ });
  const source = await editor.inputValue();
  await editor.fill(`${source}\nconsole.log('edited in the page');\n`);
  await expect(control.getByText('(edited)')).toBeVisible();
  expect(await run(control)).toEqual(['Groceries', 'edited in the page']);
  await control.getByRole('button', { name: "Reset to the page's text" }).click();
  await expect(editor).toHaveValue(source);
  expect(await run(control, 'Run again from a fresh Mem')).toEqual(['Groceries']);
  expectNoProblems(problems);
});

test('a reference page with an example’s output shown has no serious accessibility violations, in either colour mode or on a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await visit(page, '/docs/api/testing/functions/startMemServer');
  await useColorMode(page, 'dark');
  await run(controlOf(page, 'client instanceof MemClient'));
  expect(await seriousViolations(page), 'desktop, dark').toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways on a phone').toBeLessThanOrEqual(0);
  await useColorMode(page, 'light');
  expect(await seriousViolations(page), 'mobile, light').toEqual([]);
});
