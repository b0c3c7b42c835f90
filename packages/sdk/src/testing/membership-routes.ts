// Collection membership: add a note, remove it, move it to another collection. None of these
// changes the note or the collection themselves, so neither's updated_at moves.
import { notFound } from './errors.js';
import { route, type Route } from './router.js';
import type { Store, StoredNote } from './store.js';
import { jsonObject, requiredUuid } from './validate.js';

export function membershipRoutes(store: Store): Route[] {
  return [
    route({
      method: 'PUT',
      path: '/v2/collections/{collection_id}/notes/{note_id}',
      handle({ params }) {
        const collection = store.collection(params['collection_id'] ?? '');
        const note = store.note(params['note_id'] ?? '');
        // Adding a note that is already there succeeds and changes nothing.
        if (!note.collection_ids.includes(collection.id)) note.collection_ids.push(collection.id);
        return {};
      },
    }),
    route({
      method: 'DELETE',
      path: '/v2/collections/{collection_id}/notes/{note_id}',
      handle({ params }) {
        const collection = store.collection(params['collection_id'] ?? '');
        const note = store.note(params['note_id'] ?? '');
        requireMember(note, collection.id);
        note.collection_ids = note.collection_ids.filter((id) => id !== collection.id);
        return {};
      },
    }),
    route({
      method: 'POST',
      path: '/v2/collections/{source_collection_id}/notes/{note_id}/move',
      handle({ params, body }) {
        const target = requiredUuid(
          jsonObject(body, ['target_collection_id']),
          'target_collection_id',
        );
        const source = store.collection(params['source_collection_id'] ?? '');
        const note = store.note(params['note_id'] ?? '');
        requireMember(note, source.id);
        store.collection(target);
        // Add to the target, then leave the source; a move onto itself changes nothing.
        if (target !== source.id) {
          note.collection_ids = [
            ...note.collection_ids.filter((id) => id !== source.id && id !== target),
            target,
          ];
        }
        return {};
      },
    }),
  ];
}

function requireMember(note: StoredNote, collectionId: string): void {
  if (!note.collection_ids.includes(collectionId)) {
    throw notFound(`The note ${note.id} is not in the collection ${collectionId}.`);
  }
}
