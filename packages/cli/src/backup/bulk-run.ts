// What the long commands (export, import) share: a client that rides out a long run, a progress
// bar, a save on Ctrl-C and when the work stops, and a summary of what was done and skipped,
// printed even when the work failed, before the failure itself.
import type { MemClient } from 'memai-sdk';
import type { GlobalOptions } from '../auth/connection.js';
import { CliError } from '../errors.js';
import { onInterrupt } from '../interrupt.js';
import { startProgress, type Progress } from '../io/progress.js';
import { bulkClient } from '../bulk-client.js';
import { writeSummary, type Summary } from './run-summary.js';

/** A long command's work, as `start` sets it up. */
export interface BulkWork {
  /** Does the work; a failure stops it, and what was done is still saved and reported. */
  run(): Promise<void>;
  /** Saves what the next run needs (and on Ctrl-C); a dry run has nothing to save. */
  save?: (() => Promise<void>) | undefined;
  /** The summary's heading and what it reports, read once the work has stopped. */
  report(): { heading: string; summary: Omit<Summary, 'requests'> };
  /** The exit's message when some items were skipped, by how many. */
  skippedMessage(count: number): string;
}

export async function runBulk(
  options: GlobalOptions,
  verb: string,
  start: (client: MemClient, progress: Progress) => Promise<BulkWork>,
): Promise<void> {
  const progress = await startProgress(verb);
  const { client, requests } = await bulkClient(options, progress);
  const work = await start(client, progress);
  if (work.save !== undefined) onInterrupt(work.save);
  let failure: unknown;
  try {
    await work.run();
  } catch (error) {
    failure = error;
  } finally {
    progress.stop();
    await work.save?.();
  }
  const { heading, summary } = work.report();
  await writeSummary(heading, { ...summary, requests: requests() }, options.json);
  if (failure !== undefined) throw failure;
  if (summary.skipped.length > 0) throw new CliError(work.skippedMessage(summary.skipped.length));
}
