// What a command prints. Results go to stdout; everything meant for people (progress,
// warnings, hints) goes to stderr, so that `memai … > file` and `memai … | jq` get only results.
import { once } from 'node:events';
import pc from 'picocolors';
import { currentRun, io, type Io } from './run.js';

/** Colours for a stream: only on a terminal, and never when NO_COLOR is set to anything. */
export function colorsFor(stream: Io['stdout']) {
  const { env } = io();
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== '';
  return pc.createColors(stream.isTTY === true && !noColor && env.TERM !== 'dumb');
}

/** Writes to stdout, waiting when the reader is slower than Mem (a pager, `| head`). */
export async function write(text: string): Promise<void> {
  const { stdout } = io();
  if (!stdout.write(text)) await once(stdout, 'drain');
}

/** One result as JSON (only the fields --fields names, when it was given). */
export function writeJson(value: unknown): Promise<void> {
  return write(`${JSON.stringify(picked(value), null, 2)}\n`);
}

/**
 * Items as NDJSON, one per line, written as they arrive: a listing of any size streams page by
 * page instead of being held in memory.
 */
export async function writeNdjson(items: AsyncIterable<unknown> | Iterable<unknown>) {
  for await (const item of items) await write(`${JSON.stringify(picked(item))}\n`);
}

/** `value` with only the fields of --fields, in that order, when it was given. */
function picked(value: unknown): unknown {
  const { fields } = currentRun();
  if (fields === undefined || typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));
}

/** A line for people, on stderr. */
export function tell(text: string): void {
  io().stderr.write(`${text}\n`);
}

/** A warning for people, on stderr. */
export function warn(text: string): void {
  const { stderr } = io();
  stderr.write(`${colorsFor(stderr).yellow('warning:')} ${text}\n`);
}

export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
}

/**
 * Rows as a table. On a terminal: a header and aligned columns, the last one cut to the
 * terminal's width. Elsewhere: no header, one row a line as it arrives, fields separated by tabs
 * and never cut, for `cut`, `awk` and `while read`.
 */
export async function writeTable<Row>(
  rows: AsyncIterable<Row> | Iterable<Row>,
  columns: Column<Row>[],
): Promise<number> {
  const cellsOf = (row: Row) => columns.map((column) => oneLine(column.value(row)));
  let count = 0;
  const { stdout } = io();
  if (stdout.isTTY !== true) {
    for await (const row of rows) {
      await write(`${cellsOf(row).join('\t')}\n`);
      count += 1;
    }
    return count;
  }
  const cells: string[][] = [];
  for await (const row of rows) cells.push(cellsOf(row));
  // A header over nothing says less than the caller's "No notes."
  if (cells.length === 0) return 0;
  const header = columns.map((column) => column.header);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...cells.map((row) => (row[index] ?? '').length)),
  );
  const lead = widths.slice(0, -1).reduce((sum, width) => sum + width + 2, 0);
  const room = Math.max(20, (stdout.columns || 100) - lead);
  const line = (row: string[]) =>
    row
      .map((cell, index) =>
        index === row.length - 1 ? cut(cell, room) : cell.padEnd(widths[index] ?? 0),
      )
      .join('  ');
  await write(`${colorsFor(stdout).bold(line(header))}\n`);
  for (const row of cells) await write(`${line(row)}\n`);
  return cells.length;
}

/** Label and value pairs, one a line, values aligned. */
export async function writeFields(fields: [label: string, value: string][]) {
  const width = Math.max(...fields.map(([label]) => label.length));
  const dim = colorsFor(io().stdout).dim;
  for (const [label, value] of fields) await write(`${dim(label.padEnd(width))}  ${value}\n`);
}

/** A count and its noun: `1 file`, `2 files`. */
export function plural(count: number, singular: string, several = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : several}`;
}

/** A time as people read it, in UTC to the minute: `2025-01-31 09:30`. */
export function shortTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 16).replace('T', ' ');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function cut(text: string, room: number): string {
  return text.length <= room ? text : `${text.slice(0, room - 1)}…`;
}
