#!/usr/bin/env node
// Serves the production build the way the site expects to be hosted: clean URLs, with the `.html`
// and `/index.html` suffixes redirected to the clean path, and the site's own 404 page (status
// 404) for anything else. `docusaurus serve` leaves `/x/index.html` to a 404, hence this wrapper
// around the same serve-handler library it uses.
//
// Environment: PORT (default 3000), HOST (default 127.0.0.1), BASE_URL (default /), BUILD_DIR.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import serveHandler from 'serve-handler';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const baseUrl = process.env.BASE_URL ?? '/';
const buildDir = process.env.BUILD_DIR ?? fileURLToPath(new URL('../build', import.meta.url));

/**
 * The clean form of a path that names an index file, or undefined when it is already clean.
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function withoutIndexSuffix(pathname) {
  if (!pathname.endsWith('/index.html')) return undefined;
  const clean = pathname.slice(0, -'/index.html'.length);
  return clean === '' || `${clean}/` === baseUrl ? baseUrl : clean;
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {string} location
 */
function redirect(response, location) {
  response.writeHead(301, { location });
  response.end();
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(baseUrl)) {
    redirect(response, baseUrl);
    return;
  }
  const clean = withoutIndexSuffix(url.pathname);
  if (clean !== undefined) {
    redirect(response, clean + url.search);
    return;
  }
  // serve-handler knows nothing of the base URL: it sees paths relative to the build folder.
  request.url = `/${url.pathname.slice(baseUrl.length)}${url.search}`;
  serveHandler(request, response, { public: buildDir, cleanUrls: true, directoryListing: false });
});

server.listen(port, host, () => {
  console.log(
    `Serving ${buildDir} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}${baseUrl}`,
  );
});
