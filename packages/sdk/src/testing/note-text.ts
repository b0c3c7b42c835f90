// What the server reads out of a note's Markdown: its title, previews, the content filters and
// the word matching behind search and related notes. Mem does this with its own models; these
// are deliberately simple stand-ins that a test can predict.

/** A note's title: its first non-blank line, without Markdown heading marks. */
export function titleOf(content: string): string {
  const firstLine = content.trim().split('\n', 1)[0] ?? '';
  return firstLine.replace(/^#+/, '').trim();
}

/** The lines after the title line. */
function bodyOf(content: string): string {
  const trimmed = content.trim();
  const newline = trimmed.indexOf('\n');
  return newline === -1 ? '' : trimmed.slice(newline + 1);
}

const snippetLength = 200;
const previewLength = 280;

/** A short plain-text preview of the body after the title, for list and search items. */
export function snippetOf(content: string): string {
  const plain = bodyOf(content)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:#+|>|[-*+]|\d+\.)\s+(?:\[[ xX]\]\s+)?/gm, '')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(plain, snippetLength);
}

/** The start of the Markdown itself, as related notes give it. */
export function previewOf(content: string): string {
  return truncate(content.trim(), previewLength);
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

const openTask = /^\s*[-*+]\s+\[ \]/m;
const anyTask = /^\s*[-*+]\s+\[[ xX]\]/m;
const image = /!\[[^\]]*\]\([^)\s]+[^)]*\)/;
const link = /(?<!!)\[[^\]]*\]\(([^)\s]+)[^)]*\)/g;
const fileExtension = /\.(?:pdf|docx?|xlsx?|pptx?|zip|csv|txt)$/i;

export function hasOpenTask(content: string): boolean {
  return openTask.test(content);
}

export function hasTask(content: string): boolean {
  return anyTask.test(content);
}

export function hasImage(content: string): boolean {
  return image.test(content);
}

/** A Markdown link to a document, spreadsheet, slide deck, archive or text file. */
export function hasFile(content: string): boolean {
  for (const [, target = ''] of content.matchAll(link)) {
    if (fileExtension.test(target.replace(/[?#].*$/, ''))) return true;
  }
  return false;
}

/** A query's terms: its whitespace-separated words, compared without case. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * How well a text matches every term: 0 when any term is missing from both title and body,
 * otherwise the number of hits, with a hit in the title counting three times over.
 */
export function relevance(title: string, content: string, terms: readonly string[]): number {
  let score = 0;
  for (const term of terms) {
    const hits = countOf(content.toLowerCase(), term) + 2 * countOf(title.toLowerCase(), term);
    if (hits === 0) return 0;
    score += hits;
  }
  return score;
}

function countOf(text: string, term: string): number {
  let count = 0;
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + term.length)) count++;
  return count;
}

// Words too common to make two notes related.
const stopWords = new Set(
  [
    'the and for are but not you your our was were this that with from have has had its into about',
    'they them their there then than what when which who will would can could should also just',
    'been being over under more most some such only very',
  ]
    .join(' ')
    .split(' '),
);

/** The distinct words of a text that can relate it to another: three letters or more. */
export function wordsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length >= 3 && !stopWords.has(word)));
}

/** Shared words over all words of the two (Jaccard), from 0 (nothing shared) to 1. */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}
