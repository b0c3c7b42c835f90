import { seriousViolations, useColorMode } from './axe';
import { expect, test, visit } from './fixtures';
import { routes } from './site-routes';

const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

for (const { path } of routes) {
  test(`${path} has no serious accessibility violations in light or dark mode, on desktop or mobile`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The four states in the order that needs one reload, to change the colour mode.
    await page.setViewportSize(desktop);
    await visit(page, path);
    expect(await seriousViolations(page), 'desktop, light').toEqual([]);
    await page.setViewportSize(mobile);
    expect(await seriousViolations(page), 'mobile, light').toEqual([]);
    await useColorMode(page, 'dark');
    expect(await seriousViolations(page), 'mobile, dark').toEqual([]);
    await page.setViewportSize(desktop);
    expect(await seriousViolations(page), 'desktop, dark').toEqual([]);
  });
}
