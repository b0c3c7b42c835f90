// A request that reaches Mem and takes effect, but whose answer never comes back: the retry
// must neither make anything twice nor report the first attempt's own work as a failure.
import { describe, expect, it } from 'vitest';
import { clientFor, rejectionOf, serverForTest, someNoteId } from './with-server.js';

describe('a call whose answer was lost after Mem acted on it', () => {
  it('notes.create resolves to the note its first attempt made', async () => {
    const server = await serverForTest();
    server.fail({ method: 'POST', path: '/v2/notes', loseAnswer: true });
    const note = await clientFor(server).notes.create({ content: '# Made once' });
    expect(note).toMatchObject({ title: 'Made once', version: 1 });
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'POST', 'GET']);
    expect(server.state().notes.map(({ id }) => id)).toEqual([note.id]);
  });

  it('collections.create resolves to the collection its first attempt made', async () => {
    const server = await serverForTest();
    server.fail({ method: 'POST', path: '/v2/collections', loseAnswer: true });
    const created = await clientFor(server).collections.create({ title: 'Once' });
    expect(created.title).toBe('Once');
    expect(server.state().collections.map(({ id }) => id)).toEqual([created.id]);
  });

  it('v1.createNote resolves to the note its first attempt made, read back as v1 answers it', async () => {
    const server = await serverForTest();
    server.fail({ method: 'POST', path: '/v1/notes', loseAnswer: true });
    const note = await clientFor(server).v1.createNote({ content: '# Legacy once' });
    expect(note).toMatchObject({
      status: 'completed',
      title: 'Legacy once',
      url: `https://mem.ai/notes/${note.id}`,
      content: '# Legacy once',
      operations: [{ type: 'created-note', note_id: note.id, title: 'Legacy once' }],
    });
    expect(server.state().notes.map(({ id }) => id)).toEqual([note.id]);
  });

  it('v1.createNote with an id of its caller’s choosing resolves to the note it made', async () => {
    const server = await serverForTest();
    server.fail({ method: 'POST', path: '/v1/notes', loseAnswer: true });
    const note = await clientFor(server).v1.createNote({ id: someNoteId, content: 'Mine' });
    expect(note.id).toBe(someNoteId);
    expect(server.state().notes).toHaveLength(1);
  });

  it('v1.createNote reports the conflict when the note with its chosen id is another’s', async () => {
    const server = await serverForTest();
    server.seed({ notes: [{ id: someNoteId, content: 'Theirs' }] });
    server.fail({ method: 'POST', path: '/v1/notes', status: 500 });
    const error = await rejectionOf(
      clientFor(server).v1.createNote({ id: someNoteId, content: 'Mine' }),
    );
    expect(error).toMatchObject({ status: 409 });
  });

  it('memIt is not sent again, and says that Mem may have acted', async () => {
    const server = await serverForTest();
    server.fail({ method: 'POST', path: '/v2/mem-it', loseAnswer: true });
    const error = await rejectionOf(clientFor(server).memIt({ input: 'Only once' }));
    expect(error).toMatchObject({ code: 'network_error', retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('notes.delete resolves, saying the note was already gone', async () => {
    const server = await serverForTest();
    server.seed({ notes: [{ id: someNoteId, content: 'x' }] });
    server.fail({ method: 'DELETE', loseAnswer: true });
    const receipt = await clientFor(server).notes.delete(someNoteId);
    expect(receipt).toEqual({
      request_id: expect.stringMatching(/^api-request-/),
      alreadyGone: true,
    });
    expect(server.state().notes).toEqual([]);
  });

  it('collections.delete and collections.removeNote resolve, saying it was already gone', async () => {
    const server = await serverForTest();
    const collectionId = '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b';
    const other = '7a8b9c0d-1e2f-4a3b-8c5d-6e7f8a9b0c1d';
    server.seed({
      collections: [
        { id: collectionId, title: 'Books' },
        { id: other, title: 'Films' },
      ],
      notes: [{ id: someNoteId, content: 'x', collection_ids: [other] }],
    });
    const client = clientFor(server);
    server.fail({ method: 'DELETE', loseAnswer: true });
    await expect(client.collections.delete(collectionId)).resolves.toMatchObject({
      alreadyGone: true,
    });
    server.fail({ method: 'DELETE', loseAnswer: true });
    await expect(client.collections.removeNote(other, someNoteId)).resolves.toMatchObject({
      alreadyGone: true,
    });
    expect(server.state().notes[0]?.collection_ids).toEqual([]);
  });

  it('v1.deleteNote resolves', async () => {
    const server = await serverForTest();
    server.seed({ notes: [{ id: someNoteId, content: 'x' }] });
    server.fail({ method: 'DELETE', loseAnswer: true });
    await expect(clientFor(server).v1.deleteNote(someNoteId)).resolves.toBeUndefined();
    expect(server.state().notes).toEqual([]);
  });
});

describe('a remove whose first attempt finds nothing', () => {
  it('still rejects with 404, so that a wrong id is never hidden', async () => {
    const server = await serverForTest();
    const error = await rejectionOf(clientFor(server).notes.delete(someNoteId));
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with 404 after a retry whose earlier attempt Mem refused with 503', async () => {
    const server = await serverForTest();
    server.fail({ method: 'DELETE', status: 503 });
    const error = await rejectionOf(clientFor(server).notes.delete(someNoteId));
    expect(error).toMatchObject({ status: 404 });
  });
});
