// What the search plugin's box imports as its "../searchByWorker" (see plugins/search-worker.ts):
// ./search-by-worker.ts, but a query typed while the index still loads is searched only if its
// text is still the box's latest once the index has loaded. The box asks for suggestions at
// every key, and its autocomplete shows only the answers to the text in the box now, dropping
// the others; a reader who types a word while the index loads would otherwise wait, after it has
// loaded, for one search per letter (a one-letter query is the slowest of them, every term
// beginning with that letter), before the one whose answer is shown. The text, not the call, is
// what counts: the box asks again for the same text when it opens and when it takes the focus,
// and it shows each of those answers, so an empty one would flash "No results".
import { indexLoaded, searchByWorker as search } from './search-by-worker';

export { fetchIndexesByWorker } from './search-by-worker';

/** The text of the box's latest query. */
let latest: string | undefined;

export const searchByWorker: typeof search = async (baseUrl, searchContext, input, limit) => {
  latest = input;
  await indexLoaded(baseUrl, searchContext);
  // The box will drop this answer: its text has changed since.
  if (input !== latest) return [];
  return search(baseUrl, searchContext, input, limit);
};
