// How a page's own scripts (the bundler's runtime and the main bundle) load: preloaded from the
// start, run by an inline script once the browser has put the page on the screen
// (deploy/page-scripts.mjs, whose unit tests check when). Every route's test checks that the page
// then hydrates.
import { compileHint } from '../src/speed/eager-compile/plugin';
import { expect, expectNoProblems, test, visit } from './fixtures';

/** The page's entry scripts, by the start of their file names. */
const entryScript = /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/;

test("a page's scripts are each downloaded once, by their preload", async ({ page, problems }) => {
  const downloads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (entryScript.test(pathname)) downloads.push(pathname);
  });
  await visit(page, '/docs/guides/reading-and-listing-notes');
  // The script that runs each one uses the preload's response instead of fetching it again.
  expect(downloads.sort()).toEqual([
    expect.stringMatching(/\/main\./),
    expect.stringMatching(/\/runtime~main\./),
  ]);
  expectNoProblems(problems);
});

test("a page's scripts start once its first paint is on the screen", async ({ page, problems }) => {
  await page.addInitScript(() => {
    const append = HTMLHeadElement.prototype.append;
    HTMLHeadElement.prototype.append = function (...nodes) {
      if (nodes.some((node) => node instanceof HTMLScriptElement) && !('scriptsAddedAt' in window))
        Object.assign(window, { scriptsAddedAt: performance.now() });
      append.apply(this, nodes);
    };
  });
  await visit(page, '/search?q=client');
  const [scriptsAddedAt, firstPaintAt] = await page.evaluate(() => [
    Reflect.get(window, 'scriptsAddedAt') as unknown,
    performance.getEntriesByName('first-paint')[0]?.startTime,
  ]);
  // The paint's time is when its frame reached the screen.
  expect(firstPaintAt).toEqual(expect.any(Number));
  expect(scriptsAddedAt).toBeGreaterThanOrEqual(firstPaintAt ?? Infinity);
  expectNoProblems(problems);
});

test('a page opened where it draws no frames, as in a background tab, still runs its scripts', async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => true });
    // No frame is ever drawn. What else waits for frames (the app's own, as in a real background
    // tab) waits on, so this checks that the main bundle runs, not that the page hydrates.
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/docs/intro');
  // Docusaurus's client sets it as the main bundle runs.
  await page.waitForFunction(() => 'docusaurus' in window);
  expectNoProblems(problems);
});

test('the entry scripts ask the browser to compile them whole as they download', async ({
  page,
  problems,
}) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (entryScript.test(new URL(response.url()).pathname)) bodies.push(response.text());
  });
  await visit(page, '/search?q=client');
  const firstLines = (await Promise.all(bodies)).map((body) => body.slice(0, body.indexOf('\n')));
  // V8 reads the hint at the top of a script (src/speed/eager-compile/plugin.ts).
  expect(firstLines).toEqual([compileHint, compileHint]);
  expectNoProblems(problems);
});
