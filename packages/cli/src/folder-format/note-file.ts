// What `memai export` writes for one note: the file `memai import` reads back and `memai verify`
// compares with Mem. Its name is note-file-names.ts's.
import { createHash } from 'node:crypto';
import { splitFrontMatter, withFrontMatter } from './front-matter.js';
import { withLf } from './line-endings.js';

/** The fields of a note that its file holds besides its Markdown. */
export interface NoteFields {
  id: string;
  title: string;
  created_at: string;
  updated_at: string;
  collection_ids: readonly string[];
  /** Set only for a note in the trash. */
  trashed_at?: string | null;
}

/**
 * The file of a note: YAML front matter with its fields (collections by title as well as by id,
 * for people), then its Markdown exactly as Mem holds it.
 */
export function noteFileText(
  note: NoteFields,
  collectionTitles: ReadonlyMap<string, string>,
  content: string,
): string {
  const fields: Record<string, unknown> = {
    id: note.id,
    title: note.title,
    created_at: note.created_at,
    updated_at: note.updated_at,
    collections: note.collection_ids.flatMap((id) => collectionTitles.get(id) ?? []),
    collection_ids: [...note.collection_ids],
  };
  if (note.trashed_at !== undefined && note.trashed_at !== null) {
    fields['trashed_at'] = note.trashed_at;
  }
  return withFrontMatter(fields, content);
}

/**
 * A digest of a file's text, recorded when the export writes it: a file whose digest differs
 * later was changed by something else (a person, a sync tool, a disk). Line endings aside: a file
 * an editor saved with CRLF and no other change is unchanged.
 */
export function textDigest(text: string): string {
  return sha256(withLf(text));
}

/**
 * Whether a file still holds the text whose digest `written` is. memai-cli 1.2 recorded the
 * digest of the text with its endings as they were, which a file holding a CR (from a note whose
 * Markdown in Mem has one) is checked against too, so that no file of its folders counts as
 * changed.
 */
export function holdsWhatWasWritten(text: string, written: string): boolean {
  return textDigest(text) === written || (text.includes('\r') && sha256(text) === written);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** The id of the note a file says it holds (its front matter's `id`), if it can be read. */
export function noteIdIn(text: string): string | undefined {
  try {
    const id = splitFrontMatter(text).fields['id'];
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}
