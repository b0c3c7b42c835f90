import { describe, expect, it } from 'vitest';
import { clientFor, rejectionOf, serverForTest } from './with-server.js';

const projectId = '7d3e9c1a-2b4f-4a6e-8c0d-1f2e3a4b5c6d';
const taskId = '0b6f2a8e-4c1d-4e7a-9b3f-5d2c8e1a7f40';
const followUpId = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe("the assistant's tasks, projects and follow-ups", () => {
  it('tasks.list sends GET /v2/tasks with its filters and tasks.get reads one', async () => {
    const server = await serverForTest();
    server.seed({
      projects: [{ id: projectId, title: 'Launch' }],
      tasks: [
        { id: taskId, title: 'Write the post', status: 'pending', project_id: projectId },
        { title: 'Done already', status: 'completed' },
      ],
    });
    const client = clientFor(server);
    const page = await client.tasks.list({ status: 'pending', project_id: projectId });
    expect(server.requests[0]?.path).toBe(`/v2/tasks?status=pending&project_id=${projectId}`);
    expect(page.results.map((task) => task.title)).toEqual(['Write the post']);
    const task = await client.tasks.get(taskId);
    expect(server.requests[1]?.path).toBe(`/v2/tasks/${taskId}`);
    expect(task).toMatchObject({ id: taskId, title: 'Write the post', project_id: projectId });
    expect(task.request_id).toMatch(/^api-request-/);
  });

  it('projects.list sends GET /v2/projects with its filters and projects.get reads one', async () => {
    const server = await serverForTest();
    server.seed({
      projects: [
        { id: projectId, title: 'Launch', status: 'active' },
        { title: 'Old', status: 'archived' },
      ],
    });
    const client = clientFor(server);
    const page = await client.projects.list({ status: 'active', order_by: 'created_at' });
    expect(server.requests[0]?.path).toBe('/v2/projects?order_by=created_at&status=active');
    expect(page.results.map((project) => project.title)).toEqual(['Launch']);
    expect(await client.projects.get(projectId)).toMatchObject({
      title: 'Launch',
      status: 'active',
    });
  });

  it('followUps.list sends GET /v2/follow-ups and followUps.get answers with follow_up', async () => {
    const server = await serverForTest();
    server.seed({
      tasks: [{ id: taskId, title: 'Chase invoice' }],
      followUps: [{ id: followUpId, content: 'Ask again', status: 'pending', task_id: taskId }],
    });
    const client = clientFor(server);
    const page = await client.followUps.list({ status: 'pending', task_id: taskId });
    expect(server.requests[0]?.path).toBe(`/v2/follow-ups?status=pending&task_id=${taskId}`);
    expect(page.results.map((followUp) => followUp.content)).toEqual(['Ask again']);
    const { follow_up } = await client.followUps.get(followUpId);
    expect(server.requests[1]?.path).toBe(`/v2/follow-ups/${followUpId}`);
    expect(follow_up).toMatchObject({ id: followUpId, content: 'Ask again', task_id: taskId });
  });

  it('get fails with 404 for an item that does not exist', async () => {
    const server = await serverForTest();
    const client = clientFor(server);
    for (const read of [
      () => client.tasks.get(taskId),
      () => client.projects.get(projectId),
      () => client.followUps.get(followUpId),
    ]) {
      expect(await rejectionOf(read())).toMatchObject({ status: 404, method: 'GET' });
    }
  });
});
