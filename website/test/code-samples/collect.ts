// Finds the TypeScript samples readers see: fenced ```ts blocks in the site's Markdown and the
// READMEs, and the ```ts blocks of `@example` tags in the library's doc comments.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromMarkdown } from 'mdast-util-from-markdown';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A piece of code as it stands in a file. */
export type Sample = {
  /** The file, relative to the repository root. */
  file: string;
  /** The line of `file` (counting from 1) where the code's first line stands. */
  line: number;
  code: string;
  /**
   * Whether the block's fence says `no-run`: on a page that is one program, such a block (for
   * example one that needs a real key or another runtime) is compiled on its own and not run.
   */
  noRun?: true;
};

/** The tutorial, which the tests run as one program like each guide. */
export const tutorialPage = 'website/docs/your-first-note.md';
/** Guides: task-shaped pages, each one program whose blocks run in order. */
const guidesFolder = 'website/docs/guides';

/** Pages whose ```ts blocks, joined in order, form one program that the docs tests run. */
export function programPages(): string[] {
  programPageList ??= [tutorialPage, ...filesUnder(guidesFolder, /\.mdx?$/)];
  return programPageList;
}
let programPageList: string[] | undefined;

const sampleLanguages = new Set(['ts', 'typescript']);

/** Folders whose Markdown is published, and the READMEs and changelog that readers copy from. */
const markdownFolders = ['website/docs', 'website/src/pages', 'website/blog'];
const readmes = [
  'README.md',
  'CONTRIBUTING.md',
  'packages/sdk/README.md',
  'packages/sdk/CHANGELOG.md',
];
/** Generated from the library's comments, whose @examples are checked at the source instead. */
const generatedFolder = 'website/docs/api';

function filesUnder(folder: string, extensions: RegExp): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => extensions.test(path))
    .map((path) => `${folder}/${path.split('\\').join('/')}`)
    .filter((path) => !path.startsWith(`${generatedFolder}/`))
    .sort();
}

export function markdownFiles(): string[] {
  return [...readmes, ...markdownFolders.flatMap((folder) => filesUnder(folder, /\.mdx?$/))];
}

type MarkdownNode = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MarkdownNode[];
};

/** Every fenced block of `file` whose language is one of `languages`, in page order. */
function codeBlocks(file: string, languages: Set<string>): Sample[] {
  const samples: Sample[] = [];
  const visit = (node: MarkdownNode) => {
    if (node.type === 'code' && languages.has(node.lang ?? '') && node.position) {
      const noRun = (node.meta ?? '').split(/\s+/).includes('no-run');
      // The code starts on the line after the opening fence.
      samples.push({
        file,
        line: node.position.start.line + 1,
        code: node.value ?? '',
        ...(noRun ? { noRun } : {}),
      });
    }
    node.children?.forEach(visit);
  };
  visit(fromMarkdown(readFileSync(join(repoRoot, file), 'utf8')) as MarkdownNode);
  return samples;
}

export function markdownSamples(file: string): Sample[] {
  return codeBlocks(file, sampleLanguages);
}

/** Whether `sample` is part of its page's program: a block of a program page not marked `no-run`. */
export function runsInProgram(sample: Sample): boolean {
  return sample.noRun === undefined && programPages().includes(sample.file);
}

/**
 * What a program page says it prints: the lines of its ```text blocks, in page order. Each such
 * block shows the output of the code above it, so together they are the whole output.
 */
export function pageOutput(file: string): string[] {
  return codeBlocks(file, new Set(['text'])).flatMap((block) => block.code.split('\n'));
}

/** The ```ts blocks inside `@example` tags of the library's source files. */
export function exampleSamples(): Sample[] {
  return filesUnder('packages/sdk/src', /\.ts$/).flatMap((file) => {
    const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n');
    const samples: Sample[] = [];
    let inExample = false;
    let block: { line: number; code: string[] } | undefined;
    lines.forEach((raw, index) => {
      const text = raw.replace(/^\s*\*\s?/, '');
      if (/^@\w+/.test(text)) inExample = text.startsWith('@example');
      if (!inExample) return;
      if (block === undefined && /^```(ts|typescript)\b/.test(text)) {
        block = { line: index + 2, code: [] };
      } else if (block !== undefined && text.startsWith('```')) {
        samples.push({ file, line: block.line, code: block.code.join('\n') });
        block = undefined;
      } else {
        block?.code.push(text);
      }
    });
    return samples;
  });
}
