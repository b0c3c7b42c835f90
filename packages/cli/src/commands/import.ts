// `memai import PATH`: what it takes. The run (backup/import-run.ts) is loaded only when it runs.
import { Command } from '@commander-js/extra-typings';
import { baseUrlOption, example, jsonOption } from '../command.js';
import type { ImportOptions } from '../backup/import-plan.js';

const declare = () =>
  new Command('import')
    .summary('Bring a folder of Markdown into Mem.')
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
    .addOption(jsonOption())
    .addOption(baseUrlOption());

export function importCommand() {
  return example(
    declare().action(async (path, options: ImportOptions) =>
      (await import('../backup/import-run.js')).importNotes(options, path),
    ),
    'memai import ~/mem-backup',
    'memai import ~/Obsidian/Vault --folders-as-collections --dry-run',
  );
}
