// What the accessibility tests share: axe's serious findings, and switching the colour mode.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The serious and critical violations axe finds on the page, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Collecting only violations (not passes) makes each analysis several times faster.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
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
