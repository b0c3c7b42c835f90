// What of a program's output must match its page: everything but what differs from run to run.
// The docs tests compare by this rule (test/program-pages.test.ts), and so does the page when it
// marks the lines a run in the browser printed otherwise.

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const timestamp = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g;

/**
 * A line with what differs from run to run (ids, times) replaced by placeholders, so a page can
 * show a real-looking run and still be compared with a fresh one.
 */
export function comparableLine(line: string): string {
  return line.replace(uuid, '<uuid>').replace(timestamp, '<timestamp>');
}

export function comparable(lines: string[]): string[] {
  return lines.map(comparableLine);
}
