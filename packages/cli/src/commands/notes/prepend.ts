// `memai notes prepend ID [FILE|-]`: text added at the top of a note, under its title.
import { Command } from '@commander-js/extra-typings';
import { baseUrlOption, example, fieldsOption, jsonOption } from '../../command.js';
import { updatedNoteFields } from '../../json-fields.js';
import { uuid } from '../../values.js';
import { addText, asLines } from './add-text.js';

export function notesPrepend() {
  return example(
    new Command('prepend')
      .description(
        'Add text from a file or standard input at the top of a note, under its first line (Mem takes that line as the title, which stays). The note is read and written back with its version, again if someone wrote to it in between, so nothing written meanwhile is lost.',
      )
      .argument('<id>', 'the note’s id', uuid)
      .argument('[file]', 'a Markdown file, or - for standard input (the default)')
      .addOption(jsonOption())
      .addOption(fieldsOption(updatedNoteFields))
      .addOption(baseUrlOption())
      .action((id, file, options) =>
        addText(id, file, options, (content, text) => {
          // Blank lines before the title belong to it: Mem's title is the first line with text.
          const title = /^\s*[^\n]*(\n|$)/.exec(content)?.[0] ?? '';
          const head = title.endsWith('\n') ? title : `${title}\n`;
          return `${head}${asLines(text)}${content.slice(title.length)}`;
        }),
      ),
    'echo "- [ ] book the venue" | memai notes prepend 5e29c8a2-c73b-476b-9311-e2579712d4b1',
  );
}
