// `memai export DIR`: what it takes. The run (backup/export-run.ts) is loaded only when it runs.
import { Command } from '@commander-js/extra-typings';
import { baseUrlOption, example, jsonOption } from '../command.js';
import type { ExportOptions } from '../backup/export-run.js';

const declare = () =>
  new Command('export')
    .summary('Back up every note as Markdown, or update the backup.')
    .description(
      'Back up every note to DIR as a Markdown file with YAML front matter, and the collections to DIR/collections.json. Run it again to bring the folder up to date: only changed notes are asked for and rewritten, and a file that is missing or was changed by hand is written again (the changed one moved to DIR/.memai/removed/ first); the file of a note gone from Mem moves there too. An interrupted export finishes when run again.',
    )
    .argument('<dir>', 'the folder to export to (made if missing)')
    .option(
      '--include-trashed',
      'keep the files of exported notes that were moved to the trash, with trashed_at (Mem lists no trashed notes, so one trashed before its first export is not found)',
    )
    .option(
      '--collection <title-or-id>',
      'back up only the notes of this collection, into a folder of its own (later runs need it too)',
    )
    .option(
      '--attachments',
      'also save the PDFs and images of new and changed notes in DIR/attachments/<note id>/ (one more request per note)',
    )
    .addOption(jsonOption())
    .addOption(baseUrlOption());

export function exportCommand() {
  return example(
    declare().action(async (dir, options: ExportOptions) =>
      (await import('../backup/export-run.js')).exportNotes(options, dir),
    ),
    'memai export ~/mem-backup',
    'memai export ~/mem-backup --attachments --include-trashed',
    'memai export ~/work-backup --collection Work',
  );
}
