// The end of a long command (export, import): what it did, in counts, and every note it skipped
// or kept as Mem holds it, with the reason, so that nothing left behind goes unsaid.
import { plural, write, writeJson } from '../io/output.js';

export interface Skipped {
  /** The note's id or file. */
  what: string;
  why: string;
}

export interface Summary {
  /** Each count by its name (`collections_created`), in the order they are shown. */
  counts: Record<string, number>;
  skipped: Skipped[];
  requests: number;
  /** What a dry run would do, a line each. */
  plan?: string[];
  /** Files whose notes were left as Mem holds them, Mem's copy being newer, with the reason. */
  kept_files?: Skipped[];
}

/** Prints the summary: a line and the skipped notes for people, or one JSON object. */
export async function writeSummary(heading: string, summary: Summary, json: boolean | undefined) {
  if (json === true) {
    const { counts, ...rest } = summary;
    return writeJson({ ...counts, ...rest });
  }
  for (const line of summary.plan ?? []) await write(`${line}\n`);
  // `collections_created: 1` reads "1 collection created".
  const counts = Object.entries(summary.counts).map(([name, count]) =>
    plural(count, name.replace(/_/g, ' ').replace(/^(\w+?)s\b/, '$1'), name.replace(/_/g, ' ')),
  );
  counts.push(`${summary.skipped.length} skipped`);
  await write(`${heading}: ${counts.join(', ')}; ${summary.requests} requests sent.\n`);
  for (const { what, why } of summary.skipped) await write(`skipped ${what}: ${why}\n`);
  for (const { what, why } of summary.kept_files ?? []) await write(`kept ${what}: ${why}\n`);
  if ((summary.kept_files ?? []).length > 0) {
    await write('Mem’s copies of the kept notes stay as they are; --overwrite replaces them.\n');
  }
}
