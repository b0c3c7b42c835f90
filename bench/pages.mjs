// The pages the benchmark measures and loads: one of each kind the site has (home, guide,
// generated reference, blog, search), and the longest guide, whose content costs the most to
// load.
export const pages = [
  '/',
  '/docs/intro',
  '/docs/guides/reading-and-listing-notes',
  '/docs/guides/testing-your-code',
  '/docs/api/classes/MemClient',
  '/blog',
  '/search?q=client',
];
