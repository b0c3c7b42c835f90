// `memai export` and `memai import`: what they take; commands/export.ts and import.ts run them.
import { type Command } from 'commander';
import { example, run } from './define.js';

export function backup(program: Command) {
  example(
    program
      .command('export')
      .description(
        'Back up every note to DIR as a Markdown file with YAML front matter, and the collections to DIR/collections.json. Run it again to bring the folder up to date: only changed notes are asked for and rewritten; the file of a note gone from Mem moves to DIR/.memai/removed/. An interrupted export finishes when run again.',
      )
      .argument('<dir>', 'the folder to export to (made if missing)')
      .option(
        '--include-trashed',
        'keep the files of exported notes that were moved to the trash, with trashed_at (Mem lists no trashed notes, so one trashed before its first export is not found)',
      )
      .option(
        '--attachments',
        'also save the PDFs and images of new and changed notes in DIR/attachments/<note id>/ (one more request per note)',
      )
      .action(
        run(
          () => import('../commands/export.js'),
          (code) => code.exportNotes,
        ),
      ),
    'memai export ~/mem-backup',
    'memai export ~/mem-backup --attachments --include-trashed',
  );
  example(
    program
      .command('import')
      .description(
        'Bring a folder of Markdown into Mem, one note per .md file: a `memai export` folder comes back with its ids, times and collections; any other file gets its title from front matter, its first heading or its name, and an id from its path, so running the same import again creates nothing twice and finishes an interrupted run. Files Mem would refuse are listed at the end.',
      )
      .argument('<path>', 'a folder (or one .md file)')
      .option('--dry-run', 'print what would be created, updated and left alone; write nothing')
      .option('--collection <title>', 'file every note in this collection (made if missing)')
      .option('--folders-as-collections', 'file each note in a collection named by its folder')
      .option(
        '--tags-as-collections',
        'file each note in a collection for each tag of its front matter',
      )
      .action(
        run(
          () => import('../commands/import.js'),
          (code) => code.importNotes,
        ),
      ),
    'memai import ~/mem-backup',
    'memai import ~/Obsidian/Vault --folders-as-collections --dry-run',
  );
}
