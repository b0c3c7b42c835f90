// Stands in for @docusaurus/theme-common's React helpers in the two theme modules that memoize an
// object by its keys and values (plugins/shallow-memo-object.ts): the same helpers, but
// useShallowMemoObject puts the keys in order by their UTF-16 code units instead of with
// localeCompare.
// - The first localeCompare in a page has the browser build a collator for the reader's
//   language: 15-22 ms on this project's test machine, 60-90 ms of Lighthouse's simulated phone,
//   in the middle of hydrating every docs page (the mobile sidebar's menu) and every code block
//   (its word-wrap observer). Nothing else on those pages needed one.
// - The keys are sorted only so that the same object, whatever the order of its keys, gives the
//   same dependencies; any fixed order does that.
import { useMemo } from 'react';

export {
  ReactContextError,
  composeProviders,
  useEvent,
  usePrevious,
} from '@docusaurus/theme-common';

/** Compares two strings by their UTF-16 code units. */
function byCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * `object` as it was at the last render if it has the same keys, each with the same value
 * (`Object.is`), in whatever order.
 */
export function useShallowMemoObject<T extends object>(object: T): T {
  const entries = Object.entries(object).sort(([a], [b]) => byCodeUnits(a, b));
  // The object's keys and values are its dependencies.
  return useMemo(() => object, entries.flat());
}
