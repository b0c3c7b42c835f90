// A user's test, written as one would outside this repository: it imports the client by the
// package's name, and walks every kind of call end to end against the local Mem, on this run's
// front.
import { MemClient } from 'memai-sdk';
import { expect, it, onTestFinished } from 'vitest';
import { startLocalMem } from './mem-front.js';

it('creates, reads, edits, lists, searches, trashes, restores and deletes notes, and manages collections', async () => {
  const mem = await startLocalMem();
  onTestFinished(() => mem.close());
  const client = new MemClient({ apiKey: mem.apiKey, baseUrl: mem.url });
  const colleague = new MemClient({ apiKey: mem.apiKey, baseUrl: mem.url });

  const inbox = await client.collections.create({ title: 'Inbox' });
  const archive = await client.collections.create({ title: 'Archive' });
  const note = await client.notes.create({
    content: '# Launch checklist\n\n- [ ] Write the post',
    collection_titles: ['inbox'],
  });
  expect(note.collection_ids).toEqual([inbox.id]);
  expect((await client.notes.get(note.id)).title).toBe('Launch checklist');

  // A colleague changes the note while our edit is in flight; the edit re-reads and re-applies.
  let rounds = 0;
  const edited = await client.notes.edit(note.id, async (content, current) => {
    rounds += 1;
    if (rounds === 1) {
      await colleague.notes.update(note.id, {
        content: `${content}\n- [ ] Tell support`,
        version: current.version,
      });
    }
    return content.replace('- [ ] Write the post', '- [x] Write the post');
  });
  expect(rounds).toBe(2);
  expect(edited.content).toBe('# Launch checklist\n\n- [x] Write the post\n- [ ] Tell support');

  for (let index = 1; index <= 4; index += 1) {
    await client.notes.create({ content: `# Launch note ${index}`, collection_ids: [inbox.id] });
  }
  const listed: string[] = [];
  for await (const item of client.notes.list({ collection_id: inbox.id, limit: 2 })) {
    listed.push(item.title);
  }
  expect(listed).toHaveLength(5);
  const found = await client.notes.search({ query: 'launch checklist' });
  expect(found.results.map((item) => item.id)).toEqual([note.id]);

  await client.collections.moveNote(inbox.id, note.id, archive.id);
  expect((await client.collections.get(archive.id)).note_count).toBe(1);
  await client.collections.removeNote(archive.id, note.id);
  await client.collections.addNote(inbox.id, note.id);
  const renamed = await client.collections.update(archive.id, { title: 'Done' });
  expect(renamed.title).toBe('Done');
  expect((await client.collections.search({ query: 'done' })).results).toHaveLength(1);

  await client.notes.trash(note.id);
  expect(await client.notes.search({ query: 'launch checklist' })).toMatchObject({ total: 0 });
  await client.notes.restore(note.id);
  expect((await client.notes.get(note.id)).trashed_at).toBeNull();

  for await (const item of client.notes.list()) await client.notes.delete(item.id);
  for await (const collection of client.collections.list()) {
    await client.collections.delete(collection.id);
  }
  expect(mem.state()).toMatchObject({ notes: [], collections: [] });
});

it("a program using only memai-sdk and memai-sdk/testing can page through a note's PDF attachment and download its bytes", async () => {
  const mem = await startLocalMem();
  onTestFinished(() => mem.close());
  const noteId = '5e29c8a2-c73b-476b-9311-e2579712d4b1';
  const pages = Array.from({ length: 8 }, (_, index) => `Chapter ${index + 1}`);
  const bytes = new TextEncoder().encode('%PDF-1.7 eight chapters');
  mem.seed({
    notes: [{ id: noteId, content: '# Handbook' }],
    attachments: [{ note_id: noteId, filename: 'handbook.pdf', bytes, pages }],
  });
  const client = new MemClient({ apiKey: mem.apiKey, baseUrl: mem.url });

  const note = await client.notes.get(noteId);
  const [pdf] = note.attachment_metadata;
  expect(pdf).toMatchObject({ attachment_kind: 'pdf', page_count: 8 });
  const read: string[] = [];
  for await (const window of client.attachments.read({
    attachment_kind: 'pdf',
    attachment_id: pdf?.attachment_id ?? '',
    page_limit: 3,
  })) {
    for (const page of window.pdf?.pages ?? []) read.push(page.plain_text ?? '');
  }
  expect(read).toEqual(pages);

  const file = await client.attachments.download(pdf?.attachment_id ?? '');
  expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
});
