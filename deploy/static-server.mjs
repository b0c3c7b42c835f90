// npm start's server. It serves a production build by the contract deploy/nginx.conf keeps, so
// that what a reader meets behind nginx is what `npm start` shows, Content-Security-Policy
// included: the headers of each path come from the build's `_headers` file, clean URLs, `.html`
// and `/index.html` redirected to them, the site's 404 page with status 404, nothing outside the
// build, no dotfiles and no symlinks, the gzip copies deploy/precompress.mjs writes, and a page's
// Markdown twin for a client that asks for Markdown. One suite in deploy/test runs against both
// servers.
//
// Routing is written here because no static server library follows nginx's rules; sending a
// file (conditional requests, ranges, HEAD) is left to `send`, which Express uses.
import { createReadStream, existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, sep } from 'node:path';
import send from 'send';
import { contentType, isText } from './content-types.mjs';
import { headersFor, parseHeadersFile } from './header-files.mjs';
import { prefersMarkdown, twinCandidates } from './negotiation.mjs';

/**
 * What a request asks for, once its target is decoded and its dot segments resolved.
 * @typedef {object} Target
 * @property {string} path Decoded, with `//`, `.` and `..` resolved; starts with `/`.
 * @property {string} query `?` and what follows, as sent; empty when there is none.
 */

/**
 * Decodes the target of a request line as nginx does, or says it is bad (answered with 400):
 * a malformed `%` escape, a NUL byte, or a `..` that would climb above the root.
 * @param {string} raw The request target, such as `/docs/intro?x=1`.
 * @returns {Target | undefined}
 */
export function parseTarget(raw) {
  // An absolute-form target (`GET http://host/path`) names the path after its authority.
  const target = raw.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '') || '/';
  if (!target.startsWith('/')) return undefined;
  const queryStart = target.indexOf('?');
  const encoded = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? '' : target.slice(queryStart);
  if (/%(?![0-9a-f]{2})/i.test(encoded)) return undefined;
  // Each escape is a byte: a path that is not UTF-8 is still a path, one no file of the build has.
  const bytes = Buffer.from(
    encoded.replace(/%([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  if (bytes.includes(0)) return undefined;
  // The target starts with `/`, so the first part is always empty.
  const parts = bytes.toString('utf8').split('/').slice(1);
  /** @type {string[]} */
  const segments = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
      continue;
    }
    segments.push(part);
  }
  // A path that ends in `/`, `/.` or `/..` names a directory, and keeps its slash.
  const last = parts.at(-1);
  const slash = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return { path: `/${segments.join('/')}${slash ? '/' : ''}`, query };
}

/**
 * How the server answers one path of the build, before any file is read: nginx.conf's
 * locations, in the order nginx picks them.
 * @typedef {{ kind: 'redirect', location: string }
 *   | { kind: 'not found' }
 *   | { kind: 'file', candidates: string[] }} Route
 */

// The characters a path may have to be redirected to its clean form: no control character, and
// no backslash, which browsers read as a slash, may reach a Location header.
const cleanable = /^\/([\w.~@:+,=-][\w.~@:+,=/-]*?)(\/index)?\.html$/;

/**
 * @param {string} path A path of the build, the base path taken off.
 * @returns {Route}
 */
export function route(path) {
  if (path === '/404.html') return { kind: 'redirect', location: '404' };
  if (path === '/404') return { kind: 'not found' };
  if (path === '/index.html') return { kind: 'redirect', location: '' };
  // Dotfiles and the deploy files beside the site (_headers and nginx's include).
  if (/\/\.|^\/_/.test(path)) return { kind: 'not found' };
  if (/^\/assets\/.*[.-][0-9a-f]{8,}\.[^/]*$/.test(path))
    return { kind: 'file', candidates: [path] };
  const clean = cleanable.exec(path);
  if (clean !== null) return { kind: 'redirect', location: clean[1] ?? '' };
  if (path.endsWith('/')) return { kind: 'file', candidates: [`${path}index.html`] };
  return { kind: 'file', candidates: [path, `${path}.html`, `${path}/index.html`] };
}

/**
 * The first candidate that is a file of the build reached through no symlink, as nginx's
 * `disable_symlinks on from=$document_root` allows: a symlink could lead anywhere on the disk.
 * @param {string} root The build directory, as realpath() gives it.
 * @param {string[]} candidates Paths of the build.
 * @returns {Promise<string | undefined>} The file's absolute path.
 */
async function findFile(root, candidates) {
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (!file.startsWith(root + sep)) continue;
    const stats = await stat(file).catch(() => undefined);
    if (stats === undefined || !stats.isFile()) continue;
    if ((await realpath(file).catch(() => undefined)) !== file) continue;
    return file;
  }
  return undefined;
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @returns {boolean} Whether the client takes gzip: its Accept-Encoding names gzip with a weight
 *   above 0. As with nginx, `*` does not count.
 */
function acceptsGzip(request) {
  const header = request.headers['accept-encoding'] ?? '';
  return header.split(',').some((coding) => {
    const [name = '', ...parameters] = coding.toLowerCase().split(';');
    const q = parameters.find((parameter) => parameter.trim().startsWith('q='));
    return name.trim() === 'gzip' && (q === undefined || Number(q.trim().slice(2)) > 0);
  });
}

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root The build directory, with the `_headers` file
 *   deploy/prepare-build.mjs writes.
 * @property {number} [port] 0, the default, picks a free port.
 * @property {string} [host]
 * @property {string} [basePath] The site's baseUrl, such as `/memai-sdk/`.
 */

/**
 * Serves a build until close() is called.
 * @param {StaticServerOptions} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({ root, port = 0, host = '127.0.0.1', basePath = '/' }) {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No build in ${root}`);
  const headersPath = join(root, '_headers');
  if (!existsSync(headersPath)) {
    throw new Error(`No _headers in ${root}: run prepare-site-build ${root} first`);
  }
  if (!/^\/(?:[\w.~-]+\/)*$/.test(basePath)) {
    throw new Error(`The base path must start and end with a slash: ${basePath}`);
  }
  const buildRoot = await realpath(root);

  // Read again whenever the file changes, as a redeployed build's would.
  /** @type {{ mtimeMs: number, rules: import('./header-files.mjs').HeaderRule[] } | undefined} */
  let headerRules;
  async function rules() {
    const { mtimeMs } = await stat(headersPath);
    if (headerRules?.mtimeMs !== mtimeMs) {
      headerRules = { mtimeMs, rules: parseHeadersFile(await readFile(headersPath, 'utf8')) };
    }
    return headerRules.rules;
  }

  /**
   * @param {import('node:http').ServerResponse} response
   * @param {string} path The path whose `_headers` rules apply.
   */
  async function setHeaders(response, path) {
    for (const [name, value] of headersFor(await rules(), path)) response.setHeader(name, value);
  }

  /**
   * An answer with no body and the headers of the home page (security and revalidation), as
   * nginx gives its redirects and refusals.
   * @param {import('node:http').ServerResponse} response
   * @param {number} status
   * @param {string} [location]
   */
  async function answer(response, status, location) {
    await setHeaders(response, '/');
    if (location !== undefined) response.setHeader('Location', location);
    response.writeHead(status, { 'Content-Length': 0 });
    response.end();
  }

  /**
   * The site's 404 page, with status 404 and the headers of /404.html.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function notFound(request, response) {
    await setHeaders(response, '/404.html');
    const page = join(buildRoot, '404.html');
    const gzipped = acceptsGzip(request) && existsSync(`${page}.gz`);
    const body = gzipped ? `${page}.gz` : page;
    response.writeHead(404, {
      'Content-Type': contentType(page),
      'Content-Length': (await stat(body)).size,
      ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
      ...(existsSync(`${page}.gz`) ? { Vary: 'Accept-Encoding' } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(body).pipe(response);
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function respond(request, response) {
    const target = parseTarget(request.url ?? '/');
    if (target === undefined) return answer(response, 400);
    if (!target.path.startsWith(basePath)) return answer(response, 301, basePath);
    const requested = `/${target.path.slice(basePath.length)}`;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return answer(response, 405);
    }

    // A page with a Markdown twin: the twin for a client that prefers Markdown, and `Vary: Accept`
    // either way (deploy/negotiation.mjs). Like nginx, this picks the path before routing it.
    let twin;
    for (const candidate of twinCandidates(requested)) {
      if ((await findFile(buildRoot, [candidate])) !== undefined) {
        twin = candidate;
        break;
      }
    }
    const path = twin !== undefined && prefersMarkdown(request.headers.accept) ? twin : requested;

    const chosen = route(path);
    if (chosen.kind === 'redirect') {
      return answer(response, 301, `${basePath}${chosen.location}${target.query}`);
    }
    const file = chosen.kind === 'file' ? await findFile(buildRoot, chosen.candidates) : undefined;
    if (file === undefined) return notFound(request, response);

    await setHeaders(response, path);
    response.setHeader('Content-Type', contentType(file));
    let body = file;
    // In nginx's order: its gzip module's Vary comes before those of add_header.
    /** @type {string[]} */
    const vary = [];
    if (isText(file) && existsSync(`${file}.gz`)) {
      vary.push('Accept-Encoding');
      if (acceptsGzip(request)) {
        body = `${file}.gz`;
        response.setHeader('Content-Encoding', 'gzip');
      }
    }
    if (twin !== undefined) vary.push('Accept');
    if (vary.length > 0) response.setHeader('Vary', vary.join(', '));
    // `send` decodes the path it is given: each segment goes to it encoded.
    const relative = body.slice(buildRoot.length).split(sep).map(encodeURIComponent).join('/');
    // Cache-Control is the `_headers` file's to set, and dotfiles never get this far.
    send(request, relative, {
      root: buildRoot,
      cacheControl: false,
      dotfiles: 'allow',
      index: false,
    })
      .on('error', () => notFound(request, response))
      .pipe(response);
  }

  const server = createServer((request, response) => {
    respond(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  // An idle connection stays open as long as nginx keeps one (its keepalive_timeout, 75 s by
  // default). Node's own 5 s closed sockets that a client had just taken from its pool to send
  // the next request on, which then failed with ECONNRESET.
  server.keepAliveTimeout = 75_000;
  // A request Node's parser refuses (a control character or a byte above 127 in the target, a
  // head too large) never reaches the handler above. It gets a 400 as nginx gives one, with the
  // headers of every response, rather than Node's bare answer.
  // The rules last read serve here: the answer cannot wait for a read.
  server.on('clientError', (_error, socket) => {
    if (!socket.writable) return;
    const lines = ['HTTP/1.1 400 Bad Request', 'Content-Length: 0', 'Connection: close'];
    for (const [name, value] of headersFor(headerRules?.rules ?? [], '/')) {
      lines.push(`${name}: ${value}`);
    }
    socket.end(`${lines.join('\r\n')}\r\n\r\n`);
  });
  await rules();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('Not a TCP server');
  return {
    origin: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
}
