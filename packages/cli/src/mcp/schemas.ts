// The pieces of the tools' input and output schemas. Every limit here is the one Mem's OpenAPI
// document gives the field of the same name (test/mcp-schemas.test.ts compares them), so an
// assistant learns Mem's limits from the tool list, and the server refuses what Mem would refuse
// before a request is sent.
import { z } from 'zod/v4';

/** A note's, collection's or other item's id: Mem's are UUIDs. */
export const uuid = (description: string) => z.guid().describe(description);

/** An ISO 8601 date-time with an offset, as Mem's filters and timestamps take them. */
export const dateTime = (description: string) =>
  z.iso.datetime({ offset: true }).describe(description);

/** A page size between Mem's bounds. */
export const pageSize = (maximum: number, fallback: number) =>
  z
    .int()
    .min(1)
    .max(maximum)
    .optional()
    .describe(`How many results a page holds, 1 to ${maximum} (default ${fallback}).`);

/** The cursor of a list's next page, as the list's previous page gave it. */
export const cursor = z
  .string()
  .min(1)
  .optional()
  .describe(
    'Where to go on: the `next_cursor` of the previous page of the same call. Omit it for the first page.',
  );

/** The cursor of the page after this one, or null on the last page. */
export const nextCursor = z
  .string()
  .nullable()
  .describe('Pass it as `cursor` to get the next page; null when this is the last page.');

/** A page of a list: its items, how many there are in all, and the next page's cursor. */
export const listPage = <Item extends z.ZodType>(item: Item) => ({
  results: z.array(item),
  total: z.int(),
  next_cursor: nextCursor,
});

/** Mem's id for the request, to quote to Mem's support. */
export const requestId = z.string().describe('Mem’s id for the request.');

/** A note as a list or a search shows it. */
export const noteListItem = z.looseObject({
  id: z.string(),
  title: z.string(),
  snippet: z.string().nullable().optional(),
  content: z.string().nullable().optional(),
  collection_ids: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A whole note. */
export const note = z.looseObject({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  version: z.int(),
  collection_ids: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A collection. */
export const collection = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable().optional(),
  note_count: z.int().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** What Mem answers to a change that returns nothing else. */
export const receipt = { request_id: requestId };

/** The kinds of file Mem links to notes. */
export const attachmentKind = z
  .enum(['pdf', 'image', 'audio_recording', 'calendar_event', 'email'])
  .describe('What kind of file the attachment is, as the note’s `attachments` list says.');
