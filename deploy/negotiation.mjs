// Content negotiation between a page and its Markdown twin (/docs/intro and /docs/intro.md, or
// /docs/api/ and /docs/api/index.md), which the site build writes for every docs page and blog
// post. Assistants and their tools ask for Markdown with `Accept: text/markdown`; they get the
// twin at the page's own URL. Both servers apply the rule: nginx through the pattern below, which
// renderNginxConfig puts in deploy/nginx.conf, and npm start's server through the same pattern.
//
// nginx cannot weigh q-values, so the rule is the order the client lists types in, which is how
// clients write their preference in practice: the twin is sent when `text/markdown` is listed,
// without q=0, before any `text/html`, `text/*` or `*/*`. Browsers list text/html first and get
// the page. Every response for a URL that has a twin, whichever it is, says `Vary: Accept`.

/** A media range that would take HTML, with its parameters: the end of the search. */
const htmlRange = String.raw`\s*(?:text/html|text/\*|\*/\*)\s*(?:;|,|$)`;
/** A `q=0` parameter (0, 0.0, 0.000): the client refuses the type. */
const refused = String.raw`\s*q\s*=\s*0(?:\.0*)?\s*(?:;|,|$)`;

/**
 * Matches, case-insensitively, an Accept header that prefers the Markdown twin. Written for both
 * JavaScript and nginx's PCRE, inside double quotes in nginx.conf: it holds no `"` and no
 * backslash sequence that nginx's parser would unescape.
 */
export const prefersMarkdownPattern = String.raw`^(?:(?!${htmlRange})[^,]*,)*\s*text/markdown\s*(?:;(?!${refused})[^;,]*)*(?:,|$)`;

const prefersMarkdownRegExp = new RegExp(prefersMarkdownPattern, 'i');

/**
 * @param {string | undefined} accept A request's Accept header.
 * @returns {boolean} Whether the request should get a page's Markdown twin rather than its HTML.
 */
export function prefersMarkdown(accept) {
  return prefersMarkdownRegExp.test(accept ?? '');
}

/**
 * The paths of the build where the twin of the page at `path` can be, in the order both servers
 * look: /docs/intro gives /docs/intro.md, then /docs/intro/index.md; /docs/api/ the same as
 * /docs/api.
 * @param {string} path A path of the build, the base path taken off.
 * @returns {string[]}
 */
export function twinCandidates(path) {
  const page = path.replace(/\/$/, '') || '/';
  return [`${page}.md`, `${page}/index.md`];
}
