// Renders deploy/nginx.conf for one deployment, and runs Debian's nginx with it as a child
// process for npm run serve:nginx, the tests and any other local use. Everything nginx
// writes (pid file, error log, temp files) goes to a temp directory: it never writes to
// /etc/nginx or /var, and it needs no service manager.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { textTypes } from './content-types.mjs';
import { headersFile, nginxInclude, nginxIncludeName } from './header-files.mjs';
import { prefersMarkdownPattern } from './negotiation.mjs';
import { cacheControl, strictTransportSecurity } from './security-headers.mjs';

const template = readFileSync(new URL('nginx.conf', import.meta.url), 'utf8');
const startTimeoutMs = 10_000;

/**
 * Rejects what nginx would read as a quote, an escape, a variable or the end of a line.
 * @param {string} name
 * @param {string} value
 * @returns {string} `value`, which may go between double quotes in nginx.conf.
 */
function checkQuotable(name, value) {
  if (/["\\$\p{Cc}]/u.test(value)) throw new Error(`${name} cannot go in nginx.conf: ${value}`);
  return value;
}

/**
 * Rejects a regular expression that nginx would not read as written between double quotes: a
 * quote ends it, and nginx's parser turns \\, \", \', \t, \r and \n into other characters.
 * (`$` is safe: nginx does not expand variables in the pattern of an `if`.)
 * @param {string} name
 * @param {string} pattern
 * @returns {string} `pattern`.
 */
function checkPattern(name, pattern) {
  if (/"|\\[\\"'trn]|\p{Cc}/u.test(pattern)) throw new Error(`${name} cannot go in nginx.conf`);
  return pattern;
}

/**
 * deploy/nginx.conf with its placeholders filled in: one server block.
 * @param {object} options
 * @param {string} options.listen What nginx's `listen` takes, such as `127.0.0.1:8080`.
 * @param {string} options.root The build directory, absolute.
 * @param {string} [options.basePath] The site's baseUrl, such as `/memai-sdk/`.
 * @param {string} options.securityHeaders The include written by deploy/prepare-build.mjs.
 * @param {boolean} [options.https] Whether readers reach the site over HTTPS, which turns on
 *   Strict-Transport-Security. TLS itself (certificates, `listen 443 ssl`) is the deployer's.
 * @example
 * renderNginxConfig({
 *   listen: '443 ssl',
 *   root: '/srv/site',
 *   securityHeaders: '/srv/site/_headers.nginx.conf',
 *   https: true,
 * });
 * @returns {string}
 */
export function renderNginxConfig({
  listen,
  root,
  basePath = '/',
  securityHeaders,
  https = false,
}) {
  if (!/^[\w.:[\] -]+$/.test(listen)) throw new Error(`Not a listen value: ${listen}`);
  if (!isAbsolute(root)) throw new Error(`The build root must be absolute: ${root}`);
  if (!isAbsolute(securityHeaders)) throw new Error(`Not an absolute path: ${securityHeaders}`);
  if (!/^\/(?:[\w.~-]+\/)*$/.test(basePath)) {
    throw new Error(`The base path must start and end with a slash: ${basePath}`);
  }
  /** @type {Record<string, string>} */
  const values = {
    LISTEN: listen,
    ROOT: `"${checkQuotable('root', root)}"`,
    BASE_PATH: basePath,
    BASE_PATH_PATTERN: basePath.replaceAll('.', '\\.'),
    SECURITY_HEADERS: `"${checkQuotable('securityHeaders', securityHeaders)}"`,
    HSTS: https ? strictTransportSecurity : '',
    CACHE_HASHED: checkQuotable('cacheControl.hashed', cacheControl.hashed),
    CACHE_REVALIDATE: checkQuotable('cacheControl.revalidate', cacheControl.revalidate),
    // nginx counts text/html as text already, and warns when it is listed again.
    TEXT_TYPES: textTypes.filter((type) => type !== 'text/html').join(' '),
    PREFERS_MARKDOWN: checkPattern('prefersMarkdownPattern', prefersMarkdownPattern),
  };
  return template.replace(
    /\{\{(\w+)\}\}/g,
    /** @type {(placeholder: string, name: string) => string} */ (placeholder, name) => {
      const value = values[name];
      if (!(name in values) || value === undefined) {
        throw new Error(`deploy/nginx.conf has an unknown ${placeholder}`);
      }
      return value;
    },
  );
}

// The http block around the server block: what /etc/nginx/nginx.conf holds on a real server.
// Started as root, nginx would run its workers as `nobody` in group `nobody`, which Debian
// does not have.
/**
 * @param {string} dir
 * @param {string} serverConfigPath
 * @returns {string}
 */
function mainConfig(dir, serverConfigPath) {
  return `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user nobody nogroup;\n' : ''}worker_processes auto;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    types_hash_max_size 2048;
    sendfile on;
    tcp_nopush on;
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${serverConfigPath};
}
`;
}

// Started as root, nginx runs its workers as nobody: a build they cannot read would turn every
// page into the 404 page, with nothing to say why.
/** @param {string} root */
function checkReadableByOthers(root) {
  for (let dir = root; ; dir = dirname(dir)) {
    const needed = dir === root ? 0o005 : 0o001;
    if ((statSync(dir).mode & needed) !== needed) {
      throw new Error(`nginx's workers (user nobody) cannot read ${root}: see ${dir}'s mode`);
    }
    if (dirname(dir) === dir) return;
  }
}

/**
 * @param {string} host
 * @returns {Promise<number>} A TCP port on `host` that nothing listened on a moment ago.
 */
function freePort(host) {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, host, () => {
      // Listening on a port, the probe has an AddressInfo; a string would be a pipe's path.
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error(`Not a TCP address: ${address}`)),
      );
    });
    probe.on('error', reject);
  });
}

/**
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>} Whether a TCP connection to `host:port` succeeds.
 */
function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

/**
 * Runs nginx in the foreground over a build, and resolves once it accepts connections.
 * @param {object} options
 * @param {string} options.root The build directory, absolute.
 * @param {number} [options.port] 0, the default, picks a free port.
 * @param {string} [options.basePath] The site's baseUrl, such as `/memai-sdk/`.
 * @param {string} [options.host]
 * @param {boolean} [options.https] See renderNginxConfig; the server itself speaks plain HTTP.
 * @param {string} [options.binary] nginx itself; by default where Debian's package puts it.
 * @returns {Promise<{ origin: string, close: () => Promise<void>, exited: Promise<number | null> }>}
 */
export async function startNginx({
  root,
  port = 0,
  basePath = '/',
  host = '127.0.0.1',
  https = false,
  binary = '/usr/sbin/nginx',
}) {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No build in ${root}`);
  if (process.getuid?.() === 0) checkReadableByOthers(root);
  const listenPort = port === 0 ? await freePort(host) : port;
  const dir = await mkdtemp(join(tmpdir(), 'memai-nginx-'));

  // A build that deploy/prepare-build.mjs has not been over has no include: make one from its
  // HTML, as that script would.
  let securityHeaders = join(root, nginxIncludeName);
  if (!existsSync(securityHeaders)) {
    securityHeaders = join(dir, nginxIncludeName);
    await writeFile(securityHeaders, nginxInclude(await headersFile(root)));
  }

  const serverConfigPath = join(dir, 'site.conf');
  await writeFile(
    serverConfigPath,
    renderNginxConfig({ listen: `${host}:${listenPort}`, root, basePath, securityHeaders, https }),
  );
  await writeFile(join(dir, 'nginx.conf'), mainConfig(dir, serverConfigPath));

  const child = spawn(
    binary,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    // In our process group, so that whatever stops the group (Ctrl-C, Playwright's webServer,
    // a CI timeout) stops nginx too, even when it leaves us no time to call close().
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => ((stderr += error.message), resolve(null)));
  });
  /** @type {number | null | undefined} Undefined while nginx runs. */
  let exitCode;
  exited.then((code) => (exitCode = code));
  // Nor should nginx outlive a process that ends without calling close().
  const stopWithUs = () => child.kill('SIGTERM');
  process.once('exit', stopWithUs);

  async function close() {
    process.off('exit', stopWithUs);
    if (exitCode === undefined) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  }

  // nginx writes its pid file once it holds the port: before that, whoever answers is not it.
  const deadline = Date.now() + startTimeoutMs;
  while (!existsSync(join(dir, 'nginx.pid')) || !(await accepts(host, listenPort))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
      await close();
      throw new Error(`nginx did not start (exit code ${exitCode}):\n${stderr.trim() || log}`);
    }
    await sleep(50);
  }
  return { origin: `http://${host}:${listenPort}`, close, exited };
}
