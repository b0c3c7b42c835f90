// How every listing and search of `memai` is bounded and printed, by one rule: `--limit N` prints
// up to N results, fetching page after page only as far as they need; `--all` prints every result
// there is. For people a table (or tab-separated lines off a terminal), with `--json` NDJSON.
import { Option } from '@commander-js/extra-typings';
import type { Page } from 'memai-sdk';
import type { GlobalOptions } from '../auth/connection.js';
import { count } from '../values.js';
import { tell, writeNdjson, writeTable, type Column } from './output.js';

/** `--limit N`: up to N results, in all, across pages. */
export function limitOption(results: string, byDefault: number) {
  return new Option('--limit <n>', `print at most this many ${results}, in all`)
    .argParser(count(1))
    .default(byDefault)
    .conflicts('all');
}

/** `--all`: every result, however many pages that takes; `what` says which. */
export function allOption(what: string) {
  return new Option('--all', `print ${what}`);
}

export interface LimitOptions extends GlobalOptions {
  limit: number;
  all?: true | undefined;
}

/** A list call as the library returns it: awaited, its first page. */
type PagedList<Item> = PromiseLike<Page<{ results: Item[]; total: number }>>;

/** Mem's largest page of a list, so that many results take as few requests as they can. */
const largestPage = 100;

/**
 * Prints a list Mem pages (notes, collections) by the rule, then, when some were left out, how
 * many there are.
 */
export async function listing<Item>(
  options: LimitOptions,
  results: string,
  columns: Column<Item>[],
  request: (pageSize: number) => PagedList<Item>,
) {
  const limit = options.all === true ? Infinity : options.limit;
  const first = await request(Math.min(limit, largestPage));
  const shown = await printResults(options, `No ${results}.`, columns, itemsOf(first));
  if (first.total > shown) tell(`${shown} of ${first.total} ${results}; --all lists them all.`);
}

/** Prints results by the rule; returns how many it printed. */
export async function printResults<Item>(
  options: LimitOptions,
  none: string,
  columns: Column<Item>[],
  results: AsyncIterable<Item> | Iterable<Item>,
): Promise<number> {
  let shown = 0;
  const limited = async function* () {
    for await (const item of results) {
      yield item;
      shown += 1;
      // No page beyond the last result printed is fetched.
      if (options.all !== true && shown >= options.limit) return;
    }
  };
  if (options.json === true) await writeNdjson(limited());
  else if ((await writeTable(limited(), columns)) === 0) tell(none);
  return shown;
}

/** Every item of a list, from its first page on, each next page fetched when it is reached. */
async function* itemsOf<Item>(first: Page<{ results: Item[] }>): AsyncGenerator<Item> {
  let page: Page<{ results: Item[] }> | null = first;
  while (page !== null) {
    yield* page.results;
    page = await page.nextPage();
  }
}
