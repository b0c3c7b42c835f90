// What the search plugin's box imports as its "../searchByWorker" (see plugins/search-worker.ts):
// ./search-by-worker.ts, but a query typed while the index still loads is searched only if it
// is still the box's latest once the index has loaded. The box asks for suggestions at every
// key, and its autocomplete shows only the answer to the text in the box now, dropping the
// others; a reader who types a word while the index loads would otherwise wait, after it has
// loaded, for one search per letter (a one-letter query is the slowest of them, every term
// beginning with that letter), before the one whose answer is shown.
import { indexLoaded, searchByWorker as search } from './search-by-worker';

export { fetchIndexesByWorker } from './search-by-worker';

let latest = 0;

export const searchByWorker: typeof search = async (baseUrl, searchContext, input, limit) => {
  latest += 1;
  const query = latest;
  await indexLoaded(baseUrl, searchContext);
  // The box has dropped this query's answer already: it holds a later one.
  if (query !== latest) return [];
  return search(baseUrl, searchContext, input, limit);
};
