// What `notes append` and `notes prepend` share: text added to a note by reading it, changing it
// and writing it with the version read, again if someone else wrote in between (the library's
// notes.edit), so that no text written meanwhile is lost. Where the text goes is
// note-additions.ts's, which `memai mcp` shares.
import { connect, type GlobalOptions } from '../../auth/connection.js';
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
