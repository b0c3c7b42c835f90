import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { routes } from './site-routes';

const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

/** The serious and critical violations axe finds on the page, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
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
async function useColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

for (const { path } of routes) {
  test(`${path} has no serious accessibility violations in light or dark mode, on desktop or mobile`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(desktop);
    await visit(page, path);
    expect(await seriousViolations(page), 'desktop, light').toEqual([]);
    await useColorMode(page, 'dark');
    expect(await seriousViolations(page), 'desktop, dark').toEqual([]);
    await page.setViewportSize(mobile);
    expect(await seriousViolations(page), 'mobile, dark').toEqual([]);
    await useColorMode(page, 'light');
    expect(await seriousViolations(page), 'mobile, light').toEqual([]);
  });
}
