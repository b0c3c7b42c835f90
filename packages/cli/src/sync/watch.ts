// `memai sync DIR --watch`: after a first pass, the folder and Mem are kept in step as they change.
// A file saved in notes/ (seen by chokidar) reaches Mem within about two seconds: the notes of the
// files that changed are synced once the folder has been quiet for a moment, and each file once
// it has settled (sync/folder-files.ts). Mem is asked what changed when watch-schedule.ts says,
// which is often while things change and rarely while they do not; each question costs one
// request when nothing changed (sync-run.ts's catchUp). When Mem says the budget is spent, the
// watch sends nothing until Mem said it refills, says so once, and goes on. Stopping finishes
// the step in progress first.
import { basename } from 'node:path';
import type { HeardBudget } from '../bulk-client.js';
import { isNoteFile } from '../folder-format/layout.js';
import { describeFailure } from '../errors.js';
import { tell, warn } from '../io/output.js';
import { idleMs, soonMs, WatchSchedule } from './watch-schedule.js';

/** What the watch asks of the run. */
export interface WatchedRun {
  /** Syncs the notes of the files that changed. */
  pass(scope: { kind: 'files'; names: ReadonlySet<string> }): Promise<void>;
  /** Syncs what changed in Mem and in the folder since the last pass. */
  catchUp(): Promise<void>;
  /** How many things the run has reported: each change it brings across is one. */
  told(): number;
  save(): Promise<void>;
}

/** How long the folder must be quiet after a file event before its notes are synced. */
const quietMs = 200;

export class FolderWatch {
  readonly #changed = new Set<string>();
  #lastEvent = 0;
  #stopping = false;
  #wake: (() => void) | undefined;

  /**
   * @param intervalMs - how often to ask Mem, as given with `--interval`; undefined asks as
   *   watch-schedule.ts says
   * @param budget - what Mem last said of the request budget
   */
  constructor(
    private readonly run: WatchedRun,
    private readonly notesDir: string,
    private readonly intervalMs: number | undefined,
    private readonly budget: () => HeardBudget | undefined,
  ) {}

  /** Ends the watch once the step in progress is done. */
  stop(): void {
    this.#stopping = true;
    this.#wake?.();
  }

  /** Watches until stopped. */
  async keepInStep(): Promise<void> {
    // Loaded only here: a single run, the common case, never watches.
    const { watch } = await import('chokidar');
    const watcher = watch(this.notesDir, {
      ignoreInitial: true,
      depth: 0,
      // Only note files: not the editors' temporary files, nor kept clashes.
      ignored: (path, stats) => stats?.isFile() === true && !isNoteFile(basename(path)),
    });
    watcher.on('all', (_event, path) => {
      this.#changed.add(basename(path));
      this.#lastEvent = Date.now();
      this.#wake?.();
    });
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
    const asking =
      this.intervalMs === undefined
        ? `every ${soonMs / 1000} s while things change and up to every ${idleMs / 60_000} minutes while they do not`
        : `every ${this.intervalMs / 1000} s`;
    tell(
      `Watching ${this.notesDir}, and Mem ${asking}; Ctrl-C stops once the step in progress is done.`,
    );
    const schedule = new WatchSchedule(Date.now(), this.intervalMs);
    try {
      while (!this.#stopping) {
        // While Mem refuses, a saved file waits for the next question, which takes every file
        // changed since the last pass.
        const filesDue =
          this.#changed.size > 0 && !schedule.paused(Date.now())
            ? this.#lastEvent + quietMs
            : Infinity;
        await this.#sleepUntil(Math.min(schedule.due(this.budget()), filesDue));
        if (this.#stopping) break;
        const now = Date.now();
        if (this.#changed.size > 0 && now >= this.#lastEvent + quietMs && !schedule.paused(now)) {
          const names = new Set(this.#changed);
          this.#changed.clear();
          schedule.folderChanged(now);
          await this.#step(schedule, () => this.run.pass({ kind: 'files', names }));
        }
        if (Date.now() >= schedule.due(this.budget())) {
          const told = this.run.told();
          await this.#step(schedule, () => this.run.catchUp());
          schedule.asked(Date.now(), this.run.told() > told);
        }
      }
    } finally {
      await watcher.close();
    }
  }

  /**
   * One step of the watch, saved after. Mem out of reach is said, and tried again at the next
   * step; Mem refusing for lack of budget is said once, and nothing is sent until Mem said it
   * refills. Anything else stops the watch.
   */
  async #step(schedule: WatchSchedule, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      const failure = await describeFailure(error);
      if (failure.kind === 'tryLater') {
        const until = Date.now() + (failure.retryInSeconds ?? idleMs / 1000) * 1000;
        schedule.pauseUntil(until);
        warn(
          `${failure.detail}\nThe watch sends nothing to Mem until ${new Date(until).toISOString()}, then goes on; it keeps running.`,
        );
      } else if (failure.kind === 'unavailable') {
        warn(`${failure.message} Trying again at the next change or question.`);
      } else {
        throw error;
      }
    }
    await this.run.save();
  }

  #sleepUntil(time: number): Promise<void> {
    return new Promise((resolve) => {
      const timer =
        time === Infinity ? undefined : setTimeout(done, Math.max(0, time - Date.now()));
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
    });
  }
}
