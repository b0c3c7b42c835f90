// The local-search plugin ships its client code without type declarations. These describe the
// parts this site calls (see src/theme/SearchBar).

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  /** Has the plugin's worker fetch and parse the index under `baseUrl` for `searchContext`. */
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}

declare module '@easyops-cn/autocomplete.js' {
  const autocomplete: unknown;
  export default autocomplete;
}
