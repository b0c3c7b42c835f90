// `memai it [FILE|-]`: Mem It from the shell.
import { Command } from '@commander-js/extra-typings';
import { baseUrlOption, example, fieldsOption, jsonOption, unrunnableExample } from '../command.js';
import { memItFields } from '../json-fields.js';

export function itCommand() {
  return example(
    new Command('it')
      .summary('Hand Mem raw text to file as notes (Mem It).')
      .description(
        'Mem It: hand Mem raw text (a web page, an email, a thought) to file as notes, and print the request’s id.',
      )
      .argument('[file]', 'a text file, or - for standard input (the default)')
      .option('--instructions <text>', 'how Mem should treat it')
      .option('--context <text>', 'what it is about, to help Mem file it')
      .addOption(jsonOption())
      .addOption(fieldsOption(memItFields))
      .addOption(baseUrlOption())
      .action(async (file, options) => {
        // Loaded only now: `memai --help` lists this command without them.
        const { connect } = await import('../auth/connection.js');
        const { readNoteText } = await import('../io/input.js');
        const { tell, write, writeJson } = await import('../io/output.js');
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
      }),
    unrunnableExample(
      'pbpaste | memai it --instructions "Add to my Reading collection"',
      'reads the clipboard of a Mac',
    ),
  );
}
