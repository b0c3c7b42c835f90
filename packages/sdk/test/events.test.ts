// client.events: the feed from a watermark, page by page and item by item, one event, the
// types, and follow(), which waits for new events once it has caught up.
import { describe, expect, it } from 'vitest';
import { clientFor, rejectionOf, serverForTest } from './with-server.js';

describe('client.events', () => {
  it('lists what happened since a watermark, across pages, oldest first', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const made = [];
    for (const n of [1, 2, 3]) made.push(await client.notes.create({ content: `# Note ${n}\n` }));
    await client.notes.trash(made[0]?.id ?? '');

    const page = await client.events.list({ limit: 3 });
    expect(page.results.map((event) => event.type)).toEqual([
      'mem.note.created.v1',
      'mem.note.created.v1',
      'mem.note.created.v1',
    ]);
    expect(page).toMatchObject({ has_more: true, next_after_sequence: 3, high_watermark: 4 });
    expect(page.hasNextPage()).toBe(true);
    const next = await page.nextPage();
    expect(next?.results.map((event) => [event.type, event.primary_entity?.id])).toEqual([
      ['mem.note.deleted.v1', made[0]?.id],
    ]);
    expect(next?.hasNextPage()).toBe(false);

    const sequences: number[] = [];
    for await (const event of client.events.list({ after_sequence: 1, limit: 1 })) {
      sequences.push(event.sequence);
    }
    expect(sequences).toEqual([2, 3, 4]);
    const sent = server.requests.filter((request) => request.path.startsWith('/v2/events'));
    // The page that holds event 4 says nothing follows: no request after it.
    expect(sent.at(-1)?.path).toBe('/v2/events?after_sequence=3&limit=1');
  });

  it('filters by types, sent as the parameter repeated, and by entity', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: '# Draft\n' });
    await client.notes.update(note.id, { content: '# Draft\n\nDone\n', version: note.version });
    await client.notes.create({ content: '# Other\n' });

    const changes = await client.events.list({
      types: ['mem.note.content_changed.v1', 'mem.note.deleted.v1'],
    });
    expect(changes.results.map((event) => event.subject)).toEqual(['Draft']);
    expect(server.requests.at(-1)?.path).toBe(
      '/v2/events?types=mem.note.content_changed.v1&types=mem.note.deleted.v1',
    );
    const ofNote = await client.events.list({ entity_kind: 'note', entity_id: note.id });
    expect(ofNote.results).toHaveLength(2);

    const event = await client.events.get(changes.results[0]?.id ?? '');
    expect(event).toMatchObject({ type: 'mem.note.content_changed.v1', data: { version: 2 } });
    expect((await client.events.types()).results).toContain('mem.note.created.v1');
  });

  it('refuses malformed filters before sending anything', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const bad = [
      { limit: 1001 },
      { after_sequence: -1 },
      { types: ['mem.note.moved.v1'] },
      { entity_id: 'not-a-uuid' },
    ] as never[];
    for (const params of bad) {
      expect(await rejectionOf(client.events.list(params))).toBeInstanceOf(TypeError);
    }
    expect(server.requests).toEqual([]);
  });

  it('follows the feed: what is there, then each new event, until the signal stops it', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    await client.notes.create({ content: '# Before\n' });
    const controller = new AbortController();
    const seen: string[] = [];
    const following = (async () => {
      for await (const event of client.events.follow(
        {},
        { pollIntervalMs: 1000, signal: controller.signal },
      )) {
        seen.push(`${event.sequence} ${event.subject}`);
        if (seen.length === 2) controller.abort();
      }
    })();
    await expect.poll(() => seen).toEqual(['1 Before']);
    await client.notes.create({ content: '# After\n' });
    const error = await rejectionOf(following);
    expect(error).toMatchObject({ code: 'aborted' });
    expect(seen).toEqual(['1 Before', '2 After']);
    // Caught up, it asked from the last event on, once a second.
    const asked = server.requests.filter((request) => request.path.startsWith('/v2/events'));
    expect(asked.map((request) => request.path)).toEqual([
      '/v2/events',
      ...Array(asked.length - 1).fill('/v2/events?after_sequence=1'),
    ]);
  });

  it('follow() refuses a poll interval under a second', async () => {
    const client = clientFor(await serverForTest());
    const iterator = client.events.follow({}, { pollIntervalMs: 10 })[Symbol.asyncIterator]();
    expect(await rejectionOf(iterator.next())).toBeInstanceOf(TypeError);
  });
});
