import { describe, expect, it } from 'vitest';
import type { MemServer } from '../../src/testing.js';
import { start, call } from './local-mem.js';

const noteId = '5e29c8a2-c73b-476b-9311-e2579712d4b1';
const otherId = '018f8d0d-5a3c-7afc-8321-2f6f6e0fefab';

async function refusal(server: MemServer, method: string, path: string, body?: unknown) {
  const { status, body: error } = await call(server, method, path, body);
  return { status, kind: error.error_metadata?.error_kind, message: error.error_metadata?.message };
}

describe('create note', () => {
  it("answers Mem's create shape, titled by the first line", async () => {
    const server = await start();
    const { status, body } = await call(server, 'POST', '/v2/notes', {
      content: '\n## Weekly planning  \n\n- Ship it',
      id: noteId.toUpperCase(),
      created_at: '2025-04-01T14:30:45+01:00',
      updated_at: '2025-04-02T09:15:22.250Z',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      request_id: expect.any(String),
      id: noteId,
      title: 'Weekly planning',
      content: '\n## Weekly planning  \n\n- Ship it',
      version: 1,
      collection_ids: [],
      created_at: '2025-04-01T13:30:45Z',
      updated_at: '2025-04-02T09:15:22.250Z',
    });
  });

  it('takes created_at from updated_at when only updated_at is given', async () => {
    const server = await start();
    const { body } = await call(server, 'POST', '/v2/notes', {
      content: 'x',
      updated_at: '2025-04-02T09:15:22Z',
    });
    expect(body.created_at).toBe('2025-04-02T09:15:22Z');
  });

  it('stamps both times with now when neither is given', async () => {
    const server = await start();
    const before = Date.now();
    const { body } = await call(server, 'POST', '/v2/notes', { content: 'x' });
    expect(Date.parse(body.created_at)).toBeGreaterThanOrEqual(before - 1);
    expect(body.updated_at).toBe(body.created_at);
  });

  it('links collections by id and by title without case, ignoring unknown ones', async () => {
    const server = await start();
    server.seed({
      collections: [
        { id: otherId, title: 'Books' },
        { id: '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b', title: 'Travel Plans' },
      ],
    });
    const { body } = await call(server, 'POST', '/v2/notes', {
      content: 'x',
      collection_ids: [otherId, '00000000-0000-4000-8000-000000000000'],
      collection_titles: ['travel plans', 'Travel', 'books'],
    });
    expect(body.collection_ids).toEqual([otherId, '3e4f5a6b-7c8d-4e0f-8a2b-3c4d5e6f7a8b']);
    expect(server.state().collections).toHaveLength(2);
  });

  it('answers 409 CONFLICT for an id that exists already', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x', trashed_at: '2025-01-01T00:00:00Z' }] });
    expect(await refusal(server, 'POST', '/v2/notes', { content: 'y', id: noteId })).toMatchObject({
      status: 409,
      kind: 'CONFLICT',
    });
  });

  it.each([
    ['a missing content', {}, '`content` is required.'],
    ['a null content', { content: null }, '`content` must not be null.'],
    ['a blank content', { content: ' \n ' }, '`content` must not be blank.'],
    ['a content that is not a string', { content: 42 }, '`content` must be a string.'],
    [
      'content over 200,000 characters',
      { content: 'a'.repeat(200_001) },
      '`content` must be at most 200000 characters',
    ],
    [
      'content over 200,000 UTF-8 bytes',
      { content: 'é'.repeat(100_001) },
      '`content` must be at most 200000 bytes',
    ],
    ['an id that is not a UUID', { content: 'x', id: 'note-1' }, '`id` must be a UUID.'],
    [
      'collection_ids that is not an array',
      { content: 'x', collection_ids: otherId },
      '`collection_ids` must be an array.',
    ],
    [
      'a collection id that is not a UUID',
      { content: 'x', collection_ids: ['books'] },
      '`collection_ids[0]` must be a UUID.',
    ],
    [
      'a blank collection title',
      { content: 'x', collection_titles: [''] },
      '`collection_titles[0]` must not be blank.',
    ],
    [
      'a collection title over 1,000 characters',
      { content: 'x', collection_titles: ['b'.repeat(1001)] },
      '`collection_titles[0]`',
    ],
    [
      'a created_at without offset',
      { content: 'x', created_at: '2025-04-01T14:30:45' },
      '`created_at` must be an RFC 3339 date-time, with seconds and a timezone offset',
    ],
    [
      'an updated_at that is not a date',
      { content: 'x', updated_at: '2025-02-30T10:00:00Z' },
      '`updated_at` must be an RFC 3339',
    ],
    [
      'an updated_at that is not a string',
      { content: 'x', updated_at: 1_700_000_000 },
      '`updated_at` must be a string.',
    ],
    [
      'a created_at in the future',
      { content: 'x', created_at: '2999-01-01T00:00:00Z' },
      '`created_at` must not be in the future.',
    ],
  ])('refuses %s with 400 naming the field', async (_, body, message) => {
    const server = await start();
    const answer = await refusal(server, 'POST', '/v2/notes', body);
    expect(answer).toMatchObject({ status: 400, kind: 'INVALID_REQUEST' });
    expect(answer.message).toContain(message);
  });

  it('accepts content of exactly 200,000 characters', async () => {
    const server = await start();
    expect((await call(server, 'POST', '/v2/notes', { content: 'a'.repeat(200_000) })).status).toBe(
      200,
    );
  });

  it('counts characters as code points, not UTF-16 units', async () => {
    const server = await start();
    const emoji = '😀'.repeat(40_000);
    expect((await call(server, 'POST', '/v2/notes', { content: emoji })).status).toBe(200);
  });

  it('accepts nulls where Mem allows them', async () => {
    const server = await start();
    const { status } = await call(server, 'POST', '/v2/notes', {
      content: 'x',
      id: null,
      collection_ids: null,
      collection_titles: null,
      created_at: null,
      updated_at: null,
    });
    expect(status).toBe(200);
  });
});

describe('read note', () => {
  it("answers Mem's full read shape", async () => {
    const server = await start();
    server.seed({
      notes: [{ id: noteId, content: '# Hello\nworld', created_at: '2025-01-01T00:00:00Z' }],
    });
    const { body } = await call(server, 'GET', `/v2/notes/${noteId}`);
    expect(body).toEqual({
      request_id: expect.any(String),
      id: noteId,
      title: 'Hello',
      content: '# Hello\nworld',
      version: 1,
      collection_ids: [],
      audio_recording_ids: [],
      attachment_metadata: [],
      trashed_at: null,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    });
  });

  it('answers 404 NOT_FOUND for a note that does not exist', async () => {
    const server = await start();
    expect(await refusal(server, 'GET', `/v2/notes/${noteId}`)).toMatchObject({
      status: 404,
      kind: 'NOT_FOUND',
    });
  });

  it('still returns a trashed note, with trashed_at', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x', trashed_at: '2025-05-01T00:00:00+02:00' }] });
    expect((await call(server, 'GET', `/v2/notes/${noteId}`)).body.trashed_at).toBe(
      '2025-04-30T22:00:00Z',
    );
  });
});

describe('update note', () => {
  it('replaces the content, retitles, bumps the version and answers the update shape', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: '# Old', created_at: '2025-01-01T00:00:00Z' }] });
    const { body } = await call(server, 'PATCH', `/v2/notes/${noteId}`, {
      content: '# New\nbody',
      version: 1,
      updated_at: '2025-02-01T00:00:00Z',
    });
    expect(body).toEqual({
      request_id: expect.any(String),
      id: noteId,
      title: 'New',
      content: '# New\nbody',
      version: 2,
      collection_ids: [],
      trashed_at: null,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-02-01T00:00:00Z',
    });
  });

  it('stamps updated_at with now when none is given', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x', updated_at: '2025-01-01T00:00:00Z' }] });
    const { body } = await call(server, 'PATCH', `/v2/notes/${noteId}`, {
      content: 'y',
      version: 1,
    });
    expect(Date.parse(body.updated_at)).toBeGreaterThan(Date.parse('2025-01-01T00:00:00Z'));
  });

  it('answers 409 VERSION_CONFLICT naming the current version for a stale one', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x' }] });
    await call(server, 'PATCH', `/v2/notes/${noteId}`, { content: 'y', version: 1 });
    const answer = await refusal(server, 'PATCH', `/v2/notes/${noteId}`, {
      content: 'z',
      version: 1,
    });
    expect(answer).toMatchObject({ status: 409, kind: 'VERSION_CONFLICT' });
    expect(answer.message).toContain('version 2');
    expect(server.state().notes[0]?.content).toBe('y');
  });

  it('refuses a version ahead of the current one', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x' }] });
    expect(
      (await refusal(server, 'PATCH', `/v2/notes/${noteId}`, { content: 'y', version: 5 })).kind,
    ).toBe('VERSION_CONFLICT');
  });

  it('answers 400 NOTE_TRASHED for a trashed note', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x', trashed_at: '2025-01-01T00:00:00Z' }] });
    expect(
      await refusal(server, 'PATCH', `/v2/notes/${noteId}`, { content: 'y', version: 1 }),
    ).toMatchObject({
      status: 400,
      kind: 'NOTE_TRASHED',
    });
  });

  it.each([
    ['a missing version', { content: 'y' }, '`version` is required.'],
    ['a version of 0', { content: 'y', version: 0 }, '`version` must be an integer of at least 1.'],
    ['a fractional version', { content: 'y', version: 1.5 }, '`version`'],
    ['a version as a string', { content: 'y', version: '1' }, '`version`'],
    ['a blank content', { content: '', version: 1 }, '`content` must not be blank.'],
    [
      'a field update does not take',
      { content: 'y', version: 1, collection_ids: [] },
      '`collection_ids` is not a known field.',
    ],
  ])('refuses %s with 400', async (_, body, message) => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x' }] });
    const answer = await refusal(server, 'PATCH', `/v2/notes/${noteId}`, body);
    expect(answer).toMatchObject({ status: 400, kind: 'INVALID_REQUEST' });
    expect(answer.message).toContain(message);
  });

  it('validates the body before looking for the note', async () => {
    const server = await start();
    expect((await refusal(server, 'PATCH', `/v2/notes/${noteId}`, { content: 'y' })).status).toBe(
      400,
    );
    expect(
      (await refusal(server, 'PATCH', `/v2/notes/${noteId}`, { content: 'y', version: 1 })).status,
    ).toBe(404);
  });
});

describe('set note created-at', () => {
  const path = `/v2/notes/${noteId}/created-at`;

  it('backdates the note alone: content, version and updated_at stay as they were', async () => {
    const server = await start();
    server.seed({
      notes: [
        {
          id: noteId,
          content: '# Meeting with Bill',
          created_at: '2025-01-01T00:00:00Z',
          updated_at: '2025-02-01T00:00:00Z',
        },
      ],
    });
    const { status, body } = await call(server, 'PATCH', path, {
      created_at: '2020-01-07T09:00:00+01:00',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      request_id: expect.any(String),
      id: noteId,
      title: 'Meeting with Bill',
      content: '# Meeting with Bill',
      version: 1,
      collection_ids: [],
      trashed_at: null,
      created_at: '2020-01-07T08:00:00Z',
      updated_at: '2025-02-01T00:00:00Z',
    });
  });

  it('takes the time the note already shows, and refuses a later one', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x', created_at: '2025-01-01T00:00:00Z' }] });
    expect((await call(server, 'PATCH', path, { created_at: '2025-01-01T00:00:00Z' })).status).toBe(
      200,
    );
    const answer = await refusal(server, 'PATCH', path, { created_at: '2025-01-01T00:00:01Z' });
    expect(answer).toMatchObject({ status: 400, kind: 'INVALID_REQUEST' });
    expect(answer.message).toContain("must not be later than the note's creation time");
    expect(server.state().notes[0]?.created_at).toBe('2025-01-01T00:00:00Z');
  });

  it('answers 400 NOTE_TRASHED for a trashed note', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x', trashed_at: '2025-01-01T00:00:00Z' }] });
    const answer = await refusal(server, 'PATCH', path, { created_at: '2020-01-07T00:00:00Z' });
    expect(answer).toMatchObject({ status: 400, kind: 'NOTE_TRASHED' });
    expect(answer.message).toContain('before changing its creation time');
  });

  it('answers 404 NOT_FOUND for a note that does not exist', async () => {
    const server = await start();
    const answer = await refusal(server, 'PATCH', path, { created_at: '2020-01-07T00:00:00Z' });
    expect(answer).toMatchObject({ status: 404, kind: 'NOT_FOUND' });
  });

  it.each([
    ['a missing created_at', {}, '`created_at` is required.'],
    ['a time without an offset', { created_at: '2020-01-07T00:00:00' }, 'timezone offset'],
    ['a time in the future', { created_at: '2999-01-01T00:00:00Z' }, 'must not be in the future.'],
    [
      'a field it does not take',
      { created_at: '2020-01-07T00:00:00Z', updated_at: '2020-01-07T00:00:00Z' },
      '`updated_at` is not a known field.',
    ],
  ])('refuses %s with 400', async (_, body, message) => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x' }] });
    const answer = await refusal(server, 'PATCH', path, body);
    expect(answer).toMatchObject({ status: 400, kind: 'INVALID_REQUEST' });
    expect(answer.message).toContain(message);
  });
});

describe('delete, trash and restore', () => {
  it('deletes a note for good and answers only a request id', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x' }] });
    const { body } = await call(server, 'DELETE', `/v2/notes/${noteId}`);
    expect(body).toEqual({ request_id: expect.any(String) });
    expect(server.state().notes).toEqual([]);
    expect((await call(server, 'POST', `/v2/notes/${noteId}/restore`)).status).toBe(404);
  });

  it('answers 404 when deleting a note that does not exist', async () => {
    const server = await start();
    expect((await call(server, 'DELETE', `/v2/notes/${noteId}`)).status).toBe(404);
  });

  it('trashes a note by setting trashed_at', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x' }] });
    expect((await call(server, 'POST', `/v2/notes/${noteId}/trash`)).body).toEqual({
      request_id: expect.any(String),
    });
    expect(server.state().notes[0]?.trashed_at).toEqual(expect.any(String));
  });

  it('keeps the first trashed_at when a trashed note is trashed again', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x', trashed_at: '2025-01-01T00:00:00Z' }] });
    expect((await call(server, 'POST', `/v2/notes/${noteId}/trash`)).status).toBe(200);
    expect(server.state().notes[0]?.trashed_at).toBe('2025-01-01T00:00:00Z');
  });

  it('restores a trashed note, and restoring an active one changes nothing', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x', trashed_at: '2025-01-01T00:00:00Z' }] });
    expect((await call(server, 'POST', `/v2/notes/${noteId}/restore`)).status).toBe(200);
    expect((await call(server, 'POST', `/v2/notes/${noteId}/restore`)).status).toBe(200);
    expect(server.state().notes[0]?.trashed_at).toBeNull();
  });

  it('lets a restored note be updated again', async () => {
    const server = await start();
    server.seed({ notes: [{ id: noteId, content: 'x' }] });
    await call(server, 'POST', `/v2/notes/${noteId}/trash`);
    await call(server, 'POST', `/v2/notes/${noteId}/restore`);
    expect(
      (await call(server, 'PATCH', `/v2/notes/${noteId}`, { content: 'y', version: 1 })).status,
    ).toBe(200);
  });
});
