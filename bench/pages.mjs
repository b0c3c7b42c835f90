// The pages the benchmark measures and loads: one of each kind the site has (home, guide,
// generated reference, blog, search).
export const pages = [
  '/',
  '/docs/intro',
  '/docs/guides/reading-and-listing-notes',
  '/docs/api/classes/MemClient',
  '/blog',
  '/search?q=client',
];
