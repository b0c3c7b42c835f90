// Line endings. A file that an editor or git's core.autocrlf saved with CRLF holds the same text
// as one with LF, so a note's text travels with LF: digests, merges and what Mem receives never
// see a CR from a file. A file that is written again keeps the endings it had.

/**
 * `text` with every CRLF as LF. A lone CR is no line ending any editor writes today, but a
 * character of the note's (Mem takes only LF as a line's end), and stays.
 */
export function withLf(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

/**
 * `text` with the line endings of `previous`, the file it replaces: CRLF throughout when most of
 * that file's lines ended so, else `text` as it is.
 */
export function inLineEndingsOf(previous: string | undefined, text: string): string {
  if (previous === undefined || !mostlyCrlf(previous)) return text;
  return withLf(text).replace(/\n/g, '\r\n');
}

function mostlyCrlf(text: string): boolean {
  const lines = text.split('\n').length - 1;
  const crlf = text.split('\r\n').length - 1;
  return lines > 0 && crlf * 2 > lines;
}
