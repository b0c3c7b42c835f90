import { describe, expect, it } from 'vitest';
import { start, call, id } from './local-mem.js';

function ids(body: { results: { id: string }[] }): string[] {
  return body.results.map((item) => item.id);
}

const project = id(100);
const task = id(200);

describe('tasks', () => {
  it("lists seeded tasks in Mem's shape, most recently updated first", async () => {
    const server = await start();
    server.seed({
      tasks: [
        { id: id(1), title: 'Old', updated_at: '2025-01-01T00:00:00Z' },
        {
          id: id(2),
          title: 'New',
          description: 'Soon',
          status: 'in_progress',
          project_id: project,
          due_at: '2025-02-01T00:00:00Z',
          created_at: '2025-01-01T00:00:00Z',
          updated_at: '2025-01-05T00:00:00Z',
        },
      ],
    });
    const { body } = await call(server, 'GET', '/v2/tasks');
    expect(body).toEqual({
      request_id: expect.any(String),
      results: [
        {
          id: id(2),
          title: 'New',
          description: 'Soon',
          status: 'in_progress',
          project_id: project,
          due_at: '2025-02-01T00:00:00Z',
          created_at: '2025-01-01T00:00:00Z',
          updated_at: '2025-01-05T00:00:00Z',
        },
        {
          id: id(1),
          title: 'Old',
          description: null,
          status: 'pending',
          project_id: null,
          due_at: null,
          created_at: '2025-01-01T00:00:00Z',
          updated_at: '2025-01-01T00:00:00Z',
        },
      ],
      total: 2,
      next_page: null,
    });
  });

  it('filters by status and project and orders by created_at', async () => {
    const server = await start();
    server.seed({
      tasks: [
        {
          id: id(1),
          title: 'A',
          status: 'completed',
          project_id: project,
          created_at: '2025-01-03T00:00:00Z',
        },
        { id: id(2), title: 'B', status: 'completed', created_at: '2025-01-02T00:00:00Z' },
        {
          id: id(3),
          title: 'C',
          project_id: project,
          created_at: '2025-01-01T00:00:00Z',
          updated_at: '2025-09-01T00:00:00Z',
        },
      ],
    });
    expect(ids((await call(server, 'GET', '/v2/tasks?status=completed')).body)).toEqual([
      id(1),
      id(2),
    ]);
    expect(
      ids((await call(server, 'GET', `/v2/tasks?project_id=${project}&order_by=created_at`)).body),
    ).toEqual([id(1), id(3)]);
  });

  it('pages with a cursor bound to the filters', async () => {
    const server = await start();
    server.seed({
      tasks: [1, 2, 3].map((n) => ({
        id: id(n),
        title: `T${n}`,
        updated_at: `2025-01-0${n}T00:00:00Z`,
      })),
    });
    const first = await call(server, 'GET', '/v2/tasks?limit=2');
    expect(ids(first.body)).toEqual([id(3), id(2)]);
    expect(ids((await call(server, 'GET', `/v2/tasks?page=${first.body.next_page}`)).body)).toEqual(
      [id(1)],
    );
    const { body } = await call(
      server,
      'GET',
      `/v2/tasks?status=pending&page=${first.body.next_page}`,
    );
    expect(body.error_metadata.error_kind).toBe('INVALID_CURSOR');
  });

  it('reads one task flat, with the request id', async () => {
    const server = await start();
    server.seed({ tasks: [{ id: task, title: 'Call Ada' }] });
    const { body } = await call(server, 'GET', `/v2/tasks/${task}`);
    expect(body).toMatchObject({
      request_id: expect.any(String),
      id: task,
      title: 'Call Ada',
      status: 'pending',
    });
  });

  it('answers 404 for a task that does not exist', async () => {
    const server = await start();
    expect((await call(server, 'GET', `/v2/tasks/${task}`)).status).toBe(404);
  });

  it.each([
    [
      'an unknown status',
      'status=done',
      '`status` must be one of pending, in_progress, completed, canceled.',
    ],
    ['ordering by a field tasks are not ordered by', 'order_by=scheduled_for', '`order_by`'],
    ['a project_id that is not a UUID', 'project_id=p1', '`project_id` must be a UUID.'],
    ['a task_id filter', `task_id=${task}`, '`task_id` is not a known query parameter.'],
  ])('refuses %s', async (_, query, message) => {
    const server = await start();
    const answer = await call(server, 'GET', `/v2/tasks?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error_metadata.message).toContain(message);
  });
});

describe('projects', () => {
  it("lists seeded projects in Mem's shape, filtered by status", async () => {
    const server = await start();
    server.seed({
      projects: [
        {
          id: project,
          title: 'Launch',
          last_activity_at: '2025-01-02T00:00:00Z',
          created_at: '2025-01-01T00:00:00Z',
        },
        { title: 'Archive me', status: 'archived' },
      ],
    });
    const { body } = await call(server, 'GET', '/v2/projects?status=active');
    expect(body.results).toEqual([
      {
        id: project,
        title: 'Launch',
        description: null,
        status: 'active',
        last_activity_at: '2025-01-02T00:00:00Z',
        created_at: '2025-01-01T00:00:00Z',
        updated_at: '2025-01-01T00:00:00Z',
      },
    ]);
    expect(body.total).toBe(1);
  });

  it('reads one project flat, and 404 when it does not exist', async () => {
    const server = await start();
    server.seed({ projects: [{ id: project, title: 'Launch' }] });
    expect((await call(server, 'GET', `/v2/projects/${project}`)).body).toMatchObject({
      id: project,
      title: 'Launch',
    });
    expect((await call(server, 'GET', `/v2/projects/${id(9)}`)).status).toBe(404);
  });

  it('refuses a status that is a task status', async () => {
    const server = await start();
    expect((await call(server, 'GET', '/v2/projects?status=pending')).status).toBe(400);
  });
});

describe('follow-ups', () => {
  it('lists by scheduled_for, latest first, by default', async () => {
    const server = await start();
    server.seed({
      followUps: [
        { id: id(1), content: 'Soon', scheduled_for: '2025-01-02T00:00:00Z' },
        { id: id(2), content: 'Later', scheduled_for: '2025-03-01T00:00:00Z' },
      ],
    });
    expect(ids((await call(server, 'GET', '/v2/follow-ups')).body)).toEqual([id(2), id(1)]);
  });

  it('filters by status, task and project', async () => {
    const server = await start();
    server.seed({
      followUps: [
        { id: id(1), content: 'a', task_id: task, status: 'fired' },
        { id: id(2), content: 'b', project_id: project },
        { id: id(3), content: 'c', task_id: task, project_id: project },
      ],
    });
    expect(
      ids((await call(server, 'GET', `/v2/follow-ups?task_id=${task}&status=pending`)).body),
    ).toEqual([id(3)]);
    expect(
      ids(
        (await call(server, 'GET', `/v2/follow-ups?project_id=${project}&order_by=created_at`))
          .body,
      ).sort(),
    ).toEqual([id(2), id(3)]);
  });

  it("reads one follow-up wrapped in follow_up, in Mem's shape", async () => {
    const server = await start();
    server.seed({
      followUps: [
        {
          id: id(1),
          content: 'Ask Ada',
          scheduled_for: '2025-01-02T00:00:00Z',
          commitment_kind: 'due',
          trigger_type: 'time_window',
          trigger_not_before: '2025-01-01T00:00:00Z',
          created_at: '2024-12-01T00:00:00Z',
        },
      ],
    });
    const { body } = await call(server, 'GET', `/v2/follow-ups/${id(1)}`);
    expect(body).toEqual({
      request_id: expect.any(String),
      follow_up: {
        id: id(1),
        content: 'Ask Ada',
        status: 'pending',
        scheduled_for: '2025-01-02T00:00:00Z',
        task_id: null,
        project_id: null,
        fired_at: null,
        completed_at: null,
        trigger_type: 'time_window',
        commitment_kind: 'due',
        due_at: null,
        deadline_at: null,
        trigger_not_before: '2025-01-01T00:00:00Z',
        trigger_not_after: null,
        source_context_id: null,
        created_at: '2024-12-01T00:00:00Z',
        updated_at: '2024-12-01T00:00:00Z',
      },
    });
  });

  it('answers 404 for a follow-up that does not exist', async () => {
    const server = await start();
    expect((await call(server, 'GET', `/v2/follow-ups/${id(1)}`)).status).toBe(404);
  });
});
