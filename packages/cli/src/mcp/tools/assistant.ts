// The tools for what Mem's assistant keeps: tasks, projects and follow-ups, read only.
import { z } from 'zod/v4';
import { cursor, listPage, pageSize, requestId, uuid } from '../schemas.js';
import { tool } from '../tool.js';
import { cursorPage } from '../cursors.js';

const item = z.looseObject({ id: z.string() });
const orderBy = z
  .enum(['updated_at', 'created_at'])
  .optional()
  .describe('Newest first by last change (default) or by creation.');

export const listTasks = tool({
  name: 'list_tasks',
  title: 'List tasks',
  description:
    'Lists the tasks Mem’s assistant keeps, a page at a time, optionally by status or project.',
  calls: ['GET /v2/tasks'],
  readOnly: true,
  input: {
    limit: pageSize(100, 50),
    cursor,
    order_by: orderBy,
    status: z
      .enum(['pending', 'in_progress', 'completed', 'canceled'])
      .optional()
      .describe('Only tasks in this state.'),
    project_id: uuid('Only tasks of this project.').optional(),
  },
  output: listPage(item),
  run: async (client, { cursor: page, ...params }) =>
    cursorPage(await client.tasks.list({ ...params, page })),
});

export const getTask = tool({
  name: 'get_task',
  title: 'Read a task',
  description: 'Reads one task: its title, description, status, project and due time.',
  calls: ['GET /v2/tasks/{task_id}'],
  readOnly: true,
  input: { task_id: uuid('The task’s id.') },
  output: { task: item, request_id: requestId },
  async run(client, { task_id }) {
    const { request_id, ...task } = await client.tasks.get(task_id);
    return { task, request_id };
  },
});

export const listProjects = tool({
  name: 'list_projects',
  title: 'List projects',
  description: 'Lists the projects Mem’s assistant keeps, a page at a time, optionally by status.',
  calls: ['GET /v2/projects'],
  readOnly: true,
  input: {
    limit: pageSize(100, 50),
    cursor,
    order_by: orderBy,
    status: z
      .enum(['active', 'resolved', 'archived'])
      .optional()
      .describe('Only projects in this state.'),
  },
  output: listPage(item),
  run: async (client, { cursor: page, ...params }) =>
    cursorPage(await client.projects.list({ ...params, page })),
});

export const getProject = tool({
  name: 'get_project',
  title: 'Read a project',
  description: 'Reads one project: its title, description and status.',
  calls: ['GET /v2/projects/{project_id}'],
  readOnly: true,
  input: { project_id: uuid('The project’s id.') },
  output: { project: item, request_id: requestId },
  async run(client, { project_id }) {
    const { request_id, ...project } = await client.projects.get(project_id);
    return { project, request_id };
  },
});

export const listFollowUps = tool({
  name: 'list_follow_ups',
  title: 'List follow-ups',
  description:
    'Lists the follow-ups Mem’s assistant has scheduled, soonest first by default, a page at a time, optionally by status, task or project.',
  calls: ['GET /v2/follow-ups'],
  readOnly: true,
  input: {
    limit: pageSize(100, 50),
    cursor,
    order_by: z
      .enum(['scheduled_for', 'created_at', 'updated_at'])
      .optional()
      .describe('By when they are due (default), or newest first by creation or last change.'),
    status: z
      .enum(['pending', 'fired', 'completed', 'canceled'])
      .optional()
      .describe('Only follow-ups in this state.'),
    task_id: uuid('Only follow-ups of this task.').optional(),
    project_id: uuid('Only follow-ups of this project.').optional(),
  },
  output: listPage(item),
  run: async (client, { cursor: page, ...params }) =>
    cursorPage(await client.followUps.list({ ...params, page })),
});

export const getFollowUp = tool({
  name: 'get_follow_up',
  title: 'Read a follow-up',
  description: 'Reads one follow-up: what it is about, when it is due and its state.',
  calls: ['GET /v2/follow-ups/{follow_up_id}'],
  readOnly: true,
  input: { follow_up_id: uuid('The follow-up’s id.') },
  output: { follow_up: item, request_id: requestId },
  async run(client, { follow_up_id }) {
    const { follow_up, request_id } = await client.followUps.get(follow_up_id);
    return { follow_up, request_id };
  },
});
