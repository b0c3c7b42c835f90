// Whether the search index failed to load in this page, for the components that tell the reader.
// Set by ./search-by-worker.ts, which sees every request the search plugin makes for the index.
import { useSyncExternalStore } from 'react';

let failed = false;
const listeners = new Set<() => void>();

export function reportSearchIndexFailure(error: unknown): void {
  if (failed) return;
  failed = true;
  console.warn('The search index could not be loaded; search is unavailable.', error);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the index has failed to load; the server render never knows, so it says false. */
export function useSearchIndexFailed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => failed,
    () => false,
  );
}
