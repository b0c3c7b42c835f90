// `memai sync DIR`: what it takes. The run (sync/sync.ts) is loaded only when it runs.
import { Command } from '@commander-js/extra-typings';
import { baseUrlOption, example, jsonOption, unrunnableExample } from '../command.js';
import type { SyncOptions } from '../sync/options.js';
import { count } from '../values.js';

const declare = () =>
  new Command('sync')
    .summary('Keep a folder of Markdown and Mem in step, both ways.')
    .description(
      'Keep DIR and Mem in step both ways: a note changed in Mem is written to its file, a file changed by hand is written to Mem, and edits made on both sides to different lines are merged. When both changed the same lines, Mem’s text stays in the note and in its file, and the file’s is kept beside it as NAME.conflict-TIME.md for you to settle; the run exits 1, and later runs name the file until it is deleted. A new file becomes a note and a new note a file; a deleted file sends its note to Mem’s trash, and a note gone from Mem moves its file to DIR/.memai/removed/, unless the other side was edited since, which then wins. The folder has the layout of `memai export`, which `memai verify` checks; a first sync into an empty folder, or into a backup, is an export.',
    )
    .argument('<dir>', 'the folder to keep in step with Mem (made if missing)')
    .option('--dry-run', 'list what the run would do, by kind, and change nothing')
    .option(
      '--max-delete <count>',
      'let the run trash or move aside up to this many notes (without it, a run that would remove more than 20, or half of the notes, stops before changing anything)',
      count(0),
    )
    .option(
      '--collection <title-or-id>',
      'keep only this collection’s notes in step, in a folder of its own (later runs need it too)',
    )
    .option(
      '--create-collections',
      'make the collections a file names in its front matter that Mem does not have (without it, they are reported)',
    )
    .option(
      '--watch',
      'keep running: a saved file reaches Mem within 2 seconds, and Mem’s changes reach the folder within 30 s while things change and 5 minutes while they do not (Ctrl-C stops)',
    )
    .option(
      '--interval <seconds>',
      'with --watch, ask Mem for its changes every this many seconds (one request when nothing changed), rather than as often as things change; slower when Mem says the day’s requests run low',
      count(1),
    )
    .option(
      '--adopt',
      'sync a folder of Markdown that no memai command wrote: each of its files becomes a note',
    )
    .addOption(jsonOption())
    .addOption(baseUrlOption());

export function syncCommand() {
  return example(
    declare().action(async (dir, options: SyncOptions) =>
      (await import('../sync/sync.js')).syncFolder(options, dir),
    ),
    'memai sync ~/notes',
    'memai sync ~/notes --dry-run',
    unrunnableExample('memai sync ~/notes --watch --interval 30', 'keeps running until Ctrl-C'),
    'memai sync ~/work-notes --collection Work',
  );
}
