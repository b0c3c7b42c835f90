import { describe, expect, it } from 'vitest';
import { clientFor, serverForTest } from './with-server.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('what crosses the wire', () => {
  it('memIt sends POST /v1/mem-it with the bearer key and a JSON body', async () => {
    const server = await serverForTest();
    await clientFor(server).memIt({
      input: 'Ada called about the Q3 report.',
      instructions: 'File under Follow-ups.',
      context: 'Phone call',
      timestamp: '2025-04-01T14:30:45Z',
    });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/mem-it');
    expect(request?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.body).toEqual({
      input: 'Ada called about the Q3 report.',
      instructions: 'File under Follow-ups.',
      context: 'Phone call',
      timestamp: '2025-04-01T14:30:45Z',
    });
  });

  it('createNote sends POST /v1/notes with every field the caller set', async () => {
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
    await clientFor(server).createNote(payload);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/notes');
    expect(request?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(request?.body).toEqual(payload);
  });

  it('createNote sends a generated UUID as the id when the caller gave none', async () => {
    const server = await serverForTest();
    const note = await clientFor(server).createNote({ content: 'Buy oat milk' });
    const body = server.requests[0]?.body as { id?: string };
    expect(body.id).toMatch(uuid);
    expect(note.id).toBe(body.id);
  });

  it('leaves out the fields the caller did not set', async () => {
    const server = await serverForTest();
    await clientFor(server).memIt({ input: 'Just this' });
    expect(server.requests[0]?.body).toEqual({ input: 'Just this' });
  });

  it('deleteNote sends DELETE /v1/notes/{id} with the id URL-encoded', async () => {
    const server = await serverForTest();
    await clientFor(server).createNote({
      content: 'Odd id',
      id: '5e29c8a2-c73b-476b-9311-e2579712d4b1',
    });
    await clientFor(server).deleteNote('5e29c8a2-c73b-476b-9311-e2579712d4b1');
    await clientFor(server)
      .deleteNote('a/b?c#d')
      .catch(() => undefined);
    expect(server.requests[1]?.method).toBe('DELETE');
    expect(server.requests[1]?.path).toBe('/v1/notes/5e29c8a2-c73b-476b-9311-e2579712d4b1');
    expect(server.requests[1]?.headers['content-type']).toBeUndefined();
    expect(server.requests[2]?.path).toBe('/v1/notes/a%2Fb%3Fc%23d');
  });

  it('sends extra headers but never lets them replace Authorization', async () => {
    const server = await serverForTest();
    const client = clientFor(server, {
      headers: { 'X-Team': 'docs', Authorization: 'Bearer stolen' },
    });
    await client.memIt({ input: 'hello' });
    expect(server.requests[0]?.headers['x-team']).toBe('docs');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
  });

  it('keeps the path of a baseUrl that has one', async () => {
    const server = await serverForTest();
    await clientFor(server, { baseUrl: `${server.url}/proxy/` })
      .memIt({ input: 'hi' })
      .catch(() => undefined);
    expect(server.requests[0]?.path).toBe('/proxy/v1/mem-it');
  });
});

describe('what comes back', () => {
  it('memIt resolves to the request id, status and operations', async () => {
    const server = await serverForTest();
    const result = await clientFor(server).memIt({ input: 'Meeting with Ada\nShe likes engines.' });
    expect(result.request_id).toMatch(/^api-request-/);
    expect(result.status).toBe('completed');
    const [created, filed] = result.operations;
    expect(created).toMatchObject({ type: 'created-note', title: 'Meeting with Ada' });
    expect(created?.note_id).toMatch(uuid);
    expect(filed).toMatchObject({ type: 'added-note-to-collection', collection_title: 'Inbox' });
  });

  it('createNote resolves to the stored note and its operations', async () => {
    const server = await serverForTest();
    const note = await clientFor(server).createNote({
      content: '# Groceries\n\n- Coffee',
      add_to_collections: ['Home'],
      created_at: '2025-04-01T14:30:45Z',
    });
    expect(note).toMatchObject({
      status: 'completed',
      title: 'Groceries',
      url: `https://mem.ai/notes/${note.id}`,
      content: '# Groceries\n\n- Coffee',
      created_at: '2025-04-01T14:30:45Z',
      updated_at: '2025-04-01T14:30:45Z',
    });
    expect(note.operations).toEqual([
      { type: 'created-note', note_id: note.id, title: 'Groceries', url: note.url },
      {
        type: 'added-note-to-collection',
        collection_id: expect.stringMatching(uuid),
        collection_title: 'Home',
      },
    ]);
  });

  it('deleteNote resolves to undefined once the note is gone', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.createNote({ content: 'Temporary' });
    await expect(client.deleteNote(note.id)).resolves.toBeUndefined();
    expect(server.notes.has(note.id)).toBe(false);
  });
});
