// `memai import PATH`, run: a folder of Markdown (a `memai export`, an Obsidian vault, a Notion or Bear
// export) into Mem, one note per file, each under an id fixed by the file, so that running it
// again creates nothing twice and finishes whatever an interrupted run left.
import { stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { MemClient, type NoteListItem } from 'memai-sdk';
import { bulkClient } from './bulk-client.js';
import { readIfPresent } from './export-files.js';
import { loadJournal, saveJournal, sourceDigest, type Journal } from './import-journal.js';
import { backupLayout, type BackupLayout } from './layout.js';
import { markdownFiles, readSourceNote, type SourceNote } from './markdown-source.js';
import { restoreRule, sameInstant } from './restore-rule.js';
import { writeSummary, type Skipped } from './run-summary.js';
import { uuidV5 } from './uuid-v5.js';
import { CliError, perItemFailure } from '../errors.js';
import { onInterrupt } from '../interrupt.js';
import { plural } from '../io/output.js';
import { startProgress, type Progress } from '../io/progress.js';

import type { ImportOptions } from '../commands/import.js';

/** Collections as an export's collections.json lists them. */
interface ExportedCollection {
  id: string;
  title: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

const pageSize = 100;
/** The journal is saved after this many notes, bounding what a killed run must look at again. */
const saveEvery = 20;

export async function importNotes(options: ImportOptions, path: string) {
  const single = (await stat(path).catch(() => undefined))?.isFile() === true;
  const layout = backupLayout(single ? dirname(path) : path);
  const progress = await startProgress(options.dryRun === true ? 'Checked' : 'Imported');
  const { client, requests } = await bulkClient(options, progress);
  const run = new ImportRun(layout, client, options, progress, await loadJournal(layout));
  if (options.dryRun !== true) onInterrupt(() => run.save());
  let failure: unknown;
  try {
    await run.all(single ? [basename(path)] : await markdownFiles(layout.root));
  } catch (error) {
    failure = error;
  } finally {
    progress.stop();
    if (options.dryRun !== true) await run.save();
  }
  await writeSummary(
    options.dryRun === true ? `Would import from ${path}` : `Imported from ${path}`,
    {
      counts: run.counts,
      skipped: run.skipped,
      requests: requests(),
      ...(options.dryRun === true ? { plan: run.plan() } : { kept_files: run.kept }),
    },
    options.json,
  );
  if (failure !== undefined) throw failure;
  if (run.skipped.length > 0) {
    const files = plural(run.skipped.length, 'file');
    throw new CliError(
      `${files} ${options.dryRun === true ? 'would not be imported' : 'were not imported'}; see above.`,
    );
  }
}

class ImportRun {
  /** In the order the summary shows them. */
  readonly counts: Partial<Record<Outcome | 'collections_created', number>>;
  /** Notes left as Mem holds them, since Mem's copy may be newer than their files. */
  readonly kept: Skipped[] = [];
  readonly skipped: Skipped[] = [];
  /** What a dry run would do, by the verb of each line. */
  readonly #plan = new Map<PlanVerb, string[]>(planVerbs.map((verb) => [verb, []]));
  /** Collection ids by lower-case title, as Mem matches titles. */
  readonly #collectionIds = new Map<string, string>();
  #saving: Promise<void> = Promise.resolve();

  constructor(
    readonly layout: BackupLayout,
    readonly client: MemClient,
    readonly options: ImportOptions,
    readonly progress: Progress,
    readonly journal: Journal,
  ) {
    // With --overwrite nothing is kept: the notes that would have been are replaced.
    this.counts = {
      created: 0,
      updated: 0,
      unchanged: 0,
      [options.overwrite === true ? 'replaced' : 'kept']: 0,
      collections_created: 0,
    };
  }

  /** What a dry run would do, one line a note or collection, grouped by what it does. */
  plan(): string[] {
    return planVerbs.flatMap((verb) => this.#plan.get(verb) ?? []);
  }

  async all(files: string[]): Promise<void> {
    this.progress.total(files.length);
    const notes: SourceNote[] = [];
    for (const path of files) {
      const read = await readSourceNote(this.layout.root, path, {
        collection: this.options.collection,
        folderAsCollection: this.options.foldersAsCollections === true,
        tagsAsCollections: this.options.tagsAsCollections === true,
      });
      if ('why' in read) {
        this.skipped.push({ what: path, why: read.why });
        this.progress.advance();
      } else notes.push(read);
    }
    await this.#collections(notes);
    const inMem = new Map<string, NoteListItem>();
    for await (const note of this.client.notes.list({ limit: pageSize })) {
      inMem.set(note.id, note);
    }
    let done = 0;
    for (const note of notes) {
      await this.#note(note, inMem.get(note.id));
      this.progress.advance();
      done += 1;
      if (done % saveEvery === 0 && this.options.dryRun !== true) await this.save();
    }
  }

  save(): Promise<void> {
    this.#saving = this.#saving.then(() => saveJournal(this.layout, this.journal));
    return this.#saving;
  }

  /**
   * Makes the collections the notes are filed in: an export's own (collections.json, with their
   * ids and times), and those named by --collection, folders or tags, under ids fixed by their
   * titles so that a second run finds them.
   */
  async #collections(notes: SourceNote[]): Promise<void> {
    const existing = new Set<string>();
    for await (const collection of this.client.collections.list({ limit: pageSize })) {
      existing.add(collection.id);
      this.#collectionIds.set(collection.title.toLowerCase(), collection.id);
    }
    const listed = await readIfPresent(this.layout.collections);
    // The shape is what `memai export` writes.
    const exported = listed === undefined ? [] : (JSON.parse(listed) as ExportedCollection[]);
    for (const { id, title, description, created_at, updated_at } of exported) {
      if (existing.has(id)) continue;
      await this.#createCollection({
        id,
        title,
        created_at,
        updated_at,
        ...(description === null ? {} : { description }),
      });
    }
    const titles = new Set(notes.flatMap((note) => note.collection_titles));
    for (const title of titles) {
      const key = title.toLowerCase();
      if (this.#collectionIds.has(key)) continue;
      await this.#createCollection({ id: uuidV5(`collection:${key}`), title });
    }
  }

  async #createCollection(collection: Parameters<MemClient['collections']['create']>[0]) {
    if (this.options.dryRun === true) this.#planned('create', `collection ${collection.title}`);
    else await this.client.collections.create(collection);
    this.#collectionIds.set(collection.title.toLowerCase(), collection.id ?? '');
    this.#count('collections_created');
  }

  /** Creates, updates or leaves one note; an error that concerns only it skips it. */
  async #note(note: SourceNote, listed: NoteListItem | undefined): Promise<void> {
    try {
      const outcome =
        listed === undefined ? await this.#create(note) : await this.#reconcile(note, listed);
      this.#count(outcome);
      const verb = planned[outcome];
      if (this.options.dryRun === true && verb !== undefined) this.#planned(verb, note.path);
    } catch (error) {
      const failure = await perItemFailure(error);
      if (failure === undefined) throw error;
      this.skipped.push({ what: note.path, why: failure.message });
    }
  }

  #count(what: Outcome | 'collections_created'): void {
    this.counts[what] = (this.counts[what] ?? 0) + 1;
  }

  #planned(verb: PlanVerb, what: string): void {
    this.#plan.get(verb)?.push(`${verb} ${what}`);
  }

  async #create(note: SourceNote): Promise<Outcome> {
    if (this.options.dryRun === true) return 'created';
    try {
      const created = await this.client.notes.create({
        id: note.id,
        content: note.content,
        collection_ids: this.#collectionsOf(note),
        created_at: note.created_at,
        updated_at: note.updated_at,
      });
      if (note.trashed_at !== undefined) await this.client.notes.trash(note.id);
      this.journal.set(note.id, { digest: sourceDigest(note), updated_at: created.updated_at });
      return 'created';
    } catch (error) {
      // Mem has the note but does not list it: it is in the trash.
      if (!(MemClient.isApiError(error) && error.status === 409)) throw error;
      const stored = await this.client.notes.get(note.id);
      return this.#reconcile(note, stored);
    }
  }

  /**
   * A note Mem already has: left alone when it holds what the file says, updated when the file
   * is the newer copy, and kept as Mem holds it (unless --overwrite) when Mem's may be newer.
   */
  async #reconcile(note: SourceNote, listed: NoteListItem | NoteWithContent): Promise<Outcome> {
    const entry = this.journal.get(note.id);
    const digest = sourceDigest(note);
    // Neither side changed since this import last wrote or checked the note, or the file is of
    // the very version Mem holds (a restore into the Mem it came from): no need to read it.
    const unchangedSince =
      entry !== undefined &&
      entry.digest === digest &&
      sameInstant(entry.updated_at, listed.updated_at);
    const sameVersion =
      note.updated_at !== undefined &&
      sameInstant(note.updated_at, listed.updated_at) &&
      (entry === undefined || entry.digest === digest);
    let outcome: Outcome = 'unchanged';
    if (!(unchangedSince || sameVersion)) {
      const stored = 'version' in listed ? listed : await this.client.notes.get(note.id);
      if (stored.content !== note.content) {
        const rule = restoreRule({ file: note.updated_at, mem: stored.updated_at, journal: entry });
        if (!rule.write && this.options.overwrite !== true) {
          if (this.options.dryRun === true) this.#planned('keep', `${note.path}: ${rule.why}`);
          else this.kept.push({ what: note.path, why: rule.why });
          return 'kept';
        }
        outcome = rule.write ? 'updated' : 'replaced';
        if (this.options.dryRun !== true) {
          const updated = await this.client.notes.update(note.id, {
            content: note.content,
            version: stored.version,
            updated_at: note.updated_at,
          });
          listed = { ...listed, updated_at: updated.updated_at };
        }
      }
    }
    const missing = this.#collectionsOf(note).filter((id) => !listed.collection_ids.includes(id));
    if (missing.length > 0) {
      if (outcome === 'unchanged') outcome = 'updated';
      if (this.options.dryRun !== true) {
        for (const id of missing) await this.client.collections.addNote(id, note.id);
      }
    }
    if (this.options.dryRun !== true) {
      this.journal.set(note.id, { digest, updated_at: listed.updated_at });
    }
    return outcome;
  }

  /** The ids of the collections a note goes in: its own, and those it names by title. */
  #collectionsOf(note: SourceNote): string[] {
    const byTitle = note.collection_titles.flatMap(
      (title) => this.#collectionIds.get(title.toLowerCase()) ?? [],
    );
    return [...new Set([...note.collection_ids, ...byTitle])];
  }
}

type Outcome = 'created' | 'updated' | 'unchanged' | 'kept' | 'replaced';
type NoteWithContent = Awaited<ReturnType<MemClient['notes']['get']>>;

/** A dry run's plan, in this order: what it makes, what it changes, what it leaves for Mem. */
const planVerbs = ['create', 'update', 'replace', 'keep'] as const;
type PlanVerb = (typeof planVerbs)[number];

/** The plan's line for each outcome; kept notes are planned with their reason, where decided. */
const planned: Partial<Record<Outcome, PlanVerb>> = {
  created: 'create',
  updated: 'update',
  replaced: 'replace',
};
