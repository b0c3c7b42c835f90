// Where the lines a program printed go on its page: the page shows its output in ```text blocks,
// one after each step, so the printed lines fill those blocks in order, each as many lines as it
// has (the last takes whatever is left), and a line is marked where it differs from the page's,
// by the rule the docs tests compare with.
import { comparableLine } from './comparable';

export interface PrintedLine {
  text: string;
  /** `err` for what went to console.warn or console.error, which the page does not show. */
  stream: 'out' | 'err';
  /** Whether it differs from the page's line in its place (never for `err`). */
  differs: boolean;
}

/** The printed lines by the page's output blocks: as many entries as `pageBlocks`. */
export function outputByBlock(
  printed: readonly { text: string; stream: 'out' | 'err' }[],
  pageBlocks: readonly (readonly string[])[],
): PrintedLine[][] {
  const blocks: PrintedLine[][] = pageBlocks.map(() => []);
  let block = 0;
  let lineInBlock = 0;
  for (const { text, stream } of printed) {
    if (stream === 'out') {
      // Move on once this block is full, but never past the last one.
      while (block < pageBlocks.length - 1 && lineInBlock >= (pageBlocks[block]?.length ?? 0)) {
        block += 1;
        lineInBlock = 0;
      }
    }
    const expected = pageBlocks[block]?.[lineInBlock];
    const differs =
      stream === 'out' &&
      (expected === undefined || comparableLine(expected) !== comparableLine(text));
    blocks[block]?.push({ text, stream, differs });
    if (stream === 'out') lineInBlock += 1;
  }
  return blocks;
}

/** How many lines the page shows that the program has not printed (yet). */
export function linesMissing(printedOut: number, pageBlocks: readonly (readonly string[])[]) {
  return Math.max(0, pageBlocks.flat().length - printedOut);
}
