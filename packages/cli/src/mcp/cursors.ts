// The cursors the list tools hand out. Most of Mem's lists have a cursor of their own; a search's
// next page is instead named by its snapshot and an offset, which travel as one opaque cursor so
// that every list tool pages the same way.

/** One page of a list Mem pages with a cursor, as the list tools give it. */
export function cursorPage<Item>(page: {
  results: Item[];
  total: number;
  next_page?: string | null;
}) {
  return { results: page.results, total: page.total, next_cursor: page.next_page ?? null };
}
import { CliError } from '../errors.js';

interface SearchPosition {
  snapshot_id: string;
  offset: number;
}

export function searchCursor(position: SearchPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function searchPosition(cursor: string): SearchPosition {
  try {
    const position = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as SearchPosition;
    if (typeof position.snapshot_id === 'string' && Number.isInteger(position.offset)) {
      return position;
    }
  } catch {
    // Reported below, as for any other cursor this server did not make.
  }
  throw new CliError(
    '`cursor` is not one this tool gave: pass the `next_cursor` of its last page.',
    'usage',
  );
}
