// What a sync pass learns of Mem: its notes (listed whole, or read one by one where the feed or
// a file named them), where the notes it no longer lists went, the Markdown of notes new to the
// folder, and its collections, whose titles files name collections by. The feed itself, which
// tells which notes to read, is mem-feed.ts's.
import { MemClient, type Note, type NoteListItem } from 'memai-sdk';
import { collectionsOfMem } from '../folder-format/collections-file.js';
import {
  claimScope,
  findCollection,
  type CollectionScope,
} from '../folder-format/collection-scope.js';
import { readIfPresent } from '../folder-format/export-files.js';
import type { ExportState } from '../folder-format/export-state.js';
import type { BackupLayout } from '../folder-format/layout.js';
import { writeFileAtomic } from '../io/atomic-file.js';

/** Mem's largest page. */
const pageSize = 100;
/** From this many new notes, their Markdown comes in pages of a listing rather than one by one. */
const listNewFrom = 10;

/** Where a note Mem did not list has gone, as far as the folder is concerned. */
export type Gone = 'trashed' | 'deleted';

export class MemSide {
  /** Collection titles by id, and ids by title in lower case (Mem matches titles so). */
  readonly titles = new Map<string, string>();
  readonly #byTitle = new Map<string, string[]>();
  /** The collection synced, once the collections were read; undefined for every note. */
  scope: CollectionScope | undefined;
  /** Where each note Mem did not list, but was asked about one by one, has gone. */
  readonly whereabouts = new Map<string, Gone>();
  /** The notes read one by one, whole, this pass: a merge need not read them again. */
  readonly read = new Map<string, Note>();
  /** Markdown of the notes new to the folder, read ahead. */
  readonly prefetched = new Map<string, string>();

  constructor(
    private readonly client: MemClient,
    private readonly layout: BackupLayout,
    private readonly state: ExportState,
    /** The collection asked for with --collection (its title or id). */
    private readonly collection: string | undefined,
    private readonly dry: boolean,
  ) {}

  /** Forgets what the last pass read: each pass reads Mem afresh. */
  newPass(): void {
    this.whereabouts.clear();
    this.read.clear();
    this.prefetched.clear();
  }

  /** Writes collections.json, and learns the titles that files name collections by. */
  async readCollections(): Promise<void> {
    const { collections, text } = await collectionsOfMem(this.client);
    this.titles.clear();
    this.#byTitle.clear();
    for (const { id, title } of collections) this.#learn(id, title);
    this.scope =
      this.collection === undefined ? undefined : findCollection(this.collection, this.titles);
    claimScope(this.state, this.scope, this.layout.root);
    if (!this.dry && (await readIfPresent(this.layout.collections)) !== text) {
      await writeFileAtomic(this.layout.collections, text);
    }
  }

  /** The ids of the collections titled `title` (in any case); none when Mem has none. */
  collectionsTitled(title: string): readonly string[] {
    return this.#byTitle.get(title.toLowerCase()) ?? [];
  }

  /** Makes a collection, and knows it by its title from now on. */
  async makeCollection(title: string): Promise<string> {
    const made = await this.client.collections.create({ title });
    this.titles.set(made.id, made.title);
    this.#byTitle.set(title.toLowerCase(), [made.id]);
    return made.id;
  }

  #learn(id: string, title: string): void {
    this.titles.set(id, title);
    const key = title.toLowerCase();
    this.#byTitle.set(key, [...(this.#byTitle.get(key) ?? []), id]);
  }

  /** Every note Mem lists (of the collection, with --collection), without its Markdown. */
  async listAll(): Promise<Map<string, NoteListItem>> {
    const listed = new Map<string, NoteListItem>();
    for await (const note of this.client.notes.list({
      limit: pageSize,
      collection_id: this.scope?.id,
    })) {
      listed.set(note.id, note);
    }
    return listed;
  }

  /**
   * The notes Mem changed since the newest the record knows: Mem lists them newest first, and
   * the listing stops at the first note already seen, so a Mem that changed nothing costs one
   * request. Notes deleted in Mem are not seen this way; a whole pass finds them.
   */
  async changedSinceRecord(): Promise<NoteListItem[]> {
    let newest = '';
    for (const entry of this.state.notes.values()) {
      if (entry.updated_at > newest) newest = entry.updated_at;
    }
    const changed: NoteListItem[] = [];
    for await (const note of this.client.notes.list({
      limit: pageSize,
      order_by: 'updated_at',
      collection_id: this.scope?.id,
    })) {
      if (note.updated_at < newest) break;
      if (this.state.notes.get(note.id)?.updated_at !== note.updated_at) changed.push(note);
    }
    return changed;
  }

  /**
   * Reads one note: into `listed` when it is active (and in the collection synced), with its
   * Markdown kept for a file to be written; else where it went, to the trash or away (or out of
   * the collection).
   */
  async whereIs(id: string, listed: Map<string, NoteListItem>): Promise<'listed' | Gone> {
    let where: 'listed' | Gone;
    try {
      const note = await this.client.notes.get(id);
      // The collection synced, as this run found it or as the folder's record has it.
      const scope = this.scope?.id ?? this.state.collection?.id;
      const left = scope !== undefined && !note.collection_ids.includes(scope);
      where = left ? 'deleted' : note.trashed_at !== null ? 'trashed' : 'listed';
      if (where === 'listed') {
        listed.set(id, note);
        this.read.set(id, note);
        if (!this.state.notes.has(id)) this.prefetched.set(id, note.content);
      }
    } catch (error) {
      if (!(MemClient.isApiError(error) && error.status === 404)) throw error;
      where = 'deleted';
    }
    if (where !== 'listed') this.whereabouts.set(id, where);
    return where;
  }

  /** Reads the Markdown of the notes new to the folder in pages, when there are `count` or more. */
  async prefetchNew(count: number): Promise<void> {
    if (count < listNewFrom) return;
    for await (const note of this.client.notes.list({
      limit: pageSize,
      include_note_content: true,
      collection_id: this.scope?.id,
    })) {
      if (!this.state.notes.has(note.id)) this.prefetched.set(note.id, note.content ?? '');
    }
  }
}
