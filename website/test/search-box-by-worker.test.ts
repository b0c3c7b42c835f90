// The search box's queries (src/search/search-box-by-worker.ts): those typed while the index
// loads are searched only if their text is still the box's latest once it has loaded; later ones
// go straight to the worker.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({
  loaded: Promise.resolve(),
  search: vi.fn(async (_baseUrl: string, _context: string, input: string) => [`found ${input}`]),
}));

vi.mock('../src/search/search-by-worker', () => ({
  indexLoaded: () => worker.loaded,
  searchByWorker: worker.search,
  fetchIndexesByWorker: async () => {},
}));

const { searchByWorker } = await import('../src/search/search-box-by-worker');

describe("the search box's queries", () => {
  beforeEach(() => worker.search.mockClear());

  it('searches only the last of the queries typed while the index loads', async () => {
    let load = () => {};
    worker.loaded = new Promise((resolve) => (load = resolve));
    const answers = ['c', 'cl', 'cli'].map((input) => searchByWorker('/', '', input, 8));
    load();
    expect(await Promise.all(answers)).toEqual([[], [], ['found cli']]);
    expect(worker.search.mock.calls).toEqual([['/', '', 'cli', 8]]);
  });

  it('answers each query typed while the index loads whose text is still the latest', async () => {
    let load = () => {};
    worker.loaded = new Promise((resolve) => (load = resolve));
    // The box asks for the same text again as it opens and takes the focus.
    const answers = ['cli', 'client', 'client'].map((input) => searchByWorker('/', '', input, 8));
    load();
    expect(await Promise.all(answers)).toEqual([[], ['found client'], ['found client']]);
  });

  it('searches every query once the index has loaded', async () => {
    worker.loaded = Promise.resolve();
    expect(await searchByWorker('/', '', 'note', 8)).toEqual(['found note']);
    expect(await searchByWorker('/', '', 'notes', 8)).toEqual(['found notes']);
    expect(worker.search.mock.calls.map(([, , input]) => input)).toEqual(['note', 'notes']);
  });
});
