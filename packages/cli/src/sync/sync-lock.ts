// One `memai sync` at a time on a folder: a lock in DIR/.memai, by proper-lockfile, which the
// running sync keeps fresh. A second sync waits a little for it, then refuses. A sync killed
// without releasing it leaves a lock that goes stale within seconds, which the next run takes.
import { mkdir } from 'node:fs/promises';
import lockfile from 'proper-lockfile';
import type { BackupLayout } from '../backup/layout.js';
import { CliError } from '../errors.js';

/** How old a lock nobody keeps fresh must be before another run takes it over. */
const staleMs = 10_000;

/** Locks the folder for this run; resolves to what releases it. */
export async function lockFolder(layout: BackupLayout): Promise<() => Promise<void>> {
  await mkdir(layout.state, { recursive: true });
  try {
    return await lockfile.lock(layout.state, {
      lockfilePath: layout.syncLock,
      stale: staleMs,
      update: staleMs / 4,
      retries: { retries: 5, minTimeout: 200, maxTimeout: 2_000 },
      // A lock this run can no longer keep fresh (the folder went away, another run took it
      // over) is not worth crashing for: the run's writes are each whole and safe to repeat.
      onCompromised: () => {},
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new CliError(
      `Another memai sync is working on ${layout.root}; run this one once it has finished.`,
      'tryLater',
    );
  }
}
