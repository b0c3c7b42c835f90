// `memai export`, `memai verify` and `memai import`: what they take; the files of the same names
// in commands/ run them.
import { type Command } from 'commander';
import { example, run } from './define.js';

export function backup(program: Command) {
  example(
    program
      .command('export')
      .description(
        'Back up every note to DIR as a Markdown file with YAML front matter, and the collections to DIR/collections.json. Run it again to bring the folder up to date: only changed notes are asked for and rewritten, and a file that is missing or was changed by hand is written again (the changed one moved to DIR/.memai/removed/ first); the file of a note gone from Mem moves there too. An interrupted export finishes when run again.',
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
      .command('verify')
      .description(
        'Check that a backup made by `memai export` is whole and matches Mem: every note Mem has is in DIR with the same Markdown and front matter, and every file in DIR/notes is a note Mem still has. Prints each difference and exits 1 if there is any; `memai export DIR` repairs them. With --offline, checks only that every file is there and holds what the export wrote.',
      )
      .argument('<dir>', 'the folder `memai export` wrote')
      .option('--offline', 'ask Mem nothing: compare the files with what the export recorded')
      .option(
        '--include-trashed',
        'files of notes in Mem’s trash match too (for a backup made with --include-trashed; one request for each such file)',
      )
      .action(
        run(
          () => import('../commands/verify.js'),
          (code) => code.verifyBackup,
        ),
      ),
    'memai verify ~/mem-backup',
    'memai export ~/mem-backup && memai verify ~/mem-backup --json',
  );
  example(
    program
      .command('import')
      .description(
        'Bring a folder of Markdown into Mem, one note per .md file: a `memai export` folder comes back with its ids, times and collections; any other file gets its title from front matter, its first heading or its name, and an id from its path, so running the same import again creates nothing twice and finishes an interrupted run. A note changed in Mem after its file (a later updated_at, or a change since this folder was last imported) is kept as Mem holds it and listed at the end, unless --overwrite. Files Mem would refuse are listed at the end too.',
      )
      .argument('<path>', 'a folder (or one .md file)')
      .option(
        '--dry-run',
        'print what would be created, updated, and kept because Mem’s copy is newer; write nothing',
      )
      .option(
        '--overwrite',
        'replace notes whose copy in Mem is newer than their files with the files’ text',
      )
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
