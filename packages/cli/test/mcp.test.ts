// `memai mcp` as an assistant meets it: the installed `memai`, started as a child process and
// driven through the MCP SDK's own client over stdio, against a local Mem that can misbehave.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MemClient } from 'memai-sdk';
import { startMemServer, type MemServer } from 'memai-sdk/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { memai } from './memai.js';

const apiKey = `mem_secret_${randomBytes(12).toString('hex')}`;
const ids = {
  recipes: '01961d40-7a67-7049-8a01-000000000001',
  archive: '01961d40-7a67-7049-8a01-000000000002',
  pancakes: '01961d40-7b6f-70dd-9b02-000000000001',
  waffles: '01961d40-7b6f-70dd-9b02-000000000002',
  project: '01961d40-7c70-7ed8-8c03-000000000001',
  task: '01961d40-7c70-7ed8-8c03-000000000002',
  followUp: '01961d40-7c70-7ed8-8c03-000000000003',
  pdf: '01961d40-7d71-7ab1-8d04-000000000001',
  recording: '01961d40-7d71-7ab1-8d04-000000000002',
};
const missing = '01961d40-7e72-7ab1-8e05-000000000000';

let server: MemServer;
/** Every message the servers sent, as text, to look for the key in. */
const sent: string[] = [];
const stderr: string[] = [];

/** An assistant's session with `memai mcp ARGS`. */
async function session(args: string[] = []): Promise<Client> {
  const transport = new StdioClientTransport({
    command: join(inject('binDir'), 'memai'),
    args: ['mcp', ...args],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: '/nonexistent',
      MEM_BASE_URL: server.url,
      MEM_API_KEY: apiKey,
    },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const client = new Client({ name: 'memai-tests', version: '1.0.0' });
  await client.connect(transport);
  const deliver = transport.onmessage;
  transport.onmessage = (message) => {
    sent.push(JSON.stringify(message));
    deliver?.(message);
  };
  return client;
}

/** Calls a tool and returns its result, which must be a success. */
async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, JSON.stringify(result.content)).not.toBe(true);
  expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(
    result.structuredContent,
  );
  // What each tool gives is checked against the local Mem's state, field by field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return result.structuredContent as Record<string, any>;
}

/** Calls a tool that must fail, and returns what it says. */
async function failure(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError).toBe(true);
  return (result.content[0] as { text: string }).text;
}

const noteOf = (id: string) => server.state().notes.find((note) => note.id === id);

let assistant: Client;

beforeAll(async () => {
  server = await startMemServer({ apiKey });
  server.seed({
    collections: [
      { id: ids.recipes, title: 'Recipes' },
      { id: ids.archive, title: 'Archive' },
    ],
    notes: [
      {
        id: ids.pancakes,
        content: '# Pancakes\n\nFlour, eggs, milk.\n',
        collection_ids: [ids.recipes],
      },
      {
        id: ids.waffles,
        content: '# Waffles\n\nThe iron must be hot.\n',
        collection_ids: [ids.recipes],
      },
    ],
    projects: [{ id: ids.project, title: 'Move house', status: 'active' }],
    tasks: [{ id: ids.task, title: 'Book the van', project_id: ids.project, status: 'pending' }],
    followUps: [
      {
        id: ids.followUp,
        content: 'Chase the landlord',
        status: 'pending',
        project_id: ids.project,
      },
    ],
    attachments: [
      {
        id: ids.pdf,
        note_id: ids.pancakes,
        filename: 'batter.pdf',
        attachment_kind: 'pdf',
        pages: ['Rest the batter for ten minutes.'],
      },
    ],
    audioRecordings: [
      {
        id: ids.recording,
        associated_note_id: ids.waffles,
        transcript: 'Preheat the iron first.',
        duration_seconds: 12,
      },
    ],
  });
  assistant = await session();
});

afterAll(async () => {
  await assistant?.close();
  await server?.close();
  // Nothing any server said, to the assistant or on standard error, holds the key.
  expect(sent.length).toBeGreaterThan(0);
  expect([...sent, ...stderr].filter((text) => text.includes(apiKey))).toEqual([]);
});

describe('the tool list', () => {
  it('offers a tool for each job, each with schemas and the protocol’s hints', async () => {
    const { tools } = await assistant.listTools();
    expect(tools.map((offered) => offered.name)).toEqual([
      'search_notes',
      'search_notes_and_files',
      'list_notes',
      'get_note',
      'create_note',
      'update_note',
      'edit_note',
      'append_to_note',
      'trash_note',
      'restore_note',
      'list_collections',
      'search_collections',
      'create_collection',
      'add_note_to_collection',
      'remove_note_from_collection',
      'move_note_to_collection',
      'mem_it',
      'read_attachment',
      'ask_about_attachment',
      'get_audio_transcript',
      'list_tasks',
      'get_task',
      'list_projects',
      'get_project',
      'list_follow_ups',
      'get_follow_up',
    ]);
    for (const offered of tools) {
      expect(offered.description?.length, offered.name).toBeGreaterThan(30);
      expect(offered.outputSchema?.type, offered.name).toBe('object');
      expect(offered.annotations?.readOnlyHint, offered.name).toEqual(expect.any(Boolean));
      expect(offered.annotations?.openWorldHint, offered.name).toBe(false);
    }
    const trash = tools.find((offered) => offered.name === 'trash_note');
    expect(trash?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
    });
    const limit = tools.find((offered) => offered.name === 'search_notes')?.inputSchema.properties
      ?.limit;
    expect(limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
  });

  it('with --read-only, offers only the tools that change nothing', async () => {
    const readOnly = await session(['--read-only']);
    const { tools } = await readOnly.listTools();
    await readOnly.close();
    expect(tools.length).toBe(15);
    expect(tools.filter((offered) => offered.annotations?.readOnlyHint !== true)).toEqual([]);
    expect(tools.map((offered) => offered.name)).not.toContain('create_note');
  });

  it('with --tools, offers only those named; an unknown name is a usage error before any message', async () => {
    const chosen = await session(['--tools', 'get_note,append_to_note']);
    const { tools } = await chosen.listTools();
    await chosen.close();
    expect(tools.map((offered) => offered.name)).toEqual(['get_note', 'append_to_note']);

    const wrong = await memai(['mcp', '--tools', 'get_note,get_nothing'], {
      env: { MEM_BASE_URL: server.url, MEM_API_KEY: apiKey },
    });
    expect(wrong.exitCode).toBe(2);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toContain('"get_nothing" is not a tool of memai mcp');
  });

  it('without a key, exits 4 saying how to give one, and writes nothing on standard output', async () => {
    const keyless = await memai(['mcp'], { env: { MEM_BASE_URL: server.url } });
    expect(keyless.exitCode).toBe(4);
    expect(keyless.stdout).toBe('');
    expect(keyless.stderr).toContain('MEM_API_KEY');
  });
});

describe('the tools, each against the local Mem', () => {
  it('finds notes by search, list and extended search, a page at a time', async () => {
    const found = await call(assistant, 'search_notes', { query: 'pancakes eggs' });
    expect(found.results[0].id).toBe(ids.pancakes);

    const first = await call(assistant, 'list_notes', { limit: 1, collection_id: ids.recipes });
    expect(first.total).toBe(2);
    const second = await call(assistant, 'list_notes', {
      limit: 1,
      collection_id: ids.recipes,
      cursor: first.next_cursor,
    });
    expect([first.results[0].id, second.results[0].id].sort()).toEqual([ids.pancakes, ids.waffles]);
    expect(second.next_cursor).toBeNull();

    const paged = await call(assistant, 'search_notes', { query: 'the', limit: 1 });
    if (paged.next_cursor !== null) {
      const next = await call(assistant, 'search_notes', {
        query: 'the',
        limit: 1,
        cursor: paged.next_cursor,
      });
      expect(next.results[0]?.id).not.toBe(paged.results[0].id);
    }

    const withFiles = await call(assistant, 'search_notes_and_files', { query: 'flour' });
    expect(withFiles.results.map((result: { id: string }) => result.id)).toContain(ids.pancakes);
  });

  it('reads a note, and a note as a resource', async () => {
    const { note } = await call(assistant, 'get_note', { note_id: ids.waffles });
    expect(note).toMatchObject({
      id: ids.waffles,
      title: 'Waffles',
      content: noteOf(ids.waffles)?.content,
    });
    const resource = await assistant.readResource({ uri: `mem://notes/${ids.waffles}` });
    expect(resource.contents).toEqual([
      {
        uri: `mem://notes/${ids.waffles}`,
        mimeType: 'text/markdown',
        text: noteOf(ids.waffles)?.content,
      },
    ]);
  });

  it('creates, replaces, edits, appends to, trashes and restores a note', async () => {
    const created = await call(assistant, 'create_note', {
      content: '# Crêpes\n\nThin.\n',
      collection_titles: ['Recipes'],
    });
    expect(noteOf(created.id)).toMatchObject({
      content: '# Crêpes\n\nThin.\n',
      collection_ids: [ids.recipes],
    });

    const replaced = await call(assistant, 'update_note', {
      note_id: created.id,
      content: '# Crêpes\n\nVery thin.\n',
      version: 1,
    });
    expect(replaced.version).toBe(2);
    const edited = await call(assistant, 'edit_note', {
      note_id: created.id,
      old_text: 'Very',
      new_text: 'Paper',
    });
    expect(edited.version).toBe(3);
    await call(assistant, 'append_to_note', { note_id: created.id, text: '- butter' });
    await call(assistant, 'append_to_note', {
      note_id: created.id,
      text: 'Serves four.',
      at_start: true,
    });
    expect(noteOf(created.id)?.content).toBe('# Crêpes\nServes four.\n\nPaper thin.\n- butter\n');

    await call(assistant, 'trash_note', { note_id: created.id });
    expect(noteOf(created.id)?.trashed_at).not.toBeNull();
    await call(assistant, 'restore_note', { note_id: created.id });
    expect(noteOf(created.id)?.trashed_at).toBeNull();
  });

  it('lists, searches and makes collections, and files notes in them', async () => {
    const listed = await call(assistant, 'list_collections', {});
    expect(listed.results.map((found: { title: string }) => found.title)).toEqual(
      expect.arrayContaining(['Recipes', 'Archive']),
    );
    const searched = await call(assistant, 'search_collections', { query: 'Archive' });
    expect(searched.results[0].id).toBe(ids.archive);
    const made = await call(assistant, 'create_collection', {
      title: 'Breakfast',
      description: 'Morning food.',
    });
    expect(server.state().collections.find((found) => found.id === made.id)?.title).toBe(
      'Breakfast',
    );

    await call(assistant, 'add_note_to_collection', {
      collection_id: made.id,
      note_id: ids.waffles,
    });
    expect(noteOf(ids.waffles)?.collection_ids).toEqual(
      expect.arrayContaining([ids.recipes, made.id]),
    );
    await call(assistant, 'move_note_to_collection', {
      source_collection_id: made.id,
      note_id: ids.waffles,
      target_collection_id: ids.archive,
    });
    expect(noteOf(ids.waffles)?.collection_ids).toEqual(
      expect.arrayContaining([ids.recipes, ids.archive]),
    );
    expect(noteOf(ids.waffles)?.collection_ids).not.toContain(made.id);
    await call(assistant, 'remove_note_from_collection', {
      collection_id: ids.archive,
      note_id: ids.waffles,
    });
    expect(noteOf(ids.waffles)?.collection_ids).toEqual([ids.recipes]);
  });

  it('hands content to Mem It', async () => {
    const before = server.requests.length;
    const { request_id } = await call(assistant, 'mem_it', {
      input: 'Met Ada about the engine.',
      instructions: 'File under People.',
    });
    expect(request_id).toMatch(/^api-request-/);
    expect(
      server.requests.slice(before).map((request) => `${request.method} ${request.path}`),
    ).toEqual(['POST /v2/mem-it']);
  });

  it('reads an attachment, answers about it, and reads a recording’s transcript', async () => {
    const { attachment } = await call(assistant, 'read_attachment', {
      attachment_id: ids.pdf,
      attachment_kind: 'pdf',
    });
    expect(JSON.stringify(attachment)).toContain('Rest the batter for ten minutes.');
    const answered = await call(assistant, 'ask_about_attachment', {
      attachment_id: ids.pdf,
      attachment_kind: 'pdf',
      question: 'How long does the batter rest?',
    });
    expect(answered.answer).toEqual(expect.any(String));
    const recording = await call(assistant, 'get_audio_transcript', {
      audio_recording_id: ids.recording,
    });
    expect(recording).toMatchObject({ id: ids.recording, associated_note_id: ids.waffles });
    expect(recording.transcript).toContain('Preheat the iron first.');
  });

  it('lists and reads tasks, projects and follow-ups', async () => {
    expect(
      (await call(assistant, 'list_tasks', { project_id: ids.project })).results.map(
        (found: { id: string }) => found.id,
      ),
    ).toEqual([ids.task]);
    expect((await call(assistant, 'get_task', { task_id: ids.task })).task).toMatchObject({
      title: 'Book the van',
    });
    expect(
      (await call(assistant, 'list_projects', { status: 'active' })).results.map(
        (found: { id: string }) => found.id,
      ),
    ).toEqual([ids.project]);
    expect(
      (await call(assistant, 'get_project', { project_id: ids.project })).project,
    ).toMatchObject({ title: 'Move house' });
    expect(
      (await call(assistant, 'list_follow_ups', {})).results.map(
        (found: { id: string }) => found.id,
      ),
    ).toEqual([ids.followUp]);
    expect(
      (await call(assistant, 'get_follow_up', { follow_up_id: ids.followUp })).follow_up,
    ).toMatchObject({ content: 'Chase the landlord' });
  });
});

describe('failures an assistant can act on', () => {
  it('refuses invalid input with a clear message before any request', async () => {
    const before = server.requests.length;
    expect(await failure(assistant, 'get_note', { note_id: 'pancakes' })).toMatch(/note_id/);
    expect(await failure(assistant, 'search_notes', { query: 'x', limit: 51 })).toMatch(/limit/);
    expect(await failure(assistant, 'create_collection', { title: 'x'.repeat(1_001) })).toMatch(
      /title/,
    );
    expect(await failure(assistant, 'list_tasks', { status: 'someday' })).toMatch(/status/);
    expect(
      await failure(assistant, 'list_notes', {
        cursor: 'not-a-cursor-this-server-gave',
        limit: 200,
      }),
    ).toMatch(/limit/);
    expect(server.requests.length).toBe(before);
  });

  it('creates a note once when Mem acted but its answer was lost', async () => {
    server.fail({ method: 'POST', path: '/v2/notes', loseAnswer: true });
    const created = await call(assistant, 'create_note', { content: '# Lost answer\n' });
    const made = server.state().notes.filter((note) => note.content === '# Lost answer\n');
    expect(made.map((note) => note.id)).toEqual([created.id]);
  });

  it('says "not found", with Mem’s request id, for a wrong id', async () => {
    const text = await failure(assistant, 'get_note', { note_id: missing });
    expect(text).toMatch(/404 not_found, request id api-request-/);
    expect(text).toContain('Check the id');
  });

  it('makes an edit on the note as someone else left it meanwhile (a version conflict)', async () => {
    // The edit's write is held back while another client writes the note: Mem then refuses the
    // edit's version, and the edit is made again on the other writer's text.
    server.fail({ method: 'PATCH', path: `/v2/notes/${ids.pancakes}`, delayMs: 1_000 });
    const editing = call(assistant, 'edit_note', {
      note_id: ids.pancakes,
      old_text: 'milk',
      new_text: 'buttermilk',
    });
    const other = new MemClient({ apiKey, baseUrl: server.url });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await other.notes.edit(ids.pancakes, (content) => `${content}- salt\n`);
    const edited = await editing;
    expect(noteOf(ids.pancakes)?.content).toBe('# Pancakes\n\nFlour, eggs, buttermilk.\n- salt\n');
    expect(edited.version).toBe(noteOf(ids.pancakes)?.version);
    expect(
      server.requests.filter(
        (request) => request.method === 'PATCH' && request.path === `/v2/notes/${ids.pancakes}`,
      ),
    ).toHaveLength(3);
  });

  it('refuses update_note at a stale version, changing nothing', async () => {
    const before = noteOf(ids.pancakes)?.content;
    const text = await failure(assistant, 'update_note', {
      note_id: ids.pancakes,
      content: '# Pancakes\n\nGone.\n',
      version: 1,
    });
    expect(text).toMatch(/409 version_conflict/);
    expect(text).toContain('get it again');
    expect(noteOf(ids.pancakes)?.content).toBe(before);
  });

  it('says how long to wait when Mem answers 429, and what Mem said on a 500', async () => {
    server.fail({ path: '/v2/notes', status: 429, retryAfter: '120' });
    const limited = await failure(assistant, 'list_notes', {});
    expect(limited).toMatch(/rate limit/i);
    expect(limited).toContain('Call again in 120 s.');

    const before = noteOf(ids.waffles)?.content;
    server.fail({ method: 'PATCH', path: `/v2/notes/${ids.waffles}`, status: 500 });
    const broken = await failure(assistant, 'update_note', {
      note_id: ids.waffles,
      content: '# Waffles\n\nCold.\n',
      version: noteOf(ids.waffles)?.version,
    });
    expect(broken).toMatch(/\(500 /);
    expect(noteOf(ids.waffles)?.content).toBe(before);

    // The server goes on answering after both.
    expect((await call(assistant, 'get_note', { note_id: ids.waffles })).note.id).toBe(ids.waffles);
  });
});
