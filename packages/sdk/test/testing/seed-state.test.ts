import { describe, expect, it } from 'vitest';
import { start, call } from './local-mem.js';

const noteId = '5e29c8a2-c73b-476b-9311-e2579712d4b1';
const books = '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b';

describe('seed', () => {
  it('fills in ids, titles, versions and timestamps', async () => {
    const server = await start();
    const before = Date.now();
    server.seed({ notes: [{ content: '## First line\nrest' }] });
    const [note] = server.state().notes;
    expect(note).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'First line',
      content: '## First line\nrest',
      version: 1,
      collection_ids: [],
      created_at: expect.any(String),
      updated_at: note?.created_at,
      trashed_at: null,
    });
    expect(Date.parse(note?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1);
  });

  it('mints ids as Mem does: version 7, time-ordered, sharing their first 8 characters', async () => {
    const server = await start();
    const before = Date.now();
    server.seed({
      collections: [{ title: 'C' }],
      notes: [{ content: 'a' }, { content: 'b' }],
      audioRecordings: [{ transcript: 't' }],
    });
    const [note] = server.state().notes;
    server.seed({ attachments: [{ note_id: note?.id ?? '', filename: 'a.pdf', bytes: 'x' }] });
    const created = await call(server, 'POST', '/v2/notes', { content: 'c' });
    const state = server.state();
    const ids = [
      ...state.notes.map((item) => item.id),
      ...state.collections.map((item) => item.id),
      ...state.attachments.map((item) => item.id),
      ...state.audioRecordings.map((item) => item.id),
    ];
    expect(ids).toHaveLength(6);
    const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const made of ids) {
      expect(made).toMatch(v7);
      expect(parseInt(made.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(before);
    }
    expect(created.body.request_id).toMatch(new RegExp(`^api-request-${v7.source.slice(1)}`));
    // Made within a few milliseconds of each other: one clock prefix, told apart by the tail.
    expect(new Set(ids.map((made) => made.slice(0, 8))).size).toBeLessThanOrEqual(2);
    expect(new Set(ids.map((made) => made.slice(-8))).size).toBe(6);
  });

  it('lets created_at and updated_at stand in for each other', async () => {
    const server = await start();
    server.seed({
      notes: [
        { content: 'a', created_at: '2025-01-01T00:00:00Z' },
        { content: 'b', updated_at: '2025-02-01T00:00:00+01:00' },
      ],
    });
    expect(server.state().notes.map((note) => [note.created_at, note.updated_at])).toEqual([
      ['2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z'],
      ['2025-01-31T23:00:00Z', '2025-01-31T23:00:00Z'],
    ]);
  });

  it('adds collections before notes so that notes can name them, ids in lower case', async () => {
    const server = await start();
    server.seed({
      notes: [{ id: noteId.toUpperCase(), content: 'x', collection_ids: [books.toUpperCase()] }],
      collections: [{ id: books.toUpperCase(), title: 'Books' }],
    });
    expect(server.state().notes[0]).toMatchObject({ id: noteId, collection_ids: [books] });
    expect((await call(server, 'GET', `/v2/notes/${noteId}`)).status).toBe(200);
  });

  it('lets a later seed name collections seeded earlier', async () => {
    const server = await start();
    server.seed({ collections: [{ id: books, title: 'Books' }] });
    server.seed({ notes: [{ content: 'x', collection_ids: [books] }] });
    expect(server.state().notes[0]?.collection_ids).toEqual([books]);
  });

  it.each([
    [
      'an id that is not a UUID',
      { notes: [{ id: 'n1', content: 'x' }] },
      /notes\[0\]\.id must be a UUID/,
    ],
    [
      'a duplicate id in one call',
      {
        collections: [
          { id: books, title: 'A' },
          { id: books, title: 'B' },
        ],
      },
      /exists already/,
    ],
    [
      'a note in a collection that does not exist',
      { notes: [{ content: 'x', collection_ids: [books] }] },
      /does not exist/,
    ],
    [
      'a timestamp that is not one',
      { tasks: [{ title: 't', due_at: 'tomorrow' }] },
      /tasks\[0\]\.due_at/,
    ],
    [
      'a follow-up time that is not one',
      { followUps: [{ content: 'f', fired_at: 'soon' }] },
      /followUps\[0\]\.fired_at/,
    ],
  ])('throws on %s and adds nothing', async (_, data, message) => {
    const server = await start();
    expect(() => server.seed({ notes: [{ content: 'ok' }], ...data })).toThrow(message);
    expect(server.state()).toEqual({
      notes: [],
      collections: [],
      tasks: [],
      projects: [],
      followUps: [],
      attachments: [],
      audioRecordings: [],
    });
  });

  it('keeps a given version, so a saved note comes back as it was', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x', version: 7 }] });
    expect(server.state().notes[0]?.version).toBe(7);
    expect(
      (await call(server, 'PATCH', `/v2/notes/${noteId}`, { content: 'y', version: 7 })).status,
    ).toBe(200);
    expect(() => server.seed({ notes: [{ content: 'z', version: 0 }] })).toThrow(/version/);
  });

  it('throws on an id that exists already', async () => {
    const server = await start();
    server.seed({ projects: [{ id: books, title: 'P' }] });
    expect(() => server.seed({ projects: [{ id: books, title: 'Q' }] })).toThrow(/exists already/);
  });
});

describe('state', () => {
  it('hands out a deep copy', async () => {
    const server = await start();
    server.seed({
      collections: [{ id: books, title: 'Books' }],
      notes: [{ id: noteId, content: 'x', collection_ids: [books] }],
    });
    const copy = server.state();
    copy.notes[0]?.collection_ids.push('changed');
    copy.collections.pop();
    expect(server.state().notes[0]?.collection_ids).toEqual([books]);
    expect(server.state().collections).toHaveLength(1);
  });

  it('follows what the API changed', async () => {
    const server = await start();
    await call(server, 'POST', '/v2/notes', { content: 'x', id: noteId });
    await call(server, 'PATCH', `/v2/notes/${noteId}`, { content: 'y', version: 1 });
    expect(server.state().notes[0]).toMatchObject({ content: 'y', version: 2 });
  });

  it('calls onChange after each write that succeeded, and not after a read or a refusal', async () => {
    let changes = 0;
    const server = await start({ onChange: () => (changes += 1), memItDelayMs: 0 });
    await call(server, 'POST', '/v2/notes', { content: 'x', id: noteId });
    expect(changes).toBe(1);
    await call(server, 'GET', `/v2/notes/${noteId}`);
    await call(server, 'PATCH', `/v2/notes/${noteId}`, { content: 'y', version: 9 });
    expect(changes).toBe(1);
    await call(server, 'POST', `/v2/notes/${noteId}/trash`);
    expect(changes).toBe(2);
    await call(server, 'POST', '/v2/mem-it', { input: 'Remember the milk' });
    await expect.poll(() => changes).toBe(4);
    expect(server.state().notes).toHaveLength(2);
  });
});
