import type { MemItRequestSchema } from './internal/mem-api.js';
import { definedFields, type Outgoing } from './internal/defined-fields.js';
import type { ApiCall } from './internal/request-core.js';
import {
  optionalDateTime,
  optionalText,
  requireObject,
  requireText,
  type TextLimit,
} from './internal/validate.js';

/**
 * What you send to `client.memIt()` (and to the legacy `client.v1.memIt()`): raw content for Mem
 * to read, title, organise and file.
 *
 * @example
 * ```ts
 * import type { MemItPayload } from 'memai-sdk';
 *
 * const payload: MemItPayload = {
 *   input: 'Call with Ada: she wants the Q3 report by Friday.',
 *   instructions: 'File this under Follow-ups.',
 *   timestamp: '2025-04-01T14:30:45Z',
 * };
 * ```
 * @group Client
 */
export type MemItPayload = {
  /**
   * The raw content: plain text, Markdown, HTML, an email or a transcript. Must not be blank; at
   * most 1,000,000 characters.
   */
  input: string;
  /** Plain-language instructions for how Mem should process the input; at most 10,000 characters. */
  instructions?: string | undefined;
  /**
   * Background that links the input to what you already keep in Mem, for example where it came
   * from; at most 10,000 characters.
   */
  context?: string | undefined;
  /**
   * When the content was written or met, as an ISO 8601 date-time with an offset (`Z` or
   * `+02:00`). The legacy `v1.memIt` also takes a date alone.
   *
   * @defaultValue the time of the request
   */
  timestamp?: string | undefined;
};

/**
 * What `client.memIt()` resolves to. Mem processes the content after answering, so the answer
 * holds only the request's id: the notes Mem writes appear in listings and searches a little
 * later.
 *
 * @example
 * ```ts
 * import type { MemItResponse } from 'memai-sdk';
 *
 * function describe(response: MemItResponse): string {
 *   return `Mem accepted the content (request ${response.request_id})`;
 * }
 * ```
 * @group Client
 */
export type MemItResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
};

/** Limits of `POST /v2/mem-it`, in characters. */
const inputLimit: TextLimit = { chars: 1_000_000 };
const instructionsLimit: TextLimit = { chars: 10_000 };

/** The call `POST /v2/mem-it`, for `MemClient.memIt`, from a checked payload. */
export function memItCall(payload: MemItPayload): ApiCall {
  const where = 'memIt()';
  requireObject(payload, where, 'payload');
  const body = definedFields({
    input: requireText(payload.input, where, 'input', inputLimit),
    instructions: optionalText(payload.instructions, where, 'instructions', instructionsLimit),
    context: optionalText(payload.context, where, 'context', instructionsLimit),
    timestamp: optionalDateTime(payload.timestamp, where, 'timestamp'),
  } satisfies Outgoing<MemItRequestSchema>);
  // Replaying it after Mem may have acted would make Mem write the same notes twice.
  const call = { operation: where, method: 'POST', path: '/v2/mem-it', body } as const;
  return { ...call, replay: 'unapplied-only', complexity: 40 };
}
