import { describe, expect, it } from 'vitest';
import { clientFor, rejectionOf, serverForTest, someNoteId } from './with-server.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('notes.create', () => {
  it('sends POST /v2/notes with every field the caller set, and the bearer key', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const books = await client.collections.create({ title: 'Books' });
    const payload = {
      content: '# Reading list\n\n- SICP',
      id: someNoteId,
      collection_ids: [books.id],
      collection_titles: ['books'],
      created_at: '2025-04-01T14:30:45Z',
      updated_at: '2025-04-02T09:15:22+01:00',
    };
    await client.notes.create(payload);
    const request = server.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/notes');
    expect(request?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual(payload);
  });

  it('resolves to the stored note at version 1, titled by its first line', async () => {
    const server = await serverForTest();
    const note = await clientFor(server).notes.create({ content: '# Groceries\n\n- Coffee' });
    expect(note).toMatchObject({
      request_id: expect.stringMatching(/^api-request-/),
      id: expect.stringMatching(uuid),
      title: 'Groceries',
      content: '# Groceries\n\n- Coffee',
      version: 1,
      collection_ids: [],
    });
  });

  it('sends a generated UUID as the id when the caller gave none', async () => {
    const server = await serverForTest();
    const note = await clientFor(server).notes.create({ content: 'Buy oat milk' });
    const body = server.requests[0]?.body as { id?: string };
    expect(body.id).toMatch(uuid);
    expect(note.id).toBe(body.id);
  });

  it('files the note by collection title, ignoring case', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const home = await client.collections.create({ title: 'Home' });
    const note = await client.notes.create({ content: 'x', collection_titles: ['HOME', 'Nope'] });
    expect(note.collection_ids).toEqual([home.id]);
  });

  it('fails with status 409 when a note already has the chosen id', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    await client.notes.create({ content: 'First', id: someNoteId });
    const error = await rejectionOf(client.notes.create({ content: 'Second', id: someNoteId }));
    expect(error).toMatchObject({ status: 409, code: 'conflict', retryable: false });
  });
});

describe('notes.get', () => {
  it('sends GET /v2/notes/{note_id} and resolves to the note in full', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const created = await client.notes.create({ content: '# Plan\n\nShip it' });
    const note = await client.notes.get(created.id);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v2/notes/${created.id}`,
    });
    expect(note).toMatchObject({
      id: created.id,
      title: 'Plan',
      version: 1,
      audio_recording_ids: [],
      attachment_metadata: [],
      trashed_at: null,
    });
  });

  it('fails with status 404 for a note that does not exist', async () => {
    const server = await serverForTest();
    const error = await rejectionOf(clientFor(server).notes.get(someNoteId));
    expect(error).toMatchObject({ status: 404, retryable: false, method: 'GET' });
  });
});

describe('notes.update', () => {
  it('sends PATCH /v2/notes/{note_id} with the content and version, and gets the next version', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: '# Draft' });
    const updated = await client.notes.update(note.id, {
      content: '# Final',
      version: note.version,
      updated_at: '2025-04-02T09:15:22Z',
    });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/v2/notes/${note.id}`,
      body: { content: '# Final', version: 1, updated_at: '2025-04-02T09:15:22Z' },
    });
    expect(updated).toMatchObject({ id: note.id, title: 'Final', version: 2, trashed_at: null });
  });

  it('fails at once with code version_conflict when the version is stale, and does not retry', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: '# Draft' });
    await client.notes.update(note.id, { content: '# Theirs', version: 1 });
    const before = server.requests.length;
    const error = await rejectionOf(
      client.notes.update(note.id, { content: '# Mine', version: 1 }),
    );
    expect(error).toMatchObject({ status: 409, code: 'version_conflict', retryable: false });
    expect(server.requests.length - before).toBe(1);
    expect(server.state().notes[0]?.content).toBe('# Theirs');
  });

  it('calls any 409 on an update a version conflict, whatever the body says', async () => {
    const server = await serverForTest();
    server.fail({ status: 409, body: '' });
    const error = await rejectionOf(
      clientFor(server).notes.update(someNoteId, { content: 'x', version: 3 }),
    );
    expect(error).toMatchObject({ status: 409, code: 'version_conflict' });
  });
});

describe('notes.setCreatedAt', () => {
  it('sends PATCH /v2/notes/{note_id}/created-at and resolves to the backdated note', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: '# Meeting with Bill' });
    const backdated = await client.notes.setCreatedAt(note.id, '2020-01-07T09:00:00+01:00');
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/v2/notes/${note.id}/created-at`,
      body: { created_at: '2020-01-07T09:00:00+01:00' },
    });
    expect(backdated).toMatchObject({
      request_id: expect.stringMatching(/^api-request-/),
      id: note.id,
      title: 'Meeting with Bill',
      created_at: '2020-01-07T08:00:00Z',
      trashed_at: null,
    });
    expect((await client.notes.get(note.id)).created_at).toBe('2020-01-07T08:00:00Z');
  });

  it('leaves the version as it was, so an update based on it still applies', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: '# Draft' });
    const backdated = await client.notes.setCreatedAt(note.id, '2020-01-07T00:00:00Z');
    expect(backdated.version).toBe(note.version);
    const updated = await client.notes.update(note.id, { content: '# Final', version: 1 });
    expect(updated).toMatchObject({ version: 2, created_at: '2020-01-07T00:00:00Z' });
  });

  it('fails with status 400 when the time is later than the note was created', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({
      content: '# Imported',
      created_at: '2020-01-07T00:00:00Z',
    });
    const error = await rejectionOf(client.notes.setCreatedAt(note.id, '2021-01-07T00:00:00Z'));
    expect(error).toMatchObject({ status: 400, code: 'invalid_request', retryable: false });
    expect(server.state().notes[0]?.created_at).toBe('2020-01-07T00:00:00Z');
  });

  it('fails with status 400 for a note in the trash, which must be restored first', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: '# Old' });
    await client.notes.trash(note.id);
    const error = await rejectionOf(client.notes.setCreatedAt(note.id, '2020-01-07T00:00:00Z'));
    expect(error).toMatchObject({ status: 400, code: 'note_trashed' });
    await client.notes.restore(note.id);
    await client.notes.setCreatedAt(note.id, '2020-01-07T00:00:00Z');
    expect(server.state().notes[0]?.created_at).toBe('2020-01-07T00:00:00Z');
  });
});

describe('notes.edit', () => {
  it('reads the note, applies the change and writes it with the version it read', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: '# Trip\n\n- [ ] Book flights' });
    const edited = await client.notes.edit(note.id, (content) => content.replace('- [ ]', '- [x]'));
    expect(edited).toMatchObject({ content: '# Trip\n\n- [x] Book flights', version: 2 });
    expect(server.requests.slice(-2).map((request) => request.method)).toEqual(['GET', 'PATCH']);
  });

  it('reads again and reapplies the change when another writer got there first', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const rival = clientFor(server);
    const note = await client.notes.create({ content: '# Shopping\n\n- Milk' });
    let calls = 0;
    const edited = await client.notes.edit(note.id, async (content, current) => {
      calls += 1;
      if (calls === 1) {
        await rival.notes.update(note.id, {
          content: `${content}\n- Bread`,
          version: current.version,
        });
      }
      return `${content}\n- Eggs`;
    });
    expect(calls).toBe(2);
    expect(edited).toMatchObject({ content: '# Shopping\n\n- Milk\n- Bread\n- Eggs', version: 3 });
  });

  it('gives up with the version conflict after maxAttempts', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: 'Busy note' });
    const rival = clientFor(server);
    let calls = 0;
    const error = await rejectionOf(
      client.notes.edit(
        note.id,
        async (content, current) => {
          calls += 1;
          await rival.notes.update(note.id, { content: `${content}!`, version: current.version });
          return `${content}?`;
        },
        { maxAttempts: 2 },
      ),
    );
    expect(error).toMatchObject({ code: 'version_conflict' });
    expect(calls).toBe(2);
  });

  it('writes nothing when the change returns the content unchanged', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: 'Already right' });
    const result = await client.notes.edit(note.id, (content) => content);
    expect(result).toMatchObject({ id: note.id, content: 'Already right', version: 1 });
    expect(server.requests.at(-1)?.method).toBe('GET');
  });

  it('refuses blank content from the change before writing anything', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: 'Keep me' });
    const error = await rejectionOf(client.notes.edit(note.id, () => '  '));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(/what `change` returned/);
    expect(server.state().notes[0]?.content).toBe('Keep me');
  });
});

describe('trash, restore and delete', () => {
  it('trash and restore send POST to /trash and /restore and answer with a request id', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: 'Maybe later' });
    const trashed = await client.notes.trash(note.id);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/notes/${note.id}/trash`,
      body: undefined,
    });
    expect(trashed.request_id).toMatch(/^api-request-/);
    expect((await client.notes.get(note.id)).trashed_at).not.toBeNull();
    await client.notes.restore(note.id);
    expect(server.requests.at(-1)?.path).toBe(`/v2/notes/${note.id}/restore`);
    expect((await client.notes.get(note.id)).trashed_at).toBeNull();
  });

  it('leaves a trashed note out of listings but still reads it', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: 'Gone for now' });
    await client.notes.trash(note.id);
    expect((await client.notes.list()).results).toEqual([]);
    expect((await client.notes.get(note.id)).id).toBe(note.id);
  });

  it('delete sends DELETE /v2/notes/{note_id} and the note is gone for good', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: 'Temporary' });
    const receipt = await client.notes.delete(note.id);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v2/notes/${note.id}`,
    });
    expect(receipt.request_id).toMatch(/^api-request-/);
    expect(server.state().notes).toEqual([]);
    await expect(client.notes.restore(note.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('notes.list', () => {
  it('sends GET /v2/notes with the filters as query parameters', async () => {
    const server = await serverForTest();
    const collection = await clientFor(server).collections.create({ title: 'Work' });
    await clientFor(server).notes.list({
      limit: 10,
      order_by: 'created_at',
      collection_id: collection.id,
      filter_by_created_after: '2025-01-01T00:00:00Z',
      filter_by_updated_before: '2030-01-01T00:00:00+02:00',
      contains_open_tasks: true,
      include_note_content: false,
    });
    const url = new URL(server.requests.at(-1)?.path ?? '', server.url);
    expect(url.pathname).toBe('/v2/notes');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '10',
      order_by: 'created_at',
      collection_id: collection.id,
      filter_by_created_after: '2025-01-01T00:00:00Z',
      filter_by_updated_before: '2030-01-01T00:00:00+02:00',
      contains_open_tasks: 'true',
      include_note_content: 'false',
    });
  });

  it('resolves to the first page as Mem answers it, newest first', async () => {
    const server = await serverForTest();
    server.seed({
      notes: [
        { content: '# Older', updated_at: '2025-01-01T00:00:00Z' },
        { content: '# Newer\n\n- [ ] todo', updated_at: '2025-02-01T00:00:00Z' },
      ],
    });
    const page = await clientFor(server).notes.list();
    expect(page.total).toBe(2);
    expect(page.results.map((note) => note.title)).toEqual(['Newer', 'Older']);
    expect(page.results[0]?.content).toBeUndefined();
    expect(page.next_page ?? null).toBeNull();
    expect(JSON.parse(JSON.stringify(page))).toEqual({ ...page });
  });

  it('includes each note’s content when asked', async () => {
    const server = await serverForTest();
    server.seed({ notes: [{ content: '# With body\n\nHello' }] });
    const page = await clientFor(server).notes.list({ include_note_content: true });
    expect(page.results[0]?.content).toBe('# With body\n\nHello');
  });

  it('lists only the notes of a collection', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const work = await client.collections.create({ title: 'Work' });
    await client.notes.create({ content: 'In work', collection_ids: [work.id] });
    await client.notes.create({ content: 'Elsewhere' });
    const page = await client.notes.list({ collection_id: work.id });
    expect(page.results.map((note) => note.title)).toEqual(['In work']);
  });
});

describe('notes.search', () => {
  it('sends the query and filters in the body and the paging in the query string', async () => {
    const server = await serverForTest();
    await clientFor(server).notes.search({
      query: 'planning',
      limit: 5,
      filter_by_contains_tasks: true,
      filter_by_collection_ids: [someNoteId],
      config: { include_note_content: true },
    });
    const request = server.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/notes/search?limit=5');
    expect(request?.body).toEqual({
      query: 'planning',
      filter_by_contains_tasks: true,
      filter_by_collection_ids: [someNoteId],
      config: { include_note_content: true },
    });
  });

  it('ranks the notes that match every word of the query', async () => {
    const server = await serverForTest();
    server.seed({
      notes: [
        { content: '# Quarterly planning\n\nBudget and hiring' },
        { content: '# Groceries\n\nPlanning dinner' },
        { content: '# Holiday' },
      ],
    });
    const page = await clientFor(server).notes.search({ query: 'planning' });
    expect(page.results.map((note) => note.title)).toEqual(['Quarterly planning', 'Groceries']);
    expect(page).toMatchObject({ total: 2, offset: 0, has_next_page: false });
    expect(page.snapshot_id).toMatch(uuid);
  });
});

describe('notes.extendedSearch', () => {
  it('sends everything in the body of POST /v2/notes/extended-search', async () => {
    const server = await serverForTest();
    server.seed({ notes: [{ content: '# Contract\n\nRenewal terms' }] });
    const page = await clientFor(server).notes.extendedSearch({
      query: 'renewal',
      sort_by: 'DATE',
      limit: 3,
      exclude_note_ids: [someNoteId],
      filter_by_updated_after: '2000-01-01T00:00:00Z',
    });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v2/notes/extended-search',
      body: {
        query: 'renewal',
        sort_by: 'DATE',
        limit: 3,
        exclude_note_ids: [someNoteId],
        filter_by_updated_after: '2000-01-01T00:00:00Z',
      },
    });
    expect(page.results.map((note) => note.title)).toEqual(['Contract']);
    expect(page.has_next_page).toBe(false);
  });
});

describe('notes.related', () => {
  it('sends GET /v2/notes/{note_id}/related-notes with the limit, closest first', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const source = await client.notes.create({ content: '# Espresso\n\ncoffee beans grinder' });
    await client.notes.create({ content: '# Beans\n\ncoffee beans roast' });
    await client.notes.create({ content: '# Tea\n\nleaves kettle' });
    const related = await client.notes.related(source.id, { limit: 5 });
    expect(server.requests.at(-1)?.path).toBe(`/v2/notes/${source.id}/related-notes?limit=5`);
    expect(related.results.map((note) => note.title)).toEqual(['Beans']);
    expect(related.total).toBe(1);
  });
});
