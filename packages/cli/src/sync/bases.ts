// The bases of a synced folder: for each note, the Markdown that its file and Mem last agreed on,
// from which a three-way merge tells what each side changed since. One file a note, named by its
// id, in DIR/.memai/base/; written whole, and only once both sides hold the text.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readIfPresent } from '../folder-format/export-files.js';
import type { BackupLayout } from '../folder-format/layout.js';
import { writeFileAtomic } from '../io/atomic-file.js';

export class Bases {
  constructor(private readonly layout: BackupLayout) {}

  /** The Markdown both sides last agreed on, or undefined when the note has no base. */
  read(id: string): Promise<string | undefined> {
    return readIfPresent(this.#path(id));
  }

  async write(id: string, markdown: string): Promise<void> {
    await mkdir(this.layout.bases, { recursive: true });
    await writeFileAtomic(this.#path(id), markdown);
  }

  async forget(id: string): Promise<void> {
    await rm(this.#path(id), { force: true });
  }

  #path(id: string): string {
    // Ids come from Mem or from a file's front matter, where only a UUID is taken.
    return join(this.layout.bases, `${id}.md`);
  }
}
