// `memai it`: Mem It from the shell.
import { connect, type GlobalOptions } from '../connection.js';
import { readNoteText } from '../input.js';
import { tell, write, writeJson } from '../output.js';

interface MemItOptions extends GlobalOptions {
  instructions?: string;
  context?: string;
}

export async function memIt(options: MemItOptions, file?: string) {
  const input = await readNoteText(file);
  const client = await connect(options);
  const answer = await client.memIt({
    input,
    instructions: options.instructions,
    context: options.context,
  });
  if (options.json === true) return writeJson(answer);
  await write(`${answer.request_id}\n`);
  tell('Mem is processing it; the notes appear in a moment.');
}
