import { describe, expect, it } from 'vitest';
import { start, call, id } from './local-mem.js';

/** The titles of a list answer, in order. */
function titles(body: { results: { title: string }[] }): string[] {
  return body.results.map((note) => note.title);
}

const books = id(900);

describe('list notes', () => {
  it('lists active notes newest first by updated_at, with total and no next page', async () => {
    const server = await start();
    server.seed({
      notes: [
        { id: id(1), content: 'Old', updated_at: '2025-01-01T00:00:00Z' },
        { id: id(2), content: 'New', updated_at: '2025-03-01T00:00:00Z' },
        { id: id(3), content: 'Middle', updated_at: '2025-02-01T00:00:00Z' },
        { id: id(4), content: 'Binned', trashed_at: '2025-04-01T00:00:00Z' },
      ],
    });
    const { body } = await call(server, 'GET', '/v2/notes');
    expect(titles(body)).toEqual(['New', 'Middle', 'Old']);
    expect(body.total).toBe(3);
    expect(body.next_page).toBeNull();
  });

  it("answers Mem's list item shape, with content only when asked", async () => {
    const server = await start();
    server.seed({
      collections: [{ id: books, title: 'Books' }],
      notes: [
        {
          id: id(1),
          content:
            '# Reading\n\n## Next up\n- [ ] Read **SICP** by [Abelson](https://x.y)\n![cover](c.png)',
          collection_ids: [books],
          created_at: '2025-01-01T00:00:00Z',
        },
      ],
    });
    const plain = await call(server, 'GET', '/v2/notes');
    expect(plain.body.results).toEqual([
      {
        id: id(1),
        title: 'Reading',
        snippet: 'Next up Read SICP by Abelson',
        collection_ids: [books],
        audio_recording_ids: [],
        created_at: '2025-01-01T00:00:00Z',
        updated_at: '2025-01-01T00:00:00Z',
      },
    ]);
    const full = await call(server, 'GET', '/v2/notes?include_note_content=true');
    expect(full.body.results[0].content).toContain('**SICP**');
  });

  it('cuts a long snippet short with an ellipsis', async () => {
    const server = await start();
    server.seed({ notes: [{ content: `Title\n${'word '.repeat(100)}` }] });
    const { body } = await call(server, 'GET', '/v2/notes');
    expect(body.results[0].snippet).toHaveLength(200);
    expect(body.results[0].snippet.endsWith('…')).toBe(true);
  });

  it('orders by created_at when asked, breaking ties by id', async () => {
    const server = await start();
    server.seed({
      notes: [
        {
          id: id(1),
          content: 'A',
          created_at: '2025-01-01T00:00:00Z',
          updated_at: '2025-05-01T00:00:00Z',
        },
        { id: id(3), content: 'B', created_at: '2025-02-01T00:00:00Z' },
        { id: id(2), content: 'C', created_at: '2025-02-01T00:00:00Z' },
      ],
    });
    expect(titles((await call(server, 'GET', '/v2/notes?order_by=created_at')).body)).toEqual([
      'B',
      'C',
      'A',
    ]);
  });

  it('pages with next_page until it is null', async () => {
    const server = await start();
    server.seed({
      notes: [1, 2, 3, 4, 5].map((n) => ({
        id: id(n),
        content: `N${n}`,
        updated_at: `2025-01-0${n}T00:00:00Z`,
      })),
    });
    const first = await call(server, 'GET', '/v2/notes?limit=2');
    expect(titles(first.body)).toEqual(['N5', 'N4']);
    expect(first.body.total).toBe(5);
    const second = await call(server, 'GET', `/v2/notes?limit=2&page=${first.body.next_page}`);
    expect(titles(second.body)).toEqual(['N3', 'N2']);
    const third = await call(server, 'GET', `/v2/notes?limit=3&page=${second.body.next_page}`);
    expect(titles(third.body)).toEqual(['N1']);
    expect(third.body.next_page).toBeNull();
  });

  it("writes the cursor as Mem's base64url JSON position", async () => {
    const server = await start();
    server.seed({
      notes: [1, 2].map((n) => ({
        id: id(n),
        content: `N${n}`,
        updated_at: `2025-01-0${n}T00:00:00Z`,
      })),
    });
    const { body } = await call(server, 'GET', '/v2/notes?limit=1');
    expect(JSON.parse(Buffer.from(body.next_page, 'base64url').toString())).toEqual({
      id: id(2),
      order_by: 'updated_at',
      request_fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
      value: '2025-01-02T00:00:00Z',
    });
  });

  it('keeps its pages in place while newer notes are added', async () => {
    const server = await start();
    server.seed({
      notes: [1, 2, 3].map((n) => ({
        id: id(n),
        content: `N${n}`,
        updated_at: `2025-01-0${n}T00:00:00Z`,
      })),
    });
    const first = await call(server, 'GET', '/v2/notes?limit=1');
    await call(server, 'POST', '/v2/notes', { content: 'Newest' });
    const second = await call(server, 'GET', `/v2/notes?limit=5&page=${first.body.next_page}`);
    expect(titles(second.body)).toEqual(['N2', 'N1']);
    expect(second.body.total).toBe(4);
  });

  it('continues after a deleted boundary note without repeating any', async () => {
    const server = await start();
    server.seed({
      notes: [1, 2, 3].map((n) => ({
        id: id(n),
        content: `N${n}`,
        updated_at: `2025-01-0${n}T00:00:00Z`,
      })),
    });
    const first = await call(server, 'GET', '/v2/notes?limit=1');
    await call(server, 'DELETE', `/v2/notes/${id(3)}`);
    expect(
      titles((await call(server, 'GET', `/v2/notes?page=${first.body.next_page}`)).body),
    ).toEqual(['N2', 'N1']);
  });

  it('answers an empty page after a cursor past every note', async () => {
    const server = await start();
    server.seed({
      notes: [1, 2].map((n) => ({
        id: id(n),
        content: `N${n}`,
        updated_at: `2025-01-0${n}T00:00:00Z`,
      })),
    });
    const first = await call(server, 'GET', '/v2/notes?limit=1');
    await call(server, 'DELETE', `/v2/notes/${id(1)}`);
    const { body } = await call(server, 'GET', `/v2/notes?page=${first.body.next_page}`);
    expect(body.results).toEqual([]);
  });

  it('refuses a cursor reused with other filters as INVALID_CURSOR', async () => {
    const server = await start();
    server.seed({ notes: [1, 2].map((n) => ({ id: id(n), content: `N${n}` })) });
    const first = await call(server, 'GET', '/v2/notes?limit=1');
    const { status, body } = await call(
      server,
      'GET',
      `/v2/notes?limit=1&contains_tasks=true&page=${first.body.next_page}`,
    );
    expect(status).toBe(400);
    expect(body.error_metadata.error_kind).toBe('INVALID_CURSOR');
  });

  it('refuses a cursor reused with another order_by', async () => {
    const server = await start();
    server.seed({ notes: [1, 2].map((n) => ({ id: id(n), content: `N${n}` })) });
    const first = await call(server, 'GET', '/v2/notes?limit=1');
    const { status } = await call(
      server,
      'GET',
      `/v2/notes?order_by=created_at&page=${first.body.next_page}`,
    );
    expect(status).toBe(400);
  });

  it('accepts a cursor reused with another limit or include_note_content', async () => {
    const server = await start();
    server.seed({ notes: [1, 2].map((n) => ({ id: id(n), content: `N${n}` })) });
    const first = await call(server, 'GET', '/v2/notes?limit=1');
    const { status } = await call(
      server,
      'GET',
      `/v2/notes?limit=7&include_note_content=1&page=${first.body.next_page}`,
    );
    expect(status).toBe(200);
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['JSON that is not an object', Buffer.from('42').toString('base64url')],
    ['a position without value', Buffer.from('{"id":"x"}').toString('base64url')],
  ])('refuses a cursor that is %s', async (_, page) => {
    const server = await start();
    const { status, body } = await call(server, 'GET', `/v2/notes?page=${page}`);
    expect(status).toBe(400);
    expect(body.error_metadata.error_kind).toBe('INVALID_CURSOR');
  });

  it('refuses a cursor whose position is malformed but fingerprint is right', async () => {
    const server = await start();
    server.seed({ notes: [1, 2].map((n) => ({ id: id(n), content: `N${n}` })) });
    const first = await call(server, 'GET', '/v2/notes?limit=1');
    const position = JSON.parse(Buffer.from(first.body.next_page, 'base64url').toString());
    const broken = Buffer.from(JSON.stringify({ ...position, id: 7 })).toString('base64url');
    expect(
      (await call(server, 'GET', `/v2/notes?page=${broken}`)).body.error_metadata.error_kind,
    ).toBe('INVALID_CURSOR');
  });
});

describe('list filters', () => {
  const contents = {
    open: '# Open\n- [ ] call Ada',
    done: '# Done\n* [x] called Ada',
    image: '# Image\n![diagram](https://x.y/d.png)',
    file: '# File\nSee [the contract](https://x.y/contract.PDF?dl=1).',
    link: '# Link\nSee [the site](https://x.y/page.html) and [a note] (no.pdf)',
  };

  async function seeded() {
    const server = await start();
    server.seed({
      collections: [{ id: books, title: 'Books' }],
      notes: Object.values(contents).map((content, index) => ({
        id: id(index + 1),
        content,
        updated_at: `2025-01-0${index + 1}T00:00:00Z`,
        collection_ids: index % 2 === 0 ? [books] : [],
      })),
    });
    return server;
  }

  it.each([
    ['contains_open_tasks', ['Open']],
    ['contains_tasks', ['Done', 'Open']],
    ['contains_images', ['Image']],
    ['contains_files', ['File']],
    ['contains_images=true&contains_files', ['File', 'Image']],
  ])('filters with %s', async (flags, expected) => {
    const server = await seeded();
    const { body } = await call(server, 'GET', `/v2/notes?${flags}=true`);
    expect(titles(body)).toEqual(expected);
  });

  it('combines contains flags with the collection by AND', async () => {
    const server = await seeded();
    const { body } = await call(
      server,
      'GET',
      `/v2/notes?collection_id=${books}&contains_tasks=true`,
    );
    expect(titles(body)).toEqual(['Open']);
    expect(body.total).toBe(1);
  });

  it('treats a false flag as no filter', async () => {
    const server = await seeded();
    expect((await call(server, 'GET', '/v2/notes?contains_tasks=false')).body.total).toBe(5);
  });

  it('applies inclusive date bounds', async () => {
    const server = await seeded();
    const { body } = await call(
      server,
      'GET',
      '/v2/notes?filter_by_updated_after=2025-01-02T00:00:00Z&filter_by_updated_before=2025-01-04T01:00:00%2B01:00',
    );
    expect(titles(body)).toEqual(['File', 'Image', 'Done']);
  });

  it('filters by creation time', async () => {
    const server = await seeded();
    const { body } = await call(
      server,
      'GET',
      '/v2/notes?filter_by_created_before=2025-01-01T00:00:00Z',
    );
    expect(titles(body)).toEqual(['Open']);
    const after = await call(
      server,
      'GET',
      '/v2/notes?filter_by_created_after=2025-01-05T00:00:00Z',
    );
    expect(titles(after.body)).toEqual(['Link']);
  });

  it.each([
    ['a limit of 0', 'limit=0', '`limit` must be an integer from 1 to 100.'],
    ['a limit of 101', 'limit=101', '`limit`'],
    ['a limit that is not a number', 'limit=ten', '`limit`'],
    ['an unknown order_by', 'order_by=title', '`order_by` must be one of created_at, updated_at.'],
    [
      'a date filter without offset',
      'filter_by_created_after=2025-01-01T00:00:00',
      'timezone offset',
    ],
    [
      'a collection_id that is not a UUID',
      'collection_id=books',
      '`collection_id` must be a UUID.',
    ],
    [
      'a flag that is not a boolean',
      'contains_files=yes',
      '`contains_files` must be true or false.',
    ],
  ])('refuses %s with 400', async (_, query, message) => {
    const server = await start();
    const { status, body } = await call(server, 'GET', `/v2/notes?${query}`);
    expect(status).toBe(400);
    expect(body.error_metadata.message).toContain(message);
  });
});
