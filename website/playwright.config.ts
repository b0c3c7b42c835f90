import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@memai-sdk/scripts/chromium';
import { servers } from './e2e/servers';

// Browser tests of the production build (`npm run build`; the test command builds it first),
// served by `npm start`'s server with the build's own headers, Content-Security-Policy included:
// a page that breaks the policy fails here. nginx keeps the same contract and sends the same
// headers, which the deploy tests check on every file of the build. The sub-path tests need the
// build made with BASE_URL=/memai-sdk/ in website/build-subpath.
const buildDir = process.env.BUILD_DIR ?? 'build';
const subPathBuildDir = process.env.SUBPATH_BUILD_DIR ?? 'build-subpath';

function serveSite(port: number, root: string, basePath = '/') {
  return {
    command: `serve-site ${root}`,
    url: `http://127.0.0.1:${port}${basePath}`,
    env: { PORT: String(port), HOST: '127.0.0.1', BASE_URL: basePath },
    reuseExistingServer: false,
    timeout: 30_000,
  };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // How long a check waits for what it expects. A test checks behaviour, not speed (the bench
  // measures that): on the 2-core CI machine, with two browsers at work, a page's hydration or a
  // reload has taken more than 5 s, failing checks whose screenshots showed them passing.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    // One browser context per worker, reset between tests (cookies, caches, storage, service
    // workers, routes, init scripts, pages but the first, viewport and emulation) rather than a
    // new one for each: a new context starts a renderer process, which on a 2-core host that
    // hands out fresh memory slowly made up half of the suite's time (the no-JavaScript suite
    // took 136 s with a context per test, 75 s with one per worker). What a reset leaves behind,
    // the fixture clears: granted permissions. History and window.name stay; no test reads them.
    reuseContext: true,
    screenshot: 'only-on-failure',
    // A failed test keeps its actions, console and network; not snapshots of the page at each
    // step nor a screencast, which took a fifth of the suite's time to record for every test.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    colorScheme: 'light',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    {
      name: 'npm start',
      testIgnore: ['sub-path.spec.ts'],
      use: { baseURL: servers.npmStart.origin },
    },
    {
      name: 'sub-path',
      testMatch: ['sub-path.spec.ts'],
      use: { baseURL: `${servers.subPath.origin}${servers.subPath.basePath}` },
    },
  ],
  webServer: [
    serveSite(servers.npmStart.port, buildDir),
    serveSite(servers.subPath.port, subPathBuildDir, servers.subPath.basePath),
    serveSite(servers.subPathAtRoot.port, subPathBuildDir),
  ],
});
