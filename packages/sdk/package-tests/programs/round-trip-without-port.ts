// The user's first program again, against the local Mem that answers through a fetch function:
// no port, no network. Deno runs it without any network permission, and the browser test bundles
// it for a page. It prints one line of JSON for the test to compare.
import { MemClient } from 'memai-sdk';
import type { CreateNoteResponse } from 'memai-sdk';
import { createMem } from 'memai-sdk/testing';

const mem = createMem();
try {
  const client = new MemClient({ apiKey: mem.apiKey, baseUrl: mem.url, fetch: mem.fetch });
  const note: CreateNoteResponse = await client.notes.create({
    content: '# Installed from the tarball',
  });
  const listed: string[] = [];
  for await (const item of client.notes.list()) listed.push(item.title);
  await client.notes.delete(note.id);
  const left = (await client.notes.list()).results.length;
  // The runtime the User-Agent names, where the client found one (not in a browser).
  const agent = mem.requests[0]?.headers['user-agent'] ?? '';
  const runtime = /^memai-sdk\/\S+ (\w+)\//.exec(agent)?.[1];
  console.log(JSON.stringify({ created: note.title, listed, left, runtime }));
} finally {
  await mem.close();
}
