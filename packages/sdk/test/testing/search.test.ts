import { describe, expect, it } from 'vitest';
import { start, call, id } from './local-mem.js';

function titles(body: { results: { title: string }[] }): string[] {
  return body.results.map((note) => note.title);
}

function day(n: number): string {
  return new Date(Date.UTC(2025, 0, n)).toISOString();
}

const books = id(900);

describe('search notes', () => {
  it('needs every term in the title or content, ignoring case', async () => {
    const server = await start();
    server.seed({
      notes: [
        { content: '# Sales call\nAcme wants a demo' },
        { content: '# Sales report\nQ3 numbers' },
        { content: '# Demo script\nfor ACME' },
      ],
    });
    const { body } = await call(server, 'POST', '/v2/notes/search', { query: 'acme  DEMO' });
    expect(titles(body).sort()).toEqual(['Demo script', 'Sales call']);
  });

  it('ranks by hits, title hits counting more, then by most recent update', async () => {
    const server = await start();
    server.seed({
      notes: [
        { id: id(1), content: '# Notes\nrocket rocket', updated_at: day(1) },
        { id: id(2), content: '# Rocket\nlaunch', updated_at: day(1) },
        { id: id(3), content: '# Misc\nrocket', updated_at: day(2) },
        { id: id(4), content: '# Misc\nrocket', updated_at: day(3) },
      ],
    });
    const { body } = await call(server, 'POST', '/v2/notes/search', { query: 'rocket' });
    expect(body.results.map((note: { id: string }) => note.id)).toEqual([
      id(2),
      id(1),
      id(4),
      id(3),
    ]);
  });

  it("answers Mem's search shape with a snapshot id", async () => {
    const server = await start();
    server.seed({ notes: [{ id: id(1), content: '# Alpha\nbody', updated_at: day(1) }] });
    const { body } = await call(server, 'POST', '/v2/notes/search', { query: 'alpha' });
    expect(body).toEqual({
      request_id: expect.any(String),
      results: [
        {
          id: id(1),
          title: 'Alpha',
          snippet: 'body',
          collection_ids: [],
          audio_recording_ids: [],
          created_at: '2025-01-01T00:00:00Z',
          updated_at: '2025-01-01T00:00:00Z',
        },
      ],
      total: 1,
      limit: 20,
      offset: 0,
      has_next_page: false,
      snapshot_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('includes the content when config asks for it', async () => {
    const server = await start();
    server.seed({ notes: [{ content: '# Alpha\nbody' }] });
    const { body } = await call(server, 'POST', '/v2/notes/search', {
      query: 'alpha',
      config: { include_note_content: true },
    });
    expect(body.results[0].content).toBe('# Alpha\nbody');
  });

  it('pages through the snapshot, unmoved by notes created after it', async () => {
    const server = await start();
    server.seed({
      notes: [1, 2, 3].map((n) => ({ id: id(n), content: `Match ${n}`, updated_at: day(n) })),
    });
    const first = await call(server, 'POST', '/v2/notes/search?limit=2', { query: 'match' });
    expect(titles(first.body)).toEqual(['Match 3', 'Match 2']);
    expect(first.body.has_next_page).toBe(true);
    await call(server, 'POST', '/v2/notes', { content: 'Match 4' });
    const second = await call(
      server,
      'POST',
      `/v2/notes/search?limit=2&offset=2&snapshot_id=${first.body.snapshot_id}`,
      { query: 'match' },
    );
    expect(titles(second.body)).toEqual(['Match 1']);
    expect(second.body).toMatchObject({
      total: 3,
      offset: 2,
      has_next_page: false,
      snapshot_id: first.body.snapshot_id,
    });
  });

  it('leaves notes deleted or trashed since the snapshot out of its pages', async () => {
    const server = await start();
    server.seed({
      notes: [1, 2, 3].map((n) => ({ id: id(n), content: `Match ${n}`, updated_at: day(n) })),
    });
    const first = await call(server, 'POST', '/v2/notes/search', { query: 'match' });
    await call(server, 'DELETE', `/v2/notes/${id(3)}`);
    await call(server, 'POST', `/v2/notes/${id(2)}/trash`);
    const again = await call(
      server,
      'POST',
      `/v2/notes/search?snapshot_id=${first.body.snapshot_id}`,
      { query: 'match' },
    );
    expect(titles(again.body)).toEqual(['Match 1']);
    expect(again.body.total).toBe(3);
  });

  it('keeps at most 100 results in a snapshot', async () => {
    const server = await start();
    server.seed({ notes: Array.from({ length: 120 }, (_, n) => ({ content: `Hit ${n}` })) });
    const first = await call(server, 'POST', '/v2/notes/search?limit=50', { query: 'hit' });
    expect(first.body.total).toBe(100);
    const last = await call(
      server,
      'POST',
      `/v2/notes/search?limit=50&offset=50&snapshot_id=${first.body.snapshot_id}`,
      {
        query: 'hit',
      },
    );
    expect(last.body.results).toHaveLength(50);
    expect(last.body.has_next_page).toBe(false);
  });

  it('leaves trashed notes out', async () => {
    const server = await start();
    server.seed({ notes: [{ content: 'Match', trashed_at: day(1) }] });
    expect((await call(server, 'POST', '/v2/notes/search', { query: 'match' })).body.total).toBe(0);
  });

  it('applies the collection, date and contains filters', async () => {
    const server = await start();
    server.seed({
      collections: [{ id: books, title: 'Books' }],
      notes: [
        {
          content: 'Match one\n- [ ] task',
          collection_ids: [books],
          created_at: day(1),
          updated_at: day(5),
        },
        { content: 'Match two\n- [ ] task', created_at: day(2) },
        { content: 'Match three', collection_ids: [books], created_at: day(3) },
      ],
    });
    const search = async (filters: object) =>
      titles(
        (await call(server, 'POST', '/v2/notes/search', { query: 'match', ...filters })).body,
      ).sort();
    expect(await search({ filter_by_collection_ids: [books] })).toEqual([
      'Match one',
      'Match three',
    ]);
    expect(await search({ filter_by_collection_ids: [] })).toHaveLength(3);
    expect(
      await search({ filter_by_contains_open_tasks: true, filter_by_collection_ids: [books] }),
    ).toEqual(['Match one']);
    expect(
      await search({ filter_by_created_after: day(2), filter_by_created_before: day(2) }),
    ).toEqual(['Match two']);
    expect(
      await search({ filter_by_updated_after: day(4), filter_by_updated_before: null }),
    ).toEqual(['Match one']);
  });

  it('refuses a later page without a snapshot id', async () => {
    const server = await start();
    const { status, body } = await call(server, 'POST', '/v2/notes/search?offset=20', {
      query: 'x',
    });
    expect(status).toBe(400);
    expect(body.error_metadata.message).toContain('`snapshot_id`');
  });

  it('refuses an unknown snapshot id', async () => {
    const server = await start();
    const { status, body } = await call(server, 'POST', `/v2/notes/search?snapshot_id=${id(5)}`, {
      query: 'x',
    });
    expect(status).toBe(400);
    expect(body.error_metadata.message).toContain('names no search snapshot');
  });

  it('refuses a snapshot reused with another query', async () => {
    const server = await start();
    const first = await call(server, 'POST', '/v2/notes/search', { query: 'x' });
    const { status } = await call(
      server,
      'POST',
      `/v2/notes/search?snapshot_id=${first.body.snapshot_id}`,
      { query: 'y' },
    );
    expect(status).toBe(400);
  });

  it.each([
    ['a blank query', '', { query: '  ' }, '`query` must not be blank.'],
    ['a missing query', '', {}, '`query` is required.'],
    ['a limit over 50', '?limit=51', { query: 'x' }, '`limit` must be an integer from 1 to 50.'],
    [
      'a negative offset',
      '?offset=-1',
      { query: 'x' },
      '`offset` must be an integer of at least 0.',
    ],
    [
      'a snapshot id that is not a UUID',
      '?snapshot_id=abc',
      { query: 'x' },
      '`snapshot_id` must be a UUID.',
    ],
    ['paging in the body', '', { query: 'x', limit: 5 }, '`limit` is not a known field.'],
    [
      'a null contains flag',
      '',
      { query: 'x', filter_by_contains_files: null },
      '`filter_by_contains_files` must not be null.',
    ],
    [
      'a contains flag that is not a boolean',
      '',
      { query: 'x', filter_by_contains_tasks: 'yes' },
      'must be true or false',
    ],
    ['a null config', '', { query: 'x', config: null }, '`config` must not be null.'],
    [
      'a config that is not an object',
      '',
      { query: 'x', config: [] },
      '`config` must be an object.',
    ],
    [
      'an unknown config field',
      '',
      { query: 'x', config: { snippets: true } },
      '`config.snippets` is not a known field.',
    ],
    [
      'a config flag that is not a boolean',
      '',
      { query: 'x', config: { include_note_content: 1 } },
      '`config.include_note_content`',
    ],
    [
      'a date filter without offset',
      '',
      { query: 'x', filter_by_updated_after: '2025-01-01' },
      'timezone offset',
    ],
    [
      'a date filter that is a number',
      '',
      { query: 'x', filter_by_updated_after: 5 },
      'must be a string',
    ],
  ])('refuses %s with 400', async (_, query, body, message) => {
    const server = await start();
    const answer = await call(server, 'POST', `/v2/notes/search${query}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error_metadata.message).toContain(message);
  });
});

describe('extended search', () => {
  it("answers Mem's extended search shape", async () => {
    const server = await start();
    server.seed({
      notes: [{ id: id(1), content: '# Contract\nRenewal terms', updated_at: day(1) }],
    });
    const { body } = await call(server, 'POST', '/v2/notes/extended-search', { query: 'renewal' });
    expect(body).toEqual({
      request_id: expect.any(String),
      results: [
        {
          id: id(1),
          title: 'Contract',
          snippet: 'Renewal terms',
          note_summary: null,
          created_at: day(1).replace('.000', ''),
          updated_at: day(1).replace('.000', ''),
          attachment_matches: [],
        },
      ],
      has_next_page: false,
      next_page_cursor: null,
    });
  });

  it('sorts by relevance by default and by last update with DATE', async () => {
    const server = await start();
    server.seed({
      notes: [
        { id: id(1), content: '# Plan\nplan plan', updated_at: day(1) },
        { id: id(2), content: 'Other plan', updated_at: day(2) },
      ],
    });
    const byRelevance = await call(server, 'POST', '/v2/notes/extended-search', { query: 'plan' });
    expect(titles(byRelevance.body)).toEqual(['Plan', 'Other plan']);
    const byDate = await call(server, 'POST', '/v2/notes/extended-search', {
      query: 'plan',
      sort_by: 'DATE',
    });
    expect(titles(byDate.body)).toEqual(['Other plan', 'Plan']);
  });

  it('pages with next_page_cursor until it is null', async () => {
    const server = await start();
    server.seed({
      notes: [1, 2, 3].map((n) => ({ id: id(n), content: `Hit ${n}`, updated_at: day(n) })),
    });
    const first = await call(server, 'POST', '/v2/notes/extended-search', {
      query: 'hit',
      limit: 2,
    });
    expect(titles(first.body)).toEqual(['Hit 3', 'Hit 2']);
    expect(first.body.has_next_page).toBe(true);
    const second = await call(server, 'POST', '/v2/notes/extended-search', {
      query: 'hit',
      limit: 2,
      next_page_cursor: first.body.next_page_cursor,
    });
    expect(titles(second.body)).toEqual(['Hit 1']);
    expect(second.body.next_page_cursor).toBeNull();
  });

  it('refuses a cursor reused with another query or filters as INVALID_CURSOR', async () => {
    const server = await start();
    server.seed({ notes: [1, 2].map((n) => ({ content: `Hit ${n}` })) });
    const first = await call(server, 'POST', '/v2/notes/extended-search', {
      query: 'hit',
      limit: 1,
    });
    const cursor = first.body.next_page_cursor;
    for (const changed of [{ query: 'hits' }, { sort_by: 'DATE' }, { exclude_note_ids: [id(9)] }]) {
      const { status, body } = await call(server, 'POST', '/v2/notes/extended-search', {
        query: 'hit',
        next_page_cursor: cursor,
        ...changed,
      });
      expect(status).toBe(400);
      expect(body.error_metadata.error_kind).toBe('INVALID_CURSOR');
    }
  });

  it('refuses a cursor whose offset is not a position', async () => {
    const server = await start();
    server.seed({ notes: [1, 2].map((n) => ({ content: `Hit ${n}` })) });
    const first = await call(server, 'POST', '/v2/notes/extended-search', {
      query: 'hit',
      limit: 1,
    });
    const position = JSON.parse(Buffer.from(first.body.next_page_cursor, 'base64url').toString());
    const broken = Buffer.from(JSON.stringify({ ...position, offset: -1 })).toString('base64url');
    const { body } = await call(server, 'POST', '/v2/notes/extended-search', {
      query: 'hit',
      next_page_cursor: broken,
    });
    expect(body.error_metadata.error_kind).toBe('INVALID_CURSOR');
  });

  it('leaves out excluded notes and keeps to the collections and update window', async () => {
    const server = await start();
    server.seed({
      collections: [{ id: books, title: 'Books' }],
      notes: [
        { id: id(1), content: 'Hit one', collection_ids: [books], updated_at: day(1) },
        { id: id(2), content: 'Hit two', collection_ids: [books], updated_at: day(2) },
        { id: id(3), content: 'Hit three', updated_at: day(3) },
        { id: id(4), content: 'Hit four', trashed_at: day(4) },
      ],
    });
    const search = async (filters: object) =>
      titles(
        (await call(server, 'POST', '/v2/notes/extended-search', { query: 'hit', ...filters }))
          .body,
      );
    expect(await search({ exclude_note_ids: [id(3)] })).toEqual(['Hit two', 'Hit one']);
    expect(await search({ filter_by_collection_ids: [books] })).toEqual(['Hit two', 'Hit one']);
    expect(
      await search({ filter_by_updated_after: day(2), filter_by_updated_before: day(2) }),
    ).toEqual(['Hit two']);
  });

  it.each([
    ['a limit over 100', { query: 'x', limit: 101 }, '`limit` must be an integer from 1 to 100.'],
    ['a null limit', { query: 'x', limit: null }, '`limit` must not be null.'],
    [
      'a lower-case sort_by',
      { query: 'x', sort_by: 'date' },
      '`sort_by` must be one of RELEVANCE, DATE.',
    ],
    [
      'a null exclude list',
      { query: 'x', exclude_note_ids: null },
      '`exclude_note_ids` must not be null.',
    ],
    [
      'an excluded id that is not a UUID',
      { query: 'x', exclude_note_ids: ['a'] },
      '`exclude_note_ids[0]` must be a UUID.',
    ],
    [
      'a cursor that is not a string',
      { query: 'x', next_page_cursor: 3 },
      '`next_page_cursor` must be a string.',
    ],
  ])('refuses %s with 400', async (_, body, message) => {
    const server = await start();
    const answer = await call(server, 'POST', '/v2/notes/extended-search', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error_metadata.message).toContain(message);
  });
});

describe('related notes', () => {
  it('ranks active notes by shared words and leaves out those sharing none', async () => {
    const server = await start();
    server.seed({
      collections: [{ id: books, title: 'Books', description: 'Reading' }],
      notes: [
        { id: id(1), content: 'Rocket engines and fuel pumps', created_at: day(1) },
        {
          id: id(2),
          content: 'Rocket engines need fuel',
          collection_ids: [books],
          created_at: day(2),
        },
        { id: id(3), content: 'Rocket science', created_at: day(3) },
        { id: id(4), content: 'Gardening tips', created_at: day(4) },
        { id: id(5), content: 'Rocket engines fuel pumps', trashed_at: day(5) },
      ],
    });
    const { body } = await call(server, 'GET', `/v2/notes/${id(1)}/related-notes`);
    expect(body.total).toBe(2);
    expect(body.results.map((note: { id: string }) => note.id)).toEqual([id(2), id(3)]);
    // "rocket engines fuel pumps" against "rocket engines need fuel": 3 shared of 5 words.
    expect(body.results[0]).toEqual({
      id: id(2),
      title: 'Rocket engines need fuel',
      preview: 'Rocket engines need fuel',
      snippet: '',
      score: 0.6,
      collection_ids: [books],
      collections: [
        {
          id: books,
          title: 'Books',
          description: 'Reading',
          is_shared: false,
          note_count: 1,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      ],
      created_at: day(2).replace('.000', ''),
      updated_at: day(2).replace('.000', ''),
    });
  });

  it('keeps to the limit and cuts long previews', async () => {
    const server = await start();
    const long = `Shared words here ${'lorem '.repeat(80)}`;
    server.seed({
      notes: [{ id: id(1), content: 'Shared words' }, { content: long }, { content: long }],
    });
    const { body } = await call(server, 'GET', `/v2/notes/${id(1)}/related-notes?limit=1`);
    expect(body.total).toBe(1);
    expect(body.results[0].preview).toHaveLength(280);
  });

  it('answers 404 for a note that does not exist', async () => {
    const server = await start();
    expect((await call(server, 'GET', `/v2/notes/${id(1)}/related-notes`)).status).toBe(404);
  });

  it('refuses a limit over 20', async () => {
    const server = await start();
    server.seed({ notes: [{ id: id(1), content: 'x' }] });
    expect((await call(server, 'GET', `/v2/notes/${id(1)}/related-notes?limit=21`)).status).toBe(
      400,
    );
  });

  it('finds nothing for a note with no words worth sharing', async () => {
    const server = await start();
    server.seed({ notes: [{ id: id(1), content: 'a an to' }, { content: 'a an to' }] });
    expect((await call(server, 'GET', `/v2/notes/${id(1)}/related-notes`)).body.results).toEqual(
      [],
    );
  });
});
