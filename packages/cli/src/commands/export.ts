// `memai export DIR`: a backup of every note as a Markdown file with YAML front matter, kept up to
// date by later runs. The layout (note-file.ts) is what `memai import` reads back.
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient, type NoteListItem } from 'memai-sdk';
import { writeFileAtomic } from '../atomic-file.js';
import { bulkClient } from '../bulk-client.js';
import { callOptions, type GlobalOptions } from '../connection.js';
import { attachmentFileName } from '../attachment-name.js';
import { CliError, ExitCode } from '../exit-codes.js';
import {
  exists,
  moveAside,
  readIfPresent,
  removeTemporaryFiles,
  writeIfChanged,
  type WriteOutcome,
} from '../export-files.js';
import { loadExportState, saveExportState, stateDir, type ExportState } from '../export-state.js';
import { describeFailure } from '../failure.js';
import { splitFrontMatter } from '../front-matter.js';
import { onInterrupt } from '../interrupt.js';
import { noteFileName, noteFileText, type NoteFields } from '../note-file.js';
import { startProgress, type Progress } from '../progress.js';
import { plural } from '../output.js';
import { writeSummary, type Skipped } from '../run-summary.js';

interface ExportOptions extends GlobalOptions {
  includeTrashed?: boolean;
  attachments?: boolean;
}

/** Mem's largest page: an export of N notes lists them in about N/100 requests. */
const pageSize = 100;

export async function exportNotes(options: ExportOptions, dir: string) {
  const progress = await startProgress('Exported');
  const { client, requests } = await bulkClient(options, progress);
  const run = new ExportRun(dir, client, options, progress, await loadExportState(dir));
  onInterrupt(() => run.save());
  let failure: unknown;
  try {
    await run.all();
  } catch (error) {
    failure = error;
  } finally {
    progress.stop();
    await run.save();
  }
  await writeSummary(
    `Exported to ${dir}`,
    { counts: run.counts, skipped: run.skipped, requests: requests() },
    options.json,
  );
  if (failure !== undefined) throw failure;
  if (run.skipped.length > 0) {
    throw new CliError(`${plural(run.skipped.length, 'note')} were not exported; see above.`);
  }
}

class ExportRun {
  readonly counts = { created: 0, updated: 0, unchanged: 0, removed: 0, attachments: 0 };
  readonly skipped: Skipped[] = [];
  readonly #notesDir: string;
  readonly #titles = new Map<string, string>();
  #saving: Promise<void> = Promise.resolve();

  constructor(
    readonly dir: string,
    readonly client: MemClient,
    readonly options: ExportOptions,
    readonly progress: Progress,
    readonly state: ExportState,
  ) {
    this.#notesDir = join(dir, 'notes');
  }

  async all(): Promise<void> {
    await mkdir(this.#notesDir, { recursive: true });
    await mkdir(stateDir(this.dir), { recursive: true });
    await removeTemporaryFiles(this.#notesDir);
    await removeTemporaryFiles(this.dir);
    await this.#collections();
    const firstRun = this.state.notes.size === 0;
    const listed = firstRun ? await this.#everything() : await this.#changes();
    await this.#gone(listed);
    await this.#strays();
  }

  /** Saves the state; saves never overlap, and the last one holds everything so far. */
  save(): Promise<void> {
    this.#saving = this.#saving.then(() => saveExportState(this.dir, this.state));
    return this.#saving;
  }

  /** Writes collections.json, and learns the titles the notes' front matter shows. */
  async #collections(): Promise<void> {
    const collections = [];
    for await (const collection of this.client.collections.list(
      { limit: pageSize },
      callOptions(),
    )) {
      this.#titles.set(collection.id, collection.title);
      const { id, title, description, created_at, updated_at } = collection;
      collections.push({ id, title, description, created_at, updated_at });
    }
    collections.sort((a, b) => (a.id < b.id ? -1 : 1));
    await writeIfChanged(
      join(this.dir, 'collections.json'),
      `${JSON.stringify(collections, null, 2)}\n`,
    );
  }

  /** A first export: every note with its Markdown, page by page. */
  async #everything(): Promise<Set<string>> {
    const listed = new Set<string>();
    let page: Awaited<ReturnType<MemClient['notes']['list']>> | null = await this.client.notes.list(
      { limit: pageSize, include_note_content: true },
      callOptions(),
    );
    this.progress.total(page.total);
    while (page !== null) {
      for (const note of page.results) {
        listed.add(note.id);
        await this.#write(note, note.content ?? '');
      }
      await this.save();
      page = await page.nextPage(callOptions());
    }
    return listed;
  }

  /**
   * A later export: lists every note without its Markdown, then asks Mem for the Markdown of
   * only those whose updated_at is not the one their file was written from. Comparing each
   * note's own time, rather than keeping a watermark, cannot miss a note whose time was set in
   * the past (an import sets created and updated times).
   */
  async #changes(): Promise<Set<string>> {
    const listed = new Map<string, NoteListItem>();
    for await (const note of this.client.notes.list({ limit: pageSize }, callOptions())) {
      listed.set(note.id, note);
    }
    this.progress.total(listed.size);
    const stale: NoteListItem[] = [];
    for (const note of listed.values()) {
      if (!(await this.#refresh(note))) stale.push(note);
    }
    await this.#fetch(stale, [...listed.values()]);
    await this.save();
    return new Set(listed.keys());
  }

  /**
   * Brings a note's file up to date without asking Mem for its Markdown, which the file already
   * holds: renamed after a change of title, or rewritten after a change of collections. False
   * when the Markdown itself is needed.
   */
  async #refresh(note: NoteListItem): Promise<boolean> {
    const entry = this.state.notes.get(note.id);
    if (entry === undefined || entry.updated_at !== note.updated_at) return false;
    const path = join(this.#notesDir, entry.file);
    const unchanged =
      entry.file === noteFileName(note.title, note.id) &&
      entry.digest === this.#digest(note) &&
      (await exists(path));
    if (unchanged) {
      this.#count('unchanged');
      return true;
    }
    const text = await readIfPresent(path);
    if (text === undefined) return false;
    let body: string;
    try {
      body = splitFrontMatter(text).body;
    } catch {
      return false;
    }
    await this.#write(note, body);
    return true;
  }

  /**
   * The Markdown of the stale notes: from a listing of those changed since the oldest of them,
   * or one read each when that listing would take more requests.
   */
  async #fetch(stale: NoteListItem[], all: NoteListItem[]): Promise<void> {
    if (stale.length === 0) return;
    const wanted = new Map(stale.map((note) => [note.id, note]));
    const since = stale.map((note) => note.updated_at).sort()[0] ?? '';
    const listedSince = all.filter((note) => note.updated_at >= since).length;
    if (Math.ceil(listedSince / pageSize) < stale.length) {
      let written = 0;
      for await (const note of this.client.notes.list(
        {
          limit: pageSize,
          include_note_content: true,
          filter_by_updated_after: since,
        },
        callOptions(),
      )) {
        if (!wanted.delete(note.id)) continue;
        await this.#write(note, note.content ?? '');
        written += 1;
        if (written % pageSize === 0) await this.save();
        if (wanted.size === 0) break;
      }
    }
    // Those changed again, or trashed, since the first listing; or too few to list.
    for (const id of wanted.keys()) await this.#readAndWrite(id);
  }

  /** Notes exported before that Mem no longer lists: trashed or deleted. */
  async #gone(listed: Set<string>): Promise<void> {
    for (const id of [...this.state.notes.keys()]) {
      if (listed.has(id)) continue;
      if (this.options.includeTrashed === true) await this.#readAndWrite(id);
      else await this.#remove(id);
    }
  }

  /**
   * Reads one note and writes its file; a note Mem no longer has, or one in the trash without
   * --include-trashed, is moved aside instead.
   */
  async #readAndWrite(id: string): Promise<void> {
    try {
      const note = await this.client.notes.get(id, callOptions());
      if (note.trashed_at !== null && this.options.includeTrashed !== true) {
        await this.#remove(id);
        return;
      }
      await this.#write(note, note.content);
    } catch (error) {
      if (isNotFound(error)) return this.#remove(id);
      await this.#skip(id, error);
      this.progress.advance();
    }
  }

  /** Skips a note for an error that leaves the rest of the export possible. */
  async #skip(id: string, error: unknown): Promise<void> {
    const failure = await describeFailure(error);
    if (failure.exitCode !== ExitCode.failed) throw error;
    this.skipped.push({ what: id, why: failure.message });
  }

  /** Moves the file of a note that is gone from Mem into DIR/.memai/removed/. */
  async #remove(id: string): Promise<void> {
    const entry = this.state.notes.get(id);
    if (entry === undefined) return;
    const removed = join(stateDir(this.dir), 'removed');
    await moveAside(join(this.#notesDir, entry.file), removed);
    await moveAside(join(this.dir, 'attachments', id), join(removed, 'attachments'));
    this.state.notes.delete(id);
    this.counts.removed += 1;
  }

  /**
   * Files in DIR/notes that no note is exported to: left by a run killed between writing a
   * renamed file and saving the state. Moved aside, never deleted.
   */
  async #strays(): Promise<void> {
    const known = new Set([...this.state.notes.values()].map((entry) => entry.file));
    for (const name of await readdir(this.#notesDir)) {
      if (name.endsWith('.md') && !known.has(name)) {
        await moveAside(join(this.#notesDir, name), join(stateDir(this.dir), 'removed'));
      }
    }
  }

  /** Writes a note's file, unless it already holds exactly that, and records it. */
  async #write(note: NoteFields, content: string): Promise<void> {
    const file = noteFileName(note.title, note.id);
    const before = this.state.notes.get(note.id);
    let outcome: WriteOutcome = await writeIfChanged(
      join(this.#notesDir, file),
      noteFileText(note, this.#titles, content),
    );
    if (before !== undefined && before.file !== file) {
      await rm(join(this.#notesDir, before.file), { force: true });
      outcome = 'updated';
    }
    this.state.notes.set(note.id, {
      file,
      updated_at: note.updated_at,
      digest: this.#digest(note),
      trashed: note.trashed_at !== undefined && note.trashed_at !== null,
      ...(before?.attachments === undefined ? {} : { attachments: before.attachments }),
    });
    this.#count(outcome);
    // A note whose attachments were never looked at (a run killed before) is looked at now.
    if (
      this.options.attachments === true &&
      (outcome !== 'unchanged' || before?.attachments === undefined)
    ) {
      await this.#attachments(note.id);
    }
  }

  /** Saves each attachment of a note that Mem gives a download link for, once. */
  async #attachments(id: string): Promise<void> {
    const entry = this.state.notes.get(id);
    if (entry === undefined) return;
    const saved = { ...entry.attachments };
    const folder = join(this.dir, 'attachments', id);
    try {
      const note = await this.client.notes.get(id, callOptions());
      for (const { attachment_id } of note.attachment_metadata) {
        const known = saved[attachment_id];
        if (known !== undefined && (await exists(join(folder, known)))) continue;
        const response = await this.client.attachments.download(attachment_id, callOptions());
        const bytes = new Uint8Array(await response.arrayBuffer());
        let name = attachmentFileName(response, attachment_id);
        if (
          Object.entries(saved).some(([other, file]) => other !== attachment_id && file === name)
        ) {
          name = `${attachment_id.slice(0, 8)}-${name}`;
        }
        await mkdir(folder, { recursive: true });
        await writeFileAtomic(join(folder, name), bytes);
        saved[attachment_id] = name;
        this.counts.attachments += 1;
      }
    } catch (error) {
      if (!isNotFound(error)) await this.#skip(`${id} (attachments)`, error);
    } finally {
      entry.attachments = saved;
    }
  }

  #count(outcome: WriteOutcome): void {
    this.counts[outcome] += 1;
    this.progress.advance();
  }

  /** The digest of a note's front matter: what its file says besides the Markdown. */
  #digest(note: NoteFields): string {
    return createHash('sha256')
      .update(noteFileText(note, this.#titles, ''))
      .digest('base64url')
      .slice(0, 22);
  }
}

/** Mem's answer for a note or an attachment it no longer has. */
function isNotFound(error: unknown): boolean {
  return MemClient.isApiError(error) && error.status === 404;
}
