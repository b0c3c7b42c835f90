// The backup's own records (the export's state, the import's journal): JSON files in DIR/.memai,
// each saying the format it was written in, and each saved whole (io/atomic-file.ts), so that a
// run stopped at any point leaves the last one intact. A reader takes the formats it knows and
// refuses a newer one, which an older memai must not half-understand.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CliError } from '../errors.js';
import { writeFileAtomic } from '../io/atomic-file.js';
import { readIfPresent } from './export-files.js';

/** A record as saved: its format, and the rest as the writer put it. */
export type Saved = { format?: number } & Record<string, unknown>;

/** The record at `path`, undefined when there is none; a format above `newest` is refused. */
/** The text of each record as last read or saved by this process, so that a save can be skipped. */
const lastText = new Map<string, string>();

export async function loadRecord(path: string, newest: number): Promise<Saved | undefined> {
  const text = await readIfPresent(path);
  if (text !== undefined) lastText.set(path, text);
  if (text === undefined) return undefined;
  // The shape is saveRecord's own.
  const saved = JSON.parse(text) as Saved;
  if ((saved.format ?? 1) > newest) {
    throw new CliError(
      `${path} was written by a newer version of memai; update memai-cli to use this folder.`,
    );
  }
  return saved;
}

/** Saves a record in `format`, whole; a record that holds it already is left as it is. */
export async function saveRecord(
  path: string,
  format: number,
  record: Record<string, unknown>,
): Promise<void> {
  const text = `${JSON.stringify({ format, ...record })}\n`;
  if ((lastText.get(path) ?? (await readIfPresent(path))) === text) return;
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, text);
  lastText.set(path, text);
}
