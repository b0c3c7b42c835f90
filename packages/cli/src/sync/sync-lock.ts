// One `memai sync` at a time on a folder: a lock in DIR/.memai, by proper-lockfile, which the
// running sync keeps fresh. A second sync waits a few seconds for it, then refuses. A sync killed
// without releasing it leaves a lock that goes stale within seconds; and since the lock also
// names the process that holds it, a run on the same machine takes over at once from one that no
// longer exists.
import { hostname } from 'node:os';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import lockfile from 'proper-lockfile';
import { readIfPresent } from '../folder-format/export-files.js';
import type { BackupLayout } from '../folder-format/layout.js';
import { CliError } from '../errors.js';

/** How old a lock nobody keeps fresh must be before another run takes it over. */
const staleMs = 10_000;

/** Locks the folder for this run; resolves to what releases it. */
export async function lockFolder(layout: BackupLayout): Promise<() => Promise<void>> {
  await mkdir(layout.state, { recursive: true });
  const holder = layout.syncLockHolder;
  let release: () => Promise<void>;
  try {
    release = await lock(layout);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!(await heldByGoneProcess(holder))) {
      throw new CliError(
        `Another memai sync is working on ${layout.root}; run this one once it has finished.`,
        'tryLater',
      );
    }
    await rm(layout.syncLock, { recursive: true, force: true });
    release = await lock(layout);
  }
  await writeFile(holder, `${process.pid} ${hostname()}\n`);
  return async () => {
    await rm(holder, { force: true });
    await release();
  };
}

function lock(layout: BackupLayout): Promise<() => Promise<void>> {
  return lockfile.lock(layout.state, {
    lockfilePath: layout.syncLock,
    stale: staleMs,
    update: staleMs / 4,
    retries: { retries: 5, minTimeout: 200, maxTimeout: 2_000 },
    // A lock this run can no longer keep fresh (the folder went away, another run took it
    // over) is not worth crashing for: the run's writes are each whole and safe to repeat.
    onCompromised: () => {},
  });
}

/** Whether the lock's holder was a process of this machine that is no longer running. */
async function heldByGoneProcess(holder: string): Promise<boolean> {
  const [pid, host] = ((await readIfPresent(holder)) ?? '').trim().split(' ');
  if (pid === undefined || host !== hostname() || !/^\d+$/.test(pid)) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
