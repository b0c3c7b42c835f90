// A TypeDoc plugin that gives each generated reference page a `description` in its front
// matter: the first sentence of the documented declaration's summary. Without it Docusaurus takes
// a page's description from its first line of text, which on a reference page is the "Defined in"
// source link, so every reference page said "Defined in30" in its meta description, in search
// results and in llms.txt. Pages without a documented declaration (the README and the list of
// exports) keep the description Docusaurus finds.
//
// typedoc-plugin-markdown keeps a page's front matter as data and writes none itself, so this
// plugin writes it when the page's text is final.
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
    if (page.contents.startsWith('---\n')) {
      throw new Error(`${page.filename} already has front matter: its description would be lost`);
    }
    // JSON's double-quoted string is also a YAML one.
    page.contents = `---\ndescription: ${JSON.stringify(description)}\n---\n\n${page.contents}`;
  });
}
