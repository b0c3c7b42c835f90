// A TypeDoc plugin that gives each generated reference page a meta description: the first
// sentence of the documented declaration's summary. Without it Docusaurus takes a page's
// description from its first line of text, which on a reference page is the "Defined in" source
// link, so every reference page said "Defined in30" in its meta description, in search results
// and in llms.txt (which reads the tag). Pages without a documented declaration (the README and
// the list of exports) keep the description Docusaurus finds.
//
// The description goes in a `<head>` element under the page's title, which the page's own code
// renders after the theme's tags and so overrides them, rather than in `description` front
// matter: Docusaurus sends every doc's front-matter description to every docs page as part of
// the sidebar's data, which for the 70 reference pages was 1.25 KB gzip more JavaScript on each
// first visit. This way each description costs only its own page.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

/**
 * @param {import('typedoc').Reflection} model
 * @returns {import('typedoc').Comment | undefined} The comment that documents the page's subject:
 *   its own, or its first signature's for a function.
 */
function commentOf(model) {
  if (model.comment !== undefined) return model.comment;
  if ('signatures' in model && Array.isArray(model.signatures)) {
    return /** @type {import('typedoc').SignatureReflection[]} */ (model.signatures)[0]?.comment;
  }
  return undefined;
}

/**
 * The summary's first sentence as plain text: code without its backticks, links as their text.
 * @param {import('typedoc').CommentDisplayPart[]} summary
 * @returns {string}
 */
export function firstSentence(summary) {
  const text = summary
    .map((part) => (part.kind === 'code' ? part.text.replace(/^`+|`+$/g, '') : part.text))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const end = /[.!?](?=\s|$)/.exec(text);
  return end === null ? text : text.slice(0, end.index + 1);
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.isReflectionEvent() || page.contents === undefined) return;
    const summary = commentOf(page.model)?.summary;
    if (summary === undefined) return;
    const description = firstSentence(summary);
    if (description === '') return;
    // A JavaScript string literal, which an MDX attribute expression takes as it is.
    const content = JSON.stringify(description);
    const head = [
      '<head>',
      `  <meta name="description" content={${content}} />`,
      `  <meta property="og:description" content={${content}} />`,
      '</head>',
    ].join('\n');
    // After the page's `# Title` line: Docusaurus takes the title from a heading that comes first.
    const titleEnd = page.contents.startsWith('# ') ? page.contents.indexOf('\n') : -1;
    if (titleEnd === -1) throw new Error(`${page.filename} does not start with its # title`);
    page.contents = `${page.contents.slice(0, titleEnd)}\n\n${head}\n${page.contents.slice(titleEnd)}`;
  });
}
