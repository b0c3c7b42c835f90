// A three-way merge of a note's Markdown by lines, by node-diff3: what the file and Mem each
// changed since the text both last agreed on (the base). Edits to different lines are both kept;
// the same edit made on both sides is one edit; edits to the same lines clash, and the caller
// keeps both texts whole rather than choose.
import { diff3Merge } from 'node-diff3';
import { withLf } from '../folder-format/line-endings.js';

export type Merged = { clean: true; text: string } | { clean: false };

/** The lines of `text`, each with its line ending, so that joining them gives `text` back. */
function lines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/**
 * The merge works on the three texts with LF endings, so that a CR no edit put there is no
 * change; when the result is Mem's text, it is Mem's exactly, CRs and all, and Mem need not be
 * written.
 */
export function mergeLines(fileText: string, baseText: string, memText: string): Merged {
  const [file, base, mem] = [fileText, baseText, memText].map(withLf) as [string, string, string];
  if (file === mem || file === base) return { clean: true, text: memText };
  if (mem === base) return { clean: true, text: file };
  const regions = diff3Merge(lines(file), lines(base), lines(mem), { excludeFalseConflicts: true });
  const merged: string[] = [];
  for (const region of regions) {
    if (region.conflict !== undefined) return { clean: false };
    merged.push(...(region.ok ?? []));
  }
  const text = merged.join('');
  return { clean: true, text: text === mem ? memText : text };
}

/**
 * A three-way merge of two sets (a note's collections): what either side added since the base,
 * less what either side removed. In Mem's order, then the file's additions.
 */
export function mergeSets(
  file: readonly string[],
  base: readonly string[],
  mem: readonly string[],
): string[] {
  const removed = new Set([
    ...base.filter((item) => !file.includes(item)),
    ...base.filter((item) => !mem.includes(item)),
  ]);
  const merged = [...mem, ...file.filter((item) => !mem.includes(item))];
  return [...new Set(merged)].filter((item) => !removed.has(item) || !base.includes(item));
}
