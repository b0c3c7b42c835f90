import { describe, expect, it } from 'vitest';
import type { MemClient } from '../src/index.js';
import { clientFor, rejectionOf, serverForTest } from './with-server.js';

type Call = [label: string, call: (client: MemClient) => Promise<unknown>, field: string];

// Deliberately ill-typed input, as plain JavaScript callers could pass it.
const loose = <T>(value: unknown) => value as T;

const badCalls: Call[] = [
  ['memIt without input', (c) => c.memIt(loose({})), '`input`'],
  ['memIt with empty input', (c) => c.memIt({ input: '' }), '`input`'],
  ['memIt with whitespace input', (c) => c.memIt({ input: ' \n\t ' }), '`input`'],
  ['memIt with a number as input', (c) => c.memIt(loose({ input: 42 })), '`input`'],
  [
    'memIt with a non-string instructions',
    (c) => c.memIt(loose({ input: 'x', instructions: 5 })),
    '`instructions`',
  ],
  [
    'memIt with an object as context',
    (c) => c.memIt(loose({ input: 'x', context: {} })),
    '`context`',
  ],
  [
    'memIt with a timestamp in words',
    (c) => c.memIt({ input: 'x', timestamp: 'yesterday' }),
    '`timestamp`',
  ],
  [
    'memIt with 30 February',
    (c) => c.memIt({ input: 'x', timestamp: '2025-02-30' }),
    '`timestamp`',
  ],
  [
    'memIt with hour 25',
    (c) => c.memIt({ input: 'x', timestamp: '2025-02-03T25:00Z' }),
    '`timestamp`',
  ],
  ['memIt with no payload', (c) => c.memIt(loose(null)), '`payload`'],
  ['createNote without content', (c) => c.createNote(loose({})), '`content`'],
  ['createNote with whitespace content', (c) => c.createNote({ content: '   ' }), '`content`'],
  [
    'createNote with an id that is not a UUID',
    (c) => c.createNote({ content: 'x', id: 'note-1' }),
    '`id`',
  ],
  [
    'createNote with a string as add_to_collections',
    (c) => c.createNote(loose({ content: 'x', add_to_collections: 'Books' })),
    '`add_to_collections`',
  ],
  [
    'createNote with an empty collection name',
    (c) => c.createNote({ content: 'x', add_to_collections: ['Books', ''] }),
    '`add_to_collections[1]`',
  ],
  [
    'createNote with a number as auto_organize',
    (c) => c.createNote(loose({ content: 'x', auto_organize: 5 })),
    '`auto_organize`',
  ],
  [
    'createNote with blank auto_format instructions',
    (c) => c.createNote({ content: 'x', auto_format: ' ' }),
    '`auto_format`',
  ],
  [
    'createNote with a number as apply_template',
    (c) => c.createNote(loose({ content: 'x', apply_template: 1 })),
    '`apply_template`',
  ],
  [
    'createNote with a bad created_at',
    (c) => c.createNote({ content: 'x', created_at: '01/04/2025' }),
    '`created_at`',
  ],
  [
    'createNote with month 13 in updated_at',
    (c) => c.createNote({ content: 'x', updated_at: '2025-13-01' }),
    '`updated_at`',
  ],
  [
    'createNote with a bad signal option',
    (c) => c.createNote({ content: 'x' }, loose({ signal: 'stop' })),
    '`options.signal`',
  ],
  [
    'createNote with a negative timeout',
    (c) => c.createNote({ content: 'x' }, { timeout: -1 }),
    '`options.timeout`',
  ],
  ['deleteNote with an empty id', (c) => c.deleteNote(''), '`id`'],
  ['deleteNote with a blank id', (c) => c.deleteNote('  '), '`id`'],
  ['deleteNote with a number as id', (c) => c.deleteNote(loose(42)), '`id`'],
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
    '2025-04-01',
    '2025-04-01T14:30Z',
    '2025-04-01T14:30:45.123Z',
    '2023-12-15T09:45:30+01:00',
    '2024-02-29',
  ])('accepts the ISO 8601 timestamp %s', async (timestamp) => {
    const server = await serverForTest();
    await clientFor(server).memIt({ input: 'x', timestamp });
    expect(server.requests).toHaveLength(1);
  });
});
