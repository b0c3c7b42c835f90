import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { servers } from './e2e/servers';

// Browser tests of the production build (`npm run build`; the test command builds it first).
// Most run against nginx with deploy/nginx.conf and its Content-Security-Policy enforced, as
// readers get the site; the route tests run again against `npm start`'s server; the sub-path
// tests need the build made with BASE_URL=/memai-sdk/ in website/build-subpath.
const buildDir = process.env.BUILD_DIR ?? 'build';
const subPathBuildDir = process.env.SUBPATH_BUILD_DIR ?? 'build-subpath';

function nginx(port: number, root: string, basePath = '/') {
  return {
    command: 'node ../deploy/serve-nginx.mjs',
    url: `http://127.0.0.1:${port}${basePath}`,
    env: { PORT: String(port), BUILD_DIR: root, BASE_URL: basePath },
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
  expect: { timeout: 5_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    colorScheme: 'light',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    {
      name: 'nginx',
      testIgnore: ['sub-path.spec.ts'],
      use: { baseURL: servers.nginx.origin },
    },
    {
      name: 'npm start',
      testMatch: ['routes.spec.ts'],
      use: { baseURL: servers.npmStart.origin },
    },
    {
      name: 'sub-path',
      testMatch: ['sub-path.spec.ts'],
      use: { baseURL: `${servers.subPath.origin}${servers.subPath.basePath}` },
    },
  ],
  webServer: [
    nginx(servers.nginx.port, buildDir),
    {
      command: 'node scripts/serve.mjs',
      url: `${servers.npmStart.origin}/`,
      env: { PORT: String(servers.npmStart.port), HOST: '127.0.0.1', BUILD_DIR: buildDir },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    nginx(servers.subPath.port, subPathBuildDir, servers.subPath.basePath),
    nginx(servers.subPathAtRoot.port, subPathBuildDir),
  ],
});
