// YAML front matter: the `---` block at the top of a Markdown file that export writes a note's
// fields into, and that import reads them (or an Obsidian or Bear file's) from.
import { parse, stringify } from 'yaml';

export interface SplitFile {
  /** The front matter's fields; empty when the file has none. */
  fields: Record<string, unknown>;
  /** Everything after the front matter, exactly as the file holds it. */
  body: string;
}

const opening = /^---[ \t]*\r?\n/;
const closing = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m;

/** A file with `fields` as front matter, then `body` exactly. */
export function withFrontMatter(fields: Record<string, unknown>, body: string): string {
  // lineWidth 0: a long title stays on one line, so the text never depends on a wrap width.
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n${body}`;
}

/**
 * Splits a file into its front matter and its body. Throws an Error naming the problem when the
 * front matter is not YAML, or not a mapping of fields.
 */
export function splitFrontMatter(text: string): SplitFile {
  const start = opening.exec(text);
  if (start === null) return { fields: {}, body: text };
  const rest = text.slice(start[0].length);
  const end = closing.exec(rest);
  if (end === null) return { fields: {}, body: text };
  const yaml = rest.slice(0, end.index);
  let fields: unknown;
  try {
    fields = parse(yaml);
  } catch (error) {
    throw new Error(`its front matter is not valid YAML (${firstLine((error as Error).message)})`);
  }
  fields ??= {};
  if (typeof fields !== 'object' || Array.isArray(fields)) {
    throw new Error('its front matter is not a list of fields');
  }
  return {
    fields: fields as Record<string, unknown>,
    body: rest.slice(end.index + end[0].length),
  };
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
