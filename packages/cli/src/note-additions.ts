// Text added to a note's Markdown, at its end or under its title, as lines of their own: what
// `memai notes append` and `prepend` and the MCP tool append_to_note (with at_start) write.
import { CliError } from './errors.js';

/** `text` as lines of their own: nothing glued to the line before or after. */
export function asLines(text: string): string {
  if (text.trim() === '') throw new CliError('There is no text to add.');
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** `content` with `text` added at its end, as lines of their own. */
export function appended(content: string, text: string): string {
  return content === '' || content.endsWith('\n')
    ? `${content}${asLines(text)}`
    : `${content}\n${asLines(text)}`;
}

/**
 * `content` with `text` added under its first line, as lines of their own: Mem takes that line as
 * the title, which stays.
 */
export function prepended(content: string, text: string): string {
  // Blank lines before the title belong to it: Mem's title is the first line with text.
  const title = /^\s*[^\n]*(\n|$)/.exec(content)?.[0] ?? '';
  const head = title.endsWith('\n') ? title : `${title}\n`;
  return `${head}${asLines(text)}${content.slice(title.length)}`;
}
