// `memai sync DIR`, a pass: a folder of Markdown and Mem brought in step both ways, note by note
// (sync/plan.ts decides what each needs). The folder has the layout of `memai export`, and its
// record is the export's state, with, for each note, what both sides last agreed on: the base
// of three-way merges (sync/bases.ts). No text is ever dropped: a clash keeps the file's text in
// a file of its own, an edit wins over a delete, and a file or a note is only replaced when what
// replaces it holds every change of both sides.
//
// Stopped at any point, the next run finishes the job: the record of a note is written only
// once both sides hold what it says, and a side that already holds the other's text is seen to
// agree. A new file's note is created with an id first written into the file, so that a run that
// stops after the create finds the note instead of making another.
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient, type Note, type NoteListItem } from 'memai-sdk';
import { collectionsOfMem } from '../backup/collections-file.js';
import { claimScope, findCollection, type CollectionScope } from '../backup/collection-scope.js';
import { moveAside, readIfPresent, removeTemporaryFiles } from '../backup/export-files.js';
import { saveExportState, type ExportState } from '../backup/export-state.js';
import { withFrontMatter, splitFrontMatter } from '../backup/front-matter.js';
import { conflictFileName, type BackupLayout } from '../backup/layout.js';
import { NoteFileNames } from '../backup/note-file-names.js';
import { inLineEndingsOf, withLf } from '../backup/line-endings.js';
import {
  holdsWhatWasWritten,
  noteFileText,
  textDigest,
  type NoteFields,
} from '../backup/note-file.js';
import { CliError, perItemFailure } from '../errors.js';
import { writeFileAtomic } from '../io/atomic-file.js';
import { plural, tell } from '../io/output.js';
import { Bases } from './bases.js';
import {
  readInto,
  scanFolder,
  settledStat,
  writeIdInto,
  type FolderFile,
  type KeptClash,
} from './folder-files.js';
import { mergeLines, mergeSets, type Merged } from './merge.js';
import { decide, removesTooMany, removes, stepKinds, type Step } from './plan.js';
import { isUnusable, latestEvent, noteChangesSince } from './mem-feed.js';
import { outcomeOf, plannedAction, SyncReport } from './report.js';
import { wholePassDue } from './whole-pass-rule.js';
import type { SyncOptions } from './options.js';

/** Mem's largest page. */
const pageSize = 100;
/** From this many new notes, their Markdown comes in pages of a listing rather than one by one. */
const listNewFrom = 10;

/** Which notes a pass looks at. */
export type PassScope =
  | { kind: 'every note' }
  | { kind: 'files'; names: ReadonlySet<string> }
  | { kind: 'notes in Mem'; notes: readonly NoteListItem[] }
  /** The notes Mem's feed names (`ids`), and those of every file changed since the record. */
  | { kind: 'changes'; ids: ReadonlySet<string> };

export class SyncRun {
  readonly report: SyncReport;
  readonly #bases: Bases;
  /** The files' names, made from the record only once a file is named: most runs name none. */
  #namesMade: NoteFileNames | undefined;
  /** Collection titles by id, and ids by title in lower case (Mem matches titles so). */
  readonly #titles = new Map<string, string>();
  readonly #byTitle = new Map<string, string[]>();
  #scope: CollectionScope | undefined;
  #saving: Promise<void> = Promise.resolve();
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
    this.#bases = new Bases(layout);
    this.report = new SyncReport(options.json === true, options.dryRun === true);
  }

  get #names(): NoteFileNames {
    if (this.#namesMade === undefined) {
      this.#namesMade = new NoteFileNames();
      for (const [id, entry] of this.state.notes) this.#namesMade.keep(id, entry.file);
    }
    return this.#namesMade;
  }

  get #dry(): boolean {
    return this.options.dryRun === true;
  }

  /**
   * Brings the folder and Mem in step at the least cost: the notes Mem's events feed names since
   * the last run and the files changed since, for one request when nothing changed. A whole pass
   * instead when the record has no place in the feed (a first run, or one of memai-cli 1.2), when
   * one is due (whole-pass-rule.ts), or when the run syncs another collection than the record's. Where
   * Mem does not give the feed (said once), a run that made a whole pass lately asks Mem for its
   * notes changed since instead, newest first, which does not see notes deleted in Mem.
   */
  async catchUp(): Promise<void> {
    const feed = this.state.feed;
    if (this.#feedUnusable !== undefined) {
      if (
        this.#wholePassAt !== undefined &&
        !wholePassDue(this.#wholePassAt, this.state.notes.size)
      ) {
        await this.#syncChangedInMem();
        return;
      }
    } else if (
      feed !== undefined &&
      !wholePassDue(feed.whole_pass_at, this.state.notes.size) &&
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

  /** How many things the run has reported so far: each change it brought across is one. */
  told(): number {
    let told = 0;
    for (const count of this.report.counts.values()) told += count;
    return told;
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

  /**
   * Brings the notes of `scope` in step: every note (Mem's whole listing and every file), the
   * notes of some files (what a file watcher saw change), or notes Mem lists as changed.
   */
  async pass(scope: PassScope = { kind: 'every note' }): Promise<void> {
    if (!this.#dry) await removeTemporaryFiles(this.layout.notes);
    this.#whereabouts.clear();
    this.#read.clear();
    this.#prefetched.clear();
    if (scope.kind === 'every note') await this.#collections();
    const listed =
      scope.kind === 'every note'
        ? await this.#listMem()
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
    this.#unchanged = scan.unchanged;
    if (!this.#dry) this.#recordStats(scan.files);
    const inScope = (name: string) => scope.kind !== 'files' || scope.names.has(name);
    for (const { name, why } of scan.unread.filter(({ name }) => inScope(name))) {
      await this.report.tell({ action: 'skipped', file: `notes/${name}`, id: null, detail: why });
    }
    if ((scope.kind === 'every note' || scope.kind === 'changes') && !this.#toldOfClashes) {
      this.#toldOfClashes = true;
      await this.#tellOfClashes(scan.clashes);
    }
    const { byId, newFiles } = this.#filesById(scan.files);
    // A file left unread (still being written, or unreadable) is no deleted file: its note sits
    // this run out.
    const unread = new Set(scan.unread.map(({ name }) => name));
    const sittingOut = new Set(
      [...this.state.notes].filter(([, entry]) => unread.has(entry.file)).map(([id]) => id),
    );
    const ids =
      scope.kind === 'every note'
        ? new Set([...this.state.notes.keys(), ...listed.keys(), ...byId.keys()])
        : scope.kind === 'notes in Mem'
          ? new Set(listed.keys())
          : scope.kind === 'files'
            ? await this.#changedFiles(scope.names, byId, listed)
            : await this.#changedFiles('every file', byId, listed, scope.ids);
    const steps = await this.#plan(
      ids,
      listed,
      byId,
      newFiles.filter(({ name }) => inScope(name)),
      sittingOut,
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
    // A pass that lists every note read the collections first; another reads them only now that
    // there is something to write, for the files' front matter.
    if (scope.kind !== 'every note' && steps.length > 0) await this.#collections();
    await this.#mkdirs();
    if (scope.kind === 'every note') await this.#prefetchNew(steps);
    for (const { id, file, step } of steps) {
      try {
        await this.#apply(id, file, step, listed.get(id ?? ''));
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
      if (++this.#sinceSave >= pageSize) await this.save();
    }
    // A collection a file named was made: collections.json lists it too.
    if ((this.report.counts.get('created collection') ?? 0) > 0) await this.#collections();
  }

  /**
   * Syncs the notes Mem changed since the newest the record knows: Mem lists them newest first,
   * and the listing stops at the first note already seen, so a Mem that changed nothing costs
   * one request. Notes deleted in Mem are not seen this way; a whole pass finds them.
   */
  async #syncChangedInMem(): Promise<void> {
    let newest = '';
    for (const entry of this.state.notes.values()) {
      if (entry.updated_at > newest) newest = entry.updated_at;
    }
    const changed: NoteListItem[] = [];
    for await (const note of this.client.notes.list({
      limit: pageSize,
      order_by: 'updated_at',
      collection_id: this.#scope?.id,
    })) {
      if (note.updated_at < newest) break;
      if (this.state.notes.get(note.id)?.updated_at !== note.updated_at) changed.push(note);
    }
    if (changed.length > 0) await this.pass({ kind: 'notes in Mem', notes: changed });
  }

  /** Saves the record; saves never overlap, and the last one holds everything so far. */
  save(): Promise<void> {
    this.#sinceSave = 0;
    this.#saving = this.#saving.then(() => saveExportState(this.layout, this.state));
    return this.#saving;
  }

  async #mkdirs(): Promise<void> {
    await mkdir(this.layout.notes, { recursive: true });
    await mkdir(this.layout.state, { recursive: true });
  }

  /** Writes collections.json, and learns the titles that files name collections by. */
  async #collections(): Promise<void> {
    const { collections, text } = await collectionsOfMem(this.client);
    this.#titles.clear();
    this.#byTitle.clear();
    for (const { id, title } of collections) {
      this.#titles.set(id, title);
      const key = title.toLowerCase();
      this.#byTitle.set(key, [...(this.#byTitle.get(key) ?? []), id]);
    }
    const given = this.options.collection;
    this.#scope = given === undefined ? undefined : findCollection(given, this.#titles);
    claimScope(this.state, this.#scope, this.layout.root);
    if (!this.#dry && (await readIfPresent(this.layout.collections)) !== text) {
      await writeFileAtomic(this.layout.collections, text);
    }
  }

  /** Every note Mem lists (of the collection, with --collection), without its Markdown. */
  async #listMem(): Promise<Map<string, NoteListItem>> {
    const listed = new Map<string, NoteListItem>();
    for await (const note of this.client.notes.list({
      limit: pageSize,
      collection_id: this.#scope?.id,
    })) {
      listed.set(note.id, note);
    }
    return listed;
  }

  /**
   * The files by the note each holds. A second file with a note's id (a copy made by hand) is a
   * new note of its own; the one the record names, or else the first, keeps the id.
   */
  #filesById(files: FolderFile[]) {
    const byId = new Map<string, FolderFile>();
    const newFiles: FolderFile[] = [];
    const recorded = (file: FolderFile) =>
      file.id !== undefined && this.state.notes.get(file.id)?.file === file.name;
    for (const file of [...files].sort((a, b) => Number(recorded(b)) - Number(recorded(a)))) {
      if (file.id === undefined || byId.has(file.id)) newFiles.push(file);
      else byId.set(file.id, file);
    }
    return { byId, newFiles };
  }

  /** Every note's step, in the order they are taken. */
  async #plan(
    ids: Set<string>,
    listed: Map<string, NoteListItem>,
    byId: Map<string, FolderFile>,
    newFiles: FolderFile[],
    sittingOut: Set<string>,
  ): Promise<{ id: string | undefined; file: FolderFile | undefined; step: Step }[]> {
    const steps: { id: string | undefined; file: FolderFile | undefined; step: Step }[] = [];
    for (const id of ids) {
      if (sittingOut.has(id)) continue;
      const entry = this.state.notes.get(id);
      const file = byId.get(id);
      // Where a note Mem does not list went matters only while its file is there.
      if (!listed.has(id) && file !== undefined && !this.#whereabouts.has(id)) {
        await this.#whereIs(id, listed);
      }
      const item = listed.get(id);
      const mem =
        item !== undefined
          ? { updatedAt: item.updated_at, collectionIds: item.collection_ids }
          : (this.#whereabouts.get(id) ?? 'deleted');
      const step = decide({
        agreed:
          entry === undefined
            ? undefined
            : { updatedAt: entry.updated_at, collectionIds: entry.sync?.collection_ids },
        file:
          file === undefined
            ? undefined
            : entry !== undefined && holdsWhatWasWritten(file.text, entry.written)
              ? 'as written'
              : 'changed',
        mem,
      });
      if (step.kind !== 'in step') {
        steps.push({ id, file, step });
      } else if (entry !== undefined && file !== undefined && !this.#dry) {
        // A file renamed by hand keeps its note; and a backup's note, unchanged on both sides
        // since the export, takes the file the export wrote as its base.
        entry.file = file.name;
        if (entry.sync === undefined) await this.#agreeOnFile(id, file);
      }
    }
    for (const file of newFiles) steps.push({ id: undefined, file, step: { kind: 'create note' } });
    return steps;
  }

  /**
   * The notes of the files `names` (saved, made, renamed or deleted; with 'every file', any) that
   * changed since the record, and the notes `memIds` Mem's feed named, with what Mem holds of
   * each, read one by one: into `listed` when it is active (and in the collection synced), else
   * where it went. A file the sync itself wrote is no change, and costs no request.
   */
  async #changedFiles(
    names: ReadonlySet<string> | 'every file',
    byId: Map<string, FolderFile>,
    listed: Map<string, NoteListItem>,
    memIds: ReadonlySet<string> = new Set(),
  ): Promise<Set<string>> {
    const named = (name: string) => names === 'every file' || names.has(name);
    const ids = new Set(memIds);
    for (const [id, file] of byId) {
      const entry = this.state.notes.get(id);
      const asWritten = entry !== undefined && holdsWhatWasWritten(file.text, entry.written);
      if (named(file.name) && !asWritten) ids.add(id);
    }
    for (const [id, entry] of this.state.notes) {
      if (named(entry.file) && !byId.has(id) && !this.#unchanged.has(entry.file)) ids.add(id);
    }
    for (const id of ids) {
      const where = await this.#whereIs(id, listed);
      // A note Mem named that neither side has here (another collection's, say) is none of ours.
      if (where !== 'listed' && !this.state.notes.has(id) && !byId.has(id)) ids.delete(id);
    }
    return ids;
  }

  /** The files this pass left unread, their size and time being those on record. */
  #unchanged: ReadonlySet<string> = new Set();

  /**
   * Records the size and time of each file read that holds what the record says was written,
   * so that the next run need not read it while they stay the same.
   */
  #recordStats(files: readonly FolderFile[]): void {
    for (const file of files) {
      const entry = file.id === undefined ? undefined : this.state.notes.get(file.id);
      if (entry === undefined || entry.file !== file.name) continue;
      if (!holdsWhatWasWritten(file.text, entry.written)) continue;
      const stat = settledStat(file);
      if (stat === undefined) delete entry.stat;
      else entry.stat = stat;
    }
  }

  /** Where each note Mem did not list, but was asked about one by one, has gone. */
  readonly #whereabouts = new Map<string, 'trashed' | 'deleted'>();
  /** The notes read one by one, whole, this pass: a merge need not read them again. */
  readonly #read = new Map<string, Note>();

  /**
   * Reads one note: into `listed` when it is active (and in the collection synced), with its
   * Markdown kept for a file to be written; else where it went, to the trash or away (or out of
   * the collection).
   */
  async #whereIs(
    id: string,
    listed: Map<string, NoteListItem>,
  ): Promise<'listed' | 'trashed' | 'deleted'> {
    let where: 'listed' | 'trashed' | 'deleted';
    try {
      const note = await this.client.notes.get(id);
      // The collection synced, as this run found it or as the folder's record has it.
      const scope = this.#scope?.id ?? this.state.collection?.id;
      const left = scope !== undefined && !note.collection_ids.includes(scope);
      where = left ? 'deleted' : note.trashed_at !== null ? 'trashed' : 'listed';
      if (where === 'listed') {
        listed.set(id, note);
        this.#read.set(id, note);
        if (!this.state.notes.has(id)) this.#prefetched.set(id, note.content);
      }
    } catch (error) {
      if (!isNotFound(error)) throw error;
      where = 'deleted';
    }
    if (where !== 'listed') this.#whereabouts.set(id, where);
    return where;
  }

  /** Markdown of the notes new to the folder, read ahead in pages when there are many. */
  readonly #prefetched = new Map<string, string>();

  async #prefetchNew(steps: { step: Step }[]): Promise<void> {
    if (steps.filter(({ step }) => step.kind === 'create file').length < listNewFrom) return;
    for await (const note of this.client.notes.list({
      limit: pageSize,
      include_note_content: true,
      collection_id: this.#scope?.id,
    })) {
      if (!this.state.notes.has(note.id)) this.#prefetched.set(note.id, note.content ?? '');
    }
  }

  async #apply(
    id: string | undefined,
    file: FolderFile | undefined,
    step: Step,
    item: NoteListItem | undefined,
  ): Promise<void> {
    switch (step.kind) {
      case 'in step':
        return;
      case 'reconcile':
        return this.#reconcile(required(id), required(file), step.changed, item);
      case 'create note':
        return this.#createNote(required(file), id);
      case 'create file':
        return this.#createFile(required(id), required(item));
      case 'trash note':
        return this.#trashNote(required(id));
      case 'remove file':
        return this.#removeFile(required(id), required(file), step.gone);
      case 'restore note':
        await this.client.notes.restore(required(id));
        await this.report.tell({
          action: 'restored note',
          file: `notes/${required(file).name}`,
          id: required(id),
          detail: 'it was in Mem’s trash, but its file was edited since: the edit wins',
        });
        return this.#reconcile(required(id), required(file), 'both', item);
      case 'recreate note':
        return this.#createNote(required(file), undefined, required(id));
      case 'restore file':
        return this.#createFile(required(id), required(item), 'restored');
      case 'forget':
        return this.#forget(required(id));
    }
  }

  /**
   * Brings a note and its file to one text: Mem's Markdown is read, merged with the file's from
   * their base, and written to Mem (at the version read, again after a version conflict) and to
   * the file, where it differs; likewise the collections. A clash leaves Mem's text in both and
   * keeps the file's in a file of its own.
   */
  async #reconcile(
    id: string,
    file: FolderFile,
    changed: 'file' | 'mem' | 'both' | 'unknown',
    item: NoteListItem | undefined,
  ): Promise<void> {
    if (file.body.trim() === '') {
      await this.report.tell({
        action: 'skipped',
        file: `notes/${file.name}`,
        id,
        detail:
          'the file has no text, and Mem takes no empty note: delete the file to send the note to the trash',
      });
      return;
    }
    const entry = this.state.notes.get(id);
    const agreedBody = entry?.sync === undefined ? undefined : await this.#bases.read(id);
    const fileUnchanged = entry !== undefined && holdsWhatWasWritten(file.text, entry.written);
    const memUnchanged =
      entry !== undefined && item !== undefined && item.updated_at === entry.updated_at;
    let merged: Merged = { clean: true, text: file.body };
    let memBefore = file.body;
    const mergeWith = (memBody: string) => {
      memBefore = memBody;
      // A backup's note has no base on record: the side that did not change since is one.
      const base = agreedBody ?? (fileUnchanged ? file.body : memUnchanged ? memBody : undefined);
      merged =
        base === undefined
          ? file.body === withLf(memBody)
            ? { clean: true, text: memBody }
            : { clean: false }
          : mergeLines(file.body, base, memBody);
      return merged.clean ? merged.text : memBody;
    };
    const note = await this.#writeMerged(id, mergeWith);
    const { note: final, listKept } = await this.#collectionsOf(
      note,
      file,
      entry?.sync?.collection_ids,
    );
    const fileText = inLineEndingsOf(
      file.text,
      this.#fileText(final, final.content, file.fields, listKept),
    );
    const outcome: Merged = merged;
    if (!outcome.clean) await this.#keepClash(file);
    if (fileText !== file.text && !(await this.#replace(file.name, file.text, fileText))) {
      await this.report.tell({
        action: 'skipped',
        file: `notes/${file.name}`,
        id,
        detail: 'the file changed while the run read Mem; the next run takes the new text',
      });
      return;
    }
    // A list kept for an unknown title is no agreement: the next run looks at the file again.
    await this.#agree(
      final,
      file.name,
      listKept ? this.#fileText(final, final.content, file.fields) : fileText,
    );
    const action = !outcome.clean
      ? 'conflict'
      : outcomeOf(file.body, memBefore, final.content, changed);
    const detail = {
      conflict:
        'both sides changed the same lines: Mem’s text is in the note and its file, the file’s is kept beside it',
      pulled: 'changed in Mem: written to the file',
      pushed: 'changed in the file: written to Mem',
      merged: 'changed on both sides, in different lines: both edits kept, on both sides',
      adopted: 'the file and the note are one note now',
    }[action];
    await this.report.tell({ action, file: `notes/${file.name}`, id, detail });
  }

  /**
   * Gives the note the collections the file and Mem each chose since their base (three-way),
   * making the ones the file names that Mem lacks with --create-collections, else reporting
   * them, with the note's collections and the file's list left as they are. Returns the note as
   * Mem holds it after, and whether the file's list is to be kept as it is.
   */
  async #collectionsOf(
    note: NoteFields & { content: string },
    file: FolderFile,
    base: readonly string[] | undefined,
  ): Promise<{ note: NoteFields & { content: string }; listKept: boolean }> {
    if (file.collections === undefined) return { note, listKept: false };
    const wanted: string[] = [];
    for (const title of file.collections) {
      const ids = this.#byTitle.get(title.toLowerCase());
      if (ids !== undefined) {
        wanted.push(...ids.slice(0, 1));
      } else if (this.options.createCollections === true) {
        const made = await this.client.collections.create({ title });
        this.#titles.set(made.id, made.title);
        this.#byTitle.set(title.toLowerCase(), [made.id]);
        wanted.push(made.id);
        await this.report.tell({
          action: 'created collection',
          file: `notes/${file.name}`,
          id: made.id,
          detail: `“${title}”, which the file names`,
        });
      } else {
        await this.report.tell({
          action: 'unknown collection',
          file: `notes/${file.name}`,
          id: note.id,
          detail: `Mem has no collection “${title}”; --create-collections makes it`,
        });
        // The note's collections are left as they are, and the file's list as the file has it.
        return { note, listKept: true };
      }
    }
    const known = base ?? note.collection_ids.filter((id) => wanted.includes(id));
    const target = mergeSets(wanted, known, note.collection_ids);
    const adding = target.filter((id) => !note.collection_ids.includes(id));
    const removing = note.collection_ids.filter((id) => !target.includes(id));
    if (this.#scope !== undefined && !target.includes(this.#scope.id)) adding.push(this.#scope.id);
    for (const collection of adding) await this.client.collections.addNote(collection, note.id);
    for (const collection of removing)
      await this.client.collections.removeNote(collection, note.id);
    const after =
      adding.length + removing.length === 0 ? note : await this.client.notes.get(note.id);
    return { note: after, listKept: false };
  }

  /** A file that no note has yet (or one whose note was deleted in Mem): a note is made of it. */
  async #createNote(
    file: FolderFile,
    givenId: string | undefined,
    deletedId?: string,
  ): Promise<void> {
    if (file.body.trim() === '') {
      await this.report.tell({
        action: 'skipped',
        file: `notes/${file.name}`,
        id: null,
        detail: 'the file has no text, and Mem takes no empty note',
      });
      return;
    }
    // The id is in the file before the note is made: a run stopped after the create finds it.
    // Loaded only here: most runs make no note.
    const id = givenId ?? (await import('uuid')).v7();
    const withId = givenId !== undefined ? file : await writeIdInto(this.layout.notes, file, id);
    if (withId === undefined) {
      await this.report.tell({
        action: 'skipped',
        file: `notes/${file.name}`,
        id: null,
        detail: 'the file changed while the run read it; the next run takes it',
      });
      return;
    }
    let made: NoteFields & { content: string };
    try {
      made = await this.client.notes.create({
        id,
        content: withId.body,
        ...(this.#scope === undefined ? {} : { collection_ids: [this.#scope.id] }),
      });
    } catch (error) {
      // Made by a run that stopped before it could record it.
      if (!(MemClient.isApiError(error) && error.status === 409)) throw error;
      made = await this.client.notes.get(id);
    }
    const { note: final, listKept } = await this.#collectionsOf(made, withId, undefined);
    const text = inLineEndingsOf(
      withId.text,
      this.#fileText(final, final.content, withId.fields, listKept),
    );
    if (text !== withId.text) await this.#replace(withId.name, withId.text, text);
    this.#names.keep(id, withId.name);
    await this.#agree(
      final,
      withId.name,
      listKept ? this.#fileText(final, final.content, withId.fields) : text,
    );
    if (deletedId !== undefined) {
      await this.#forget(deletedId);
      await this.report.tell({
        action: 'recreated note',
        file: `notes/${withId.name}`,
        id,
        detail: `note ${deletedId} was deleted in Mem, but its file was edited since: the edit wins, as a new note`,
      });
    } else {
      await this.report.tell({
        action: 'created note',
        file: `notes/${withId.name}`,
        id,
        detail: 'a new file: made a note of it',
      });
    }
  }

  /** A note the folder has no file for (new in Mem, or its file deleted after it changed). */
  async #createFile(
    id: string,
    item: NoteListItem,
    how: 'created' | 'restored' = 'created',
  ): Promise<void> {
    // A first sync reads the new notes' Markdown in pages; else each note is read.
    const prefetched = this.#prefetched.get(id);
    const { note, content } =
      prefetched === undefined
        ? await this.client.notes.get(id).then((read) => ({ note: read, content: read.content }))
        : { note: item, content: prefetched };
    this.#names.set(id, note.title);
    let name = this.#names.nameOf(id);
    const taken = await readIfPresent(join(this.layout.notes, name));
    // A file of the reader's own under the same name is never replaced.
    if (taken !== undefined) name = `${name.slice(0, -'.md'.length)}-${id}.md`;
    const text = this.#fileText(note, content, {});
    await writeFileAtomic(join(this.layout.notes, name), text);
    await this.#agree({ ...note, content }, name, text);
    await this.report.tell(
      how === 'created'
        ? {
            action: 'created file',
            file: `notes/${name}`,
            id,
            detail: 'a new note in Mem: wrote its file',
          }
        : {
            action: 'restored file',
            file: `notes/${name}`,
            id,
            detail: 'its file was deleted, but the note changed in Mem since: the edit wins',
          },
    );
  }

  /** The file was deleted and the note did not change since: to Mem's trash, where it can be restored. */
  async #trashNote(id: string): Promise<void> {
    const entry = this.state.notes.get(id);
    await this.client.notes.trash(id);
    this.#forgetRecord(id);
    await this.#bases.forget(id);
    await this.report.tell({
      action: 'trashed note',
      file: entry === undefined ? null : `notes/${entry.file}`,
      id,
      detail: 'its file was deleted: the note is in Mem’s trash, from where it can be restored',
    });
  }

  /** The note left Mem and its file did not change since: the file moves to .memai/removed/. */
  async #removeFile(id: string, file: FolderFile, gone: 'trashed' | 'deleted'): Promise<void> {
    const path = join(this.layout.notes, file.name);
    // Changed since it was read: the edit wins, in the next run.
    if ((await readIfPresent(path)) !== file.text) return;
    await moveAside(path, this.layout.removed);
    this.#forgetRecord(id);
    await this.#bases.forget(id);
    await this.report.tell({
      action: 'removed file',
      file: `notes/${file.name}`,
      id,
      detail: `the note was ${gone === 'trashed' ? 'moved to the trash' : 'deleted'} in Mem: its file is in .memai/removed/`,
    });
  }

  async #forget(id: string): Promise<void> {
    this.#forgetRecord(id);
    await this.#bases.forget(id);
  }

  #forgetRecord(id: string): void {
    this.state.notes.delete(id);
    this.#names.delete(id);
  }

  /** Records a backup's note, which the export wrote and nobody changed since, as agreed. */
  async #agreeOnFile(id: string, file: FolderFile): Promise<void> {
    const entry = this.state.notes.get(id);
    if (entry === undefined) return;
    const ids = file.fields['collection_ids'];
    await this.#bases.write(id, file.body);
    entry.sync = {
      collection_ids: Array.isArray(ids) ? ids.filter((item) => typeof item === 'string') : [],
    };
  }

  /** Records that the note's file and Mem both hold `note`: its base, and the file as written. */
  async #agree(note: NoteFields & { content: string }, file: string, text: string): Promise<void> {
    await this.#bases.write(note.id, note.content);
    const before = this.state.notes.get(note.id);
    this.state.notes.set(note.id, {
      file,
      updated_at: note.updated_at,
      written: textDigest(text),
      ...(before?.attachments === undefined ? {} : { attachments: before.attachments }),
      sync: { collection_ids: [...note.collection_ids] },
    });
  }

  /**
   * Writes to Mem what `mergeWith` makes of the note's Markdown: from the note as this pass read
   * it, when it did, with its version; else, or when someone wrote to it since, by notes.edit,
   * which reads it and tries again on a version conflict. Writes nothing when nothing changes.
   */
  async #writeMerged(
    id: string,
    mergeWith: (memBody: string) => string,
  ): Promise<NoteFields & { content: string }> {
    const read = this.#read.get(id);
    if (read !== undefined) {
      const text = mergeWith(read.content);
      if (text === read.content) return read;
      try {
        return await this.client.notes.update(id, { content: text, version: read.version });
      } catch (error) {
        if (!(MemClient.isApiError(error) && error.status === 409)) throw error;
      }
    }
    return this.client.notes.edit(id, mergeWith);
  }

  /**
   * A note's file as the export writes it, keeping any field of the reader's own that its front
   * matter has besides the export's.
   */
  #fileText(
    note: NoteFields,
    content: string,
    fields: Record<string, unknown>,
    listKept = false,
  ): string {
    const text = noteFileText(note, this.#titles, content);
    const own = Object.entries(fields).filter(
      ([name]) => !exportFields.has(name) || (listKept && listFields.has(name)),
    );
    if (own.length === 0) return text;
    const { fields: written, body } = splitFrontMatter(text);
    return withFrontMatter({ ...written, ...Object.fromEntries(own) }, body);
  }

  /**
   * Replaces a file that still holds `expected`; false, changing nothing, when it holds anything
   * else (an editor saved it meanwhile), which is then the next run's to take.
   */
  async #replace(name: string, expected: string, text: string): Promise<boolean> {
    const path = join(this.layout.notes, name);
    if ((await readIfPresent(path)) !== expected) return false;
    await writeFileAtomic(path, text);
    return true;
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

  /** Keeps the file's text of a clash in a file of its own beside it, once. */
  async #keepClash(file: FolderFile): Promise<void> {
    const names = await readdir(this.layout.notes);
    const stem = file.name.slice(0, -'.md'.length);
    for (const name of names.filter((other) => other.startsWith(`${stem}.conflict-`))) {
      if ((await readIfPresent(join(this.layout.notes, name))) === file.text) return;
    }
    await writeFileAtomic(
      join(this.layout.notes, conflictFileName(file.name, new Date())),
      file.text,
    );
  }
}

/** The fields that list a note's collections, which a file naming an unknown one keeps. */
const listFields = new Set(['collections', 'collection_ids']);

/** The fields of the front matter the export writes; any other is the reader's own. */
const exportFields = new Set([
  'id',
  'title',
  'created_at',
  'updated_at',
  'collections',
  'collection_ids',
  'trashed_at',
]);

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('A sync step lacks what its kind needs.');
  return value;
}

function isNotFound(error: unknown): boolean {
  return MemClient.isApiError(error) && error.status === 404;
}
