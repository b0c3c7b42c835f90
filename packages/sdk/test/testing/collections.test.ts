import { describe, expect, it } from 'vitest';
import { start, call, id } from './local-mem.js';

function titles(body: { results: { title: string }[] }): string[] {
  return body.results.map((item) => item.title);
}

const books = id(100);
const travel = id(200);
const note = id(1);

describe('create collection', () => {
  it("answers Mem's create shape, without note_count", async () => {
    const server = await start();
    const { body } = await call(server, 'POST', '/v2/collections', {
      title: 'Books',
      id: books,
      description: 'To read',
      created_at: '2025-01-01T00:00:00Z',
    });
    expect(body).toEqual({
      request_id: expect.any(String),
      id: books,
      title: 'Books',
      description: 'To read',
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    });
  });

  it('takes created_at from updated_at, and stores an empty description as null', async () => {
    const server = await start();
    const { body } = await call(server, 'POST', '/v2/collections', {
      title: 'Books',
      description: '',
      updated_at: '2025-02-01T00:00:00Z',
    });
    expect(body).toMatchObject({ description: null, created_at: '2025-02-01T00:00:00Z' });
  });

  it('answers 409 CONFLICT for an id that exists already', async () => {
    const server = await start();
    server.seed({ collections: [{ id: books, title: 'Books' }] });
    const { status, body } = await call(server, 'POST', '/v2/collections', {
      title: 'Again',
      id: books,
    });
    expect(status).toBe(409);
    expect(body.error_metadata.error_kind).toBe('CONFLICT');
  });

  it.each([
    ['a missing title', {}, '`title` is required.'],
    ['a blank title', { title: ' ' }, '`title` must not be blank.'],
    [
      'a title over 1,000 characters',
      { title: 't'.repeat(1001) },
      '`title` must be at most 1000 characters',
    ],
    ['a title over 1,000 bytes', { title: 'ü'.repeat(501) }, '`title` must be at most 1000 bytes'],
    [
      'a description over 10,000 characters',
      { title: 'x', description: 'd'.repeat(10_001) },
      '`description`',
    ],
    [
      'an updated_at in the future',
      { title: 'x', updated_at: '2999-01-01T00:00:00+00:00' },
      '`updated_at` must not be in the future.',
    ],
  ])('refuses %s with 400', async (_, body, message) => {
    const server = await start();
    const answer = await call(server, 'POST', '/v2/collections', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error_metadata.message).toContain(message);
  });
});

describe('read, update and delete collection', () => {
  it('reads a collection with the count of its active notes', async () => {
    const server = await start();
    server.seed({
      collections: [{ id: books, title: 'Books' }],
      notes: [
        { content: 'a', collection_ids: [books] },
        { content: 'b', collection_ids: [books] },
        { content: 'c', collection_ids: [books], trashed_at: '2025-01-01T00:00:00Z' },
      ],
    });
    const { body } = await call(server, 'GET', `/v2/collections/${books}`);
    expect(body).toMatchObject({ id: books, title: 'Books', description: null, note_count: 2 });
  });

  it('answers 404 for a collection that does not exist', async () => {
    const server = await start();
    expect((await call(server, 'GET', `/v2/collections/${books}`)).status).toBe(404);
  });

  it('changes only the fields sent', async () => {
    const server = await start();
    server.seed({
      collections: [
        { id: books, title: 'Books', description: 'To read', updated_at: '2025-01-01T00:00:00Z' },
      ],
    });
    const { body } = await call(server, 'PATCH', `/v2/collections/${books}`, {
      title: 'Library',
      description: null,
      updated_at: '2025-03-01T00:00:00Z',
    });
    expect(body).toEqual({
      request_id: expect.any(String),
      id: books,
      title: 'Library',
      description: 'To read',
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-03-01T00:00:00Z',
    });
  });

  it('clears the description with an empty string', async () => {
    const server = await start();
    server.seed({ collections: [{ id: books, title: 'Books', description: 'To read' }] });
    const { body } = await call(server, 'PATCH', `/v2/collections/${books}`, { description: '' });
    expect(body).toMatchObject({ title: 'Books', description: null });
  });

  it('sets a new description and stamps updated_at with now', async () => {
    const server = await start();
    server.seed({
      collections: [{ id: books, title: 'Books', updated_at: '2025-01-01T00:00:00Z' }],
    });
    const { body } = await call(server, 'PATCH', `/v2/collections/${books}`, {
      description: 'Shelf',
    });
    expect(body.description).toBe('Shelf');
    expect(Date.parse(body.updated_at)).toBeGreaterThan(Date.parse('2025-01-01T00:00:00Z'));
  });

  it('refuses a blank title on update', async () => {
    const server = await start();
    server.seed({ collections: [{ id: books, title: 'Books' }] });
    expect((await call(server, 'PATCH', `/v2/collections/${books}`, { title: '' })).status).toBe(
      400,
    );
  });

  it('answers 404 when updating a collection that does not exist', async () => {
    const server = await start();
    expect((await call(server, 'PATCH', `/v2/collections/${books}`, {})).status).toBe(404);
  });

  it('deletes a collection for good, and its memberships with it', async () => {
    const server = await start();
    server.seed({
      collections: [
        { id: books, title: 'Books' },
        { id: travel, title: 'Travel' },
      ],
      notes: [{ id: note, content: 'a', collection_ids: [books, travel] }],
    });
    expect((await call(server, 'DELETE', `/v2/collections/${books}`)).body).toEqual({
      request_id: expect.any(String),
    });
    expect(server.state().collections.map((item) => item.id)).toEqual([travel]);
    expect(server.state().notes[0]?.collection_ids).toEqual([travel]);
    expect((await call(server, 'DELETE', `/v2/collections/${books}`)).status).toBe(404);
  });
});

describe('list collections', () => {
  it('lists newest first with note counts, paging by cursor', async () => {
    const server = await start();
    server.seed({
      collections: [1, 2, 3].map((n) => ({
        id: id(n),
        title: `C${n}`,
        updated_at: `2025-01-0${n}T00:00:00Z`,
      })),
      notes: [{ content: 'x', collection_ids: [id(3)] }],
    });
    const first = await call(server, 'GET', '/v2/collections?limit=2');
    expect(titles(first.body)).toEqual(['C3', 'C2']);
    expect(first.body.results[0].note_count).toBe(1);
    expect(first.body.total).toBe(3);
    const second = await call(
      server,
      'GET',
      `/v2/collections?limit=2&page=${first.body.next_page}`,
    );
    expect(titles(second.body)).toEqual(['C1']);
    expect(second.body.next_page).toBeNull();
  });

  it('orders by created_at and filters by date', async () => {
    const server = await start();
    server.seed({
      collections: [
        { title: 'Old', created_at: '2025-01-01T00:00:00Z', updated_at: '2025-06-01T00:00:00Z' },
        { title: 'New', created_at: '2025-03-01T00:00:00Z' },
      ],
    });
    expect(titles((await call(server, 'GET', '/v2/collections?order_by=created_at')).body)).toEqual(
      ['New', 'Old'],
    );
    const filtered = await call(
      server,
      'GET',
      '/v2/collections?filter_by_created_before=2025-02-01T00:00:00Z&filter_by_updated_after=2025-05-01T00:00:00Z',
    );
    expect(titles(filtered.body)).toEqual(['Old']);
  });

  it('refuses a cursor reused with other filters as INVALID_CURSOR', async () => {
    const server = await start();
    server.seed({ collections: [{ title: 'A' }, { title: 'B' }] });
    const first = await call(server, 'GET', '/v2/collections?limit=1');
    const { status, body } = await call(
      server,
      'GET',
      `/v2/collections?filter_by_created_after=2020-01-01T00:00:00Z&page=${first.body.next_page}`,
    );
    expect(status).toBe(400);
    expect(body.error_metadata.error_kind).toBe('INVALID_CURSOR');
  });

  it('refuses a note-list cursor', async () => {
    const server = await start();
    server.seed({ notes: [{ content: 'a' }, { content: 'b' }], collections: [{ title: 'A' }] });
    const notes = await call(server, 'GET', '/v2/notes?limit=1');
    expect((await call(server, 'GET', `/v2/collections?page=${notes.body.next_page}`)).status).toBe(
      400,
    );
  });
});

describe('search collections', () => {
  it('matches the title or description and ranks title hits first', async () => {
    const server = await start();
    server.seed({
      collections: [
        { title: 'Cooking', description: 'Recipes from home' },
        { title: 'Recipes', description: null },
        { title: 'Travel', description: 'Trips' },
      ],
    });
    const { body } = await call(server, 'POST', '/v2/collections/search', { query: 'recipes' });
    expect(titles(body)).toEqual(['Recipes', 'Cooking']);
    expect(body.total).toBe(2);
    expect(body.results[0]).toEqual({
      id: expect.any(String),
      title: 'Recipes',
      description: null,
      note_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('answers every collection, most recently updated first, without a query', async () => {
    const server = await start();
    server.seed({
      collections: [
        { title: 'Old', updated_at: '2025-01-01T00:00:00Z' },
        { title: 'New', updated_at: '2025-02-01T00:00:00Z' },
      ],
    });
    expect(titles((await call(server, 'POST', '/v2/collections/search', {})).body)).toEqual([
      'New',
      'Old',
    ]);
    expect(
      titles((await call(server, 'POST', '/v2/collections/search', { query: ' ' })).body),
    ).toEqual(['New', 'Old']);
  });

  it('applies the date filters', async () => {
    const server = await start();
    server.seed({
      collections: [
        { title: 'Old', created_at: '2025-01-01T00:00:00Z' },
        { title: 'New', created_at: '2025-02-01T00:00:00Z' },
      ],
    });
    const { body } = await call(server, 'POST', '/v2/collections/search', {
      filter_by_created_after: '2025-01-15T00:00:00Z',
    });
    expect(titles(body)).toEqual(['New']);
  });

  it('answers at most 100 collections', async () => {
    const server = await start();
    server.seed({ collections: Array.from({ length: 105 }, (_, n) => ({ title: `C${n}` })) });
    expect((await call(server, 'POST', '/v2/collections/search', {})).body.total).toBe(100);
  });
});

describe('membership', () => {
  async function seeded() {
    const server = await start();
    server.seed({
      collections: [
        { id: books, title: 'Books' },
        { id: travel, title: 'Travel' },
      ],
      notes: [{ id: note, content: 'a', collection_ids: [books] }],
    });
    return server;
  }

  it('adds a note to a collection, and adding it again changes nothing', async () => {
    const server = await seeded();
    expect((await call(server, 'PUT', `/v2/collections/${travel}/notes/${note}`)).body).toEqual({
      request_id: expect.any(String),
    });
    expect((await call(server, 'PUT', `/v2/collections/${travel}/notes/${note}`)).status).toBe(200);
    expect(server.state().notes[0]?.collection_ids).toEqual([books, travel]);
  });

  it('answers 404 when adding to a missing collection or a missing note', async () => {
    const server = await seeded();
    expect((await call(server, 'PUT', `/v2/collections/${id(7)}/notes/${note}`)).status).toBe(404);
    expect((await call(server, 'PUT', `/v2/collections/${books}/notes/${id(7)}`)).status).toBe(404);
  });

  it('removes a note from a collection', async () => {
    const server = await seeded();
    expect((await call(server, 'DELETE', `/v2/collections/${books}/notes/${note}`)).status).toBe(
      200,
    );
    expect(server.state().notes[0]?.collection_ids).toEqual([]);
  });

  it('answers 404 when removing a note that is not in the collection', async () => {
    const server = await seeded();
    const { status, body } = await call(
      server,
      'DELETE',
      `/v2/collections/${travel}/notes/${note}`,
    );
    expect(status).toBe(404);
    expect(body.error_metadata.error_kind).toBe('NOT_FOUND');
  });

  it('moves a note from one collection to another', async () => {
    const server = await seeded();
    const { body } = await call(server, 'POST', `/v2/collections/${books}/notes/${note}/move`, {
      target_collection_id: travel,
    });
    expect(body).toEqual({ request_id: expect.any(String) });
    expect(server.state().notes[0]?.collection_ids).toEqual([travel]);
  });

  it('moves a note already in the target out of the source only', async () => {
    const server = await seeded();
    await call(server, 'PUT', `/v2/collections/${travel}/notes/${note}`);
    await call(server, 'POST', `/v2/collections/${books}/notes/${note}/move`, {
      target_collection_id: travel,
    });
    expect(server.state().notes[0]?.collection_ids).toEqual([travel]);
  });

  it('changes nothing when moving a note onto the collection it is in', async () => {
    const server = await seeded();
    await call(server, 'POST', `/v2/collections/${books}/notes/${note}/move`, {
      target_collection_id: books,
    });
    expect(server.state().notes[0]?.collection_ids).toEqual([books]);
  });

  it.each([
    ['the note is not in the source', travel, books],
    ['the target does not exist', books, id(7)],
  ])('answers 404 when %s', async (_, source, target) => {
    const server = await seeded();
    const { status } = await call(server, 'POST', `/v2/collections/${source}/notes/${note}/move`, {
      target_collection_id: target,
    });
    expect(status).toBe(404);
    expect(server.state().notes[0]?.collection_ids).toEqual([books]);
  });

  it.each([
    ['a missing target', {}, '`target_collection_id` is required.'],
    ['a null target', { target_collection_id: null }, '`target_collection_id` must not be null.'],
    [
      'a target that is not a UUID',
      { target_collection_id: 'Travel' },
      '`target_collection_id` must be a UUID.',
    ],
  ])('refuses a move with %s', async (_, body, message) => {
    const server = await seeded();
    const answer = await call(server, 'POST', `/v2/collections/${books}/notes/${note}/move`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error_metadata.message).toBe(message);
  });
});
