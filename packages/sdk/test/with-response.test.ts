import { describe, expect, it } from 'vitest';
import type { ApiResponse, CreateNoteResponse } from '../src/index.js';
import { clientFor, rejectionOf, serverForTest, someNoteId } from './with-server.js';

/** A fetch that drops one response header, for answers the local Mem never sends. */
function fetchWithout(header: string): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const headers = new Headers(response.headers);
    headers.delete(header);
    return new Response(await response.text(), { status: response.status, headers });
  };
}

describe('withResponse()', () => {
  it('leaves awaiting a call as it was: the parsed body alone', async () => {
    const server = await serverForTest();
    const note = await clientFor(server).notes.create({ content: '# Plain' });
    expect(Object.keys(note)).not.toContain('response');
    expect(note.title).toBe('Plain');
  });

  it('gives the parsed body with the response, its rate limits and its X-Request-Id', async () => {
    const server = await serverForTest({ rateLimits: { requestsPerMinute: 50 } });
    const answer: ApiResponse<CreateNoteResponse> = await clientFor(server)
      .notes.create({ content: '# With response' })
      .withResponse();
    expect(answer.data.title).toBe('With response');
    expect(answer.response.status).toBe(200);
    expect(answer.response.bodyUsed).toBe(true);
    expect(answer.requestId).toBe(answer.response.headers.get('x-request-id'));
    expect(answer.rateLimits.requests).toMatchObject({
      bucket: 'minute',
      limit: 50,
      remaining: 49,
    });
    expect(answer.rateLimits.complexity).toMatchObject({ bucket: 'minute', limit: 200 });
  });

  it('takes the body’s request_id when there is no X-Request-Id header', async () => {
    const server = await serverForTest();
    const client = clientFor(server, { fetch: fetchWithout('x-request-id') });
    const { data, requestId } = await client.notes.create({ content: 'x' }).withResponse();
    expect(requestId).toBe(data.request_id);
  });

  it('gives an empty rateLimits when the response carried no rate-limit headers', async () => {
    const server = await serverForTest({ rateLimits: false });
    const { rateLimits } = await clientFor(server).notes.create({ content: 'x' }).withResponse();
    expect(rateLimits).toEqual({});
  });

  it('gives the response of the final attempt after a retry', async () => {
    const server = await serverForTest();
    server.fail({ status: 503, retryAfter: '0' });
    const { response } = await clientFor(server).notes.create({ content: 'x' }).withResponse();
    expect(response.status).toBe(200);
    expect(server.requests).toHaveLength(2);
  });

  it('gives a listing’s first page with its response', async () => {
    const server = await serverForTest();
    server.seed({ notes: [{ content: '# One' }, { content: '# Two' }] });
    const { data: page, response } = await clientFor(server).notes.list().withResponse();
    expect(page.results.map((note) => note.title).sort()).toEqual(['One', 'Two']);
    expect(page.hasNextPage()).toBe(false);
    expect(response.url).toContain('/v2/notes');
  });

  it('sends a listing’s first request once when awaited and asked for its response', async () => {
    const server = await serverForTest();
    const listing = clientFor(server).notes.list();
    const [page, answer] = await Promise.all([listing, listing.withResponse()]);
    expect(answer.data).toBe(page);
    expect(server.requests).toHaveLength(1);
  });

  it('gives notes.edit the response of the write', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const note = await client.notes.create({ content: 'Draft' });
    const { data, response } = await client.notes
      .edit(note.id, (content) => `${content}, reviewed`)
      .withResponse();
    expect(data.content).toBe('Draft, reviewed');
    expect(response.url).toContain(note.id);
    expect(server.requests.at(-1)?.method).toBe('PATCH');
  });

  it('gives v1.deleteNote no data, as awaiting it does', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const { id } = await client.v1.createNote({ content: 'Old' });
    const { data, response } = await client.v1.deleteNote(id).withResponse();
    expect(data).toBeUndefined();
    expect(response.status).toBe(200);
  });

  it('rejects, never throws, on invalid input, and sends nothing', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    const call = client.notes.get('not-a-uuid');
    expect(call).toBeInstanceOf(Promise);
    expect(await rejectionOf(call.withResponse())).toBeInstanceOf(TypeError);
    expect(await rejectionOf(call)).toBeInstanceOf(TypeError);
    expect(server.requests).toHaveLength(0);
  });

  it('supports catch and finally as a plain promise does', async () => {
    const server = await serverForTest();
    const client = clientFor(server, { maxRetries: 0 });
    const caught = await client.notes.get(someNoteId).catch((error: unknown) => error);
    expect(caught).toMatchObject({ status: 404 });
    let settled = false;
    await client.notes.create({ content: 'x' }).finally(() => (settled = true));
    expect(settled).toBe(true);
  });

  it('rejects with the same MemApiError as awaiting the call', async () => {
    const server = await serverForTest();
    const error = await rejectionOf(
      clientFor(server, { maxRetries: 0 }).notes.get(someNoteId).withResponse(),
    );
    expect(error).toMatchObject({ name: 'MemApiError', status: 404 });
  });
});

describe('request ids on errors', () => {
  it('takes X-Request-Id when the error body names none', async () => {
    const server = await serverForTest();
    server.fail({ status: 502, body: 'Bad gateway', contentType: 'text/plain' });
    const error = await rejectionOf(clientFor(server, { maxRetries: 0 }).notes.get(someNoteId));
    expect(error).toMatchObject({ status: 502, requestId: expect.stringMatching(/^api-request-/) });
  });
});
