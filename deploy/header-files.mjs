// The two files that carry the site's response headers beside a build: `_headers`, which Netlify
// and Cloudflare Pages read, and an nginx include for deploy/nginx.conf. Both hold the same
// values, from deploy/security-headers.mjs; deploy/test checks that they agree with what nginx
// sends.
import { readdir } from 'node:fs/promises';
import { cacheControl, securityHeaders } from './security-headers.mjs';

/** The nginx include's name in the build. nginx refuses to serve it, as it does `_headers`. */
export const nginxIncludeName = '_headers.nginx.conf';

// Both hosts accept at most 100 rules (Cloudflare Pages) and 2,000 characters a line.
const maxRules = 100;
const maxLine = 2000;

/**
 * `_headers` for a build: the security headers on every path, a year's cache for assets/, and
 * revalidation for the rest.
 * @param {string} buildDir
 * @returns {Promise<string>}
 */
export async function headersFile(buildDir) {
  const headers = await securityHeaders(buildDir);
  // Cloudflare Pages joins the values of a header that two matching rules set (Netlify does not
  // say), so the no-cache rule cannot be `/*` beside `/assets/*`: it names every other
  // top-level entry of the build instead, each as the URLs that reach it.
  /** @type {string[]} */
  const revalidated = [];
  for (const entry of await readdir(buildDir, { withFileTypes: true })) {
    const { name } = entry;
    if (name.startsWith('.') || name.startsWith('_') || name === 'assets') continue;
    if (entry.isDirectory()) {
      revalidated.push(`/${name}`, `/${name}/*`);
    } else if (name === 'index.html') {
      revalidated.push('/', '/index.html');
    } else if (name.endsWith('.html')) {
      revalidated.push(`/${name.slice(0, -'.html'.length)}`, `/${name}`);
    } else {
      revalidated.push(`/${name}`);
    }
  }
  /** @type {Array<[path: string, headers: Array<[name: string, value: string]>]>} */
  const rules = [
    ['/*', headers],
    ['/assets/*', [['Cache-Control', cacheControl.hashed]]],
  ];
  for (const path of revalidated.sort()) {
    rules.push([path, [['Cache-Control', cacheControl.revalidate]]]);
  }
  if (rules.length > maxRules) throw new Error(`_headers would have ${rules.length} rules`);

  const lines = [
    '# Written by deploy/prepare-build.mjs from this build; do not edit. Read by Netlify and',
    '# Cloudflare Pages. Strict-Transport-Security is left to them: they serve HTTPS.',
  ];
  for (const [path, pathHeaders] of rules) {
    lines.push(path, ...pathHeaders.map(([name, value]) => `  ${name}: ${value}`));
  }
  const tooLong = lines.find((line) => line.length > maxLine);
  if (tooLong !== undefined) throw new Error(`A _headers line is too long: ${tooLong}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The nginx include with the security headers, for every location of deploy/nginx.conf.
 * @param {string} buildDir
 * @returns {Promise<string>}
 */
export async function nginxInclude(buildDir) {
  const lines = [
    '# Written by deploy/prepare-build.mjs from this build; do not edit. deploy/nginx.conf',
    "# includes it in every location, because a location's own add_header drops the server's.",
  ];
  for (const [name, value] of await securityHeaders(buildDir)) {
    // In an nginx string `$` starts a variable and `\` an escape: neither belongs in these values.
    if (/["\\$\p{Cc}]/u.test(value)) throw new Error(`Cannot quote ${name} for nginx: ${value}`);
    lines.push(`add_header ${name} "${value}" always;`);
  }
  lines.push(
    '# Empty, and so not sent, unless the server is rendered for HTTPS.',
    'add_header Strict-Transport-Security $hsts_header always;',
  );
  return `${lines.join('\n')}\n`;
}
