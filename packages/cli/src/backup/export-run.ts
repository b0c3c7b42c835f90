// `memai export DIR`, run: a backup of every note as a Markdown file with YAML front matter, kept up to
// date by later runs, and repaired by them: a file that is missing, or that no longer holds what
// the export wrote, is written again from Mem. The layout is folder-format/layout.ts's; `memai import`
// reads it back and `memai verify` checks it.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MemClient, type NoteListItem } from 'memai-sdk';
import { writeFileAtomic } from '../io/atomic-file.js';
import { attachmentFileName, distinctName } from '../folder-format/attachment-name.js';
import {
  exists,
  moveAside,
  readIfPresent,
  removeTemporaryFiles,
  type WriteOutcome,
} from '../folder-format/export-files.js';
import {
  loadExportState,
  saveExportState,
  type ExportState,
  type ExportedNote,
} from '../folder-format/export-state.js';
import { splitFrontMatter } from '../folder-format/front-matter.js';
import {
  claimScope,
  findCollection,
  type CollectionScope,
} from '../folder-format/collection-scope.js';
import { collectionsOfMem } from '../folder-format/collections-file.js';
import { backupLayout, isNoteFile, type BackupLayout } from '../folder-format/layout.js';
import { NoteFileNames, sameFileKey } from '../folder-format/note-file-names.js';
import { inLineEndingsOf, withLf } from '../folder-format/line-endings.js';
import {
  holdsWhatWasWritten,
  noteFileText,
  noteIdIn,
  textDigest,
  type NoteFields,
} from '../folder-format/note-file.js';
import type { Skipped } from './run-summary.js';
import { plural } from '../io/output.js';
import type { Progress } from '../io/progress.js';
import { perItemFailure } from '../errors.js';
import { runBulk } from './bulk-run.js';

import type { GlobalOptions } from '../auth/connection.js';

/** Mem's largest page: an export of N notes lists them in about N/100 requests. */
const pageSize = 100;

/** What `memai export` takes: commands/export.ts declares each option. */
export interface ExportOptions extends GlobalOptions {
  /** Keep the files of exported notes that were moved to the trash, with `trashed_at`. */
  includeTrashed?: true | undefined;
  /** Back up only this collection's notes (its title or id). */
  collection?: string | undefined;
  /** Also save the attachments of new and changed notes. */
  attachments?: true | undefined;
}

export async function exportNotes(options: ExportOptions, dir: string) {
  const layout = backupLayout(dir);
  const state = await loadExportState(layout);
  await runBulk(options, 'Exported', async (client, progress) => {
    const run = new ExportRun(layout, client, options, progress, state);
    return {
      run: () => run.all(),
      save: () => run.save(),
      report: () => ({
        heading: `Exported to ${dir}`,
        summary: { counts: run.counts, skipped: run.skipped },
      }),
      skippedMessage: (count) => `${plural(count, 'note')} were not exported; see above.`,
    };
  });
}

class ExportRun {
  readonly counts = { created: 0, updated: 0, unchanged: 0, removed: 0, attachments: 0 };
  readonly skipped: Skipped[] = [];
  readonly #titles = new Map<string, string>();
  /** The one collection this export backs up, with --collection. */
  #scope: CollectionScope | undefined;
  readonly #names = new NoteFileNames();
  /** The note each file in notes/ belongs to, by sameFileKey of its name. */
  readonly #owners = new Map<string, string>();
  #saving: Promise<void> = Promise.resolve();

  constructor(
    readonly layout: BackupLayout,
    readonly client: MemClient,
    readonly options: ExportOptions,
    readonly progress: Progress,
    readonly state: ExportState,
  ) {
    for (const [id, entry] of state.notes) {
      this.#names.keep(id, entry.file);
      this.#owners.set(sameFileKey(entry.file), id);
    }
  }

  async all(): Promise<void> {
    await mkdir(this.layout.notes, { recursive: true });
    await mkdir(this.layout.state, { recursive: true });
    await removeTemporaryFiles(this.layout.notes);
    await removeTemporaryFiles(this.layout.root);
    await this.#adopt();
    await this.#collections();
    const given = this.options.collection;
    this.#scope = given === undefined ? undefined : findCollection(given, this.#titles);
    claimScope(this.state, this.#scope, this.layout.root);
    const firstRun = this.state.notes.size === 0;
    const listed = firstRun ? await this.#everything() : await this.#changes();
    await this.#gone(listed);
    await this.#settle();
    await this.#strays();
  }

  /** Saves the state; saves never overlap, and the last one holds everything so far. */
  save(): Promise<void> {
    this.#saving = this.#saving.then(() => saveExportState(this.layout, this.state));
    return this.#saving;
  }

  /**
   * Takes back the files a killed run renamed before it could save the state: a file no note is
   * known by, holding exactly what the export wrote for a note whose own file is gone.
   */
  async #adopt(): Promise<void> {
    for (const name of await readdir(this.layout.notes)) {
      if (!isNoteFile(name) || this.#isKnown(name)) continue;
      const text = await readIfPresent(join(this.layout.notes, name));
      const id = text === undefined ? undefined : noteIdIn(text);
      const entry = id === undefined ? undefined : this.state.notes.get(id);
      if (
        text !== undefined &&
        id !== undefined &&
        entry !== undefined &&
        holdsWhatWasWritten(text, entry.written) &&
        !(await exists(join(this.layout.notes, entry.file)))
      ) {
        this.#setFile(id, entry, name);
      }
    }
  }

  /** Writes collections.json, and learns the titles the notes' front matter shows. */
  async #collections(): Promise<void> {
    const { collections, text } = await collectionsOfMem(this.client);
    for (const { id, title } of collections) this.#titles.set(id, title);
    if ((await readIfPresent(this.layout.collections)) !== text) {
      await writeFileAtomic(this.layout.collections, text);
    }
  }

  /** A first export: every note with its Markdown, page by page. */
  async #everything(): Promise<Set<string>> {
    const listed = new Set<string>();
    let page: Awaited<ReturnType<MemClient['notes']['list']>> | null = await this.client.notes.list(
      { limit: pageSize, include_note_content: true, collection_id: this.#scope?.id },
    );
    this.progress.total(page.total);
    while (page !== null) {
      for (const note of page.results) {
        listed.add(note.id);
        await this.#write(note, note.content ?? '');
      }
      await this.save();
      page = await page.nextPage();
    }
    return listed;
  }

  /**
   * A later export: lists every note without its Markdown, then asks Mem for the Markdown of
   * only those whose file cannot be brought up to date without it. Comparing each note's own
   * updated_at, rather than keeping a watermark, cannot miss a note whose time was set in the
   * past (an import sets created and updated times).
   */
  async #changes(): Promise<Set<string>> {
    const listed = new Map<string, NoteListItem>();
    for await (const note of this.client.notes.list({
      limit: pageSize,
      collection_id: this.#scope?.id,
    })) {
      listed.set(note.id, note);
      // Every title is known before the first file is named, so no name needs a second look.
      this.#names.set(note.id, note.title);
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
   * Brings a note's file up to date from the Markdown it already holds: renamed after a change
   * of title, rewritten after a change of collections. False when Mem's Markdown is needed: the
   * note changed, or its file is missing or no longer holds what the export wrote.
   */
  async #refresh(note: NoteListItem): Promise<boolean> {
    const entry = this.state.notes.get(note.id);
    if (entry === undefined || entry.updated_at !== note.updated_at) return false;
    const text = await readIfPresent(join(this.layout.notes, entry.file));
    if (text === undefined || !holdsWhatWasWritten(text, entry.written)) return false;
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
      for await (const note of this.client.notes.list({
        limit: pageSize,
        include_note_content: true,
        filter_by_updated_after: since,
        collection_id: this.#scope?.id,
      })) {
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

  /** Notes exported before that Mem no longer lists: trashed, deleted, or out of the collection. */
  async #gone(listed: Set<string>): Promise<void> {
    for (const id of [...this.state.notes.keys()]) {
      if (listed.has(id)) continue;
      if (this.options.includeTrashed === true) await this.#readAndWrite(id);
      else await this.#remove(id);
    }
  }

  /**
   * Reads one note and writes its file; a note Mem no longer has, one in the trash without
   * --include-trashed, or one no longer in the collection backed up, is moved aside instead.
   */
  async #readAndWrite(id: string): Promise<void> {
    try {
      const note = await this.client.notes.get(id);
      const left = this.#scope !== undefined && !note.collection_ids.includes(this.#scope.id);
      if (left || (note.trashed_at !== null && this.options.includeTrashed !== true)) {
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
    const failure = await perItemFailure(error);
    if (failure === undefined) throw error;
    this.skipped.push({ what: id, why: failure.message });
  }

  /** Moves the file of a note that is gone from Mem into DIR/.memai/removed/. */
  async #remove(id: string): Promise<void> {
    const entry = this.state.notes.get(id);
    if (entry === undefined) return;
    await moveAside(join(this.layout.notes, entry.file), this.layout.removed);
    await moveAside(join(this.layout.attachments, id), join(this.layout.removed, 'attachments'));
    this.state.notes.delete(id);
    this.#names.delete(id);
    this.#owners.delete(sameFileKey(entry.file));
    this.counts.removed += 1;
  }

  /**
   * Gives every note the file name that all the notes together call for: a first export names
   * each page's notes before it has seen the next, and a title read after the listing can make
   * a clash. Only renames; nothing is downloaded.
   */
  async #settle(): Promise<void> {
    for (const [id, entry] of [...this.state.notes]) {
      const file = this.#names.nameOf(id);
      if (entry.file === file) continue;
      if (!(await this.#makeRoom(id, file))) continue;
      const from = join(this.layout.notes, entry.file);
      const to = join(this.layout.notes, file);
      if (await exists(from)) {
        // What stands there is no note's (#makeRoom moved any note's file away): keep it aside.
        await moveAside(to, this.layout.removed);
        await rename(from, to);
      }
      this.#setFile(id, entry, file);
    }
  }

  /**
   * Files in DIR/notes that no note is exported to: left by a run killed between writing a
   * renamed file and saving the state, or put there by hand. Moved aside, never deleted.
   */
  async #strays(): Promise<void> {
    for (const name of await readdir(this.layout.notes)) {
      if (isNoteFile(name) && !this.#isKnown(name)) {
        await moveAside(join(this.layout.notes, name), this.layout.removed);
      }
    }
  }

  /**
   * Writes a note's file under the name the notes call for, unless it already holds exactly
   * that, and records it. What stood there and was not the export's own (edited by hand, or
   * unknown) is moved aside first; a note's old file, when its name changed, is removed only if
   * it still holds what the export wrote.
   */
  async #write(note: NoteFields, content: string): Promise<void> {
    this.#names.set(note.id, note.title);
    const file = this.#names.nameOf(note.id);
    if (!(await this.#makeRoom(note.id, file))) return;
    const before = this.state.notes.get(note.id);
    const oldFile = before !== undefined && before.file !== file ? before.file : undefined;
    const path = join(this.layout.notes, file);
    const exported = noteFileText(note, this.#titles, content);
    let current = await readIfPresent(path);
    let renamed = false;
    if (current === undefined && before !== undefined && oldFile !== undefined) {
      current = await this.#renameIfSame(before, file, exported);
      renamed = current !== undefined;
    }
    // A file an editor saved with CRLF keeps them: only a change of text rewrites it.
    const text = inLineEndingsOf(current, exported);
    let outcome: WriteOutcome = 'unchanged';
    if (current !== text) {
      const ours =
        oldFile === undefined &&
        current !== undefined &&
        before !== undefined &&
        holdsWhatWasWritten(current, before.written);
      if (current !== undefined && !ours) await moveAside(path, this.layout.removed);
      await writeFileAtomic(path, text);
      outcome = current === undefined && before === undefined ? 'created' : 'updated';
    }
    if (before !== undefined && oldFile !== undefined) {
      if (!renamed) await this.#discard(before, file);
      outcome = 'updated';
    }
    const entry: ExportedNote = {
      file: before?.file ?? file,
      updated_at: note.updated_at,
      written: textDigest(text),
      ...(before?.attachments === undefined ? {} : { attachments: before.attachments }),
    };
    this.state.notes.set(note.id, entry);
    this.#setFile(note.id, entry, file);
    this.#count(outcome);
    // A note whose attachments were never looked at (a run killed before) is looked at now.
    if (
      this.options.attachments === true &&
      (outcome !== 'unchanged' || before?.attachments === undefined)
    ) {
      await this.#attachments(note.id);
    }
  }

  /**
   * Clears `file` for note `id`: another note's file there is moved to a temporary name (that
   * note's own name is another, and #settle or its write moves it there). False, with the note
   * skipped, when the names of two notes meet, which the naming rules are there to prevent.
   */
  async #makeRoom(id: string, file: string): Promise<boolean> {
    const owner = this.#owners.get(sameFileKey(file));
    if (owner === undefined || owner === id) return true;
    const entry = this.state.notes.get(owner);
    if (entry === undefined) return true;
    if (sameFileKey(this.#names.nameOf(owner)) === sameFileKey(file)) {
      this.skipped.push({ what: id, why: `its file name, ${file}, is that of note ${owner} too` });
      return false;
    }
    const aside = `${file.slice(0, -'.md'.length)}.${randomBytes(4).toString('hex')}.moving.md`;
    await rename(join(this.layout.notes, entry.file), join(this.layout.notes, aside)).catch(
      ignoreMissing,
    );
    this.#setFile(owner, entry, aside);
    return true;
  }

  /**
   * Renames a note's file that holds `text` (line endings aside) as the export wrote it, when
   * only its name changes (a clash, a layout of memai-cli 1.0): the file keeps its modification
   * time. Returns the text it holds; undefined, renaming nothing, when it holds anything else,
   * which is then written afresh.
   */
  async #renameIfSame(
    before: ExportedNote,
    file: string,
    text: string,
  ): Promise<string | undefined> {
    const from = join(this.layout.notes, before.file);
    const old = await readIfPresent(from);
    if (old === undefined || withLf(old) !== withLf(text)) return undefined;
    if (!holdsWhatWasWritten(old, before.written)) return undefined;
    await rename(from, join(this.layout.notes, file));
    return old;
  }

  /** A note's file under a name it no longer has: gone if it is the export's own, else aside. */
  async #discard(before: ExportedNote, file: string): Promise<void> {
    // On a file system that ignores case, the two names may be one file, the new one.
    if (sameFileKey(before.file) === sameFileKey(file)) return;
    const path = join(this.layout.notes, before.file);
    const text = await readIfPresent(path);
    if (text === undefined) return;
    if (holdsWhatWasWritten(text, before.written)) await rm(path, { force: true });
    else await moveAside(path, this.layout.removed);
  }

  /** Records that `file` is the note's file now. */
  #setFile(id: string, entry: ExportedNote, file: string): void {
    if (this.#owners.get(sameFileKey(entry.file)) === id) {
      this.#owners.delete(sameFileKey(entry.file));
    }
    entry.file = file;
    this.#owners.set(sameFileKey(file), id);
  }

  /** Whether `name` in notes/ is the file of a note the state knows. */
  #isKnown(name: string): boolean {
    const owner = this.#owners.get(sameFileKey(name));
    return owner !== undefined && this.state.notes.get(owner)?.file === name;
  }

  /** Saves each attachment of a note that Mem gives a download link for, once. */
  async #attachments(id: string): Promise<void> {
    const entry = this.state.notes.get(id);
    if (entry === undefined) return;
    const saved = { ...entry.attachments };
    const folder = join(this.layout.attachments, id);
    try {
      const note = await this.client.notes.get(id);
      for (const { attachment_id } of note.attachment_metadata) {
        const known = saved[attachment_id];
        if (known !== undefined && (await exists(join(folder, known)))) continue;
        const response = await this.client.attachments.download(attachment_id);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const name = distinctName(
          attachmentFileName(response, attachment_id),
          attachment_id,
          new Set(
            Object.entries(saved).flatMap(([other, file]) =>
              other === attachment_id ? [] : [sameFileKey(file)],
            ),
          ),
        );
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
}

/** Mem's answer for a note or an attachment it no longer has. */
function isNotFound(error: unknown): boolean {
  return MemClient.isApiError(error) && error.status === 404;
}

/** A rename of a file that is not there: nothing to move. */
function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
