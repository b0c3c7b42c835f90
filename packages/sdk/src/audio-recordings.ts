import type { ApiPromise } from './api-promise.js';
import type { RequestOptions, RequestReceipt } from './http.js';
import type { RequestCore } from './internal/request-core.js';
import { optionalBoolean, requireObject, requireUuid } from './internal/validate.js';

/**
 * An audio recording and its transcript, as `client.audioRecordings.get()` returns it.
 *
 * @example
 * ```ts
 * import type { AudioRecording } from 'memai-sdk';
 *
 * function minutes(recording: AudioRecording): string {
 *   return recording.duration_seconds == null
 *     ? 'unknown length'
 *     : `${Math.round(recording.duration_seconds / 60)} min`;
 * }
 * ```
 * @group Notes
 */
export type AudioRecording = {
  /** The recording's UUID. */
  id: string;
  /** The UUID of the note the recording belongs to, or `null`. */
  associated_note_id?: string | null;
  /**
   * The transcript, each turn starting with its speaker's label unless they were left out, or
   * `null` while Mem has none yet. A label is a name when Mem knows it, otherwise a generic one
   * such as `[Speaker 1]`, which groups turns without saying who spoke.
   */
  transcript?: string | null;
  /** The recording's length in seconds, when known. */
  duration_seconds?: number | null;
  /** When the recording was made, as an ISO 8601 date-time. */
  created_at: string;
  /** When the recording last changed, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * Options for `client.audioRecordings.get()`.
 *
 * @example
 * ```ts
 * import type { GetAudioRecordingParams } from 'memai-sdk';
 *
 * const plainText: GetAudioRecordingParams = { transcript_speaker_labels: false };
 * ```
 * @group Notes
 */
export type GetAudioRecordingParams = {
  /**
   * Whether each turn of the transcript starts with its speaker's label.
   *
   * @defaultValue `true`
   */
  transcript_speaker_labels?: boolean | undefined;
};

/**
 * The audio recordings linked to notes, as `client.audioRecordings`, read only.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const note = await client.notes.get('5e29c8a2-c73b-476b-9311-e2579712d4b1');
 * for (const id of note.audio_recording_ids) {
 *   console.log((await client.audioRecordings.get(id)).transcript);
 * }
 * ```
 * @group Notes
 */
export class AudioRecordings {
  readonly #core: RequestCore;

  /** @internal */
  constructor(core: RequestCore) {
    this.#core = core;
  }

  /**
   * Reads one audio recording with its transcript. Sends
   * `GET /v2/audio-recordings/{audio_recording_id}`, which Mem's OpenAPI document describes
   * ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * A long transcript comes whole here; `client.attachments.read()` with `attachment_kind:
   * 'audio_recording'` reads it a window at a time.
   *
   * @param id - The recording's UUID, from a note's `audio_recording_ids`.
   * @param params - Whether to keep the speaker labels.
   * @param options - A signal to cancel the call and a timeout for each attempt.
   * @returns The recording.
   * @throws `TypeError` before sending, when an argument is malformed.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such
   * recording.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const recording = await client.audioRecordings.get('78ff64bc-09e3-4fd7-a4b9-53c258f35619', {
   *   transcript_speaker_labels: false,
   * });
   * console.log(recording.duration_seconds, recording.transcript);
   * ```
   */
  get(
    id: string,
    params: GetAudioRecordingParams = {},
    options: RequestOptions = {},
  ): ApiPromise<AudioRecording & RequestReceipt> {
    return this.#core.request(options, () => {
      const where = 'audioRecordings.get()';
      requireObject(params, where, 'params');
      const labels = params.transcript_speaker_labels;
      return {
        operation: where,
        method: 'GET',
        path: `/v2/audio-recordings/${requireUuid(id, where, 'id')}`,
        query: {
          transcript_speaker_labels: optionalBoolean(labels, where, 'transcript_speaker_labels'),
        },
        replay: 'safe',
      };
    });
  }
}
