import { describe, expect, it } from 'vitest';
import { id, ndjson, world } from './memai.js';

describe('memai collections', () => {
  it('creates, shows, renames, searches and deletes a collection', async () => {
    const { memai, server } = await world();
    const created = await memai(['collections', 'create', 'Reading', '--description', 'To read']);
    expect(created).toMatchObject({ exitCode: 0, stderr: '' });
    const collectionId = created.stdout.trim();
    expect(server.state().collections).toEqual([
      expect.objectContaining({ id: collectionId, title: 'Reading', description: 'To read' }),
    ]);

    const shown = await memai(['collections', 'get', collectionId]);
    expect(shown.stdout).toMatch(
      new RegExp(`^id +${collectionId}\ntitle +Reading\ndescription +To read\nnotes +0\n`),
    );

    const renamed = await memai([
      'collections',
      'update',
      collectionId,
      '--title',
      'Books',
      '--json',
    ]);
    expect(JSON.parse(renamed.stdout)).toMatchObject({ id: collectionId, title: 'Books' });

    const found = await memai(['collections', 'search', 'books', '--json']);
    expect(ndjson(found.stdout)).toEqual([
      expect.objectContaining({ id: collectionId, note_count: 0 }),
    ]);

    const deleted = await memai(['collections', 'delete', collectionId, '--yes']);
    expect(deleted).toMatchObject({ exitCode: 0, stdout: `Deleted collection ${collectionId}\n` });
    expect(server.state().collections).toEqual([]);
  });

  it('lists collections, one line each, or every one as NDJSON', async () => {
    const { memai, server } = await world();
    server.seed({
      collections: [
        { id: id(1), title: 'Home', updated_at: '2025-01-01T00:00:00Z' },
        { id: id(2), title: 'Work', updated_at: '2025-02-01T00:00:00Z' },
      ],
      notes: [{ content: 'x', collection_ids: [id(2)] }],
    });
    const listed = await memai(['collections', 'list']);
    expect(listed.stdout).toBe(`${id(2)}\t1\tWork\n${id(1)}\t0\tHome\n`);
    const all = await memai(['collections', 'list', '--all', '--json']);
    expect(ndjson(all.stdout).map((item) => (item as { title: string }).title)).toEqual([
      'Work',
      'Home',
    ]);
  });

  it('adds, moves and removes a note', async () => {
    const { memai, server } = await world();
    server.seed({
      collections: [
        { id: id(1), title: 'From' },
        { id: id(2), title: 'To' },
      ],
      notes: [{ id: id(9), content: 'x' }],
    });
    const membership = () => server.state().notes[0]?.collection_ids;
    expect((await memai(['collections', 'add', id(1), id(9)])).exitCode).toBe(0);
    expect(membership()).toEqual([id(1)]);
    const moved = await memai(['collections', 'move', id(1), id(9), id(2)]);
    expect(moved.stdout).toBe(`Moved note ${id(9)} from collection ${id(1)} to ${id(2)}\n`);
    expect(membership()).toEqual([id(2)]);
    const removed = await memai(['collections', 'remove', id(2), id(9), '--json']);
    expect(JSON.parse(removed.stdout)).toEqual({ request_id: expect.any(String) });
    expect(membership()).toEqual([]);
  });

  it('refuses an update with nothing to change, and a delete without --yes off a terminal', async () => {
    const { memai, server } = await world();
    server.seed({ collections: [{ id: id(1), title: 'Keep' }] });
    expect((await memai(['collections', 'update', id(1)])).exitCode).toBe(2);
    expect((await memai(['collections', 'delete', id(1)])).exitCode).toBe(2);
    expect(server.requests).toHaveLength(0);
  });
});

describe('memai it', () => {
  it('hands the text to Mem It with instructions and context, and prints the request id', async () => {
    const { memai, server } = await world();
    const sent = await memai(
      ['it', '--instructions', 'File under People', '--context', 'a conference'],
      {
        input: 'Met Ada at the conference.',
      },
    );
    expect(sent.exitCode).toBe(0);
    expect(sent.stdout).toMatch(/^api-request-[0-9a-f-]{36}\n$/);
    expect(server.requests[0]?.body).toEqual({
      input: 'Met Ada at the conference.',
      instructions: 'File under People',
      context: 'a conference',
    });
    await expect.poll(() => server.state().notes.length).toBe(1);
  });
});
