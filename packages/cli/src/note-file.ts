// What `memai export` writes for one note, and the name of its file: the layout import reads back.
import { withFrontMatter } from './front-matter.js';

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
 * `<slug of the title>-<first 8 characters of the id>.md`: readable, and unique enough that two
 * notes with one title never share a file.
 */
export function noteFileName(title: string, id: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // Cut by code points, not UTF-16 units, so that no character is split in half.
  const short = [...slug].slice(0, 60).join('').replace(/-+$/, '');
  return `${short === '' ? 'note' : short}-${id.slice(0, 8)}.md`;
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
