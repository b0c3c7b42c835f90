// The pages that are one program each, the tutorial and every guide, and the rules that make a
// page's program: its ```ts blocks not marked `no-run`, setup lines included, joined in page
// order; what it prints is its ```text blocks. The docs tests run each program by these rules
// (test/program-pages.test.ts), and the build compiles the same program for the page's "Run in
// your browser" control (src/program-runner/plugin.ts), so that the page runs what the tests ran.
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
/** The home page's sample, a program of its own. */
export const homeExample = 'website/src/pages/_home-example.md';
/** Guides: task-shaped pages, each one program whose blocks run in order. */
const guidesFolder = 'website/docs/guides';
/** Generated from the library's comments, whose @examples are checked at the source instead. */
const generatedFolder = 'website/docs/api';

/** The files below `folder` (relative to the repository root) whose names match `extensions`. */
export function filesUnder(folder: string, extensions: RegExp): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => extensions.test(path))
    .map((path) => `${folder}/${path.split('\\').join('/')}`)
    .filter((path) => !path.startsWith(`${generatedFolder}/`))
    .sort();
}

/** Pages whose ```ts blocks, joined in order, form one program that the docs tests run. */
export function programPages(): string[] {
  programPageList ??= [homeExample, tutorialPage, ...filesUnder(guidesFolder, /\.mdx?$/)];
  return programPageList;
}
let programPageList: string[] | undefined;

const sampleLanguages = new Set(['ts', 'typescript']);

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

/** Joins a module's parts into one source text, remembering where each line came from. */
export function joinParts(parts: Sample[]): {
  text: string;
  origins: { file: string; line: number }[];
} {
  const origins = parts.flatMap((part) =>
    part.code.split('\n').map((_, offset) => ({ file: part.file, line: part.line + offset })),
  );
  return { text: parts.map((part) => part.code).join('\n'), origins };
}

/** A program page's program: its blocks that run, setup lines included, joined in page order. */
export function programSource(page: string): string {
  return joinParts(markdownSamples(page).filter(runsInProgram)).text;
}

/**
 * What a program page says it prints, block by block: the lines of each ```text block, in page
 * order. Each such block shows the output of the code above it.
 */
export function pageOutputBlocks(file: string): string[][] {
  return codeBlocks(file, new Set(['text'])).map((block) => block.code.split('\n'));
}

/** What a program page says it prints: the lines of all its ```text blocks, in page order. */
export function pageOutput(file: string): string[] {
  return pageOutputBlocks(file).flat();
}

/**
 * A program page's id: `home` for the home page's sample, and for a docs page its path below
 * website/docs without the extension, `guides/collections`.
 */
export function programId(page: string): string {
  if (page === homeExample) return 'home';
  return page.replace(/^website\/docs\//, '').replace(/\.mdx?$/, '');
}

/** Where a program page is on the site, below its base URL: `/`, `/docs/guides/collections`. */
export function programRoute(page: string): string {
  return page === homeExample ? '/' : `/docs/${programId(page)}`;
}
