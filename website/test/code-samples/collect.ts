// Finds the TypeScript samples readers see: fenced ```ts blocks in the site's Markdown and the
// READMEs, and the ```ts blocks of `@example` tags in the library's doc comments. Which pages are
// one program, and what makes their program, is in src/program-runner/program-pages.ts, which the build
// shares.
import { filesUnder } from '../../src/program-runner/program-pages.js';

/** Folders whose Markdown is published, and the READMEs and changelog that readers copy from. */
const markdownFolders = ['website/docs', 'website/src/pages', 'website/blog'];
const readmes = [
  'README.md',
  'CONTRIBUTING.md',
  'packages/sdk/README.md',
  'packages/sdk/CHANGELOG.md',
];

export function markdownFiles(): string[] {
  return [...readmes, ...markdownFolders.flatMap((folder) => filesUnder(folder, /\.mdx?$/))];
}

export { exampleSamples } from '../../src/program-runner/reference-examples.js';
