// What the accessibility tests share: axe's serious findings, and switching the colour mode.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The serious and critical violations axe finds on the page, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Collecting only violations (not passes) makes each analysis several times faster. Legacy
  // mode runs axe in the page itself instead of finishing each run in a second page, which is
  // what lets axe follow cross-origin frames: the site has no frames, and the run takes a
  // third of the time (on the longest guide, 10 s became 3.5 s).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
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
