// `memai sync DIR`: the life of a run. It takes the folder's lock, brings the folder and Mem in
// step (sync-run.ts), with --watch keeps them so until Ctrl-C (watch.ts), saves the record
// whatever happens, and ends with the summary and the exit code: 1 for a clash left for the
// reader or a note that failed, 130 when stopped.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { bulkClient } from '../bulk-client.js';
import { readIfPresent } from '../folder-format/export-files.js';
import { loadExportState } from '../folder-format/export-state.js';
import { backupLayout, type BackupLayout } from '../folder-format/layout.js';
import { CliError } from '../errors.js';
import { onInterrupt } from '../interrupt.js';
import { tell } from '../io/output.js';
import type { Progress } from '../io/progress.js';
import type { SyncOptions } from './options.js';
import { lockFolder } from './sync-lock.js';
import { SyncRun } from './sync-run.js';
import { FolderWatch } from './watch.js';

export async function syncFolder(options: SyncOptions, dir: string) {
  const layout = backupLayout(dir);
  await refuseForeignFolder(layout, options.adopt === true);
  // A dry run changes nothing, so it takes no lock (nor makes the folder for one).
  const release = options.dryRun === true ? async () => {} : await lockFolder(layout);
  const watching = options.watch === true && options.dryRun !== true;
  let stopped = false;
  try {
    // On Ctrl-C a watch finishes the step it is in, so its client has a signal of its own.
    const { client, requests, budget } = await bulkClient(
      options,
      waitsOnly,
      watching ? new AbortController().signal : undefined,
    );
    const run = new SyncRun(layout, client, options, await loadExportState(layout));
    const watch = watching
      ? new FolderWatch(
          run,
          layout.notes,
          options.interval === undefined ? undefined : options.interval * 1000,
          budget,
        )
      : undefined;
    let finished: Promise<void> = Promise.resolve();
    if (options.dryRun !== true) {
      onInterrupt(async () => {
        stopped = true;
        watch?.stop();
        await finished;
        await run.save();
      });
    }
    let failure: unknown;
    finished = (async () => {
      try {
        await run.catchUp();
        // Saved before the watch begins, which may run for days; a single run saves below.
        if (watch !== undefined) await run.save();
        await watch?.keepInStep();
      } catch (error) {
        failure = error;
      } finally {
        if (options.dryRun !== true) await run.save();
      }
    })();
    await finished;
    tell(run.report.summary(dir, requests()));
    if (failure !== undefined) throw failure;
    if (stopped) throw new CliError('Stopped: everything done so far is saved.', 'interrupted');
    const troubles = run.report.troubles();
    if (troubles !== undefined) throw new CliError(troubles);
  } finally {
    await release();
  }
}

/**
 * A sync prints each thing it does as it does it, which shows how far it has got: no bar. Only
 * a wait for Mem's rate limit is said, on stderr.
 */
const waitsOnly: Progress = { total() {}, advance() {}, status: tell, stop() {} };

/**
 * A folder that no memai command wrote (Markdown files, no record) is refused unless `--adopt`
 * says to make notes of its files: syncing the wrong folder would fill Mem with them.
 */
async function refuseForeignFolder(layout: BackupLayout, adopt: boolean): Promise<void> {
  if ((await readIfPresent(layout.exportState)) !== undefined || adopt) return;
  const entries = await readdir(layout.root).catch(() => [] as string[]);
  const visible = entries.filter((name) => !name.startsWith('.'));
  if (visible.length === 0) return;
  throw new CliError(
    `${layout.root} holds files that no memai command wrote. Sync into an empty folder, or a backup made by \`memai export\`; or, to make a note of each Markdown file in ${join(layout.root, 'notes')}, add --adopt.`,
    'usage',
  );
}
