import { expect, expectNoProblems, test, visit } from './fixtures';

const typeAliases = [
  'CreateNotePayload',
  'CreateNoteResponse',
  'HttpMethod',
  'MemApiError',
  'MemItAddedToCollectionOp',
  'MemItCreatedNoteOp',
  'MemItOperation',
  'MemItOperationBase',
  'MemItPayload',
  'MemItResponse',
  'NoteAddedToCollectionOp',
  'NoteCreatedOp',
  'NoteOperation',
  'NoteOperationBase',
];
const interfaces = ['MemConfig', 'MemOptions', 'RequestParams', 'UserProfile'];

/** Every route of the spec, with the heading its screen shows and its document title. */
const routes: { path: string; heading: string | RegExp; title: string }[] = [
  { path: '/', heading: 'mem.ai SDK', title: 'TypeScript SDK for the mem.ai API | mem.ai SDK' },
  { path: '/docs', heading: 'Introduction', title: 'Introduction | mem.ai SDK' },
  { path: '/docs/intro', heading: 'Introduction', title: 'Introduction | mem.ai SDK' },
  { path: '/docs/installation', heading: 'Installation', title: 'Installation | mem.ai SDK' },
  {
    path: '/docs/your-first-note',
    heading: 'Your first note',
    title: 'Your first note | mem.ai SDK',
  },
  { path: '/docs/api/', heading: 'memai-sdk', title: 'memai-sdk | mem.ai SDK' },
  { path: '/docs/api/globals', heading: 'All exports', title: 'All exports | mem.ai SDK' },
  {
    path: '/docs/api/classes/MemClient',
    heading: 'Class: MemClient',
    title: 'Class: MemClient | mem.ai SDK',
  },
  ...interfaces.map((name) => ({
    path: `/docs/api/interfaces/${name}`,
    heading: `Interface: ${name}`,
    title: `Interface: ${name} | mem.ai SDK`,
  })),
  ...typeAliases.map((name) => ({
    path: `/docs/api/type-aliases/${name}`,
    heading: `Type Alias: ${name}`,
    title: `Type Alias: ${name} | mem.ai SDK`,
  })),
  { path: '/blog', heading: 'Welcome', title: 'Blog | mem.ai SDK' },
  { path: '/blog/archive', heading: 'Archive', title: 'Archive | mem.ai SDK' },
  { path: '/blog/authors', heading: 'Authors', title: 'Authors | mem.ai SDK' },
  {
    path: '/blog/authors/yangshun',
    heading: 'Yangshun Tay',
    title: 'Yangshun Tay - 3 posts | mem.ai SDK',
  },
  {
    path: '/blog/authors/all-sebastien-lorber-articles',
    heading: 'Sébastien Lorber',
    title: 'Sébastien Lorber - 3 posts | mem.ai SDK',
  },
  { path: '/blog/tags', heading: 'Tags', title: 'Tags | mem.ai SDK' },
  ...[
    ['docusaurus', 'Docusaurus', 4],
    ['facebook', 'Facebook', 1],
    ['hello', 'Hello', 2],
    ['hola', 'Hola', 1],
  ].map(([tag, label, count]) => {
    const heading = `${count === 1 ? 'One post' : `${count} posts`} tagged with "${label}"`;
    return { path: `/blog/tags/${tag}`, heading, title: `${heading} | mem.ai SDK` };
  }),
  {
    path: '/blog/first-blog-post',
    heading: 'First Blog Post',
    title: 'First Blog Post | mem.ai SDK',
  },
  { path: '/blog/long-blog-post', heading: 'Long Blog Post', title: 'Long Blog Post | mem.ai SDK' },
  { path: '/blog/mdx-blog-post', heading: 'MDX Blog Post', title: 'MDX Blog Post | mem.ai SDK' },
  { path: '/blog/welcome', heading: 'Welcome', title: 'Welcome | mem.ai SDK' },
  {
    path: '/markdown-page',
    heading: 'How these docs are made',
    title: 'How these docs are made | mem.ai SDK',
  },
  {
    path: '/search',
    heading: 'Search the documentation',
    title: 'Search the documentation | mem.ai SDK',
  },
];

test.describe('every route of the spec', () => {
  for (const { path, heading, title } of routes) {
    test(`${path} shows its screen and hydrates without errors`, async ({ page, problems }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await expect(page).toHaveTitle(title);
      expectNoProblems(problems);
    });
  }
});

test('every URL in sitemap.xml renders and hydrates without errors', async ({
  page,
  request,
  problems,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(paths.length).toBeGreaterThanOrEqual(routes.length - 2);
  for (const path of paths) {
    await visit(page, path);
    await expect(page.locator('main, [role="main"]').first(), path).toBeVisible();
    await expect(page, path).toHaveTitle(/ \| mem\.ai SDK$/);
  }
  expectNoProblems(problems);
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | mem.ai SDK');
});

const suffixedPaths: [suffixed: string, clean: string][] = [
  ['/docs/intro.html', '/docs/intro'],
  ['/docs/intro/index.html', '/docs/intro'],
  ['/docs/api/classes/MemClient.html', '/docs/api/classes/MemClient'],
  ['/blog/welcome/index.html', '/blog/welcome'],
];

for (const [suffixed, clean] of suffixedPaths) {
  test(`${suffixed} shows the same page as ${clean}`, async ({ page, problems }) => {
    await visit(page, suffixed);
    expect(new URL(page.url()).pathname).toBe(clean);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    expectNoProblems(problems);
  });
}

test('a client-side link to a .html path opens the clean page', async ({ page, problems }) => {
  await visit(page, '/');
  // Docusaurus's router strips .html and /index.html from a path before it matches a route.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/installation.html');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  expectNoProblems(problems);
});
