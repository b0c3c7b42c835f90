// `memai import PATH`, run: a folder of Markdown (a `memai export`, an Obsidian vault, a Notion or
// Bear export) into Mem, one note per file, each under an id fixed by the file, so that running it
// again creates nothing twice and finishes whatever an interrupted run left. It plans first
// (import-plan.ts), then applies the plan; a dry run prints the plan instead.
import { stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { MemClient } from 'memai-sdk';
import { perItemFailure } from '../errors.js';
import type { Progress } from '../io/progress.js';
import { plural } from '../io/output.js';
import { runBulk } from './bulk-run.js';
import { loadJournal, saveJournal, sourceDigest, type Journal } from './import-journal.js';
import {
  planImport,
  stepFor,
  type ImportOptions,
  type ImportPlan,
  type NoteStep,
  type Planner,
} from './import-plan.js';
import { backupLayout } from '../folder-format/layout.js';
import { markdownFiles } from './markdown-source.js';
import type { Skipped } from './run-summary.js';

/** The journal is saved after this many notes, bounding what a killed run must look at again. */
const saveEvery = 20;

type Outcome = 'created' | 'updated' | 'unchanged' | 'kept' | 'replaced';
type Counted = Outcome | 'collections_created';

export async function importNotes(options: ImportOptions, path: string) {
  const single = (await stat(path).catch(() => undefined))?.isFile() === true;
  const layout = backupLayout(single ? dirname(path) : path);
  const files = single ? [basename(path)] : await markdownFiles(layout.root);
  const journal = await loadJournal(layout);
  const dryRun = options.dryRun === true;
  await runBulk(options, dryRun ? 'Checked' : 'Imported', async (client, progress) => {
    progress.total(files.length);
    const planner: Planner = { client, layout, options, journal };
    const run = new ImportRun(planner, progress);
    return {
      run: async () => {
        const plan = await planImport(planner, files, dryRun ? () => progress.advance() : () => {});
        if (dryRun) run.show(plan);
        else await run.apply(plan);
      },
      save: dryRun ? undefined : () => run.save(),
      report: () => ({
        heading: `${dryRun ? 'Would import' : 'Imported'} from ${path}`,
        summary: {
          counts: run.counts,
          skipped: run.skipped,
          ...(dryRun ? { plan: run.planLines } : { kept_files: run.kept }),
        },
      }),
      skippedMessage: (count) =>
        `${plural(count, 'file')} ${dryRun ? 'would not be imported' : 'were not imported'}; see above.`,
    };
  });
}

class ImportRun {
  /** In the order the summary shows them; with --overwrite nothing is kept, but replaced. */
  readonly counts: Partial<Record<Counted, number>>;
  /** Notes left as Mem holds them, since Mem's copy may be newer than their files. */
  readonly kept: Skipped[] = [];
  readonly skipped: Skipped[] = [];
  /** A dry run's plan, one line a collection or note, grouped by what it does. */
  planLines: string[] = [];
  #saving: Promise<void> = Promise.resolve();

  constructor(
    readonly planner: Planner,
    readonly progress: Progress,
  ) {
    this.counts = {
      created: 0,
      updated: 0,
      unchanged: 0,
      [planner.options.overwrite === true ? 'replaced' : 'kept']: 0,
      collections_created: 0,
    };
  }

  get journal(): Journal {
    return this.planner.journal;
  }

  save(): Promise<void> {
    this.#saving = this.#saving.then(() => saveJournal(this.planner.layout, this.journal));
    return this.#saving;
  }

  /** Takes in a plan that a dry run prints instead of applying it. */
  show(plan: ImportPlan): void {
    this.skipped.push(...plan.skipped);
    const lines = {
      create: [] as string[],
      update: [] as string[],
      replace: [] as string[],
      keep: [] as string[],
    };
    for (const collection of plan.collections) {
      lines.create.push(`create collection ${collection.title}`);
      this.#count('collections_created');
    }
    for (const step of plan.notes) {
      const outcome = outcomeOf(step);
      this.#count(outcome);
      if (outcome === 'created') lines.create.push(`create ${step.note.path}`);
      if (outcome === 'updated') lines.update.push(`update ${step.note.path}`);
      if (outcome === 'replaced') lines.replace.push(`replace ${step.note.path}`);
      if (step.action === 'keep') lines.keep.push(`keep ${step.note.path}: ${step.why}`);
    }
    this.planLines = [...lines.create, ...lines.update, ...lines.replace, ...lines.keep];
  }

  /** Applies a plan: the collections, then each note; a failure of one note skips it. */
  async apply(plan: ImportPlan): Promise<void> {
    this.skipped.push(...plan.skipped);
    this.progress.advance(plan.skipped.length);
    const { client } = this.planner;
    for (const collection of plan.collections) {
      await client.collections.create(collection);
      this.#count('collections_created');
    }
    let done = 0;
    for (const step of plan.notes) {
      try {
        this.#count(await this.#applyStep(step));
      } catch (error) {
        const failure = await perItemFailure(error);
        if (failure === undefined) throw error;
        this.skipped.push({ what: step.note.path, why: failure.message });
      }
      this.progress.advance();
      done += 1;
      if (done % saveEvery === 0) await this.save();
    }
  }

  async #applyStep(step: NoteStep): Promise<Outcome> {
    const { client } = this.planner;
    const { note } = step;
    const digest = sourceDigest(note);
    switch (step.action) {
      case 'create': {
        try {
          const created = await client.notes.create({
            id: note.id,
            content: note.content,
            collection_ids: step.collectionIds,
            created_at: note.created_at,
            updated_at: note.updated_at,
          });
          if (note.trashed_at !== undefined) await client.notes.trash(note.id);
          this.journal.set(note.id, { digest, updated_at: created.updated_at });
          return 'created';
        } catch (error) {
          // Mem has the note but did not list it: it is in the trash. Decide again, on its copy.
          if (!(MemClient.isApiError(error) && error.status === 409)) throw error;
          const stored = await client.notes.get(note.id);
          return this.#applyStep(await stepFor(this.planner, note, stored, step.collectionIds));
        }
      }
      case 'update': {
        const updated = await client.notes.update(note.id, {
          content: note.content,
          version: step.version,
          updated_at: note.updated_at,
        });
        for (const id of step.addTo) await client.collections.addNote(id, note.id);
        this.journal.set(note.id, { digest, updated_at: updated.updated_at });
        return step.replaces ? 'replaced' : 'updated';
      }
      case 'file':
        for (const id of step.addTo) await client.collections.addNote(id, note.id);
        this.journal.set(note.id, { digest, updated_at: step.updatedAt });
        return 'updated';
      case 'keep':
        this.kept.push({ what: note.path, why: step.why });
        return 'kept';
      case 'nothing':
        this.journal.set(note.id, { digest, updated_at: step.updatedAt });
        return 'unchanged';
    }
  }

  #count(what: Counted): void {
    this.counts[what] = (this.counts[what] ?? 0) + 1;
  }
}

/** What a step comes to, as the summary counts it. */
function outcomeOf(step: NoteStep): Outcome {
  switch (step.action) {
    case 'create':
      return 'created';
    case 'update':
      return step.replaces ? 'replaced' : 'updated';
    case 'file':
      return 'updated';
    case 'keep':
      return 'kept';
    case 'nothing':
      return 'unchanged';
  }
}
