// `memai sync DIR --watch`: after a first pass, the folder and Mem are kept in step as they change.
// A file saved in notes/ (seen by chokidar) reaches Mem within about two seconds: the notes of the
// files that changed are synced once the folder has been quiet for a moment, and each file once
// it has settled (sync/folder-files.ts). Mem is asked every interval what changed: its events
// feed, one request when nothing changed, with a whole pass once a day (sync-run.ts). Where Mem
// does not give the feed, the listing newest first, stopping at the first note already seen, and
// every tenth interval a whole pass, which also finds notes deleted in Mem. Stopping finishes the
// step in progress first.
import { basename } from 'node:path';
import { describeFailure } from '../errors.js';
import { tell, warn } from '../io/output.js';
import { isNoteFile } from '../backup/layout.js';

/** What the watch asks of the run. */
export interface WatchedRun {
  /** Syncs the notes of the files that changed. */
  pass(scope: { kind: 'files'; names: ReadonlySet<string> }): Promise<void>;
  /** Syncs what Mem's events feed says changed (or every note, once a day). */
  catchUp(): Promise<void>;
  /** Whether Mem gives the feed. */
  feedUsable(): boolean;
  /** Syncs every note. */
  wholePass(): Promise<void>;
  /** Syncs the notes Mem changed since the record's newest; false when it changed none. */
  syncChangedInMem(): Promise<boolean>;
  save(): Promise<void>;
}

/** How long the folder must be quiet after a file event before its notes are synced. */
const quietMs = 200;
/** Without the feed, every this many intervals a whole pass instead of the newest notes only. */
const wholePassEvery = 10;

export class FolderWatch {
  readonly #changed = new Set<string>();
  #lastEvent = 0;
  #stopping = false;
  #wake: (() => void) | undefined;

  constructor(
    private readonly run: WatchedRun,
    private readonly notesDir: string,
    private readonly intervalMs: number,
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
    tell(
      `Watching ${this.notesDir}, and Mem every ${this.intervalMs / 1000} s; Ctrl-C stops once the step in progress is done.`,
    );
    let intervals = 0;
    let memDue = Date.now() + this.intervalMs;
    try {
      while (!this.#stopping) {
        const filesDue = this.#changed.size > 0 ? this.#lastEvent + quietMs : Infinity;
        await this.#sleepUntil(Math.min(memDue, filesDue));
        if (this.#stopping) break;
        if (this.#changed.size > 0 && Date.now() >= this.#lastEvent + quietMs) {
          const names = new Set(this.#changed);
          this.#changed.clear();
          await this.#step(() => this.run.pass({ kind: 'files', names }));
        }
        if (Date.now() >= memDue) {
          intervals += 1;
          memDue = Date.now() + this.intervalMs;
          await this.#step(() =>
            this.run.feedUsable()
              ? this.run.catchUp()
              : intervals % wholePassEvery === 0
                ? this.run.wholePass()
                : this.run.syncChangedInMem().then(() => undefined),
          );
        }
      }
    } finally {
      await watcher.close();
    }
  }

  /**
   * One step of the watch, saved after. Mem out of reach, or its limits used up, is said and
   * tried again at the next step; anything else stops the watch.
   */
  async #step(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      const failure = await describeFailure(error);
      if (failure.kind !== 'unavailable' && failure.kind !== 'tryLater') throw error;
      warn(`${failure.message} Trying again at the next change or interval.`);
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
