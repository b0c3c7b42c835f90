// Finds the TypeScript samples readers see: fenced ```ts blocks in the site's Markdown and the
// READMEs, and the ```ts blocks of `@example` tags in the library's doc comments. Which pages are
// one program, and what makes their program, is in src/program-runner/program-pages.ts, which the build
// shares.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder, repoRoot, type Sample } from '../../src/program-runner/program-pages.js';

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

/**
 * The ```ts blocks inside `@example` tags of the library's source files; a fence that says
 * `no-run` marks an example that cannot run as a program of its own.
 */
export function exampleSamples(): Sample[] {
  return filesUnder('packages/sdk/src', /\.ts$/).flatMap((file) => {
    const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n');
    const samples: Sample[] = [];
    let inExample = false;
    let block: { line: number; code: string[]; noRun?: true } | undefined;
    lines.forEach((raw, index) => {
      const text = raw.replace(/^\s*\*\s?/, '');
      if (/^@\w+/.test(text)) inExample = text.startsWith('@example');
      if (!inExample) return;
      if (block === undefined && /^```(ts|typescript)\b/.test(text)) {
        const noRun = text.split(/\s+/).includes('no-run');
        block = { line: index + 2, code: [], ...(noRun ? { noRun } : {}) };
      } else if (block !== undefined && text.startsWith('```')) {
        const { line, code, noRun } = block;
        samples.push({ file, line, code: code.join('\n'), ...(noRun ? { noRun } : {}) });
        block = undefined;
      } else {
        block?.code.push(text);
      }
    });
    return samples;
  });
}
