import { describe, expect, it } from 'vitest';
import { clientFor, rejectionOf, serverForTest, someCollectionId } from './with-server.js';

describe('collections', () => {
  it('create sends POST /v2/collections with the fields set and a generated id', async () => {
    const server = await serverForTest();
    const created = await clientFor(server).collections.create({
      title: 'Books',
      description: 'To read',
      created_at: '2025-04-01T14:30:45Z',
    });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v2/collections',
      body: {
        title: 'Books',
        id: created.id,
        description: 'To read',
        created_at: '2025-04-01T14:30:45Z',
      },
    });
    expect(created).toMatchObject({ title: 'Books', description: 'To read' });
  });

  it('get reads one collection with its note count', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const books = await client.collections.create({ title: 'Books' });
    await client.notes.create({ content: 'SICP', collection_ids: [books.id] });
    const collection = await client.collections.get(books.id);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v2/collections/${books.id}`,
    });
    expect(collection).toMatchObject({ id: books.id, title: 'Books', note_count: 1 });
  });

  it('update sends only the fields to change, and an empty description clears it', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const books = await client.collections.create({ title: 'Books', description: 'Old' });
    const renamed = await client.collections.update(books.id, {
      title: 'Reading',
      description: '',
    });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/v2/collections/${books.id}`,
      body: { title: 'Reading', description: '' },
    });
    expect(renamed).toMatchObject({ title: 'Reading', description: null });
  });

  it('delete removes the collection but keeps its notes', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const books = await client.collections.create({ title: 'Books' });
    const note = await client.notes.create({ content: 'SICP', collection_ids: [books.id] });
    await client.collections.delete(books.id);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v2/collections/${books.id}`,
    });
    await expect(client.collections.get(books.id)).rejects.toMatchObject({ status: 404 });
    expect((await client.notes.get(note.id)).collection_ids).toEqual([]);
  });

  it('list sends GET /v2/collections with its filters', async () => {
    const server = await serverForTest();
    server.seed({ collections: [{ title: 'Books' }] });
    const page = await clientFor(server).collections.list({
      limit: 5,
      order_by: 'created_at',
      filter_by_created_after: '2000-01-01T00:00:00Z',
    });
    expect(server.requests[0]?.path).toBe(
      '/v2/collections?limit=5&order_by=created_at&filter_by_created_after=2000-01-01T00%3A00%3A00Z',
    );
    expect(page.results.map((collection) => collection.title)).toEqual(['Books']);
  });

  it('search sends POST /v2/collections/search and answers in one page', async () => {
    const server = await serverForTest();
    server.seed({ collections: [{ title: 'Recipes' }, { title: 'Books' }] });
    const found = await clientFor(server).collections.search({ query: 'recipes' });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v2/collections/search',
      body: { query: 'recipes' },
    });
    expect(found.results.map((collection) => collection.title)).toEqual(['Recipes']);
    expect(found.total).toBe(1);
  });

  it('search without a query sends an empty body', async () => {
    const server = await serverForTest();
    await clientFor(server).collections.search();
    expect(server.requests[0]?.body).toEqual({});
  });

  it('addNote, moveNote and removeNote change which collection a note is in', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const inbox = await client.collections.create({ title: 'Inbox' });
    const done = await client.collections.create({ title: 'Done' });
    const note = await client.notes.create({ content: 'Task list' });

    await client.collections.addNote(inbox.id, note.id);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/v2/collections/${inbox.id}/notes/${note.id}`,
      body: undefined,
    });
    expect((await client.notes.get(note.id)).collection_ids).toEqual([inbox.id]);

    await client.collections.moveNote(inbox.id, note.id, done.id);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/collections/${inbox.id}/notes/${note.id}/move`,
      body: { target_collection_id: done.id },
    });
    expect((await client.notes.get(note.id)).collection_ids).toEqual([done.id]);

    const receipt = await client.collections.removeNote(done.id, note.id);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v2/collections/${done.id}/notes/${note.id}`,
    });
    expect(receipt.request_id).toMatch(/^api-request-/);
    expect((await client.notes.get(note.id)).collection_ids).toEqual([]);
  });

  it('fails with 404 when moving a note that is not in the source collection', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const target = await client.collections.create({ title: 'Target' });
    const note = await client.notes.create({ content: 'Loose note' });
    const error = await rejectionOf(
      client.collections.moveNote(someCollectionId, note.id, target.id),
    );
    expect(error).toMatchObject({ status: 404, retryable: false });
  });
});
