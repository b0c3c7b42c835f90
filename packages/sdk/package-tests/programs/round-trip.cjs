// The same program for a CommonJS project: require() of the ES module package, which Node does
// without a flag from 20.19 and 22.12 on.
const { MemClient } = require('memai-sdk');
const { startMemServer } = require('memai-sdk/testing');

async function main() {
  const server = await startMemServer();
  try {
    const client = new MemClient({ apiKey: server.apiKey, baseUrl: server.url });
    const note = await client.notes.create({ content: '# Installed from the tarball' });
    const listed = [];
    for await (const item of client.notes.list()) listed.push(item.title);
    await client.notes.delete(note.id);
    const left = (await client.notes.list()).results.length;
    const agent = server.requests[0]?.headers['user-agent'] ?? '';
    const runtime = /^memai-sdk\/\S+ (\w+)\//.exec(agent)?.[1];
    console.log(JSON.stringify({ created: note.title, listed, left, runtime }));
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
