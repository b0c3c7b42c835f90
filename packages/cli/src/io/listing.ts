// What `notes list` and `collections list` share: one page of `--limit` items, or with `--all`
// every page, printed for people or streamed as NDJSON.
import type { Page } from 'memai-sdk';
import type { GlobalOptions } from '../auth/connection.js';
import { CliError } from '../errors.js';
import { tell, writeNdjson, writeTable, type Column } from './output.js';

interface ListingOptions extends GlobalOptions {
  limit?: number;
  all?: boolean;
}

/** A listing as the library returns it: awaited, its first page; iterated, every item. */
type Listing<Item> = PromiseLike<Page<{ results: Item[]; total: number }>> & AsyncIterable<Item>;

/** Mem's largest page, so that `--all` sends as few requests as it can. */
const largestPage = 100;
/** How many items a listing shows without `--limit`: Mem's own default page. */
const defaultLimit = 50;

export async function listing<Item>(
  options: ListingOptions,
  noun: string,
  columns: Column<Item>[],
  request: (pageSize: number) => Listing<Item>,
) {
  if (options.all === true) {
    if (options.limit !== undefined) {
      throw new CliError('--all lists everything: leave out --limit.', 'usage');
    }
    const items = request(largestPage);
    if (options.json === true) return writeNdjson(items);
    if ((await writeTable(items, columns)) === 0) tell(`No ${noun}.`);
    return;
  }
  const page = await request(options.limit ?? defaultLimit);
  if (options.json === true) return writeNdjson(page.results);
  if ((await writeTable(page.results, columns)) === 0) tell(`No ${noun}.`);
  if (page.total > page.results.length) {
    tell(`${page.results.length} of ${page.total} ${noun}; --all lists them all.`);
  }
}
