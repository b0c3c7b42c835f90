// Where a page's Markdown twin lives, in one place: the build writes the twins there
// (plugins/llms-txt.ts) and each page's "Copy page" menu fetches and links to them.

/** The twin's URL path: the page's plus `.md`, or plus `index.md` after a trailing slash. */
export function twinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
