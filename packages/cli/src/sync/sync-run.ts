// `memai sync DIR`, a pass: a folder of Markdown and Mem brought in step both ways, note by note.
// The folder has the layout of `memai export`, and its record is the export's state, with, for
// each note, what both sides last agreed on: the base of three-way merges (sync-record.ts). No
// text is ever dropped: a clash keeps the file's text in a file of its own, an edit wins over a
// delete, and a file or a note is only replaced when what replaces it holds every change of both
// sides.
//
// A pass goes in phases, each in a file of its own: what Mem changed (mem-feed.ts, mem-side.ts),
// what the folder changed (folder-files.ts, folder-side.ts), the plan, which changes nothing
// (plan.ts), the steps carried out (apply-steps.ts, reconcile.ts), the record (sync-record.ts)
// and what the run tells (report.ts). Stopped at any point, the next run finishes the job: the
// record of a note is written only once both sides hold what it says, and a side that already
// holds the other's text is seen to agree. A new file's note is created with an id first written
// into the file, so that a run that stops after the create finds the note instead of making
// another.
import { mkdir } from 'node:fs/promises';
import type { MemClient, NoteListItem } from 'memai-sdk';
import { removeTemporaryFiles } from '../folder-format/export-files.js';
import type { ExportState } from '../folder-format/export-state.js';
import type { BackupLayout } from '../folder-format/layout.js';
import { CliError, perItemFailure } from '../errors.js';
import { plural, tell } from '../io/output.js';
import { applyStep } from './apply-steps.js';
import { readInto, scanFolder, type KeptClash } from './folder-files.js';
import { changedNotes, filesById, recordStats } from './folder-side.js';
import { isUnusable, latestEvent, noteChangesSince } from './mem-feed.js';
import { MemSide } from './mem-side.js';
import type { SyncOptions } from './options.js';
import { planSteps, removes, removesTooMany, stepKinds, type Step } from './plan.js';
import { plannedAction, SyncReport } from './report.js';
import type { SyncParts } from './sync-parts.js';
import { SyncRecord } from './sync-record.js';
import { wholePassDue } from './whole-pass-rule.js';

/** How many steps a pass takes between two saves of the record. */
const saveEvery = 100;

/** Which notes a pass looks at. */
export type PassScope =
  | { kind: 'every note' }
  | { kind: 'files'; names: ReadonlySet<string> }
  | { kind: 'notes in Mem'; notes: readonly NoteListItem[] }
  /** The notes Mem's feed names (`ids`), and those of every file changed since the record. */
  | { kind: 'changes'; ids: ReadonlySet<string> };

export class SyncRun {
  readonly report: SyncReport;
  readonly #record: SyncRecord;
  readonly #mem: MemSide;
  readonly #parts: SyncParts;
  #sinceSave = 0;
  /** Whether the run has named the clashes earlier runs kept, which it does once. */
  #toldOfClashes = false;
  /** Why Mem's events feed cannot be used, once a question of it has shown so. */
  #feedUnusable: string | undefined;
  /** When this run's latest whole pass began, as an ISO 8601 date-time. */
  #wholePassAt: string | undefined;

  constructor(
    readonly layout: BackupLayout,
    readonly client: MemClient,
    readonly options: SyncOptions,
    readonly state: ExportState,
  ) {
    this.report = new SyncReport(options.json === true, options.dryRun === true);
    this.#record = new SyncRecord(layout, state);
    this.#mem = new MemSide(client, layout, state, options.collection, this.#dry);
    this.#parts = {
      layout,
      client,
      options,
      report: this.report,
      record: this.#record,
      mem: this.#mem,
    };
  }

  get #dry(): boolean {
    return this.options.dryRun === true;
  }

  /**
   * Brings the folder and Mem in step at the least cost: the notes Mem's events feed names since
   * the last run and the files changed since, for one request when nothing changed. A whole pass
   * instead when the record has no place in the feed (a first run, or one of memai-cli 1.2), when
   * one is due (whole-pass-rule.ts), or when the run syncs another collection than the record's.
   * Where Mem does not give the feed (said once), a run that made a whole pass lately asks Mem
   * for its notes changed since instead, newest first, which does not see notes deleted in Mem.
   */
  async catchUp(): Promise<void> {
    const feed = this.state.feed;
    const notes = this.state.notes.size;
    if (this.#feedUnusable !== undefined) {
      if (this.#wholePassAt !== undefined && !wholePassDue(this.#wholePassAt, notes)) {
        const changed = await this.#mem.changedSinceRecord();
        if (changed.length > 0) await this.pass({ kind: 'notes in Mem', notes: changed });
        return;
      }
    } else if (
      feed !== undefined &&
      !wholePassDue(feed.whole_pass_at, notes) &&
      this.#sameScope()
    ) {
      const changes = await noteChangesSince(this.client, feed.after_sequence);
      if (!isUnusable(changes)) {
        const failed = this.report.failed.length;
        await this.pass({ kind: 'changes', ids: changes.ids });
        // A note that failed is asked about again next time, from the same place in the feed.
        if (this.report.failed.length === failed && !this.#dry) {
          this.state.feed = { ...feed, after_sequence: changes.watermark };
        }
        return;
      }
      if (changes.lasting) this.#feedIsUnusable(changes.why);
      else tell(`${changes.why}: this run lists every note, and takes a new place in the feed.`);
    }
    await this.wholePass();
  }

  /**
   * Every note listed and every file read; the place in the feed is taken first, so that what
   * changes in Mem meanwhile is seen by the next run.
   */
  async wholePass(): Promise<void> {
    const started = new Date().toISOString();
    this.#wholePassAt = started;
    const latest = this.#feedUnusable === undefined ? await latestEvent(this.client) : undefined;
    if (latest !== undefined && isUnusable(latest)) this.#feedIsUnusable(latest.why);
    const failed = this.report.failed.length;
    await this.pass({ kind: 'every note' });
    if (typeof latest === 'number' && this.report.failed.length === failed && !this.#dry) {
      this.state.feed = { after_sequence: latest, whole_pass_at: started };
    }
  }

  /**
   * Whether the run asks for the notes the folder's record says it holds (every note, or one
   * collection, named by id or title), which it can tell without asking Mem; when it cannot, a
   * whole pass reads the collections and refuses a folder that holds other notes.
   */
  #sameScope(): boolean {
    const given = this.options.collection?.toLowerCase();
    const held = this.state.collection;
    if (given === undefined || held === undefined) return given === held;
    return given === held.id || given === held.title.toLowerCase();
  }

  #feedIsUnusable(why: string): void {
    this.#feedUnusable = why;
    this.state.feed = undefined;
    tell(`${why}: the sync lists every note instead, which costs a request a hundred notes.`);
  }

  /** How many things the run has reported so far: each change it brought across is one. */
  told(): number {
    let told = 0;
    for (const count of this.report.counts.values()) told += count;
    return told;
  }

  /**
   * Brings the notes of `scope` in step: every note (Mem's whole listing and every file), the
   * notes of some files (what a file watcher saw change), notes Mem lists as changed, or those
   * Mem's feed names and those of the files changed since the record.
   */
  async pass(scope: PassScope = { kind: 'every note' }): Promise<void> {
    const mem = this.#mem;
    if (!this.#dry) await removeTemporaryFiles(this.layout.notes);
    mem.newPass();
    if (scope.kind === 'every note') await mem.readCollections();
    const listed =
      scope.kind === 'every note'
        ? await mem.listAll()
        : new Map(scope.kind === 'notes in Mem' ? scope.notes.map((note) => [note.id, note]) : []);
    // A whole pass reads every file; another skips those whose size and time are on record.
    const byFile = new Map([...this.state.notes.values()].map((entry) => [entry.file, entry]));
    const scan = await scanFolder(this.layout.notes, (name) =>
      scope.kind === 'every note' ? undefined : byFile.get(name)?.stat,
    );
    // Mem changed these notes: their files are read after all, to be merged with Mem's text.
    const changedInMem =
      scope.kind === 'changes'
        ? [...scope.ids]
        : scope.kind === 'notes in Mem'
          ? scope.notes.map((note) => note.id)
          : [];
    for (const id of changedInMem) {
      const file = this.state.notes.get(id)?.file;
      if (file !== undefined && scan.unchanged.has(file)) {
        await readInto(scan, this.layout.notes, file);
      }
    }
    if (!this.#dry) recordStats(scan.files, this.state);
    const inScope = (name: string) => scope.kind !== 'files' || scope.names.has(name);
    for (const { name, why } of scan.unread.filter(({ name }) => inScope(name))) {
      await this.report.tell({ action: 'skipped', file: `notes/${name}`, id: null, detail: why });
    }
    if ((scope.kind === 'every note' || scope.kind === 'changes') && !this.#toldOfClashes) {
      this.#toldOfClashes = true;
      await this.#tellOfClashes(scan.clashes);
    }
    const { byId, newFiles } = filesById(scan.files, this.state);
    // A file left unread (still being written, or unreadable) is no deleted file: its note sits
    // this run out.
    const unread = new Set(scan.unread.map(({ name }) => name));
    const sittingOut = new Set(
      [...this.state.notes].filter(([, entry]) => unread.has(entry.file)).map(([id]) => id),
    );
    const question = { byId, unchanged: scan.unchanged };
    const ids =
      scope.kind === 'every note'
        ? new Set([...this.state.notes.keys(), ...listed.keys(), ...byId.keys()])
        : scope.kind === 'notes in Mem'
          ? new Set(listed.keys())
          : scope.kind === 'files'
            ? await changedNotes({ ...question, names: scope.names }, this.state, mem, listed)
            : await changedNotes(
                { ...question, names: 'every file', memIds: scope.ids },
                this.state,
                mem,
                listed,
              );
    // Where a note Mem did not list went matters only while its file is there.
    for (const id of ids) {
      if (!listed.has(id) && byId.has(id) && !mem.whereabouts.has(id) && !sittingOut.has(id)) {
        await mem.whereIs(id, listed);
      }
    }
    const { steps, agreed } = planSteps(
      {
        ids,
        listed,
        whereabouts: mem.whereabouts,
        byId,
        newFiles: newFiles.filter(({ name }) => inScope(name)),
        sittingOut,
      },
      this.state,
    );

    const removals = steps.filter(({ step }) => removes(step)).length;
    const notes = Math.max(listed.size, this.state.notes.size);
    if (removesTooMany(removals, notes, this.options.maxDelete)) {
      throw new CliError(
        `This run would trash or move aside ${plural(removals, 'note')} of ${notes}, which looks like an accident (a folder emptied, another account); nothing was changed. If it is what you want, run it again with --max-delete ${removals}.`,
      );
    }
    if (this.#dry) {
      // What a run would do, grouped by kind, in the order the kinds are declared (plan.ts).
      const order = (step: Step) => stepKinds.indexOf(step.kind);
      for (const { id, file, step } of [...steps].sort((a, b) => order(a.step) - order(b.step))) {
        await this.report.tell(plannedAction(id, file, step));
      }
      return;
    }
    for (const { id, file } of agreed) await this.#record.agreeOnFile(id, file);
    // A pass that lists every note read the collections first; another reads them only now that
    // there is something to write, for the files' front matter.
    if (scope.kind !== 'every note' && steps.length > 0) await mem.readCollections();
    await mkdir(this.layout.notes, { recursive: true });
    await mkdir(this.layout.state, { recursive: true });
    if (scope.kind === 'every note') {
      await mem.prefetchNew(steps.filter(({ step }) => step.kind === 'create file').length);
    }
    for (const { id, file, step } of steps) {
      try {
        await applyStep(this.#parts, id, file, step, listed.get(id ?? ''));
      } catch (error) {
        const failure = await perItemFailure(error);
        if (failure === undefined) throw error;
        await this.report.tell({
          action: 'failed',
          file: file === undefined ? null : `notes/${file.name}`,
          id: id ?? null,
          detail: failure.message,
        });
      }
      if (++this.#sinceSave >= saveEvery) await this.save();
    }
    // A collection a file named was made: collections.json lists it too.
    if ((this.report.counts.get('created collection') ?? 0) > 0) await mem.readCollections();
  }

  /** Saves the record; saves never overlap, and the last one holds everything so far. */
  save(): Promise<void> {
    this.#sinceSave = 0;
    return this.#record.save();
  }

  /**
   * Names each clash an earlier run kept beside a note's file and nobody has settled yet: the
   * run that kept it exited 1, but a script may not have been watching, and a kept text that
   * stays unread is as good as lost. It changes nothing, so a run that finds only these exits 0.
   */
  async #tellOfClashes(clashes: readonly KeptClash[]): Promise<void> {
    for (const { name, noteFile } of clashes) {
      // A note keeps its file's name; one no longer synced (trashed, moved aside) has none.
      const id = [...this.state.notes].find(([, entry]) => entry.file === noteFile)?.[0] ?? null;
      const into = id === null ? 'its note' : `notes/${noteFile}`;
      await this.report.tell({
        action: 'unsettled',
        file: `notes/${name}`,
        id,
        detail: `a clash an earlier run kept: merge what you want of it into ${into}, then delete it`,
      });
    }
  }
}
