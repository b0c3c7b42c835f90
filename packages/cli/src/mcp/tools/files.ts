// The tools for what is linked to notes: attachments (read them, ask about them) and audio
// recordings' transcripts.
import { z } from 'zod/v4';
import { attachmentKind, requestId, uuid } from '../schemas.js';
import { tool } from '../tool.js';

const attachmentId = uuid(
  'The attachment’s id, from the note’s `attachment_metadata` or a search_notes_and_files result.',
);

export const readAttachment = tool({
  name: 'read_attachment',
  title: 'Read an attachment',
  description:
    'Reads what Mem extracted from a file linked to a note: a PDF’s pages, an image’s description and text, a recording’s transcript, an event’s or an email’s fields. Long PDFs and texts come in parts: use the offsets and limits.',
  calls: ['POST /v2/attachments/read'],
  readOnly: true,
  input: {
    attachment_id: attachmentId,
    attachment_kind: attachmentKind,
    page_offset: z.int().min(0).optional().describe('For a PDF: how many pages to skip.'),
    page_limit: z.int().optional().describe('For a PDF: how many pages to read.'),
    content_offset: z.int().min(0).optional().describe('For text: how many characters to skip.'),
    content_limit: z.int().optional().describe('For text: how many characters to read.'),
  },
  output: {
    attachment: z.looseObject({ attachment_id: z.string(), attachment_kind: z.string() }),
    request_id: requestId,
  },
  async run(client, params) {
    const { request_id, ...attachment } = await client.attachments.read(params);
    return { attachment, request_id };
  },
});

export const askAboutAttachment = tool({
  name: 'ask_about_attachment',
  title: 'Ask about an attachment',
  description:
    'Asks Mem a question about one file linked to a note, and gets its answer with the pages it drew on.',
  calls: ['POST /v2/attachments/answer-question'],
  readOnly: true,
  input: {
    attachment_id: attachmentId,
    attachment_kind: attachmentKind,
    question: z.string().min(1).max(10_000).describe('The question, in words.'),
  },
  output: {
    answer: z.string(),
    page_references: z.array(z.int()).optional(),
    request_id: requestId,
  },
  async run(client, params) {
    const { answer, page_references, request_id } = await client.attachments.answerQuestion(params);
    return { answer, page_references, request_id };
  },
});

export const getAudioTranscript = tool({
  name: 'get_audio_transcript',
  title: 'Read an audio recording’s transcript',
  description:
    'Reads the transcript of an audio recording linked to a note, with who spoke when labelled unless asked otherwise.',
  calls: ['GET /v2/audio-recordings/{audio_recording_id}'],
  readOnly: true,
  input: {
    audio_recording_id: uuid('The recording’s id, from a note’s `audio_recording_ids`.'),
    transcript_speaker_labels: z
      .boolean()
      .optional()
      .describe('Whether the transcript names its speakers (default true).'),
  },
  output: {
    id: z.string(),
    transcript: z.string().nullable().optional(),
    duration_seconds: z.number().nullable().optional(),
    associated_note_id: z.string().nullable().optional(),
  },
  async run(client, { audio_recording_id, ...params }) {
    const { id, transcript, duration_seconds, associated_note_id } =
      await client.audioRecordings.get(audio_recording_id, params);
    return { id, transcript, duration_seconds, associated_note_id };
  },
});
