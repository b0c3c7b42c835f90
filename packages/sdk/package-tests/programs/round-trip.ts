// A user's first program, as it is copied into each throwaway project: create a note, list it and
// delete it, against the local Mem from memai-sdk/testing. It prints one line of JSON for the test
// to compare, and leaves the server closed whatever happens.
import { MemClient } from 'memai-sdk';
import type { CreateNoteResponse } from 'memai-sdk';
import { startMemServer } from 'memai-sdk/testing';

const server = await startMemServer();
try {
  const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
  const note: CreateNoteResponse = await client.notes.create({
    content: '# Installed from the tarball',
  });
  const listed: string[] = [];
  for await (const item of client.notes.list()) listed.push(item.title);
  await client.notes.delete(note.id);
  const left = (await client.notes.list()).results.length;
  // The runtime the User-Agent names, which the client read from the runtime's own globals.
  const agent = server.requests[0]?.headers['user-agent'] ?? '';
  const runtime = /^memai-sdk\/\S+ (\w+)\//.exec(agent)?.[1];
  console.log(JSON.stringify({ created: note.title, listed, left, runtime }));
} finally {
  await server.close();
}
