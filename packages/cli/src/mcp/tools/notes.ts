// The tools for notes: find, read, write, file away and bring back.
import { z } from 'zod/v4';
import { appended, prepended } from '../../note-additions.js';
import { CliError } from '../../errors.js';
import { cursorPage, searchCursor, searchPosition } from '../cursors.js';
import {
  cursor,
  dateTime,
  listPage,
  nextCursor,
  note,
  noteListItem,
  pageSize,
  receipt,
  requestId,
  uuid,
} from '../schemas.js';
import { tool } from '../tool.js';

const noteId = uuid('The note’s id.');
const content = (what: string) =>
  z
    .string()
    .min(1)
    .max(200_000)
    .describe(`${what} Markdown; the first line is the title. At most 200,000 characters.`);
const collectionIds = (what: string) => z.array(z.guid()).optional().describe(what);
const changed = {
  id: z.string(),
  title: z.string(),
  version: z.int(),
  updated_at: z.string(),
  request_id: requestId,
};

export const searchNotes = tool({
  name: 'search_notes',
  title: 'Search notes',
  description:
    'Finds the notes most relevant to a query (Mem ranks up to 100 per search), with optional filters. Use it to find notes about something; use list_notes to go through notes by date.',
  calls: ['POST /v2/notes/search'],
  readOnly: true,
  input: {
    query: z.string().min(1).describe('What to look for, in words.'),
    limit: pageSize(50, 20),
    cursor,
    filter_by_collection_ids: collectionIds('Only notes in any of these collections.'),
    filter_by_created_after: dateTime('Only notes created at or after this time.').optional(),
    filter_by_updated_after: dateTime('Only notes changed at or after this time.').optional(),
    filter_by_contains_open_tasks: z.boolean().optional().describe('Only notes with an open task.'),
    include_note_content: z
      .boolean()
      .optional()
      .describe('Whether each result carries the note’s whole Markdown.'),
  },
  output: listPage(noteListItem),
  async run(client, { cursor: given, include_note_content, ...params }) {
    const position = given === undefined ? undefined : searchPosition(given);
    const page = await client.notes.search({
      ...params,
      offset: position?.offset,
      snapshot_id: position?.snapshot_id,
      config: { include_note_content },
    });
    return {
      results: page.results,
      total: page.total,
      next_cursor: page.has_next_page
        ? searchCursor({ snapshot_id: page.snapshot_id, offset: page.offset + page.results.length })
        : null,
    };
  },
});

export const searchNotesAndFiles = tool({
  name: 'search_notes_and_files',
  title: 'Search notes and their files',
  description:
    'Searches notes together with the files linked to them (PDFs, images, audio recordings, calendar events, emails); each result says which of its files matched. Use it when what you look for may be in an attachment.',
  calls: ['POST /v2/notes/extended-search'],
  readOnly: true,
  input: {
    query: z.string().min(1).describe('What to look for, in words.'),
    limit: pageSize(100, 10),
    cursor,
    sort_by: z
      .enum(['RELEVANCE', 'DATE'])
      .optional()
      .describe('Best matches first (default), or most recently changed first.'),
    filter_by_collection_ids: collectionIds('Only notes in any of these collections.'),
    exclude_note_ids: collectionIds('Notes to leave out, such as those already seen.'),
  },
  output: {
    results: z.array(z.looseObject({ id: z.string(), title: z.string() })),
    next_cursor: nextCursor,
  },
  async run(client, { cursor: given, ...params }) {
    const page = await client.notes.extendedSearch({ ...params, next_page_cursor: given });
    return {
      results: page.results,
      next_cursor: page.has_next_page ? (page.next_page_cursor ?? null) : null,
    };
  },
});

export const listNotes = tool({
  name: 'list_notes',
  title: 'List notes',
  description:
    'Lists notes newest first (by last change or by creation), a page at a time, optionally only those in a collection, in a time range, or with tasks, images or files.',
  calls: ['GET /v2/notes'],
  readOnly: true,
  input: {
    limit: pageSize(100, 50),
    cursor,
    order_by: z
      .enum(['updated_at', 'created_at'])
      .optional()
      .describe('Newest first by last change (default) or by creation.'),
    collection_id: uuid('Only notes in this collection.').optional(),
    filter_by_created_after: dateTime('Only notes created at or after this time.').optional(),
    filter_by_created_before: dateTime('Only notes created at or before this time.').optional(),
    filter_by_updated_after: dateTime('Only notes changed at or after this time.').optional(),
    filter_by_updated_before: dateTime('Only notes changed at or before this time.').optional(),
    contains_open_tasks: z.boolean().optional().describe('Only notes with an open task.'),
    contains_tasks: z.boolean().optional().describe('Only notes with a task, open or done.'),
    contains_images: z.boolean().optional().describe('Only notes with images.'),
    contains_files: z.boolean().optional().describe('Only notes with files, such as PDFs.'),
    include_note_content: z
      .boolean()
      .optional()
      .describe('Whether each note carries its whole Markdown.'),
  },
  output: listPage(noteListItem),
  run: async (client, { cursor: page, ...params }) =>
    cursorPage(await client.notes.list({ ...params, page })),
});

export const getNote = tool({
  name: 'get_note',
  title: 'Read a note',
  description:
    'Reads one note: its Markdown, its version (needed by update_note), its collections and the files linked to it.',
  calls: ['GET /v2/notes/{note_id}'],
  readOnly: true,
  input: { note_id: noteId },
  output: { note, request_id: requestId },
  async run(client, { note_id }) {
    const { request_id, ...found } = await client.notes.get(note_id);
    return { note: found, request_id };
  },
});

export const createNote = tool({
  name: 'create_note',
  title: 'Create a note',
  description:
    'Creates a note from Markdown, optionally in collections (by id, or by title, making collections that do not exist yet).',
  calls: ['POST /v2/notes'],
  readOnly: false,
  input: {
    content: content('The note’s'),
    collection_ids: collectionIds('Collections to put it in.'),
    collection_titles: z
      .array(z.string().min(1).max(1_000))
      .optional()
      .describe('Collections to put it in, by title; a title no collection has makes one.'),
  },
  output: changed,
  async run(client, input) {
    const created = await client.notes.create(input);
    return pick(created);
  },
});

export const updateNote = tool({
  name: 'update_note',
  title: 'Replace a note’s text',
  description:
    'Replaces a note’s whole Markdown, if the note is still at `version` (from get_note). If someone changed it since, nothing is written and the call fails: read it again and redo the change. To change a part of a note safely, prefer edit_note or append_to_note.',
  calls: ['PATCH /v2/notes/{note_id}'],
  readOnly: false,
  destructive: true,
  idempotent: true,
  input: {
    note_id: noteId,
    content: content('The note’s new'),
    version: z
      .int()
      .min(1)
      .describe('The version get_note gave: the write fails if the note has changed since.'),
  },
  output: changed,
  async run(client, { note_id, ...payload }) {
    return pick(await client.notes.update(note_id, payload));
  },
});

export const editNote = tool({
  name: 'edit_note',
  title: 'Change part of a note',
  description:
    'Replaces one passage of a note with new text, in the note as it is when the change is written: if someone changes the note meanwhile, the change is made again on their version, so nothing they wrote is lost. `old_text` must occur exactly once.',
  calls: ['GET /v2/notes/{note_id}', 'PATCH /v2/notes/{note_id}'],
  readOnly: false,
  destructive: true,
  input: {
    note_id: noteId,
    old_text: z.string().min(1).describe('The passage to replace, exactly as the note has it.'),
    new_text: z.string().describe('What to put in its place; empty to remove it.'),
  },
  output: changed,
  async run(client, { note_id, old_text, new_text }) {
    const edited = await client.notes.edit(note_id, (text) => {
      const at = text.indexOf(old_text);
      if (at === -1)
        throw new CliError(
          '`old_text` is not in the note: read it again with get_note.',
          'conflict',
        );
      if (text.indexOf(old_text, at + 1) !== -1) {
        throw new CliError(
          '`old_text` occurs more than once in the note: give more of the text around it.',
          'refused',
        );
      }
      return text.slice(0, at) + new_text + text.slice(at + old_text.length);
    });
    return pick(edited);
  },
});

export const appendToNote = tool({
  name: 'append_to_note',
  title: 'Add to the end of a note',
  description:
    'Adds Markdown at the end of a note (or, with `at_start`, just below its title line), keeping everything the note holds, even what someone writes meanwhile.',
  calls: ['GET /v2/notes/{note_id}', 'PATCH /v2/notes/{note_id}'],
  readOnly: false,
  input: {
    note_id: noteId,
    text: z.string().min(1).max(200_000).describe('The Markdown to add, as its own paragraph.'),
    at_start: z.boolean().optional().describe('Add it below the title line instead of at the end.'),
  },
  output: changed,
  async run(client, { note_id, text, at_start }) {
    const place = at_start === true ? prepended : appended;
    return pick(await client.notes.edit(note_id, (current) => place(current, text)));
  },
});

export const trashNote = tool({
  name: 'trash_note',
  title: 'Move a note to the trash',
  description: 'Moves a note to the trash, from where restore_note brings it back.',
  calls: ['POST /v2/notes/{note_id}/trash'],
  readOnly: false,
  destructive: true,
  idempotent: true,
  input: { note_id: noteId },
  output: receipt,
  run: (client, { note_id }) => client.notes.trash(note_id),
});

export const restoreNote = tool({
  name: 'restore_note',
  title: 'Restore a note from the trash',
  description: 'Brings a trashed note back, as it was.',
  calls: ['POST /v2/notes/{note_id}/restore'],
  readOnly: false,
  idempotent: true,
  input: { note_id: noteId },
  output: receipt,
  run: (client, { note_id }) => client.notes.restore(note_id),
});

/** What a change tells the assistant: which note, its title and version now, and when. */
function pick(saved: {
  id: string;
  title: string;
  version: number;
  updated_at: string;
  request_id: string;
}) {
  const { id, title, version, updated_at, request_id } = saved;
  return { id, title, version, updated_at, request_id };
}
