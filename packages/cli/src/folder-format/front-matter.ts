// YAML front matter: the `---` block at the top of a Markdown file that export writes a note's
// fields into, and that import reads them (or an Obsidian or Bear file's) from.
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

/**
 * The YAML library, loaded the first time a file's front matter is read or written: a sync that
 * finds nothing changed reads no file, and its start-up is most of its time.
 */
let yamlLoaded: typeof Yaml | undefined;
function yaml(): typeof Yaml {
  // The shape is the package's own: this is what `import * as yaml from 'yaml'` gives.
  yamlLoaded ??= createRequire(import.meta.url)('yaml') as typeof Yaml;
  return yamlLoaded;
}

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
  return `---\n${yaml().stringify(fields, { lineWidth: 0 })}---\n${body}`;
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
  const yamlText = rest.slice(0, end.index);
  let fields: unknown;
  try {
    fields = yaml().parse(yamlText);
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
