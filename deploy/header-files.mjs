// The build's `_headers` file is the one record of the headers each path is served with: the
// security headers on every response and the Cache-Control of each path. Netlify and Cloudflare
// Pages read it as it is; npm start's server (deploy/static-server.mjs) reads it with
// parseHeadersFile() and headersFor(); and nginx gets an include derived from it. All its values
// come from deploy/security-headers.mjs.
import { readdir } from 'node:fs/promises';
import { cacheControl, securityHeaders } from './security-headers.mjs';

/** The nginx include's name in the build. Neither server serves it, nor `_headers`. */
export const nginxIncludeName = '_headers.nginx.conf';

// Both hosts accept at most 100 rules (Cloudflare Pages) and 2,000 characters a line.
const maxRules = 100;
const maxLine = 2000;

/** A header's name and value. */
/** @typedef {[name: string, value: string]} Header */

/**
 * One rule of a `_headers` file: the headers for every path its pattern matches.
 * @typedef {object} HeaderRule
 * @property {string} path The pattern as written, where `*` stands for any characters.
 * @property {RegExp} pattern
 * @property {Header[]} headers
 */

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
  /** @type {Array<[path: string, headers: Header[]]>} */
  const rules = [
    ['/*', headers],
    ['/assets/*', [['Cache-Control', cacheControl.hashed]]],
  ];
  for (const path of revalidated.sort()) {
    rules.push([path, [['Cache-Control', cacheControl.revalidate]]]);
  }
  if (rules.length > maxRules) throw new Error(`_headers would have ${rules.length} rules`);

  const lines = [
    '# Written by deploy/prepare-build.mjs from this build; do not edit. Read by Netlify,',
    '# Cloudflare Pages and npm start. Strict-Transport-Security is left to whoever serves HTTPS.',
  ];
  for (const [path, pathHeaders] of rules) {
    lines.push(path, ...pathHeaders.map(([name, value]) => `  ${name}: ${value}`));
  }
  const tooLong = lines.find((line) => line.length > maxLine);
  if (tooLong !== undefined) throw new Error(`A _headers line is too long: ${tooLong}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The rules of a `_headers` file, in order.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      if (!path.startsWith('/')) throw new Error(`_headers line ${index + 1}: not a path: ${line}`);
      const parts = path.split('*').map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'));
      rules.push({ path, pattern: new RegExp(`^${parts.join('.*')}$`), headers: [] });
      continue;
    }
    const header = /^\s+([!#$%&'*+.^`|~\w-]+):\s*(.*?)\s*$/.exec(line);
    const rule = rules.at(-1);
    if (header === null || rule === undefined) {
      throw new Error(`_headers line ${index + 1}: not a header of a path: ${line}`);
    }
    const [, name = '', value = ''] = header;
    rule.headers.push([name, value]);
  }
  return rules;
}

/**
 * The headers for one path, as Cloudflare Pages documents it: every rule whose pattern matches
 * applies, and a header that several of them set gets their values joined with commas.
 * @param {HeaderRule[]} rules
 * @param {string} path A URL path, such as `/docs/intro`.
 * @returns {Header[]} Names as the file writes them, in the order they first appear.
 */
export function headersFor(rules, path) {
  /** @type {Map<string, Header>} */
  const byName = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const earlier = byName.get(key);
      byName.set(
        key,
        earlier === undefined ? [name, value] : [earlier[0], `${earlier[1]}, ${value}`],
      );
    }
  }
  return [...byName.values()];
}

/**
 * The nginx include with the headers `_headers` gives every path (its `/*` rule), for every
 * location of deploy/nginx.conf. Cache-Control is left out: nginx.conf sets it per location.
 * @param {string} headersText The build's `_headers`.
 * @returns {string}
 */
export function nginxInclude(headersText) {
  const everyPath = parseHeadersFile(headersText).find((rule) => rule.path === '/*');
  if (everyPath === undefined) throw new Error('_headers has no rule for /*');
  const lines = [
    '# Written by deploy/prepare-build.mjs from _headers; do not edit. deploy/nginx.conf',
    "# includes it in every location, because a location's own add_header drops the server's.",
  ];
  for (const [name, value] of everyPath.headers) {
    if (name.toLowerCase() === 'cache-control') continue;
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
