// The kinds of event in Mem's events feed, in one place: a type for the public API, and a list
// the library checks `types` filters against and the local Mem answers `GET /v2/event-types`
// with. The type checks (test/openapi/promised-shapes.ts) hold the list, its type and Mem's
// schema to the same values.
import type { ExternalEventType } from './internal/mem-api.js';

/** @internal */
export const eventTypes = [
  'mem.note.created.v1',
  'mem.note.content_changed.v1',
  'mem.note.editing_session_ended.v1',
  'mem.note.deleted.v1',
  'mem.calendar_event.created.v1',
  'mem.calendar_event.updated.v1',
  'mem.calendar_event.deleted.v1',
  'mem.audio_recording.created.v1',
  'mem.audio_recording.transcribed.v1',
  'mem.follow_up.due.v1',
  'mem.conversation.message_received.v1',
  'mem.routine.reminder_due.v1',
  'mem.email.received.v1',
  'mem.chat.reaction.v1',
  'mem.slack.account_linked.v1',
  'mem.calendar.connected.v1',
  'mem.conversation.idle.v1',
] as const satisfies readonly (EventType & ExternalEventType)[];

/**
 * A kind of event in Mem's events feed, such as `'mem.note.content_changed.v1'`: what
 * `client.events.list({ types })` filters by and each {@link MemEvent}'s `type`. The version at
 * the end changes when the shape of an event's `data` does.
 *
 * @example
 * ```ts
 * import type { EventType } from 'memai-sdk';
 *
 * const noteChanges: EventType[] = ['mem.note.created.v1', 'mem.note.content_changed.v1'];
 * console.log(noteChanges.length);
 * ```
 * @group Events
 */
export type EventType =
  | 'mem.note.created.v1'
  | 'mem.note.content_changed.v1'
  | 'mem.note.editing_session_ended.v1'
  | 'mem.note.deleted.v1'
  | 'mem.calendar_event.created.v1'
  | 'mem.calendar_event.updated.v1'
  | 'mem.calendar_event.deleted.v1'
  | 'mem.audio_recording.created.v1'
  | 'mem.audio_recording.transcribed.v1'
  | 'mem.follow_up.due.v1'
  | 'mem.conversation.message_received.v1'
  | 'mem.routine.reminder_due.v1'
  | 'mem.email.received.v1'
  | 'mem.chat.reaction.v1'
  | 'mem.slack.account_linked.v1'
  | 'mem.calendar.connected.v1'
  | 'mem.conversation.idle.v1';
