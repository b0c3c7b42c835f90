import { ApiPromise } from './api-promise.js';
import type {
  AnswerQuestionAboutAttachmentRequestSchema,
  ReadAttachmentRequestSchema,
} from './internal/mem-api.js';
import type { RequestOptions } from './http.js';
import { definedFields, type Outgoing } from './internal/defined-fields.js';
import { paginate, windowPages } from './internal/paginate.js';
import type { ApiCall, RequestCore } from './internal/request-core.js';
import {
  optionalInteger,
  requireChoice,
  requireObject,
  requireText,
  requireUuid,
} from './internal/validate.js';
import type { PageRequest } from './pagination.js';

/**
 * The kinds of file Mem links to notes, as `attachment_kind` names them: PDFs and images embedded
 * in a note, and the audio recordings, calendar events and emails linked to it.
 *
 * @example
 * ```ts
 * import type { AttachmentKind } from 'memai-sdk';
 *
 * const paged: AttachmentKind[] = ['pdf', 'audio_recording', 'calendar_event', 'email'];
 * ```
 * @group Notes
 */
export type AttachmentKind = 'pdf' | 'image' | 'audio_recording' | 'calendar_event' | 'email';

const attachmentKinds: readonly AttachmentKind[] = [
  'pdf',
  'image',
  'audio_recording',
  'calendar_event',
  'email',
];

/**
 * What you send to `client.attachments.read()`: which attachment, and which part of it.
 *
 * A PDF is read by pages, from `page_offset`; a transcript, calendar event or email by characters,
 * from `content_offset`. `for await` moves the offset on for you.
 *
 * @example
 * ```ts
 * import type { ReadAttachmentParams } from 'memai-sdk';
 *
 * const params: ReadAttachmentParams = {
 *   attachment_kind: 'pdf',
 *   attachment_id: '2511691e-cfd2-47bc-a4b6-0104234ee1af',
 *   page_limit: 10,
 * };
 * ```
 * @group Notes
 */
export type ReadAttachmentParams = {
  /** The attachment's kind, as a note's `attachment_metadata` or a search result gives it. */
  attachment_kind: AttachmentKind;
  /** The attachment's UUID. */
  attachment_id: string;
  /**
   * For a PDF: the first page to return, counting from 0.
   *
   * @defaultValue `0`
   */
  page_offset?: number | undefined;
  /**
   * For a PDF: how many pages to return, from 1 to 20.
   *
   * @defaultValue `5`
   */
  page_limit?: number | undefined;
  /**
   * For a transcript, calendar event or email: the first character to return, counting from 0.
   *
   * @defaultValue `0`
   */
  content_offset?: number | undefined;
  /**
   * For a transcript, calendar event or email: how many characters to return, from 1 to 20,000.
   *
   * @defaultValue `10000`
   */
  content_limit?: number | undefined;
};

/**
 * One window of an attachment's content, as `client.attachments.read()` pages through it. Only
 * the field named by `attachment_kind` is set; the others are `null` or missing.
 *
 * @example
 * ```ts
 * import type { ReadAttachmentResponse } from 'memai-sdk';
 *
 * function text(window: ReadAttachmentResponse): string {
 *   return (
 *     window.pdf?.pages?.map((page) => page.plain_text ?? '').join('\n') ??
 *     window.audio_recording?.transcript ??
 *     window.calendar_event?.content ??
 *     window.email?.content ??
 *     window.image?.ocr_text ??
 *     ''
 *   );
 * }
 * ```
 * @group Notes
 */
export type ReadAttachmentResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The attachment's UUID. */
  attachment_id: string;
  /** The attachment's kind, which names the field that holds its content. */
  attachment_kind: AttachmentKind;
  /** A PDF's pages in this window. */
  pdf?: AttachmentPdf | null;
  /** What Mem read in an image. */
  image?: AttachmentImage | null;
  /** A window of an audio recording's transcript. */
  audio_recording?: AttachmentAudioRecording | null;
  /** A window of a calendar event's text, with the event's details. */
  calendar_event?: AttachmentCalendarEvent | null;
  /** A window of an email's text, with its headers. */
  email?: AttachmentEmail | null;
};

/**
 * A window of a PDF's pages, in `ReadAttachmentResponse.pdf`.
 *
 * @example
 * ```ts
 * import type { AttachmentPdf } from 'memai-sdk';
 *
 * function progress(pdf: AttachmentPdf): string {
 *   const last = (pdf.page_offset ?? 0) + (pdf.pages?.length ?? 0);
 *   return `${pdf.filename ?? 'PDF'}: pages 1 to ${last} of ${pdf.page_count ?? '?'}`;
 * }
 * ```
 * @group Notes
 */
export type AttachmentPdf = {
  /** The file's name. */
  filename?: string | null;
  /** The file's MIME type. */
  mime_type?: string | null;
  /** How many pages the PDF has. */
  page_count?: number | null;
  /** The first page of this window, counting from 0. */
  page_offset?: number;
  /** How many pages Mem was asked for, after its cap. */
  page_limit?: number;
  /** Whether pages follow this window. */
  has_more?: boolean;
  /** The pages of this window. */
  pages?: AttachmentPdfPage[];
  /** A short summary of the whole document. */
  summary?: string | null;
  /** A query Mem suggests for searching the document. */
  suggested_search?: string | null;
};

/**
 * One page of a PDF, in `AttachmentPdf.pages`.
 *
 * @example
 * ```ts
 * import type { AttachmentPdfPage } from 'memai-sdk';
 *
 * const line = (page: AttachmentPdfPage) => `p. ${page.page_number}: ${page.summary ?? ''}`;
 * ```
 * @group Notes
 */
export type AttachmentPdfPage = {
  /** The page's number, counting from 1. */
  page_number: number;
  /** The page's text. */
  plain_text?: string | null;
  /** A short summary of the page. */
  summary?: string | null;
  /** The people, places and things the page names. */
  key_entities?: string[];
  /** A query Mem suggests for searching the page. */
  suggested_search?: string | null;
};

/**
 * What Mem read in an image, in `ReadAttachmentResponse.image`.
 *
 * @example
 * ```ts
 * import type { AttachmentImage } from 'memai-sdk';
 *
 * const alt = (image: AttachmentImage) => image.visual_description ?? image.filename ?? 'image';
 * ```
 * @group Notes
 */
export type AttachmentImage = {
  /** The file's name. */
  filename?: string | null;
  /** The file's MIME type. */
  mime_type?: string | null;
  /** The image type Mem detected. */
  image_type?: string | null;
  /** The text Mem read in the image. */
  ocr_text?: string | null;
  /** A description of what the image shows. */
  visual_description?: string | null;
  /** A short summary of the image. */
  summary?: string | null;
  /** The people, places and things the image shows or names. */
  key_entities?: string[];
  /** A query Mem suggests for searching the image. */
  suggested_search?: string | null;
};

/**
 * A window of an audio recording's transcript, in `ReadAttachmentResponse.audio_recording`.
 *
 * @example
 * ```ts
 * import type { AttachmentAudioRecording } from 'memai-sdk';
 *
 * const share = (audio: AttachmentAudioRecording) =>
 *   `${audio.transcript?.length ?? 0} of ${audio.transcript_total_characters ?? 0} characters`;
 * ```
 * @group Notes
 */
export type AttachmentAudioRecording = {
  /** This window of the transcript, with speaker labels; empty when there is no transcript. */
  transcript?: string | null;
  /** The first character of this window, counting from 0. */
  content_offset?: number;
  /** How many characters Mem was asked for, after its cap. */
  content_limit?: number;
  /** Whether more of the transcript follows this window. */
  has_more?: boolean;
  /** The length of the whole transcript in characters, speaker labels included. */
  transcript_total_characters?: number;
  /** The recording's length in seconds, when known. */
  duration_seconds?: number | null;
  /** The UUID of the note the recording belongs to, if any. */
  associated_note_id?: string | null;
  /** When the recording was made, as an ISO 8601 date-time. */
  created_at?: string | null;
  /** When the recording last changed, as an ISO 8601 date-time. */
  updated_at?: string | null;
};

/**
 * A window of a calendar event's text, with its details, in
 * `ReadAttachmentResponse.calendar_event`.
 *
 * @example
 * ```ts
 * import type { AttachmentCalendarEvent } from 'memai-sdk';
 *
 * const when = (event: AttachmentCalendarEvent) =>
 *   event.is_all_day ? 'all day' : `${event.start_time ?? '?'} to ${event.end_time ?? '?'}`;
 * ```
 * @group Notes
 */
export type AttachmentCalendarEvent = {
  /** The event's title. */
  title?: string | null;
  /** The event's description. */
  description?: string | null;
  /** This window of the event's text. */
  content: string;
  /** The first character of this window, counting from 0. */
  content_offset?: number;
  /** How many characters Mem was asked for, after its cap. */
  content_limit?: number;
  /** Whether more of the text follows this window. */
  has_more?: boolean;
  /** The length of the whole text in characters. */
  content_total_characters?: number;
  /** When the event starts, as an ISO 8601 date-time. */
  start_time?: string | null;
  /** When the event ends, as an ISO 8601 date-time. */
  end_time?: string | null;
  /** Whether the event lasts all day. */
  is_all_day: boolean;
  /** The calendar the event is in. */
  calendar_name?: string | null;
  /** The event's video-call link. */
  meet_link?: string | null;
  /** Your answer to the invitation, such as `accepted`. */
  self_response_status?: string | null;
  /** The attendees, each a record of text fields such as an email address and a name. */
  attendees?: Record<string, string | null>[];
  /** When Mem stored the event, as an ISO 8601 date-time. */
  created_at: string;
  /** When the event last changed in Mem, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * A window of an email's text, with its headers, in `ReadAttachmentResponse.email`.
 *
 * @example
 * ```ts
 * import type { AttachmentEmail } from 'memai-sdk';
 *
 * const heading = (email: AttachmentEmail) => `${email.sender ?? '?'}: ${email.subject ?? ''}`;
 * ```
 * @group Notes
 */
export type AttachmentEmail = {
  /** The email's message id. */
  message_id: string;
  /** The id of the thread the email is in. */
  thread_id: string;
  /** The email's subject. */
  subject?: string | null;
  /** Who sent it. */
  sender?: string | null;
  /** The addresses it was sent to. */
  to_email_addresses?: string[];
  /** The addresses it was copied to. */
  cc_email_addresses?: string[];
  /** The addresses it was blind-copied to. */
  bcc_email_addresses?: string[];
  /** A short preview of the email. */
  snippet?: string | null;
  /** This window of the email's text. */
  content: string;
  /** The first character of this window, counting from 0. */
  content_offset?: number;
  /** How many characters Mem was asked for, after its cap. */
  content_limit?: number;
  /** Whether more of the text follows this window. */
  has_more?: boolean;
  /** The length of the whole text in characters. */
  content_total_characters?: number;
  /** When the mail service received the email, as an ISO 8601 date-time. */
  internal_date: string;
  /** When Mem stored the email, as an ISO 8601 date-time. */
  created_at: string;
  /** When the email last changed in Mem, as an ISO 8601 date-time. */
  updated_at: string;
};

/**
 * What you send to `client.attachments.answerQuestion()`.
 *
 * @example
 * ```ts
 * import type { AnswerQuestionParams } from 'memai-sdk';
 *
 * const params: AnswerQuestionParams = {
 *   attachment_kind: 'pdf',
 *   attachment_id: '2511691e-cfd2-47bc-a4b6-0104234ee1af',
 *   question: 'Which milestones does the plan list?',
 * };
 * ```
 * @group Notes
 */
export type AnswerQuestionParams = {
  /** The attachment's kind. */
  attachment_kind: AttachmentKind;
  /** The attachment's UUID. */
  attachment_id: string;
  /**
   * One focused question, answered from this attachment alone. Must not be blank; at most
   * 10,000 characters and 10,000 bytes as UTF-8.
   */
  question: string;
};

/**
 * What `client.attachments.answerQuestion()` resolves to.
 *
 * @example
 * ```ts
 * import type { AnswerQuestionResponse } from 'memai-sdk';
 *
 * const cite = (reply: AnswerQuestionResponse) =>
 *   `${reply.answer} (pages ${reply.page_references?.join(', ') || 'none'})`;
 * ```
 * @group Notes
 */
export type AnswerQuestionResponse = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The attachment's UUID. */
  attachment_id: string;
  /** The attachment's kind. */
  attachment_kind: AttachmentKind;
  /** Mem's answer. */
  answer: string;
  /** For a PDF, the numbers of the pages the answer draws on, counting from 1. */
  page_references?: number[];
};

/**
 * What `client.attachments.downloadUrl()` resolves to: a link to the file that works for a
 * limited time without your API key.
 *
 * @example
 * ```ts
 * import type { AttachmentDownloadUrl } from 'memai-sdk';
 *
 * const host = (link: AttachmentDownloadUrl) => new URL(link.download_url).host;
 * ```
 * @group Notes
 */
export type AttachmentDownloadUrl = {
  /** The API's id for this request; quote it when you contact Mem's support. */
  request_id: string;
  /** The attachment's UUID. */
  id: string;
  /** A signed link to the file. It expires: fetch it soon rather than store it. */
  download_url: string;
};

/**
 * The files linked to notes, as `client.attachments`: read their content a window at a time, ask
 * a question about one, and download one.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * const client = new MemClient({ apiKey: 'mem_test_key' });
 * const note = await client.notes.get('5e29c8a2-c73b-476b-9311-e2579712d4b1');
 * for (const attachment of note.attachment_metadata) {
 *   const file = await client.attachments.download(attachment.attachment_id);
 *   console.log(attachment.attachment_kind, (await file.arrayBuffer()).byteLength);
 * }
 * ```
 * @group Notes
 */
export class Attachments {
  readonly #core: RequestCore;

  /** @internal */
  constructor(core: RequestCore) {
    this.#core = core;
  }

  /**
   * Reads an attachment's content: a PDF's pages, an image's text, or a window of a transcript,
   * calendar event or email. Sends `POST /v2/attachments/read`, which Mem's OpenAPI document
   * describes ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * Await it for the first window (5 pages, or 10,000 characters, unless you set a limit), or
   * iterate it with `for await` to get every window in turn: each is one of Mem's answers, and
   * the next one starts where Mem said this one ended. An image comes in one window.
   *
   * @param params - The attachment's kind and id, and where to start.
   * @param options - A signal to stop reading and a timeout for each request.
   * @returns The first window, which can also be iterated across all windows.
   * @throws `TypeError` (as a rejection) when a parameter is malformed; nothing is sent.
   * @throws {@link MemApiError} (as a rejection) when a request fails, with status 404 if there
   * is no such attachment.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const pdf = { attachment_kind: 'pdf', attachment_id: '2511691e-cfd2-47bc-a4b6-0104234ee1af' } as const;
   * for await (const window of client.attachments.read(pdf)) {
   *   for (const page of window.pdf?.pages ?? []) console.log(page.page_number, page.plain_text);
   * }
   * ```
   */
  read(
    params: ReadAttachmentParams,
    options: RequestOptions = {},
  ): PageRequest<ReadAttachmentResponse, ReadAttachmentResponse> {
    return paginate<ReadAttachmentResponse, ReadAttachmentResponse>(
      this.#core,
      () => readCall(params),
      options,
      windowPages,
      (window) => [window],
    );
  }

  /**
   * Asks one question about one attachment, which Mem answers from that attachment alone. Sends
   * `POST /v2/attachments/answer-question`, which Mem's OpenAPI document describes
   * ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * @param params - The attachment's kind and id, and the question.
   * @param options - A signal to cancel the call and a timeout for each attempt.
   * @returns Mem's answer, with the PDF pages it draws on.
   * @throws `TypeError` before sending, when a field is missing, malformed or too long.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such
   * attachment.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const reply = await client.attachments.answerQuestion({
   *   attachment_kind: 'pdf',
   *   attachment_id: '2511691e-cfd2-47bc-a4b6-0104234ee1af',
   *   question: 'When is the launch?',
   * });
   * console.log(reply.answer, reply.page_references);
   * ```
   */
  answerQuestion(
    params: AnswerQuestionParams,
    options: RequestOptions = {},
  ): ApiPromise<AnswerQuestionResponse> {
    return this.#core.request(options, () => {
      const where = 'attachments.answerQuestion()';
      requireObject(params, where, 'params');
      const body = {
        ...target(params, where),
        question: requireText(params.question, where, 'question', {
          chars: 10_000,
          bytes: 10_000,
        }),
      } satisfies AnswerQuestionAboutAttachmentRequestSchema;
      const path = '/v2/attachments/answer-question';
      return { operation: where, method: 'POST', path, body, replay: 'safe' };
    });
  }

  /**
   * Gets a link to download a PDF or image embedded in a note. Sends
   * `GET /v2/note-attachments/{attachment_id}/download-url`, which Mem's OpenAPI document
   * describes ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)).
   *
   * The link is signed: it works without your API key, for a limited time. To fetch the file
   * at once, use {@link Attachments.download}.
   *
   * @param attachmentId - The attachment's UUID, from a note's `attachment_metadata`.
   * @param options - A signal to cancel the call and a timeout for each attempt.
   * @returns The link.
   * @throws `TypeError` before sending, when `attachmentId` is not a UUID.
   * @throws {@link MemApiError} when the call fails, with status 404 if there is no such
   * attachment.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const { download_url } = await client.attachments.downloadUrl(
   *   '2511691e-cfd2-47bc-a4b6-0104234ee1af',
   * );
   * console.log(`Fetch it soon: ${download_url}`);
   * ```
   */
  downloadUrl(
    attachmentId: string,
    options: RequestOptions = {},
  ): ApiPromise<AttachmentDownloadUrl> {
    return this.#core.request(options, () => {
      const where = 'attachments.downloadUrl()';
      const id = requireUuid(attachmentId, where, 'attachmentId');
      const path = `/v2/note-attachments/${id}/download-url`;
      return { operation: where, method: 'GET', path, replay: 'safe' };
    });
  }

  /**
   * Downloads a PDF or image embedded in a note: gets its link from
   * `GET /v2/note-attachments/{attachment_id}/download-url`, which Mem's OpenAPI document
   * describes ([Mem's reference](https://docs.mem.ai/api-reference/openapi.json)), and fetches it.
   *
   * It resolves as soon as the file's headers have arrived, with the body unread, so a large file
   * can be streamed from `response.body`, or read whole with `arrayBuffer()`, `blob()` or
   * `text()`. The timeout of each attempt ends when the headers arrive; the signal still cancels
   * the body after that. Both requests are retried like any read. Your API key goes with the
   * file request only when the link is on the client's `baseUrl`.
   *
   * @param attachmentId - The attachment's UUID, from a note's `attachment_metadata`.
   * @param options - A signal to cancel the download and a timeout for each attempt.
   * @returns The file's response, with its `Content-Type` and an unread body.
   * @throws `TypeError` before sending, when `attachmentId` is not a UUID.
   * @throws {@link MemApiError} when either request fails, with status 404 if there is no such
   * attachment. Reading the body, after that, fails as `fetch` makes it fail: with an
   * `AbortError` when the signal fires, or a `TypeError` when the connection breaks.
   *
   * @example
   * ```ts
   * import { MemClient } from 'memai-sdk';
   *
   * const client = new MemClient({ apiKey: 'mem_test_key' });
   * const file = await client.attachments.download('2511691e-cfd2-47bc-a4b6-0104234ee1af');
   * const bytes = new Uint8Array(await file.arrayBuffer());
   * console.log(file.headers.get('content-type'), bytes.byteLength);
   * ```
   */
  download(attachmentId: string, options: RequestOptions = {}): ApiPromise<Response> {
    const fetchFile = async () => {
      const { download_url } = await this.downloadUrl(attachmentId, options);
      const link = new URL(download_url);
      const call: ApiCall = {
        operation: 'attachments.download()',
        method: 'GET',
        // The link's query holds its signature, which errors and logs must not show.
        path: link.origin + link.pathname,
        url: link.href,
        answer: 'bytes',
        replay: 'safe',
      };
      return this.#core.send<Response>(call, options);
    };
    return new ApiPromise(fetchFile());
  }
}

/** The attachment a call is about, checked. */
function target(params: { attachment_kind: unknown; attachment_id: unknown }, where: string) {
  return {
    attachment_kind: requireChoice(
      params.attachment_kind,
      where,
      'attachment_kind',
      attachmentKinds,
    ),
    attachment_id: requireUuid(params.attachment_id, where, 'attachment_id'),
  };
}

function readCall(params: ReadAttachmentParams): ApiCall {
  const where = 'attachments.read()';
  requireObject(params, where, 'params');
  const body = definedFields({
    ...target(params, where),
    page_offset: optionalInteger(params.page_offset, where, 'page_offset', 0),
    page_limit: optionalInteger(params.page_limit, where, 'page_limit', 1, 20),
    content_offset: optionalInteger(params.content_offset, where, 'content_offset', 0),
    content_limit: optionalInteger(params.content_limit, where, 'content_limit', 1, 20_000),
  } satisfies Outgoing<ReadAttachmentRequestSchema>);
  return { operation: where, method: 'POST', path: '/v2/attachments/read', body, replay: 'safe' };
}
