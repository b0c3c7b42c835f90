// `memai import PATH`: a folder of Markdown (a `memai export`, an Obsidian vault, a Notion or Bear
// export) into Mem, one note per file, each under an id fixed by the file, so that running it
// again creates nothing twice and finishes whatever an interrupted run left.
import { stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { MemClient, type NoteListItem } from 'memai-sdk';
import { bulkClient } from '../bulk-client.js';
import { callOptions, type GlobalOptions } from '../connection.js';
import { CliError, ExitCode } from '../exit-codes.js';
import { readIfPresent } from '../export-files.js';
import { describeFailure } from '../failure.js';
import { loadJournal, saveJournal, sourceDigest, type Journal } from '../import-journal.js';
import { onInterrupt } from '../interrupt.js';
import { markdownFiles, readSourceNote, type SourceNote } from '../markdown-source.js';
import { plural } from '../output.js';
import { startProgress, type Progress } from '../progress.js';
import { writeSummary, type Skipped } from '../run-summary.js';
import { uuidV5 } from '../uuid-v5.js';

interface ImportOptions extends GlobalOptions {
  dryRun?: boolean;
  collection?: string;
  foldersAsCollections?: boolean;
  tagsAsCollections?: boolean;
}

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
  const root = single ? dirname(path) : path;
  const progress = await startProgress(options.dryRun === true ? 'Checked' : 'Imported');
  const { client, requests } = await bulkClient(options, progress);
  const run = new ImportRun(root, client, options, progress, await loadJournal(root));
  if (options.dryRun !== true) onInterrupt(() => run.save());
  let failure: unknown;
  try {
    await run.all(single ? [basename(path)] : await markdownFiles(root));
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
      ...(options.dryRun === true ? { plan: run.plan } : {}),
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
  readonly counts = { created: 0, updated: 0, unchanged: 0, collections_created: 0 };
  /** What a dry run would do, one line a note or collection, printed once the bar is gone. */
  readonly plan: string[] = [];
  readonly skipped: Skipped[] = [];
  /** Collection ids by lower-case title, as Mem matches titles. */
  readonly #collectionIds = new Map<string, string>();
  #saving: Promise<void> = Promise.resolve();

  constructor(
    readonly root: string,
    readonly client: MemClient,
    readonly options: ImportOptions,
    readonly progress: Progress,
    readonly journal: Journal,
  ) {}

  async all(files: string[]): Promise<void> {
    this.progress.total(files.length);
    const notes: SourceNote[] = [];
    for (const path of files) {
      const read = await readSourceNote(this.root, path, {
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
    for await (const note of this.client.notes.list({ limit: pageSize }, callOptions())) {
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
    this.#saving = this.#saving.then(() => saveJournal(this.root, this.journal));
    return this.#saving;
  }

  /**
   * Makes the collections the notes are filed in: an export's own (collections.json, with their
   * ids and times), and those named by --collection, folders or tags, under ids fixed by their
   * titles so that a second run finds them.
   */
  async #collections(notes: SourceNote[]): Promise<void> {
    const existing = new Set<string>();
    for await (const collection of this.client.collections.list(
      { limit: pageSize },
      callOptions(),
    )) {
      existing.add(collection.id);
      this.#collectionIds.set(collection.title.toLowerCase(), collection.id);
    }
    const listed = await readIfPresent(join(this.root, 'collections.json'));
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
    if (this.options.dryRun === true) this.plan.push(`create collection ${collection.title}`);
    else await this.client.collections.create(collection, callOptions());
    this.#collectionIds.set(collection.title.toLowerCase(), collection.id ?? '');
    this.counts.collections_created += 1;
  }

  /** Creates, updates or leaves one note; an error that concerns only it skips it. */
  async #note(note: SourceNote, listed: NoteListItem | undefined): Promise<void> {
    try {
      const outcome =
        listed === undefined ? await this.#create(note) : await this.#reconcile(note, listed);
      this.counts[outcome] += 1;
      if (this.options.dryRun === true) this.plan.push(`${verbs[outcome]} ${note.path}`);
    } catch (error) {
      const failure = await describeFailure(error);
      if (failure.exitCode !== ExitCode.failed) throw error;
      this.skipped.push({ what: note.path, why: failure.message });
    }
  }

  async #create(note: SourceNote): Promise<Outcome> {
    if (this.options.dryRun === true) return 'created';
    try {
      const created = await this.client.notes.create(
        {
          id: note.id,
          content: note.content,
          collection_ids: this.#collectionsOf(note),
          ...(note.created_at === undefined ? {} : { created_at: note.created_at }),
          ...(note.updated_at === undefined ? {} : { updated_at: note.updated_at }),
        },
        callOptions(),
      );
      if (note.trashed_at !== undefined) await this.client.notes.trash(note.id, callOptions());
      this.journal.set(note.id, { digest: sourceDigest(note), updated_at: created.updated_at });
      return 'created';
    } catch (error) {
      // Mem has the note but does not list it: it is in the trash.
      if (!(MemClient.isApiError(error) && error.status === 409)) throw error;
      const stored = await this.client.notes.get(note.id, callOptions());
      return this.#reconcile(note, stored);
    }
  }

  /** A note Mem already has: left alone when it holds what the file says, else updated. */
  async #reconcile(note: SourceNote, listed: NoteListItem | NoteWithContent): Promise<Outcome> {
    const entry = this.journal.get(note.id);
    const digest = sourceDigest(note);
    const collections = this.#collectionsOf(note);
    const missing = collections.filter((id) => !listed.collection_ids.includes(id));
    const sameTime =
      note.updated_at !== undefined &&
      Date.parse(note.updated_at) === Date.parse(listed.updated_at);
    const journalled = entry?.digest === digest && entry.updated_at === listed.updated_at;
    let outcome: Outcome = 'unchanged';
    if (!(journalled || sameTime)) {
      const stored =
        'version' in listed ? listed : await this.client.notes.get(note.id, callOptions());
      if (stored.content !== note.content) {
        outcome = 'updated';
        if (this.options.dryRun !== true) {
          const updated = await this.client.notes.update(
            note.id,
            {
              content: note.content,
              version: stored.version,
              ...(note.updated_at === undefined ? {} : { updated_at: note.updated_at }),
            },
            callOptions(),
          );
          listed = { ...listed, updated_at: updated.updated_at };
        }
      }
    }
    if (missing.length > 0) {
      outcome = 'updated';
      if (this.options.dryRun !== true) {
        for (const id of missing) await this.client.collections.addNote(id, note.id, callOptions());
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

type Outcome = 'created' | 'updated' | 'unchanged';
type NoteWithContent = Awaited<ReturnType<MemClient['notes']['get']>>;

const verbs: Record<Outcome, string> = {
  created: 'create',
  updated: 'update',
  unchanged: 'unchanged',
};
