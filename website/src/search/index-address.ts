// Where an index is, worked out as the search plugin's worker works it out: `template` is the
// plugin's searchIndexUrl (its file name with a {dir} for the search context and, the site's
// indexes being hashed, the content hash as a query), under the docs version's base URL. Used by
// the page, which downloads the first index for the worker (./search-worker-thread.ts), and by
// the worker, which hands it to the plugin's code when that fetches the same address.
import type { SearchIndexKey } from './index-download';

export function searchIndexAddress(
  { baseUrl, searchContext }: SearchIndexKey,
  template: string,
  base: string,
): string {
  const dir = searchContext === '' ? '' : `-${searchContext.replace(/\//g, '-')}`;
  return new URL(`${baseUrl}${template.replace('{dir}', dir)}`, base).href;
}
