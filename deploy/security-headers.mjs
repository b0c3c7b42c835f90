// The security headers the site is served with, computed from a build rather than typed by hand:
// the Content-Security-Policy allows the build's own inline scripts by their SHA-256 hashes
// (the theme's color-mode and announcement-bar scripts, the /docs redirect page's script), so
// they run while any other inline script is blocked. deploy/prepare-build.mjs writes them for
// nginx and for Netlify or Cloudflare Pages.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Cache-Control for files with a content hash in their name, and for everything else. */
export const cacheControl = {
  hashed: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
};

const permissionsPolicy = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Strict-Transport-Security for HTTPS deployments: two years, subdomains included. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

// Types that make a <script> run (HTML's list of JavaScript MIME types, and modules); any other
// type, such as application/ld+json, is data and needs no hash.
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * @param {string} dir
 * @returns {Promise<string[]>} The paths of the HTML files under `dir`, sorted.
 */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * @param {string} attributes The text between a tag's name and its `>`.
 * @param {string} name
 * @returns {string | undefined} The attribute's value without quotes, `''` when it has none,
 *   or undefined when the tag does not have it.
 */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("[^"]*"|'[^']*'|[^\\s"'>]+))?`, 'i').exec(
    attributes,
  );
  if (match === null) return undefined;
  return (match[1] ?? '').replace(/^["']|["']$/g, '');
}

/**
 * The inline scripts a browser would run in one HTML document: no `src`, an executable type.
 * @param {string} html
 * @returns {string[]} Their text, as the browser hashes it.
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const scripts = [];
  // Comments may hold markup that is never parsed as a script.
  const uncommented = html.replace(/<!--[\s\S]*?-->/g, '');
  // Both groups always take part in a match: the defaults are only for the type checker.
  for (const [, attributes = '', text = ''] of uncommented.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const [mediaType = ''] = (attribute(attributes, 'type') ?? '').split(';');
    const type = mediaType.trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    // The HTML parser turns CRLF and CR into LF before the script's text is hashed.
    scripts.push(text.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

/**
 * An inline script of a build.
 * @typedef {object} InlineScript
 * @property {string} source Its CSP hash source, such as `'sha256-…'`.
 * @property {string} text
 * @property {string[]} pages The HTML files that hold it, relative to the build.
 */

/**
 * Every distinct inline script in a build, with its CSP hash source and the pages that hold it.
 * @param {string} buildDir
 * @returns {Promise<InlineScript[]>}
 */
export async function buildInlineScripts(buildDir) {
  /** @type {Map<string, InlineScript>} */
  const byHash = new Map();
  for (const file of await htmlFiles(buildDir)) {
    for (const text of inlineScripts(await readFile(file, 'utf8'))) {
      const source = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
      const script = byHash.get(source) ?? { source, text, pages: [] };
      script.pages.push(relative(buildDir, file));
      byHash.set(source, script);
    }
  }
  return [...byHash.values()].sort((a, b) => a.source.localeCompare(b.source));
}

/**
 * The Content-Security-Policy for a build. No 'unsafe-eval' and no inline scripts but the
 * build's own. Styles allow 'unsafe-inline' because React renders style attributes. Workers:
 * the search worker is a same-origin file (assets/js), which 'self' covers, and the program a
 * guide runs in the page is a blob: worker, made by the page from the program's text
 * (website/src/components/ProgramRunner). A blob: worker runs under this same policy, so it can
 * neither eval nor reach another origin; nothing else may start a worker.
 * @param {string[]} scriptSources The build's inline script hashes, as CSP sources.
 * @returns {string}
 */
export function contentSecurityPolicy(scriptSources) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers every response carries, for the build in `buildDir`. Strict-Transport-Security
 * is not among them: it belongs to whoever terminates TLS (see deploy/nginx.conf).
 * @param {string} buildDir
 * @returns {Promise<Array<[name: string, value: string]>>}
 */
export async function securityHeaders(buildDir) {
  const scripts = await buildInlineScripts(buildDir);
  return [
    ['Content-Security-Policy', contentSecurityPolicy(scripts.map((script) => script.source))],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', permissionsPolicy],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}
