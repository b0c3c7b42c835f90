// The pages the benchmark measures and loads: one of each kind the site has (issue 6).
export const pages = [
  '/',
  '/docs/intro',
  '/docs/api/classes/MemClient',
  '/blog',
  '/search?q=client',
];
