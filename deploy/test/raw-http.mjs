// Sends one request whose target is any bytes at all, over a plain socket: Node's http client
// refuses the malformed targets the hostile tests need. Parses the answer strictly enough to
// notice a response that is not HTTP, or a header that a control character has split.
import { connect } from 'node:net';

const timeoutMs = 5_000;

/**
 * GET `target` over HTTP/1.1 with `Connection: close`, and read until the server closes.
 * @param {{ host: string, port: number }} server
 * @param {Buffer} target
 * @returns {Promise<Buffer>} Everything the server sent.
 */
export function sendRaw({ host, port }, target) {
  const request = Buffer.concat([
    Buffer.from('GET '),
    target,
    Buffer.from(` HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: close\r\n\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    // Written, not ended: like a browser, the client keeps its side open until the server closes
    // (`Connection: close`). Node's http server takes a client that half-closes first for one
    // that has gone, and drops its answer; nginx answers it.
    const socket = connect({ host, port }, () => socket.write(request));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    // nginx may answer a very long target (414) and close before reading all of it: the answer
    // is what counts, not the reset that follows.
    socket.on('error', (error) =>
      chunks.length > 0 ? resolve(Buffer.concat(chunks)) : reject(error),
    );
    socket.on('close', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * An HTTP/1.x response: status line, headers without control characters, and a body as long
 * as Content-Length says.
 * @param {Buffer} raw
 * @returns {{ status: number, headers: Record<string, string>, body: Buffer }}
 */
export function parseResponse(raw) {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1)
    throw new Error(`No end of headers in ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = /^HTTP\/1\.[01] ([1-5]\d\d) [^\r\n]*$/.exec(statusLine);
  if (status === null) throw new Error(`Not a status line: ${JSON.stringify(statusLine)}`);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of lines) {
    // Field name, colon, then visible characters, spaces, tabs and obs-text only.
    const field = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\t\x20-\x7e\x80-\xff]*)$/.exec(line);
    if (field === null) throw new Error(`Not a header line: ${JSON.stringify(line)}`);
    // Both groups take part in every match: the defaults are for the type checker.
    const [, name = '', value = ''] = field;
    headers[name.toLowerCase()] = value.trimEnd();
  }
  const body = raw.subarray(end + 4);
  const length = headers['content-length'];
  if (length !== undefined && Number(length) !== body.length) {
    throw new Error(`Content-Length is ${length}, but the body has ${body.length} bytes`);
  }
  return { status: Number(status[1]), headers, body };
}
