// `memai verify DIR`, run: is this backup whole, and does it match Mem? Each difference on a line (or
// as one JSON object with --json), a summary, and exit 1 when there is any, so that a scheduled
// `memai export DIR && memai verify DIR` says when a backup cannot be trusted.
import { relative } from 'node:path';
import { checkAgainstMem, checkOffline, type Difference } from './backup-check.js';
import { bulkClient } from '../bulk-client.js';
import { readIfPresent } from '../folder-format/export-files.js';
import { backupLayout, type BackupLayout } from '../folder-format/layout.js';
import { CliError } from '../errors.js';
import { plural, write } from '../io/output.js';
import { startProgress } from '../io/progress.js';

import type { GlobalOptions } from '../auth/connection.js';

/** What `memai verify` takes: commands/verify.ts declares each option. */
export interface VerifyOptions extends GlobalOptions {
  /** Ask Mem nothing: compare the files with what the export recorded. */
  offline?: true | undefined;
  /** Files of notes in Mem's trash match too. */
  includeTrashed?: true | undefined;
}

export async function verifyBackup(options: VerifyOptions, dir: string) {
  const layout = backupLayout(dir);
  // Without the export's record there is nothing to check against: every file would be unknown,
  // every note of Mem missing. That is a wrong folder, not a broken backup.
  if ((await readIfPresent(layout.exportState)) === undefined) {
    throw new CliError(
      `${dir} is not a backup: it has no ${relative(dir, layout.exportState)}, which \`memai export\` writes. Check the folder's name, or make a backup there with \`memai export ${dir}\`.`,
      'usage',
    );
  }
  const { notes, differences } =
    options.offline === true ? await checkOffline(layout) : await againstMem(options, layout);
  for (const difference of differences) {
    await write(options.json === true ? `${JSON.stringify(difference)}\n` : line(difference));
  }
  const against = options.offline === true ? 'what the export wrote' : 'Mem';
  if (differences.length === 0) {
    if (options.json !== true) {
      await write(`${dir} is whole and matches ${against}: ${plural(notes, 'note')}.\n`);
    }
    return;
  }
  throw new CliError(
    `${dir} does not match ${against}: ${plural(differences.length, 'difference')} in ${plural(notes, 'note')}. \`memai export ${dir}\` brings it up to date.`,
  );
}

async function againstMem(options: VerifyOptions, layout: BackupLayout) {
  const progress = await startProgress('Checked');
  try {
    const { client } = await bulkClient(options, progress);
    return await checkAgainstMem(layout, client, progress, options.includeTrashed === true);
  } finally {
    progress.stop();
  }
}

function line({ problem, file, id, detail }: Difference): string {
  const where = file ?? `note ${id ?? ''}`;
  const note = file !== null && id !== null ? ` (note ${id})` : '';
  return `${problem.replace(/_/g, ' ')}: ${where}${note}: ${detail}\n`;
}
