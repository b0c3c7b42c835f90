import { describe, expect, it } from 'vitest';
import { clientFor, serverForTest } from './with-server.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe("Mem's legacy v1 calls, as memai-sdk 0.1 made them", () => {
  it('v1.memIt sends POST /v1/mem-it and resolves to the operations Mem performed', async () => {
    const server = await serverForTest();
    const payload = {
      input: 'Meeting with Ada\nShe likes engines.',
      instructions: 'File under Follow-ups.',
      context: 'Phone call',
      timestamp: '2025-04-01T09:30:00+02:00',
    };
    const result = await clientFor(server).v1.memIt(payload);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/mem-it', body: payload });
    expect(result.request_id).toMatch(/^api-request-/);
    expect(result.status).toBe('completed');
    const [created] = result.operations;
    if (created?.type !== 'created-note') throw new Error('Expected the created note first.');
    expect(created.title).toBe('Meeting with Ada');
    expect(created.note_id).toMatch(uuid);
    expect(result.operations.map((operation) => operation.type)).toEqual([
      'created-note',
      'created-collection',
      'added-note-to-collection',
    ]);
    expect(result.operations[2]).toMatchObject({
      note_id: created.note_id,
      note_title: 'Meeting with Ada',
      collection_title: 'Inbox',
    });
  });

  it.each([
    ['a date alone', '2025-04-01', '2025-04-01T00:00:00Z'],
    ['a time without an offset, read as UTC', '2025-04-01T14:30', '2025-04-01T14:30:00Z'],
    ['a time without seconds', '2025-04-01T14:30+02:00', '2025-04-01T14:30:00+02:00'],
  ])('v1 calls send %s as the RFC 3339 date-time Mem asks for', async (_, given, sent) => {
    const server = await serverForTest();
    const client = clientFor(server);
    await client.v1.memIt({ input: 'Old news', timestamp: given });
    await client.v1.createNote({ content: 'x', created_at: given, updated_at: given });
    expect(server.requests[0]?.body).toMatchObject({ timestamp: sent });
    expect(server.requests[1]?.body).toMatchObject({ created_at: sent, updated_at: sent });
  });

  it('v1.createNote sends POST /v1/notes with every field the caller set', async () => {
    const server = await serverForTest();
    const payload = {
      content: '# Reading list\n\n- SICP',
      id: '5e29c8a2-c73b-476b-9311-e2579712d4b1',
      add_to_collections: ['Books', '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b'],
      auto_organize: 'Only into Books',
      auto_format: true,
      apply_template: 'Reading Notes',
      created_at: '2025-04-01T14:30:45Z',
      updated_at: '2025-04-02T09:15:22+01:00',
    };
    await clientFor(server).v1.createNote(payload);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/notes', body: payload });
  });

  it('v1.createNote resolves to the stored note and its operations, with a generated id', async () => {
    const server = await serverForTest();
    const note = await clientFor(server).v1.createNote({
      content: '# Groceries\n\n- Coffee',
      add_to_collections: ['Home'],
      created_at: '2025-04-01T14:30:45Z',
    });
    expect((server.requests[0]?.body as { id: string }).id).toBe(note.id);
    expect(note).toMatchObject({
      status: 'completed',
      title: 'Groceries',
      url: `https://mem.ai/notes/${note.id}`,
      content: '# Groceries\n\n- Coffee',
      created_at: '2025-04-01T14:30:45Z',
    });
    expect(note.operations).toEqual([
      { type: 'created-note', note_id: note.id, title: 'Groceries', url: note.url },
      { type: 'created-collection', collection_id: expect.stringMatching(uuid), title: 'Home' },
      {
        type: 'added-note-to-collection',
        note_id: note.id,
        note_title: 'Groceries',
        note_url: note.url,
        collection_id: expect.stringMatching(uuid),
        collection_title: 'Home',
      },
    ]);
  });

  it('a note made with v1.createNote is a v2 note too', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const legacy = await client.v1.createNote({ content: '# Shared store' });
    await expect(client.notes.get(legacy.id)).resolves.toMatchObject({ version: 1 });
  });

  it('v1.deleteNote sends DELETE /v1/notes/{id} and resolves to undefined', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.v1.createNote({ content: 'Temporary' });
    await expect(client.v1.deleteNote(note.id)).resolves.toBeUndefined();
    expect(server.requests[1]).toMatchObject({ method: 'DELETE', path: `/v1/notes/${note.id}` });
    expect(server.requests[1]?.headers['content-type']).toBeUndefined();
    expect(server.state().notes).toEqual([]);
  });

  it('v1.deleteNote refuses an id that is not a UUID, which Mem’s schema requires', async () => {
    const server = await serverForTest();
    await expect(clientFor(server).v1.deleteNote('a/b?c#d')).rejects.toThrow(
      'v1.deleteNote(): `id` must be a UUID',
    );
    expect(server.requests).toEqual([]);
  });
});
