// The states of the assistant's tasks, projects and follow-ups, in one place, as Mem's schema
// lists the values their listings filter by. Each is a type for the public API and a list the
// library checks its filters against and the local Mem stores and filters by; the type checks
// (test/openapi/promised-shapes.ts) hold each list, its type and Mem's schema to the same values.
import type {
  FollowUpStatusInput,
  ProjectStatusInput,
  TaskStatusInput,
} from './internal/mem-api.js';

/** @internal */
export const taskStatuses = [
  'pending',
  'in_progress',
  'completed',
  'canceled',
] as const satisfies readonly (TaskStatus & TaskStatusInput)[];

/** @internal */
export const projectStatuses = [
  'active',
  'resolved',
  'archived',
] as const satisfies readonly ProjectStatusInput[];

/** @internal */
export const followUpStatuses = [
  'pending',
  'fired',
  'completed',
  'canceled',
] as const satisfies readonly (FollowUpStatus & FollowUpStatusInput)[];

/**
 * A state of a task, as `client.tasks.list({ status })` filters by it.
 *
 * @example
 * ```ts
 * import type { TaskStatus } from 'memai-sdk';
 *
 * const open: TaskStatus[] = ['pending', 'in_progress'];
 * ```
 * @group Tasks, projects and follow-ups
 */
export type TaskStatus = 'pending' | 'in_progress' | 'completed' | 'canceled';

/**
 * A state of a project, as `client.projects.list({ status })` filters by it.
 *
 * @example
 * ```ts
 * import type { ProjectStatus } from 'memai-sdk';
 *
 * const current: ProjectStatus = 'active';
 * ```
 * @group Tasks, projects and follow-ups
 */
export type ProjectStatus = 'active' | 'resolved' | 'archived';

/**
 * A state of a follow-up, as `client.followUps.list({ status })` filters by it.
 *
 * @example
 * ```ts
 * import type { FollowUpStatus } from 'memai-sdk';
 *
 * const due: FollowUpStatus = 'pending';
 * ```
 * @group Tasks, projects and follow-ups
 */
export type FollowUpStatus = 'pending' | 'fired' | 'completed' | 'canceled';
