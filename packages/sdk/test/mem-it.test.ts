import { describe, expect, it } from 'vitest';
import { clientFor, serverForTest } from './with-server.js';

describe('memIt', () => {
  it('sends POST /v2/mem-it with the fields the caller set, and answers with a request id', async () => {
    const server = await serverForTest();
    const payload = {
      input: 'Ada called about the Q3 report.',
      instructions: 'File under Follow-ups.',
      context: 'Phone call',
      timestamp: '2025-04-01T14:30:45Z',
    };
    const response = await clientFor(server).memIt(payload);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/mem-it', body: payload });
    expect(request?.headers.accept).toBe('application/json');
    expect(response).toEqual({ request_id: expect.stringMatching(/^api-request-/) });
  });

  it('leaves out the fields the caller did not set', async () => {
    const server = await serverForTest();
    await clientFor(server).memIt({ input: 'Just this' });
    expect(server.requests[0]?.body).toEqual({ input: 'Just this' });
  });

  it('lets Mem write the note after answering', async () => {
    const server = await serverForTest({ memItDelayMs: 50 });
    const client = clientFor(server);
    await client.memIt({ input: '# Idea\n\nA changelog video' });
    expect(server.state().notes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const page = await client.notes.list();
    expect(page.results.map((note) => note.title)).toEqual(['Idea']);
  });
});
