import { describe, expect, it } from 'vitest';
import type { MemServer } from '../src/testing.js';
import { clientFor, rejectionOf, serverForTest } from './with-server.js';

/** Seeds `count` notes titled "Note 1" (oldest) to "Note {count}" (newest). */
function seedNotes(server: MemServer, count: number, extra = '') {
  server.seed({
    notes: Array.from({ length: count }, (_, index) => ({
      content: `# Note ${index + 1}\n\nplanning ${extra}`,
      updated_at: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
    })),
  });
}

async function collect<Item>(items: AsyncIterable<Item>): Promise<Item[]> {
  const all: Item[] = [];
  for await (const item of items) all.push(item);
  return all;
}

function queryOf(server: MemServer, index: number): Record<string, string> {
  const path = server.requests[index]?.path ?? '';
  return Object.fromEntries(new URL(path, server.url).searchParams);
}

describe('pagination', () => {
  it('sends nothing until the listing is awaited or iterated', async () => {
    const server = await serverForTest();
    clientFor(server).notes.list();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(0);
  });

  it('gives the first page on await, and the next with nextPage() and the same filters', async () => {
    const server = await serverForTest();
    seedNotes(server, 5);
    const first = await clientFor(server).notes.list({ limit: 2, order_by: 'updated_at' });
    expect(first.results.map((note) => note.title)).toEqual(['Note 5', 'Note 4']);
    expect(first.hasNextPage()).toBe(true);
    const second = await first.nextPage();
    expect(second?.results.map((note) => note.title)).toEqual(['Note 3', 'Note 2']);
    expect(queryOf(server, 1)).toEqual({
      limit: '2',
      order_by: 'updated_at',
      page: first.next_page,
    });
    const third = await second?.nextPage();
    expect(third?.results.map((note) => note.title)).toEqual(['Note 1']);
    expect(third?.hasNextPage()).toBe(false);
    await expect(third?.nextPage()).resolves.toBeNull();
    expect(server.requests).toHaveLength(3);
  });

  it('yields every note across pages with for await, sending the same filters each time', async () => {
    const server = await serverForTest();
    seedNotes(server, 7);
    const titles: string[] = [];
    for await (const note of clientFor(server).notes.list({
      limit: 3,
      include_note_content: true,
    })) {
      titles.push(note.title);
      expect(note.content).toContain('planning');
    }
    expect(titles).toEqual(['Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect(server.requests).toHaveLength(3);
    for (const index of [0, 1, 2]) {
      expect(queryOf(server, index)).toMatchObject({ limit: '3', include_note_content: 'true' });
    }
  });

  it('resumes from a saved cursor', async () => {
    const server = await serverForTest();
    seedNotes(server, 4);
    const client = clientFor(server);
    const first = await client.notes.list({ limit: 2 });
    const resumed = await client.notes.list({ limit: 2, page: String(first.next_page) });
    expect(resumed.results.map((note) => note.title)).toEqual(['Note 2', 'Note 1']);
  });

  it('shares one first page between await and for await', async () => {
    const server = await serverForTest();
    seedNotes(server, 2);
    const request = clientFor(server).notes.list();
    const page = await request;
    const titles: string[] = [];
    for await (const note of request) titles.push(note.title);
    expect(titles).toEqual(page.results.map((note) => note.title));
    expect(server.requests).toHaveLength(1);
  });

  it('stops for await at once when the signal fires, and requests no further page', async () => {
    const server = await serverForTest();
    seedNotes(server, 6);
    const controller = new AbortController();
    const seen: string[] = [];
    const error = await rejectionOf(
      (async () => {
        const listing = clientFor(server).notes.list({ limit: 2 }, { signal: controller.signal });
        for await (const note of listing) {
          seen.push(note.title);
          if (seen.length === 1) controller.abort();
        }
      })(),
    );
    expect(error).toMatchObject({ name: 'MemApiError', code: 'aborted', status: 0 });
    expect(seen).toEqual(['Note 6']);
    expect(server.requests).toHaveLength(1);
  });

  it('walks a search through its snapshot, so new notes do not shift the pages', async () => {
    const server = await serverForTest();
    seedNotes(server, 5);
    const client = clientFor(server);
    const titles: string[] = [];
    for await (const note of client.notes.search({ query: 'planning', limit: 2 })) {
      titles.push(note.title);
      if (titles.length === 1) await client.notes.create({ content: '# Late planning note' });
    }
    expect(titles).toHaveLength(5);
    expect(titles).not.toContain('Late planning note');
    const searches = server.requests.filter((request) =>
      request.path.startsWith('/v2/notes/search'),
    );
    expect(
      searches.map((request) => new URL(request.path, server.url).searchParams.get('offset')),
    ).toEqual([null, '2', '4']);
    const snapshot = new URL(searches[1]?.path ?? '', server.url).searchParams.get('snapshot_id');
    expect(snapshot).toBeTruthy();
  });

  it('walks a search past notes deleted since its snapshot, showing each note once', async () => {
    const server = await serverForTest();
    seedNotes(server, 7);
    const client = clientFor(server);
    const first = await client.notes.search({ query: 'planning', limit: 2 });
    // The whole second page, and one note of the third, go before they are reached.
    const later = (await collect(client.notes.search({ query: 'planning', limit: 7 }))).slice(2);
    for (const note of later.slice(0, 3)) await client.notes.delete(note.id);

    const titles = first.results.map((note) => note.title);
    for (let page = await first.nextPage(); page !== null; page = await page.nextPage()) {
      titles.push(...page.results.map((note) => note.title));
    }
    const kept = [...first.results, ...later.slice(3)].map((note) => note.title);
    expect(titles).toEqual(kept);
  });

  it('pages an extended search with the cursor in the body', async () => {
    const server = await serverForTest();
    seedNotes(server, 3);
    const titles: string[] = [];
    for await (const note of clientFor(server).notes.extendedSearch({
      query: 'planning',
      limit: 2,
    })) {
      titles.push(note.title);
    }
    expect(titles).toHaveLength(3);
    const bodies = server.requests.map((request) => request.body as Record<string, unknown>);
    expect(bodies[0]).toEqual({ query: 'planning', limit: 2 });
    expect(bodies[1]).toMatchObject({
      query: 'planning',
      limit: 2,
      next_page_cursor: expect.any(String),
    });
  });

  it('lists collections, tasks, projects and follow-ups across pages the same way', async () => {
    const server = await serverForTest();
    server.seed({
      collections: [{ title: 'A' }, { title: 'B' }, { title: 'C' }],
      tasks: [{ title: 'T1' }, { title: 'T2' }, { title: 'T3' }],
      projects: [{ title: 'P1' }, { title: 'P2' }, { title: 'P3' }],
      followUps: [{ content: 'F1' }, { content: 'F2' }, { content: 'F3' }],
    });
    const client = clientFor(server);
    const count = async (items: AsyncIterable<unknown>) => (await collect(items)).length;
    expect(await count(client.collections.list({ limit: 2 }))).toBe(3);
    expect(await count(client.tasks.list({ limit: 2 }))).toBe(3);
    expect(await count(client.projects.list({ limit: 2 }))).toBe(3);
    expect(await count(client.followUps.list({ limit: 2 }))).toBe(3);
    expect(server.requests).toHaveLength(8);
  });

  it('rejects bad parameters on await and on for await, sending nothing', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    await expect(client.notes.list({ limit: 0 })).rejects.toThrow(TypeError);
    const error = await rejectionOf(collect(client.notes.list({ limit: 101 })));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(
      /notes\.list\(\): `limit` must be a whole number from 1 to 100/,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('fails with invalid_response when a page has no results list', async () => {
    const server = await serverForTest();
    server.fail({ status: 200, body: JSON.stringify({ request_id: 'api-request-1', total: 0 }) });
    const error = await rejectionOf(clientFor(server).notes.list());
    expect(error).toMatchObject({ code: 'invalid_response', retryable: false, path: '/v2/notes' });
  });
});
