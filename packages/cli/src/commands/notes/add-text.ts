// What `notes append` and `notes prepend` share: text added to a note by reading it, changing it
// and writing it with the version read, again if someone else wrote in between (the library's
// notes.edit), so that no text written meanwhile is lost.
import { connect, type GlobalOptions } from '../../auth/connection.js';
import { CliError } from '../../errors.js';
import { readNoteText } from '../../io/input.js';
import { tell, write, writeJson } from '../../io/output.js';

/** How many times to read, change and write when other writers keep changing the note. */
const attempts = 5;

export async function addText(
  id: string,
  file: string | undefined,
  options: GlobalOptions,
  place: (content: string, text: string) => string,
) {
  const text = await readNoteText(file);
  const client = await connect(options);
  const updated = await client.notes.edit(id, (content) => place(content, text), {
    maxAttempts: attempts,
  });
  if (options.json === true) return writeJson(updated);
  await write(`${updated.id}\n`);
  tell(`Note ${updated.id} is at version ${updated.version}.`);
}

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
