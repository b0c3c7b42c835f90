// Relevance ranking for note search and extended search.
import { relevance, searchTerms } from './note-text.js';
import type { StoredNote } from './store.js';
import { timeOf } from './time.js';

export interface Ranked {
  note: StoredNote;
  score: number;
}

/**
 * The notes that contain every term of `query`, best first: most term hits (title hits count
 * more), then the most recently updated, then by id so that the order is total.
 */
export function rankByRelevance(notes: readonly StoredNote[], query: string): Ranked[] {
  const terms = searchTerms(query);
  return notes
    .map((note) => ({ note, score: relevance(note.title, note.content, terms) }))
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.note, b.note));
}

/** Most recently updated first, ties by id descending. */
export function newestFirst(
  a: { id: string; updated_at: string },
  b: { id: string; updated_at: string },
): number {
  return timeOf(b.updated_at) - timeOf(a.updated_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
