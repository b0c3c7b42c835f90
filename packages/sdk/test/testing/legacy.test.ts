import { describe, expect, it } from 'vitest';
import { start, call } from './local-mem.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const noteId = '5e29c8a2-c73b-476b-9311-e2579712d4b1';

describe('legacy v1 Mem It', () => {
  it('answers synchronously with the created note, the Inbox it created and the filing', async () => {
    const server = await start();
    const { body } = await call(server, 'POST', '/v1/mem-it', {
      input: 'Meeting with Ada\nShe likes engines.',
    });
    const [note] = server.state().notes;
    const [inbox] = server.state().collections;
    expect(body).toEqual({
      request_id: expect.stringMatching(/^api-request-/),
      status: 'completed',
      operations: [
        {
          type: 'created-note',
          note_id: note?.id,
          title: 'Meeting with Ada',
          url: `https://mem.ai/notes/${note?.id}`,
        },
        { type: 'created-collection', collection_id: inbox?.id, title: 'Inbox' },
        {
          type: 'added-note-to-collection',
          note_id: note?.id,
          note_title: 'Meeting with Ada',
          note_url: `https://mem.ai/notes/${note?.id}`,
          collection_id: inbox?.id,
          collection_title: 'Inbox',
        },
      ],
    });
    expect(note?.collection_ids).toEqual([inbox?.id]);
  });

  it('files into an existing Inbox whatever its case', async () => {
    const server = await start();
    server.seed({ collections: [{ title: 'INBOX' }] });
    await call(server, 'POST', '/v1/mem-it', { input: 'one' });
    await call(server, 'POST', '/v1/mem-it', {
      input: 'two',
      instructions: 'x',
      context: 'y',
      timestamp: '2025-04-01T14:30:45Z',
    });
    expect(server.state().collections).toHaveLength(1);
    expect(
      (await call(server, 'GET', `/v2/collections/${server.state().collections[0]?.id}`)).body
        .note_count,
    ).toBe(2);
  });

  it('refuses a blank input', async () => {
    const server = await start();
    expect((await call(server, 'POST', '/v1/mem-it', { input: ' ' })).status).toBe(400);
  });
});

describe('legacy v1 create note', () => {
  it('answers the v1 note with its operations', async () => {
    const server = await start();
    const { body } = await call(server, 'POST', '/v1/notes', {
      content: '# Groceries\n\n- Coffee',
      add_to_collections: ['Home'],
      created_at: '2025-04-01T14:30:45Z',
    });
    expect(body).toEqual({
      request_id: expect.any(String),
      status: 'completed',
      id: expect.stringMatching(uuid),
      title: 'Groceries',
      url: `https://mem.ai/notes/${body.id}`,
      content: '# Groceries\n\n- Coffee',
      operations: [
        { type: 'created-note', note_id: body.id, title: 'Groceries', url: body.url },
        { type: 'created-collection', collection_id: expect.stringMatching(uuid), title: 'Home' },
        {
          type: 'added-note-to-collection',
          note_id: body.id,
          note_title: 'Groceries',
          note_url: body.url,
          collection_id: expect.stringMatching(uuid),
          collection_title: 'Home',
        },
      ],
      created_at: '2025-04-01T14:30:45Z',
      updated_at: '2025-04-01T14:30:45Z',
    });
  });

  it('creates missing collections as real ones and reuses existing ones by title or id', async () => {
    const server = await start();
    const travel = '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b';
    server.seed({ collections: [{ title: 'Books' }, { id: travel, title: 'Travel' }] });
    const { body } = await call(server, 'POST', '/v1/notes', {
      content: 'x',
      id: noteId,
      add_to_collections: ['books', travel.toUpperCase(), 'New one'],
      auto_organize: 'Only into Books',
      auto_format: true,
      apply_template: 'Reading Notes',
      updated_at: '2025-04-02T09:15:22+01:00',
    });
    expect(
      body.operations.map(
        (operation: { type: string; title?: string; collection_title?: string }) =>
          `${operation.type} ${operation.collection_title ?? operation.title}`,
      ),
    ).toEqual([
      'created-note x',
      'created-collection New one',
      'added-note-to-collection Books',
      'added-note-to-collection Travel',
      'added-note-to-collection New one',
    ]);
    expect(body.updated_at).toBe('2025-04-02T08:15:22Z');
    const collections = (await call(server, 'GET', '/v2/collections')).body;
    expect(collections.total).toBe(3);
    expect(collections.results.map((item: { note_count: number }) => item.note_count)).toEqual([
      1, 1, 1,
    ]);
  });

  it('stores the note where v2 reads it, at version 1', async () => {
    const server = await start();
    await call(server, 'POST', '/v1/notes', { content: '# Legacy', id: noteId });
    expect((await call(server, 'GET', `/v2/notes/${noteId}`)).body).toMatchObject({
      title: 'Legacy',
      version: 1,
    });
  });

  it('answers 409 for an id that exists already', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x' }] });
    expect((await call(server, 'POST', '/v1/notes', { content: 'y', id: noteId })).status).toBe(
      409,
    );
  });

  it.each([
    ['a blank content', { content: '' }, '`content`'],
    ['an id that is not a UUID', { content: 'x', id: 'note-1' }, '`id` must be a UUID.'],
    [
      'add_to_collections that is not a list',
      { content: 'x', add_to_collections: 'Home' },
      '`add_to_collections`',
    ],
    [
      'auto_format that is a number',
      { content: 'x', auto_format: 1 },
      '`auto_format` must be true, false or a string.',
    ],
  ])('refuses %s with 400', async (_, body, message) => {
    const server = await start();
    const answer = await call(server, 'POST', '/v1/notes', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error_metadata.message).toContain(message);
  });

  it('refuses a date alone for created_at, where Mem’s schema asks for a date-time', async () => {
    const server = await start();
    const answer = await call(server, 'POST', '/v1/notes', {
      content: 'x',
      created_at: '2024-02-29',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error_metadata.message).toContain('`created_at` must be an RFC 3339');
  });

  it('refuses a date that does not exist', async () => {
    const server = await start();
    expect(
      (await call(server, 'POST', '/v1/notes', { content: 'x', created_at: '2025-02-29' })).status,
    ).toBe(400);
  });

  it('accepts null for the optional v1 flags', async () => {
    const server = await start();
    expect(
      (await call(server, 'POST', '/v1/notes', { content: 'x', auto_format: null })).status,
    ).toBe(200);
  });
});

describe('legacy v1 delete note', () => {
  it('deletes a note made on v2', async () => {
    const server = await start();
    await call(server, 'POST', '/v2/notes', { content: 'x', id: noteId });
    const { body } = await call(server, 'DELETE', `/v1/notes/${noteId}`);
    expect(body).toEqual({
      request_id: expect.any(String),
      status: 'completed',
      operations: [{ type: 'deleted-note', note_id: noteId }],
      id: noteId,
      deleted: true,
    });
    expect(server.state().notes).toEqual([]);
  });

  it('answers 404 in Mem envelope for a missing note or an id that is not a UUID', async () => {
    const server = await start();
    const missing = await call(server, 'DELETE', `/v1/notes/${noteId}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error_metadata.error_kind).toBe('NOT_FOUND');
    expect((await call(server, 'DELETE', '/v1/notes/a%2Fb%3Fc%23d')).status).toBe(404);
  });
});
