// The local Mem's events feed, asked with raw requests: what each change to a note makes, the
// watermark, filters and paging, as Mem's schema shapes them (the contract check sees each).
import { describe, expect, it } from 'vitest';
import { call, id, start } from './local-mem.js';

const noteEvent = (type: string, noteId: string, data: Record<string, unknown>) => ({
  id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7/),
  sequence: expect.any(Number),
  type,
  occurred_at: expect.any(String),
  subject: expect.any(String),
  primary_entity: { kind: 'note', id: noteId },
  data,
});

describe('events feed', () => {
  it('tells each change to a note in order: created, changed, trashed, restored, deleted', async () => {
    const server = await start();
    server.seed({ notes: [{ id: id(1), content: '# Seeded\n' }] });
    const empty = await call(server, 'GET', '/v2/events');
    expect(empty.body).toEqual({
      request_id: expect.any(String),
      results: [],
      has_more: false,
      next_after_sequence: 0,
      high_watermark: 0,
    });

    const made = await call(server, 'POST', '/v2/notes', { content: '# Plan\n' });
    const noteId: string = made.body.id;
    await call(server, 'PATCH', `/v2/notes/${noteId}`, { content: '# Plan\n\nMore\n', version: 1 });
    // The same text again changes no content: no event.
    await call(server, 'PATCH', `/v2/notes/${noteId}`, { content: '# Plan\n\nMore\n', version: 2 });
    await call(server, 'POST', `/v2/notes/${noteId}/trash`);
    await call(server, 'POST', `/v2/notes/${noteId}/trash`);
    await call(server, 'POST', `/v2/notes/${noteId}/restore`);
    await call(server, 'DELETE', `/v2/notes/${noteId}`);

    const { body } = await call(server, 'GET', '/v2/events');
    expect(body.results).toEqual([
      noteEvent('mem.note.created.v1', noteId, { version: 1 }),
      noteEvent('mem.note.content_changed.v1', noteId, { version: 2 }),
      noteEvent('mem.note.deleted.v1', noteId, { trashed: true }),
      noteEvent('mem.note.created.v1', noteId, { version: 3, restored: true }),
      noteEvent('mem.note.deleted.v1', noteId, { trashed: false }),
    ]);
    expect(body.results.map((event: { sequence: number }) => event.sequence)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(body.results[0].subject).toBe('Plan');
    expect(body).toMatchObject({ has_more: false, next_after_sequence: 5, high_watermark: 5 });

    const one = await call(server, 'GET', `/v2/events/${body.results[1].id}`);
    expect(one.body).toEqual({ request_id: expect.any(String), ...body.results[1] });
    const none = await call(server, 'GET', `/v2/events/${id(9)}`);
    expect(none.status).toBe(404);
  });

  it('pages from a watermark, and filters by type and entity', async () => {
    const server = await start();
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      ids.push((await call(server, 'POST', '/v2/notes', { content: `# Note ${n}\n` })).body.id);
    }
    await call(server, 'POST', `/v2/notes/${ids[1]}/trash`);

    const first = await call(server, 'GET', '/v2/events?after_sequence=1&limit=2');
    expect(first.body.results.map((event: { sequence: number }) => event.sequence)).toEqual([2, 3]);
    expect(first.body).toMatchObject({ has_more: true, next_after_sequence: 3, high_watermark: 5 });
    const rest = await call(server, 'GET', '/v2/events?after_sequence=3&limit=2');
    expect(rest.body.results.map((event: { sequence: number }) => event.sequence)).toEqual([4, 5]);
    expect(rest.body).toMatchObject({ has_more: false, next_after_sequence: 5 });

    const deleted = await call(server, 'GET', '/v2/events?types=mem.note.deleted.v1');
    expect(deleted.body.results).toEqual([
      noteEvent('mem.note.deleted.v1', ids[1] ?? '', { trashed: true }),
    ]);
    const both = await call(
      server,
      'GET',
      '/v2/events?types=mem.note.deleted.v1&types=mem.note.created.v1&limit=1',
    );
    expect(both.body).toMatchObject({ has_more: true, next_after_sequence: 1 });
    const ofOne = await call(server, 'GET', `/v2/events?entity_kind=note&entity_id=${ids[1]}`);
    expect(ofOne.body.results.map((event: { type: string }) => event.type)).toEqual([
      'mem.note.created.v1',
      'mem.note.deleted.v1',
    ]);
    // Filters that leave nothing still move the watermark to the latest event.
    const other = await call(server, 'GET', '/v2/events?entity_kind=collection');
    expect(other.body).toMatchObject({ results: [], next_after_sequence: 5, high_watermark: 5 });
  });

  it('refuses what Mem refuses: a bad limit, an unknown type or parameter', async () => {
    const server = await start();
    for (const query of [
      'limit=0',
      'limit=1001',
      'after_sequence=-1',
      'types=mem.note.moved.v1',
      'since=3',
    ]) {
      const answer = await call(server, 'GET', `/v2/events?${query}`);
      expect(answer.status, query).toBe(400);
    }
  });

  it('lists every event type of Mem', async () => {
    const server = await start();
    const { body } = await call(server, 'GET', '/v2/event-types');
    expect(body.results).toContain('mem.note.content_changed.v1');
    expect(body.results).toHaveLength(17);
  });
});
