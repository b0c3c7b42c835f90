// A deploy replaces the site's hashed chunks while readers have it open. Their pages still hold
// the old runtime, which asks for chunks that are gone; the next navigation must recover by
// loading the new version, not break. Served as `npm start` serves, over a copy of the build,
// which the test then deploys a new version into, as rsync --delete would.
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { servers } from './servers';

const build = join(__dirname, '..', 'build');

/**
 * `npm start`'s server over `root` on `port`, until stopped. (A child process: Playwright loads
 * specs as CommonJS, which cannot import the ES modules of deploy/.)
 */
async function serveSite(root: string, port: number): Promise<{ stop: () => Promise<void> }> {
  const server = spawn('node', [require.resolve('@memai-sdk/deploy/serve'), root], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [firstLine] = (await once(server.stdout, 'data')) as [Buffer];
  expect(firstLine.toString()).toMatch(/^Serving /);
  return {
    stop: async () => {
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Deploys "the next version" into `root`: every JS chunk gets a new content hash, so every old
 * chunk URL is gone, and every file that names a chunk names the new one.
 */
function deployNewVersion(root: string): void {
  const jsDir = join(root, 'assets', 'js');
  const hashes = new Map<string, string>();
  for (const name of readdirSync(jsDir)) {
    const hash = /\.([0-9a-f]{8})\.js$/.exec(name)?.[1];
    if (hash === undefined) continue;
    hashes.set(hash, createHash('sha256').update(`next ${hash}`).digest('hex').slice(0, 8));
  }
  const pattern = new RegExp([...hashes.keys()].join('|'), 'g');
  for (const file of filesUnder(root).filter((path) => /\.(html|js|json)$/.test(path))) {
    const text = readFileSync(file, 'utf8');
    const renamed = text.replace(pattern, (hash) => hashes.get(hash) ?? hash);
    if (renamed !== text) writeFileSync(file, renamed);
  }
  for (const name of readdirSync(jsDir)) {
    const renamed = name.replace(pattern, (hash) => hashes.get(hash) ?? hash);
    if (renamed !== name) renameSync(join(jsDir, name), join(jsDir, renamed));
  }
  // As after every build: new header files, and gzip copies of the files as they are now.
  const prepared = spawnSync('node', [require.resolve('@memai-sdk/deploy/prepare-build'), root]);
  expect(prepared.status, prepared.stderr.toString()).toBe(0);
}

test('a page left open across a deploy loads the new version on its next navigation', async ({
  page,
  problems,
}) => {
  const site = mkdtempSync(join(tmpdir(), 'memai-deploy-'));
  const root = join(site, 'build');
  cpSync(build, root, { recursive: true });
  const { port, origin } = servers.redeployed;
  const server = await serveSite(root, port);
  try {
    await page.goto(`${origin}/docs/intro`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const oldMain = await page.locator('script[src*="/main."]').getAttribute('src');
    await page.evaluate(
      () => ((window as { openedBeforeDeploy?: boolean }).openedBeforeDeploy = true),
    );

    deployNewVersion(root);
    // Named by the page's preload, and by the script that runs it (deploy/page-scripts.mjs).
    const newMain = /\/assets\/js\/main\.[0-9a-f]{8}\.js/.exec(
      readFileSync(join(root, 'blog', 'welcome', 'index.html'), 'utf8'),
    )?.[0];
    expect(newMain).toBeDefined();
    expect(newMain).not.toBe(oldMain);

    // A page the old version had not loaded, so its chunks are fetched now: and are gone.
    const warning = page.waitForEvent('console', (message) => message.type() === 'warning');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/blog/welcome');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((await warning).text()).toMatch(/ChunkLoadError/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('script[src*="/main."]')).toHaveAttribute('src', newMain ?? '');
    expect(
      await page.evaluate(() => (window as { openedBeforeDeploy?: boolean }).openedBeforeDeploy),
    ).toBeUndefined();
    expect(problems.uncaught).toEqual([]);
    // The browser logs each of the old chunks' 404s, and refuses the 404 page (HTML) as a
    // script; nothing else may go wrong.
    expect(
      problems.consoleErrors.filter(
        (error) =>
          !error.startsWith('Failed to load resource: the server responded with a status of 404') &&
          !/^Refused to execute script from '[^']*\/assets\/js\/[^']*' because its MIME type \('text\/html'\)/.test(
            error,
          ),
      ),
    ).toEqual([]);
    // The only failures are the old chunks' 404s, each of which the server answered.
    expect(problems.failedRequests.every((failed) => /^404 .*\/assets\/js\//.test(failed))).toBe(
      true,
    );
  } finally {
    await server.stop();
    rmSync(site, { recursive: true, force: true });
  }
});
