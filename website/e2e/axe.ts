// What the accessibility tests share: axe's serious findings, and switching the colour mode.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from './fixtures';

/** axe-core's script, read once per worker. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical violations axe finds on the page, one line each. axe runs in the page
 * itself, put there once per document: Playwright's axe wrapper sent and evaluated the whole
 * script (580 KB) twice before each analysis, which cost a reference page 0.6 to 0.9 s on a 2-core
 * host, as much as most analyses themselves. Only violations are collected, not passes, which makes
 * each analysis several times faster. The site has no frames, so the page is all there is to check.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations } = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (context: Node, options: object) => Promise<AxeResults> } }
    ).axe.run(document, { resultTypes: ['violations'] }),
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`,
      ),
    );
}

/** Stores the colour mode and reloads: the theme applies the stored choice before first paint. */
export async function useColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
