// GET /v2/notes/{id}/related-notes. Mem ranks by vector similarity; this server ranks by the
// words two notes share (Jaccard overlap, 0..1), which a test can work out by hand.
import { route, type Route } from './router.js';
import type { Store } from './store.js';
import { overlap, previewOf, snippetOf, wordsOf } from './note-text.js';
import { newestFirst } from './ranking.js';
import { knownQuery, queryInteger } from './validate.js';

export function relatedNotesRoute(store: Store): Route {
  return route({
    method: 'GET',
    path: '/v2/notes/{note_id}/related-notes',
    handle({ params, query }) {
      knownQuery(query, ['limit']);
      const limit = queryInteger(query, 'limit', { min: 1, max: 20 }) ?? 10;
      const source = store.note(params['note_id'] ?? '');
      const words = wordsOf(source.content);
      const related = store
        .activeNotes()
        .filter((note) => note.id !== source.id)
        .map((note) => ({ note, score: overlap(words, wordsOf(note.content)) }))
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score || newestFirst(a.note, b.note))
        .slice(0, limit);
      return {
        results: related.map(({ note, score }) => ({
          id: note.id,
          title: note.title,
          preview: previewOf(note.content),
          snippet: snippetOf(note.content),
          score,
          collection_ids: [...note.collection_ids],
          collections: note.collection_ids.map((id) => {
            const collection = store.collection(id);
            return {
              id: collection.id,
              title: collection.title,
              description: collection.description,
              is_shared: false,
              note_count: store.noteCount(collection.id),
              created_at: collection.created_at,
              updated_at: collection.updated_at,
            };
          }),
          created_at: note.created_at,
          updated_at: note.updated_at,
        })),
        total: related.length,
      };
    },
  });
}
