// The record of a synced folder: the export's state (`.memai/export.json`), with, for each note,
// the file it is in, what the file held when both sides last agreed and, in `.memai/base/`, the
// Markdown they agreed on (bases.ts). A note's record is written only once both sides hold what
// it says, so that a run stopped at any point leaves a record the next run can trust.
import { saveExportState, type ExportState } from '../folder-format/export-state.js';
import type { BackupLayout } from '../folder-format/layout.js';
import { NoteFileNames } from '../folder-format/note-file-names.js';
import { textDigest, type NoteFields } from '../folder-format/note-file.js';
import { Bases } from './bases.js';
import type { FolderFile } from './folder-files.js';

export class SyncRecord {
  readonly bases: Bases;
  /** The files' names, made from the record only once a file is named: most runs name none. */
  #namesMade: NoteFileNames | undefined;
  #saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly layout: BackupLayout,
    readonly state: ExportState,
  ) {
    this.bases = new Bases(layout);
  }

  get names(): NoteFileNames {
    if (this.#namesMade === undefined) {
      this.#namesMade = new NoteFileNames();
      for (const [id, entry] of this.state.notes) this.#namesMade.keep(id, entry.file);
    }
    return this.#namesMade;
  }

  /** Saves the record; saves never overlap, and the last one holds everything so far. */
  save(): Promise<void> {
    this.#saving = this.#saving.then(() => saveExportState(this.layout, this.state));
    return this.#saving;
  }

  /** Records that the note's file and Mem both hold `note`: its base, and the file as written. */
  async agree(note: NoteFields & { content: string }, file: string, text: string): Promise<void> {
    await this.bases.write(note.id, note.content);
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
   * Records a note whose file and Mem are in step as held in `file`: a file renamed by hand keeps
   * its note; and a backup's note, unchanged on both sides since the export, takes the file the
   * export wrote as its base.
   */
  async agreeOnFile(id: string, file: FolderFile): Promise<void> {
    const entry = this.state.notes.get(id);
    if (entry === undefined) return;
    entry.file = file.name;
    if (entry.sync !== undefined) return;
    const ids = file.fields['collection_ids'];
    await this.bases.write(id, file.body);
    entry.sync = {
      collection_ids: Array.isArray(ids) ? ids.filter((item) => typeof item === 'string') : [],
    };
  }

  /** Drops a note the folder no longer keeps in step. */
  async forget(id: string): Promise<void> {
    this.state.notes.delete(id);
    this.#namesMade?.delete(id);
    await this.bases.forget(id);
  }
}
