// What each kind of file in a build is, by extension: its media type, and whether it is text.
// Text gets `charset=utf-8` and a gzip copy (deploy/precompress.mjs). npm start's server takes
// both from here; nginx takes the media types from Debian's /etc/nginx/mime.types and the text
// types from deploy/nginx.conf, which renderNginxConfig fills in from this list. The deploy tests
// check that both servers answer every file of a build with the same Content-Type.
import { extname } from 'node:path';

/**
 * @typedef {object} FileKind
 * @property {string} type The media type, as Debian's mime.types names it.
 * @property {boolean} text
 */

/** @type {Record<string, FileKind>} */
const kinds = {
  '.html': { type: 'text/html', text: true },
  '.css': { type: 'text/css', text: true },
  '.js': { type: 'application/javascript', text: true },
  '.json': { type: 'application/json', text: true },
  '.xml': { type: 'text/xml', text: true },
  // Debian's mime.types has no .xsl, and browsers apply a feed's stylesheet only with an XML type.
  '.xsl': { type: 'application/xml', text: true },
  '.svg': { type: 'image/svg+xml', text: true },
  '.txt': { type: 'text/plain', text: true },
  // The pages' Markdown twins. Debian's mime.types has no .md: deploy/nginx.conf names its type.
  '.md': { type: 'text/markdown', text: true },
  '.ico': { type: 'image/x-icon', text: false },
  '.png': { type: 'image/png', text: false },
  '.jpg': { type: 'image/jpeg', text: false },
  '.jpeg': { type: 'image/jpeg', text: false },
  '.gif': { type: 'image/gif', text: false },
  '.webp': { type: 'image/webp', text: false },
  '.woff': { type: 'font/woff', text: false },
  '.woff2': { type: 'font/woff2', text: false },
};

/** What nginx, like npm start's server, sends for a file whose kind it does not know. */
const unknownType = 'application/octet-stream';

/**
 * @param {string} path A file's path or name.
 * @returns {FileKind | undefined}
 */
function kindOf(path) {
  return kinds[extname(path).toLowerCase()];
}

/**
 * @param {string} path A file's path or name.
 * @returns {boolean} Whether the file is text, which is worth a gzip copy.
 */
export function isText(path) {
  return kindOf(path)?.text ?? false;
}

/**
 * @param {string} path A file's path or name.
 * @returns {string} The Content-Type to send it with, such as `text/css; charset=utf-8`.
 */
export function contentType(path) {
  const kind = kindOf(path);
  if (kind === undefined) return unknownType;
  return kind.text ? `${kind.type}; charset=utf-8` : kind.type;
}

/** The media types of text files, each once: what nginx's charset_types and gzip_types list. */
export const textTypes = [
  ...new Set(
    Object.values(kinds)
      .filter((kind) => kind.text)
      .map((kind) => kind.type),
  ),
];
