// A browser page's use of the client, bundled for the browser by the tests to weigh what a page
// pays for memai-sdk. It imports the main entry only, and talks to a proxy of the page's own that
// adds the real key, as the README advises.
import { MemClient } from 'memai-sdk';

const client = new MemClient({ apiKey: 'session-token', baseUrl: `${location.origin}/api/mem` });
const note = await client.notes.create({ content: '# Written in a browser' });
for await (const item of client.notes.search({ query: 'browser' })) console.log(item.title);
await client.notes.update(note.id, { content: '# Edited in a browser', version: note.version });
await client.notes.delete(note.id);
