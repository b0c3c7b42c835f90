// The local-search plugin ships its client code without type declarations. These describe the
// parts this site calls (see src/theme/SearchBar and src/search).

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';

declare module '@easyops-cn/autocomplete.js' {
  const autocomplete: unknown;
  export default autocomplete;
}
