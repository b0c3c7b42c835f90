// Each deploy test file serves its own copy of the website build, with nginx or with npm start's
// server, and with canaries that must never be served: a file beside the build
// (`site/secret.txt`), dotfiles inside it, and a symlink inside it that points at the secret.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx } from '../nginx.mjs';
import { startStaticServer } from '../static-server.mjs';

/**
 * The two servers that keep the serving contract: nginx with deploy/nginx.conf, and npm start's.
 * @typedef {'nginx' | 'npm start'} ServerName
 */

/** @type {ServerName[]} */
export const serverNames = ['nginx', 'npm start'];

/** The build under test: BUILD_DIR, or website/build. */
export const buildDir = resolve(
  process.env.BUILD_DIR ?? fileURLToPath(new URL('../../website/build', import.meta.url)),
);

// Port 0 lets the system choose. DEPLOY_TEST_PORT=18000 keeps the servers at 18000-18999 on
// machines where only some ports may be used.
function port() {
  const base = process.env.DEPLOY_TEST_PORT;
  return base === undefined ? 0 : Number(base) + Math.floor(Math.random() * 1000);
}

/**
 * Copies the build to `<tmp>/site/build`, writes its header files as the build script does,
 * adds the canaries, and serves it.
 * @param {ServerName} server
 * @param {{ basePath?: string, https?: boolean }} [options] `https` is nginx's alone: npm start
 *   serves plain HTTP on 127.0.0.1.
 */
export async function startTestSite(server, { basePath = '/', https = false } = {}) {
  if (https && server !== 'nginx') throw new Error(`${server} does not serve HTTPS`);
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run npm run build first, or set BUILD_DIR.`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'memai-deploy-test-'));
  // nginx's workers run as nobody when the tests run as root.
  await chmod(dir, 0o755);
  const root = join(dir, 'site', 'build');
  // The header files come from prepare-build.mjs below, not from whenever BUILD_DIR was built.
  await cp(buildDir, root, {
    recursive: true,
    filter: (source) => !/^_headers/.test(basename(source)),
  });

  const { status, stderr } = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('../prepare-build.mjs', import.meta.url)), root],
    { encoding: 'utf8' },
  );
  if (status !== 0) throw new Error(`prepare-build.mjs failed: ${stderr}`);

  /** @type {(name: string) => string} */
  const canary = (name) => `canary-${name}-${randomBytes(12).toString('hex')}`;
  const canaries = {
    secret: canary('secret'),
    dotfile: canary('dotfile'),
    nested: canary('nested'),
  };
  await writeFile(join(dir, 'site', 'secret.txt'), canaries.secret);
  await writeFile(join(root, '.canary'), canaries.dotfile);
  await writeFile(join(root, 'docs', '.canary'), canaries.nested);
  await symlink('../../secret.txt', join(root, 'img', 'canary-link.txt'));

  /** @type {{ origin: string, close: () => Promise<void> } | undefined} */
  let running;
  // A random port may have been taken between the choice and the listen.
  for (let attempt = 1; running === undefined; attempt++) {
    try {
      running =
        server === 'nginx'
          ? await startNginx({ root, port: port(), basePath, https })
          : await startStaticServer({ root, port: port(), basePath });
    } catch (error) {
      if (attempt < 3) continue;
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }
  const { origin, close: closeServer } = running;
  return {
    server,
    origin,
    root,
    canaries: Object.values(canaries),
    async close() {
      await closeServer();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A served copy of the build, from startTestSite.
 * @typedef {Awaited<ReturnType<typeof startTestSite>>} TestSite
 */

/**
 * One GET with Node's http client, which neither follows redirects nor decompresses.
 * @param {string} origin
 * @param {string} path Sent as written, not normalised.
 * @param {import('node:http').OutgoingHttpHeaders} [headers]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export function get(origin, path, headers = {}) {
  return new Promise((resolvePromise, reject) => {
    // The path goes out as written: a URL would normalise /%2e%2e/ away before nginx sees it.
    const { hostname, port } = new URL(origin);
    const req = request({ hostname, port, path, headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolvePromise({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A file of the build under test, as bytes.
 * @param {string} root
 * @param {string} path
 * @returns {Promise<Buffer>}
 */
export function buildFile(root, path) {
  return readFile(join(root, path));
}

/**
 * The paths of every page in the build's sitemap, such as /docs/intro.
 * @param {string} root
 * @returns {Promise<string[]>}
 */
export async function sitemapPaths(root) {
  const sitemap = await readFile(join(root, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname);
}
