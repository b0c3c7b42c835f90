// The end of a long command (export, import): what it did, in counts, and every note it skipped
// with the reason, so that nothing left behind goes unsaid.
import { write, writeJson } from './output.js';

export interface Skipped {
  /** The note's id or file. */
  what: string;
  why: string;
}

export interface Summary {
  /** Each count by its name, in the order they are shown. */
  counts: Record<string, number>;
  skipped: Skipped[];
  requests: number;
}

/** Prints the summary: a line and the skipped notes for people, or one JSON object. */
export async function writeSummary(heading: string, summary: Summary, json: boolean | undefined) {
  if (json === true) {
    return writeJson({ ...summary.counts, skipped: summary.skipped, requests: summary.requests });
  }
  const counts = Object.entries(summary.counts).map(([name, count]) => `${count} ${name}`);
  counts.push(`${summary.skipped.length} skipped`);
  await write(`${heading}: ${counts.join(', ')}; ${summary.requests} requests sent.\n`);
  for (const { what, why } of summary.skipped) await write(`skipped ${what}: ${why}\n`);
}
