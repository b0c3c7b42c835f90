// The routes the site must serve, with the heading each screen shows and its document title:
// the docs pages, the reference pages for the library's main types, the blog and its lists. The routes and accessibility suites both walk it.

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

/** Every route the site must serve, with the heading its screen shows and its document title. */
export const routes: { path: string; heading: string; title: string; headingLevel?: number }[] = [
  { path: '/', heading: 'mem.ai SDK', title: 'TypeScript SDK for the mem.ai API | mem.ai SDK' },
  { path: '/docs', heading: 'Introduction', title: 'Introduction | mem.ai SDK' },
  { path: '/docs/intro', heading: 'Introduction', title: 'Introduction | mem.ai SDK' },
  { path: '/docs/installation', heading: 'Installation', title: 'Installation | mem.ai SDK' },
  {
    path: '/docs/your-first-note',
    heading: 'Your first note',
    title: 'Your first note | mem.ai SDK',
  },
  {
    path: '/docs/cli/getting-started',
    heading: 'Getting started with memai',
    title: 'Getting started with memai | mem.ai SDK',
  },
  {
    path: '/docs/cli/scripting',
    heading: 'Scripting with memai',
    title: 'Scripting with memai | mem.ai SDK',
  },
  {
    path: '/docs/cli/backup-and-restore',
    heading: 'Back up and restore your Mem',
    title: 'Back up and restore your Mem | mem.ai SDK',
  },
  {
    path: '/docs/cli/sync',
    heading: 'Keep a folder in step with Mem',
    title: 'Keep a folder in step with Mem | mem.ai SDK',
  },
  {
    path: '/docs/cli/import-markdown',
    heading: 'Import a folder of Markdown',
    title: 'Import a folder of Markdown | mem.ai SDK',
  },
  {
    path: '/docs/cli/ai-assistants',
    heading: 'Use Mem from an AI assistant',
    title: 'Use Mem from an AI assistant | mem.ai SDK',
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
  // The reference of the second entry point, memai-sdk/testing: its front page and its functions.
  {
    path: '/docs/api/testing/',
    heading: 'memai-sdk/testing',
    title: 'memai-sdk/testing | mem.ai SDK',
  },
  {
    path: '/docs/api/testing/functions/startMemServer',
    heading: 'Function: startMemServer()',
    title: 'Function: startMemServer() | mem.ai SDK',
  },
  {
    path: '/docs/api/testing/functions/createMem',
    heading: 'Function: createMem()',
    title: 'Function: createMem() | mem.ai SDK',
  },
  // The blog list has no h1 of its own; each post on it is an h2.
  { path: '/blog', heading: 'Welcome', headingLevel: 2, title: 'Blog | mem.ai SDK' },
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
