// The local-search plugin ships its client code without type declarations. These describe the
// parts this site calls (see src/theme/SearchBar and src/search).

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  /** Has the plugin's worker fetch and parse the index under `baseUrl` for `searchContext`. */
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  /** Asks the worker for up to `limit` results for `input`. */
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<unknown[]>;
}

declare module '@easyops-cn/autocomplete.js' {
  const autocomplete: unknown;
  export default autocomplete;
}
