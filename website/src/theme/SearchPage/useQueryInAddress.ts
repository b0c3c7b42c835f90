// The search page's query, kept in its address (`?q=`) so that a search can be linked to, and in
// the page's state so that typing is never held up: the site's router shows a new address only
// once the route's code has loaded, a promise later, and an input that waited for it would lose
// keys and its caret.
import { useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Marks an address this page wrote as the reader typed, which it need not read back. */
const typedHere = 'typedOnSearchPage';

const isTypedHere = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && typedHere in state;

/**
 * The query, and the setter for the reader's typing, which also puts it in the address.
 * The query is taken from the address when the page is reached: on load, once hydrated (the
 * server rendered no query, and hydration must match that), and when a link (the navbar box's
 * "See all results") leads here again with another query. Nothing else writes the address, so a
 * page opened from a link keeps that link's address as it is.
 */
export function useQueryInAddress(): [query: string, typed: (query: string) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const reached = isBrowser ? location : undefined;
  const queryOf = (at: typeof reached) => new URLSearchParams(at?.search).get('q') ?? '';
  const [query, setQuery] = useState(() => queryOf(reached));
  const [shown, setShown] = useState(reached);
  if (reached !== shown) {
    // Set while rendering, so the new query renders in the same pass (React's documented way
    // to adjust state to a change of input).
    setShown(reached);
    if (!isTypedHere(reached?.state)) setQuery(queryOf(reached));
  }
  const typed = (next: string) => {
    setQuery(next);
    const params = new URLSearchParams(location.search);
    if (next === '') params.delete('q');
    else params.set('q', next);
    const search = params.toString();
    history.replace({ search: search === '' ? '' : `?${search}`, state: { [typedHere]: true } });
  };
  return [query, typed];
}
