import { describe, expect, it } from 'vitest';
import type { MemClient } from '../src/index.js';
import {
  clientFor,
  rejectionOf,
  serverForTest,
  someCollectionId,
  someNoteId,
} from './with-server.js';

type Call = [label: string, call: (client: MemClient) => PromiseLike<unknown>, field: string];

// Deliberately ill-typed input, as plain JavaScript callers could pass it.
const loose = <T>(value: unknown) => value as T;

const badCalls: Call[] = [
  ['memIt without input', (c) => c.memIt(loose({})), '`input`'],
  ['memIt with whitespace input', (c) => c.memIt({ input: ' \n\t ' }), '`input`'],
  [
    'memIt with input over 1,000,000 characters',
    (c) => c.memIt({ input: 'x'.repeat(1_000_001) }),
    '`input`',
  ],
  [
    'memIt with instructions over 10,000 characters',
    (c) => c.memIt({ input: 'x', instructions: 'x'.repeat(10_001) }),
    '`instructions`',
  ],
  [
    'memIt with an object as context',
    (c) => c.memIt(loose({ input: 'x', context: {} })),
    '`context`',
  ],
  [
    'memIt with a timestamp without an offset',
    (c) => c.memIt({ input: 'x', timestamp: '2025-04-01T14:30:45' }),
    '`timestamp`',
  ],
  [
    'memIt with a date alone',
    (c) => c.memIt({ input: 'x', timestamp: '2025-04-01' }),
    '`timestamp`',
  ],
  [
    'memIt with 30 February',
    (c) => c.memIt({ input: 'x', timestamp: '2025-02-30T10:00Z' }),
    '`timestamp`',
  ],
  [
    'memIt with hour 25',
    (c) => c.memIt({ input: 'x', timestamp: '2025-02-03T25:00Z' }),
    '`timestamp`',
  ],
  ['memIt with no payload', (c) => c.memIt(loose(null)), '`payload`'],
  ['notes.create without content', (c) => c.notes.create(loose({})), '`content`'],
  ['notes.create with whitespace content', (c) => c.notes.create({ content: '   ' }), '`content`'],
  [
    'notes.create with content over 200,000 characters',
    (c) => c.notes.create({ content: 'x'.repeat(200_001) }),
    '`content`',
  ],
  [
    'notes.create with content over 200,000 bytes',
    (c) => c.notes.create({ content: 'é'.repeat(100_001) }),
    'bytes',
  ],
  [
    'notes.create with an id that is not a UUID',
    (c) => c.notes.create({ content: 'x', id: 'note-1' }),
    '`id`',
  ],
  [
    'notes.create with a collection id that is not a UUID',
    (c) => c.notes.create({ content: 'x', collection_ids: ['Books'] }),
    '`collection_ids[0]`',
  ],
  [
    'notes.create with a string as collection_titles',
    (c) => c.notes.create(loose({ content: 'x', collection_titles: 'Books' })),
    '`collection_titles`',
  ],
  [
    'notes.create with a title over 1,000 characters',
    (c) => c.notes.create({ content: 'x', collection_titles: ['x'.repeat(1_001)] }),
    '`collection_titles[0]`',
  ],
  [
    'notes.create with created_at in another format',
    (c) => c.notes.create({ content: 'x', created_at: '01/04/2025' }),
    '`created_at`',
  ],
  [
    'notes.create with month 13 in updated_at',
    (c) => c.notes.create({ content: 'x', updated_at: '2025-13-01T00:00Z' }),
    '`updated_at`',
  ],
  [
    'notes.create with a bad signal option',
    (c) => c.notes.create({ content: 'x' }, loose({ signal: 'stop' })),
    '`options.signal`',
  ],
  [
    'notes.create with a negative timeout',
    (c) => c.notes.create({ content: 'x' }, { timeout: -1 }),
    '`options.timeout`',
  ],
  ['notes.get with an id that is not a UUID', (c) => c.notes.get('note-1'), '`id`'],
  [
    'notes.update without version',
    (c) => c.notes.update(someNoteId, loose({ content: 'x' })),
    '`version`',
  ],
  [
    'notes.update with version 0',
    (c) => c.notes.update(someNoteId, { content: 'x', version: 0 }),
    '`version`',
  ],
  [
    'notes.update with a fractional version',
    (c) => c.notes.update(someNoteId, { content: 'x', version: 1.5 }),
    '`version`',
  ],
  [
    'notes.update with blank content',
    (c) => c.notes.update(someNoteId, { content: '', version: 1 }),
    '`content`',
  ],
  [
    'notes.setCreatedAt with a date and no time',
    (c) => c.notes.setCreatedAt(someNoteId, '2020-01-07'),
    '`createdAt`',
  ],
  [
    'notes.setCreatedAt with a time without an offset',
    (c) => c.notes.setCreatedAt(someNoteId, '2020-01-07T09:00:00'),
    '`createdAt`',
  ],
  [
    'notes.setCreatedAt without a time',
    (c) => c.notes.setCreatedAt(someNoteId, loose(undefined)),
    '`createdAt`',
  ],
  ['notes.edit without a change function', (c) => c.notes.edit(someNoteId, loose('x')), '`change`'],
  [
    'notes.edit with maxAttempts 0',
    (c) => c.notes.edit(someNoteId, (x) => x, { maxAttempts: 0 }),
    '`options.maxAttempts`',
  ],
  ['notes.delete with an id that is not a UUID', (c) => c.notes.delete('../collections'), '`id`'],
  ['notes.list with limit 0', (c) => c.notes.list({ limit: 0 }), '`limit`'],
  [
    'notes.list with an unknown order',
    (c) => c.notes.list(loose({ order_by: 'title' })),
    '`order_by`',
  ],
  [
    'notes.list with a collection id that is not a UUID',
    (c) => c.notes.list({ collection_id: 'Books' }),
    '`collection_id`',
  ],
  [
    'notes.list with a filter date without an offset',
    (c) => c.notes.list({ filter_by_created_after: '2025-01-01' }),
    '`filter_by_created_after`',
  ],
  [
    'notes.list with a string flag',
    (c) => c.notes.list(loose({ contains_tasks: 'yes' })),
    '`contains_tasks`',
  ],
  ['notes.search without a query', (c) => c.notes.search(loose({})), '`query`'],
  ['notes.search with a blank query', (c) => c.notes.search({ query: ' ' }), '`query`'],
  ['notes.search with limit 51', (c) => c.notes.search({ query: 'x', limit: 51 }), '`limit`'],
  [
    'notes.search with an offset but no snapshot',
    (c) => c.notes.search({ query: 'x', offset: 20 }),
    '`snapshot_id`',
  ],
  [
    'notes.search with a config that is not an object',
    (c) => c.notes.search(loose({ query: 'x', config: true })),
    '`config`',
  ],
  [
    'notes.extendedSearch with an unknown sort',
    (c) => c.notes.extendedSearch(loose({ query: 'x', sort_by: 'relevance' })),
    '`sort_by`',
  ],
  [
    'notes.extendedSearch with a bad exclude id',
    (c) => c.notes.extendedSearch({ query: 'x', exclude_note_ids: ['n1'] }),
    '`exclude_note_ids[0]`',
  ],
  ['notes.related with limit 21', (c) => c.notes.related(someNoteId, { limit: 21 }), '`limit`'],
  ['collections.create with a blank title', (c) => c.collections.create({ title: ' ' }), '`title`'],
  [
    'collections.create with a title over 1,000 characters',
    (c) => c.collections.create({ title: 'x'.repeat(1_001) }),
    '`title`',
  ],
  [
    'collections.create with a description over 10,000 characters',
    (c) => c.collections.create({ title: 'x', description: 'x'.repeat(10_001) }),
    '`description`',
  ],
  [
    'collections.create with a title over 1,000 bytes',
    (c) => c.collections.create({ title: 'é'.repeat(501) }),
    'bytes',
  ],
  [
    'collections.update with a description over 10,000 bytes',
    (c) => c.collections.update(someCollectionId, { description: '€'.repeat(3_334) }),
    'bytes',
  ],
  [
    'notes.create with a collection title over 1,000 bytes',
    (c) => c.notes.create({ content: 'x', collection_titles: ['日本'.repeat(167)] }),
    '`collection_titles[0]`',
  ],
  [
    'collections.update with a blank title',
    (c) => c.collections.update(someCollectionId, { title: '' }),
    '`title`',
  ],
  ['collections.search with a blank query', (c) => c.collections.search({ query: '' }), '`query`'],
  [
    'collections.addNote with a note id that is not a UUID',
    (c) => c.collections.addNote(someCollectionId, 'n1'),
    '`noteId`',
  ],
  [
    'collections.moveNote with a bad target',
    (c) => c.collections.moveNote(someCollectionId, someNoteId, 'Books'),
    '`targetCollectionId`',
  ],
  ['tasks.list with an unknown status', (c) => c.tasks.list(loose({ status: 'done' })), '`status`'],
  ['projects.get with an id that is not a UUID', (c) => c.projects.get('p1'), '`id`'],
  [
    'followUps.list with an unknown order',
    (c) => c.followUps.list(loose({ order_by: 'due_at' })),
    '`order_by`',
  ],
  [
    'v1.createNote with a string as add_to_collections',
    (c) => c.v1.createNote(loose({ content: 'x', add_to_collections: 'Books' })),
    '`add_to_collections`',
  ],
  [
    'v1.createNote with an empty collection name',
    (c) => c.v1.createNote({ content: 'x', add_to_collections: ['Books', ''] }),
    '`add_to_collections[1]`',
  ],
  [
    'v1.createNote with a number as auto_organize',
    (c) => c.v1.createNote(loose({ content: 'x', auto_organize: 5 })),
    '`auto_organize`',
  ],
  [
    'v1.createNote with blank auto_format instructions',
    (c) => c.v1.createNote({ content: 'x', auto_format: ' ' }),
    '`auto_format`',
  ],
  [
    'v1.createNote with a bad created_at',
    (c) => c.v1.createNote({ content: 'x', created_at: '01/04/2025' }),
    '`created_at`',
  ],
  ['v1.memIt with a number as input', (c) => c.v1.memIt(loose({ input: 42 })), '`input`'],
  ['v1.deleteNote with a blank id', (c) => c.v1.deleteNote('  '), '`id`'],
];

describe('bad input', () => {
  it.each(badCalls)(
    'refuses %s with a TypeError naming the field, sending nothing',
    async (_label, call, field) => {
      const server = await serverForTest();
      const error = await rejectionOf(call(clientFor(server)));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toContain(field);
      expect(server.requests).toHaveLength(0);
    },
  );

  it.each([
    '2025-04-01T14:30Z',
    '2025-04-01T14:30:45.123Z',
    '2023-12-15T09:45:30+01:00',
    '2024-02-29T00:00:00-05:00',
  ])('accepts the ISO 8601 date-time %s', async (timestamp) => {
    const server = await serverForTest();
    await clientFor(server).memIt({ input: 'x', timestamp });
    expect(server.requests).toHaveLength(1);
  });

  it('takes undefined for any optional field, as if it were left out, and sends none', async () => {
    const server = await serverForTest();
    const client = clientFor(server, { timeout: undefined, headers: undefined });
    const note = await client.notes.create(
      { content: '# Kept', id: undefined, collection_ids: undefined, created_at: undefined },
      { signal: undefined, maxRetries: undefined },
    );
    await client.notes.list({ limit: undefined, order_by: undefined, collection_id: undefined });
    await client.collections.create({ title: 'Box', description: undefined });
    expect(server.requests.map((request) => [request.path, request.body])).toEqual([
      ['/v2/notes', { content: '# Kept', id: note.id }],
      ['/v2/notes', undefined],
      ['/v2/collections', { title: 'Box', id: expect.any(String) }],
    ]);
  });

  it('counts characters as Mem does, so 200,000 emoji are a note of 200,000 characters', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: '# Emoji' });
    // 400,000 UTF-16 units, but 200,000 characters: within Mem's limit for an update.
    const content = '😀'.repeat(200_000);
    const updated = await client.notes.update(note.id, { content, version: 1 });
    expect(updated.content).toBe(content);
  });

  it('lets the legacy v1 calls take a date alone, as 0.1 did', async () => {
    const server = await serverForTest();
    await clientFor(server).v1.createNote({ content: 'x', created_at: '2024-02-29' });
    expect(server.requests).toHaveLength(1);
  });
});
