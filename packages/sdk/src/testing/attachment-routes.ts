// Attachments and audio recordings: reading a file's content a window at a time, a question about
// it, a link to download it, and a recording's transcript.
import type { DownloadLinks } from './download-links.js';
import { invalidRequest } from './errors.js';
import type { ReadAttachmentResponseSchema as ReadAnswer } from '../internal/mem-api.js';
import { route, type Route } from './router.js';
import { imageType } from './shapes.js';
import type { Store, StoredAttachment, StoredAudioRecording } from './store.js';
import {
  jsonObject,
  knownQuery,
  optionalEnum,
  optionalInteger,
  queryBoolean,
  requiredText,
  requiredUuid,
  type Fields,
} from './validate.js';

/** Every kind Mem's `attachment_kind` names; the server stores no calendar events or emails. */
const attachmentKinds = ['pdf', 'image', 'audio_recording', 'calendar_event', 'email'] as const;
type AttachmentKind = (typeof attachmentKinds)[number];

/** Mem's defaults and caps: a larger limit is lowered to the cap, as Mem does. */
const pages = { default: 5, cap: 20 };
const characters = { default: 10_000, cap: 20_000 };

/** The answer `POST /v2/attachments/answer-question` always gives. */
/** The five content fields of a read's answer, one for each kind of attachment. */
type ReadContent = Pick<
  ReadAnswer,
  'audio_recording' | 'calendar_event' | 'email' | 'image' | 'pdf'
>;

export const fixedAnswer = 'The local Mem does not read attachments; this is its fixed answer.';

export function attachmentRoutes(store: Store, links: DownloadLinks): Route[] {
  return [
    readAttachmentRoute(store),
    answerQuestionRoute(store),
    downloadUrlRoute(store, links),
    readAudioRecordingRoute(store),
  ];
}

function readAttachmentRoute(store: Store): Route {
  return route({
    method: 'POST',
    path: '/v2/attachments/read',
    handle({ body }) {
      const fields = jsonObject(body, [
        'attachment_kind',
        'attachment_id',
        'content_limit',
        'content_offset',
        'page_limit',
        'page_offset',
      ]);
      const { kind, id } = target(fields);
      const window: Window = {
        pageOffset: offset(fields, 'page_offset'),
        pageLimit: limit(fields, 'page_limit', pages),
        contentOffset: offset(fields, 'content_offset'),
        contentLimit: limit(fields, 'content_limit', characters),
      };
      return {
        attachment_id: id,
        attachment_kind: kind,
        ...readContent(store, kind, id, window),
      };
    },
  });
}

function answerQuestionRoute(store: Store): Route {
  return route({
    method: 'POST',
    path: '/v2/attachments/answer-question',
    handle({ body }) {
      const fields = jsonObject(body, ['attachment_kind', 'attachment_id', 'question']);
      const { kind, id } = target(fields);
      const question = requiredText(fields, 'question', {
        maxChars: 10_000,
        maxBytes: 10_000,
        allowBlank: true,
      });
      if (question === '') throw invalidRequest('question', 'must not be empty.');
      if (kind === 'audio_recording') store.audioRecording(id);
      else store.attachment(id, kind);
      return {
        answer: fixedAnswer,
        attachment_id: id,
        attachment_kind: kind,
        page_references: [],
      };
    },
  });
}

function downloadUrlRoute(store: Store, links: DownloadLinks): Route {
  return route({
    method: 'GET',
    path: '/v2/note-attachments/{attachment_id}/download-url',
    handle({ params }) {
      const attachment = store.attachment(params['attachment_id'] ?? '');
      return { id: attachment.id, download_url: links.create(attachment, Date.now()) };
    },
  });
}

function readAudioRecordingRoute(store: Store): Route {
  return route({
    method: 'GET',
    path: '/v2/audio-recordings/{audio_recording_id}',
    handle({ params, query }) {
      knownQuery(query, ['transcript_speaker_labels']);
      const labels = !query.has('transcript_speaker_labels')
        ? true
        : queryBoolean(query, 'transcript_speaker_labels');
      const recording = store.audioRecording(params['audio_recording_id'] ?? '');
      const { associated_note_id, created_at, duration_seconds, id, updated_at } = recording;
      const transcript = labels ? recording.transcript : withoutLabels(recording.transcript);
      return { associated_note_id, created_at, duration_seconds, id, transcript, updated_at };
    },
  });
}

function target(fields: Fields): { kind: AttachmentKind; id: string } {
  const kind = optionalEnum(fields, 'attachment_kind', attachmentKinds, false);
  if (kind === undefined) throw invalidRequest('attachment_kind', 'is required.');
  return { kind, id: requiredUuid(fields, 'attachment_id') };
}

/** Which part of an attachment to read: pages of a PDF, characters of a transcript. */
interface Window {
  pageOffset: number;
  pageLimit: number;
  contentOffset: number;
  contentLimit: number;
}

/** A limit as Mem reads it: the default when absent or null, the cap when larger. */
function limit(fields: Fields, name: string, rule: { default: number; cap: number }): number {
  return Math.min(optionalInteger(fields, name, { min: 1 }) ?? rule.default, rule.cap);
}

function offset(fields: Fields, name: string): number {
  return optionalInteger(fields, name, { min: 0 }, false) ?? 0;
}

/** The answer's five content fields: the one of the attachment's kind set, the others null. */
function readContent(store: Store, kind: AttachmentKind, id: string, window: Window): ReadContent {
  const none: ReadContent = {
    audio_recording: null,
    calendar_event: null,
    email: null,
    image: null,
    pdf: null,
  };
  switch (kind) {
    case 'audio_recording': {
      const recording = store.audioRecording(id);
      return {
        ...none,
        audio_recording: transcriptWindow(recording, window.contentOffset, window.contentLimit),
      };
    }
    case 'pdf':
      return {
        ...none,
        pdf: pdfWindow(store.attachment(id, kind), window.pageOffset, window.pageLimit),
      };
    case 'image':
      return { ...none, image: imageContent(store.attachment(id, kind)) };
    default:
      store.attachment(id, kind);
      return none;
  }
}

function pdfWindow(
  pdf: StoredAttachment,
  start: number,
  count: number,
): NonNullable<ReadAnswer['pdf']> {
  return {
    filename: pdf.filename,
    has_more: start + count < pdf.pages.length,
    mime_type: pdf.mime_type,
    page_count: pdf.pages.length,
    page_limit: count,
    page_offset: start,
    pages: pdf.pages.slice(start, start + count).map((text, index) => ({
      key_entities: [],
      page_number: start + index + 1,
      plain_text: text,
      suggested_search: null,
      summary: null,
    })),
    suggested_search: null,
    summary: pdf.summary,
  };
}

function imageContent(image: StoredAttachment): NonNullable<ReadAnswer['image']> {
  return {
    filename: image.filename,
    image_type: imageType(image),
    key_entities: [],
    mime_type: image.mime_type,
    ocr_text: image.ocr_text,
    suggested_search: null,
    summary: image.summary,
    visual_description: null,
  };
}

/** A window of the transcript, counted in characters (code points) as Mem counts them. */
function transcriptWindow(
  recording: StoredAudioRecording,
  start: number,
  count: number,
): NonNullable<ReadAnswer['audio_recording']> {
  const text = [...(recording.transcript ?? '')];
  return {
    associated_note_id: recording.associated_note_id,
    content_limit: count,
    content_offset: start,
    created_at: recording.created_at,
    duration_seconds: recording.duration_seconds,
    has_more: start + count < text.length,
    transcript: text.slice(start, start + count).join(''),
    transcript_total_characters: text.length,
    updated_at: recording.updated_at,
  };
}

/** A transcript without the `[label]` that starts each of its turns. */
function withoutLabels(transcript: string | null): string | null {
  return transcript?.replace(/^\[[^\]\n]*\][ \t]*/gm, '') ?? null;
}
