// The search page's results, rendered a batch at a time: the first batch as soon as the answer
// arrives, each next one in a task of its own once the one before has been committed. React
// renders a transition in short slices, but commits it in one task, and the browser then styles
// and lays out every new result in the same task: with a hundred results, that task was the
// longest of the page's load on a slow phone (Lighthouse's mobile preset). A batch fills a
// screen, so what the reader sees first comes no later.
import { startTransition, useEffect, useState } from 'react';

/** How many results each batch adds. */
const batchSize = 10;

/** The first items of `items` rendered so far: a batch more after each commit, until all are;
 * from the first batch again when `items` changes. */
export function useInBatches<T>(items: readonly T[] | undefined): readonly T[] | undefined {
  const [shown, setShown] = useState(batchSize);
  const [batchesOf, setBatchesOf] = useState(items);
  if (items !== batchesOf) {
    // Adjusted as this renders, not in an effect, so that new items never render in full first.
    setBatchesOf(items);
    setShown(batchSize);
  }

  useEffect(() => {
    if (items === undefined || shown >= items.length) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown(shown + batchSize)), 0);
    return () => clearTimeout(timer);
  }, [items, shown]);

  return items?.slice(0, shown);
}
