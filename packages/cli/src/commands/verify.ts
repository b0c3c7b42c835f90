// `memai verify DIR`: what it takes. The run (backup/verify-run.ts) is loaded only when it runs.
import { Command } from '@commander-js/extra-typings';
import { baseUrlOption, example, jsonOption } from '../command.js';
import type { VerifyOptions } from '../backup/verify-run.js';

const declare = () =>
  new Command('verify')
    .summary('Check that a backup is whole and matches Mem.')
    .description(
      'Check that a backup made by `memai export` is whole and matches Mem: every note Mem has is in DIR with the same Markdown and front matter, and every file in DIR/notes is a note Mem still has. Prints each difference and exits 1 if there is any; `memai export DIR` repairs them. With --offline, checks only that every file is there and holds what the export wrote.',
    )
    .argument('<dir>', 'the folder `memai export` wrote')
    .option('--offline', 'ask Mem nothing: compare the files with what the export recorded')
    .option(
      '--include-trashed',
      'files of notes in Mem’s trash match too (for a backup made with --include-trashed; one request for each such file)',
    )
    .addOption(jsonOption())
    .addOption(baseUrlOption());

export function verifyCommand() {
  return example(
    declare().action(async (dir, options: VerifyOptions) =>
      (await import('../backup/verify-run.js')).verifyBackup(options, dir),
    ),
    'memai verify ~/mem-backup',
    'memai export ~/mem-backup && memai verify ~/mem-backup --json',
  );
}
