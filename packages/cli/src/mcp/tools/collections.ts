// The tools for collections: find them, make one, and choose which notes they hold.
import { z } from 'zod/v4';
import { collection, cursor, listPage, pageSize, receipt, requestId, uuid } from '../schemas.js';
import { tool } from '../tool.js';
import { cursorPage } from '../cursors.js';

const collectionId = uuid('The collection’s id.');
const noteId = uuid('The note’s id.');

export const listCollections = tool({
  name: 'list_collections',
  title: 'List collections',
  description:
    'Lists the collections, newest first (by last change or by creation), a page at a time, with how many notes each holds.',
  calls: ['GET /v2/collections'],
  readOnly: true,
  input: {
    limit: pageSize(100, 50),
    cursor,
    order_by: z
      .enum(['updated_at', 'created_at'])
      .optional()
      .describe('Newest first by last change (default) or by creation.'),
  },
  output: listPage(collection),
  run: async (client, { cursor: page, ...params }) =>
    cursorPage(await client.collections.list({ ...params, page })),
});

export const searchCollections = tool({
  name: 'search_collections',
  title: 'Search collections',
  description:
    'Finds the collections whose title or description matches a query, most relevant first.',
  calls: ['POST /v2/collections/search'],
  readOnly: true,
  input: {
    query: z.string().min(1).describe('What to look for in collections’ titles and descriptions.'),
  },
  output: { results: z.array(collection), total: z.int() },
  async run(client, params) {
    const { results, total } = await client.collections.search(params);
    return { results, total };
  },
});

export const createCollection = tool({
  name: 'create_collection',
  title: 'Create a collection',
  description:
    'Makes a collection with a title and, optionally, a description of what belongs in it.',
  calls: ['POST /v2/collections'],
  readOnly: false,
  input: {
    title: z.string().min(1).max(1_000).describe('The collection’s title.'),
    description: z.string().max(10_000).optional().describe('What belongs in it, in Markdown.'),
  },
  output: {
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    request_id: requestId,
  },
  async run(client, payload) {
    const { id, title, description, request_id } = await client.collections.create(payload);
    return { id, title, description, request_id };
  },
});

export const addNoteToCollection = tool({
  name: 'add_note_to_collection',
  title: 'Add a note to a collection',
  description: 'Puts a note in a collection; it stays in the collections it was in.',
  calls: ['PUT /v2/collections/{collection_id}/notes/{note_id}'],
  readOnly: false,
  idempotent: true,
  input: { collection_id: collectionId, note_id: noteId },
  output: receipt,
  run: (client, { collection_id, note_id }) => client.collections.addNote(collection_id, note_id),
});

export const removeNoteFromCollection = tool({
  name: 'remove_note_from_collection',
  title: 'Take a note out of a collection',
  description: 'Takes a note out of a collection; the note itself stays.',
  calls: ['DELETE /v2/collections/{collection_id}/notes/{note_id}'],
  readOnly: false,
  destructive: true,
  idempotent: true,
  input: { collection_id: collectionId, note_id: noteId },
  output: receipt,
  run: (client, { collection_id, note_id }) =>
    client.collections.removeNote(collection_id, note_id),
});

export const moveNoteToCollection = tool({
  name: 'move_note_to_collection',
  title: 'Move a note to another collection',
  description: 'Takes a note out of one collection and puts it in another, in one step.',
  calls: ['POST /v2/collections/{source_collection_id}/notes/{note_id}/move'],
  readOnly: false,
  destructive: true,
  idempotent: true,
  input: {
    source_collection_id: uuid('The collection the note is in now.'),
    note_id: noteId,
    target_collection_id: uuid('The collection to put it in.'),
  },
  output: receipt,
  run: (client, { source_collection_id, note_id, target_collection_id }) =>
    client.collections.moveNote(source_collection_id, note_id, target_collection_id),
});
