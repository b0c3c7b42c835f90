import { describe, expect, it } from 'vitest';
import type { LocalMem } from '../../src/testing.js';
import { call, id, start } from './local-mem.js';

const noteId = id(1);
const pdfId = id(2);
const imageId = id(3);
const recordingId = id(4);
const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff]);

/** A server with one note holding a seven-page PDF and an image, and a recording of the note. */
async function seeded(): Promise<LocalMem> {
  const server = await start();
  server.seed({
    notes: [{ id: noteId, content: '# Launch' }],
    attachments: [
      {
        id: pdfId,
        note_id: noteId,
        filename: 'launch plan.pdf',
        bytes: pdfBytes,
        pages: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'],
        summary: 'The launch plan.',
      },
      {
        id: imageId,
        note_id: noteId,
        attachment_kind: 'image',
        filename: 'board.jpeg',
        mime_type: 'image/jpeg',
        bytes: 'jpeg',
        ocr_text: 'Ship it',
      },
    ],
    audioRecordings: [
      {
        id: recordingId,
        associated_note_id: noteId,
        transcript: '[Speaker 1] Hello there.\n[Speaker 2] Hi.',
        duration_seconds: 4,
        created_at: '2025-04-11T04:47:14Z',
      },
    ],
  });
  return server;
}

function read(server: LocalMem, body: Record<string, unknown>) {
  return call(server, 'POST', '/v2/attachments/read', body);
}

describe('seeding attachments and audio recordings', () => {
  it('stores them with their defaults, visible in state()', async () => {
    const server = await seeded();
    const { attachments, audioRecordings } = server.state();
    expect(attachments[0]).toMatchObject({
      id: pdfId,
      attachment_kind: 'pdf',
      mime_type: 'application/pdf',
      ocr_text: null,
    });
    expect(attachments[0]?.bytes).toEqual(pdfBytes);
    expect(attachments[1]?.bytes).toEqual(new TextEncoder().encode('jpeg'));
    expect(audioRecordings[0]).toMatchObject({
      associated_note_id: noteId,
      updated_at: '2025-04-11T04:47:14Z',
    });
  });

  it.each([
    ['a note that does not exist', { attachments: [{ note_id: id(9), filename: 'a.pdf' }] }],
    ['an empty file name', { attachments: [{ note_id: noteId, filename: '' }] }],
    [
      'pages on an image',
      { attachments: [{ note_id: noteId, filename: 'a', attachment_kind: 'image', pages: ['x'] }] },
    ],
    ['OCR text on a PDF', { attachments: [{ note_id: noteId, filename: 'a', ocr_text: 'x' }] }],
    ['pages that are not text', { attachments: [{ note_id: noteId, filename: 'a', pages: [1] }] }],
    [
      'an unknown kind',
      { attachments: [{ note_id: noteId, filename: 'a', attachment_kind: 'x' }] },
    ],
    ['bytes of another type', { attachments: [{ note_id: noteId, filename: 'a', bytes: [1] }] }],
    ['a negative duration', { audioRecordings: [{ duration_seconds: -1 }] }],
    ['a recording of a missing note', { audioRecordings: [{ associated_note_id: id(9) }] }],
  ])('throws on %s and adds nothing', async (_, data) => {
    const server = await start();
    expect(() => server.seed({ notes: [{ id: noteId, content: 'x' }], ...data } as never)).toThrow(
      /^seed: /,
    );
    expect(server.state()).toMatchObject({ notes: [], attachments: [], audioRecordings: [] });
  });
});

describe('notes with attachments', () => {
  it("lists a note's attachments and recordings in its full answer", async () => {
    const server = await seeded();
    const { body } = await call(server, 'GET', `/v2/notes/${noteId}`);
    expect(body.audio_recording_ids).toEqual([recordingId]);
    expect(body.attachment_metadata).toEqual([
      {
        attachment_id: pdfId,
        attachment_kind: 'pdf',
        image_type: null,
        ocr_text: null,
        page_count: 7,
        suggested_search: null,
        summary: 'The launch plan.',
        visual_description: null,
      },
      {
        attachment_id: imageId,
        attachment_kind: 'image',
        image_type: 'jpeg',
        ocr_text: 'Ship it',
        page_count: null,
        suggested_search: null,
        summary: null,
        visual_description: null,
      },
    ]);
  });

  it("lists a note's recordings in list results", async () => {
    const server = await seeded();
    const { body } = await call(server, 'GET', '/v2/notes');
    expect(body.results[0].audio_recording_ids).toEqual([recordingId]);
  });

  it('deletes the attachments with their note and unlinks its recordings', async () => {
    const server = await seeded();
    await call(server, 'DELETE', `/v2/notes/${noteId}`);
    const { attachments, audioRecordings } = server.state();
    expect(attachments).toEqual([]);
    expect(audioRecordings[0]?.associated_note_id).toBeNull();
  });
});

describe('read attachment', () => {
  it('answers the first five pages of a PDF and says more follow', async () => {
    const server = await seeded();
    const { status, body } = await read(server, { attachment_kind: 'pdf', attachment_id: pdfId });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      attachment_id: pdfId,
      attachment_kind: 'pdf',
      audio_recording: null,
      calendar_event: null,
      email: null,
      image: null,
      pdf: {
        filename: 'launch plan.pdf',
        mime_type: 'application/pdf',
        has_more: true,
        page_count: 7,
        page_limit: 5,
        page_offset: 0,
        summary: 'The launch plan.',
      },
    });
    expect(body.pdf.pages.map((page: { plain_text: string }) => page.plain_text)).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
    ]);
  });

  it('answers the pages from page_offset, numbered from 1, and no more after the last', async () => {
    const server = await seeded();
    const { body } = await read(server, {
      attachment_kind: 'pdf',
      attachment_id: pdfId,
      page_offset: 5,
      page_limit: 5,
    });
    expect(body.pdf).toMatchObject({ has_more: false, page_offset: 5, page_limit: 5 });
    expect(body.pdf.pages).toEqual([
      {
        key_entities: [],
        page_number: 6,
        plain_text: 'Six',
        suggested_search: null,
        summary: null,
      },
      {
        key_entities: [],
        page_number: 7,
        plain_text: 'Seven',
        suggested_search: null,
        summary: null,
      },
    ]);
  });

  it("lowers a page_limit above 20 to Mem's cap", async () => {
    const server = await seeded();
    const { body } = await read(server, {
      attachment_kind: 'pdf',
      attachment_id: pdfId,
      page_limit: 50,
    });
    expect(body.pdf).toMatchObject({ page_limit: 20, has_more: false });
  });

  it("answers an image's text", async () => {
    const server = await seeded();
    const { body } = await read(server, { attachment_kind: 'image', attachment_id: imageId });
    expect(body.image).toEqual({
      filename: 'board.jpeg',
      image_type: 'jpeg',
      key_entities: [],
      mime_type: 'image/jpeg',
      ocr_text: 'Ship it',
      suggested_search: null,
      summary: null,
      visual_description: null,
    });
  });

  it("answers a window of a recording's transcript", async () => {
    const server = await seeded();
    const { body } = await read(server, {
      attachment_kind: 'audio_recording',
      attachment_id: recordingId,
      content_offset: 12,
      content_limit: 12,
    });
    expect(body.audio_recording).toMatchObject({
      associated_note_id: noteId,
      content_offset: 12,
      content_limit: 12,
      has_more: true,
      transcript: 'Hello there.',
      transcript_total_characters: 40,
      duration_seconds: 4,
    });
  });

  it('answers 404 for an attachment of another kind', async () => {
    const server = await seeded();
    const { status } = await read(server, { attachment_kind: 'image', attachment_id: pdfId });
    expect(status).toBe(404);
  });

  it('answers 404 for calendar events and emails, which it does not store', async () => {
    const server = await seeded();
    const { status } = await read(server, { attachment_kind: 'email', attachment_id: pdfId });
    expect(status).toBe(404);
  });

  it.each([
    ['no kind', { attachment_id: pdfId }, 'attachment_kind'],
    ['an unknown kind', { attachment_kind: 'video', attachment_id: pdfId }, 'attachment_kind'],
    [
      'a negative offset',
      { attachment_kind: 'pdf', attachment_id: pdfId, page_offset: -1 },
      'page_offset',
    ],
    [
      'a null offset',
      { attachment_kind: 'pdf', attachment_id: pdfId, content_offset: null },
      'content_offset',
    ],
    ['a zero limit', { attachment_kind: 'pdf', attachment_id: pdfId, page_limit: 0 }, 'page_limit'],
    ['an unknown field', { attachment_kind: 'pdf', attachment_id: pdfId, page: 2 }, 'page'],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const server = await seeded();
    const answer = await read(server, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error_metadata.message).toContain(`\`${field}\``);
  });
});

describe('answer question about attachment', () => {
  it('answers its fixed reply for an attachment that exists', async () => {
    const server = await seeded();
    const { body } = await call(server, 'POST', '/v2/attachments/answer-question', {
      attachment_kind: 'pdf',
      attachment_id: pdfId,
      question: 'When is the launch?',
    });
    expect(body).toEqual({
      request_id: expect.any(String),
      answer: 'The local Mem does not read attachments; this is its fixed answer.',
      attachment_id: pdfId,
      attachment_kind: 'pdf',
      page_references: [],
    });
  });

  it('answers 404 for a recording that does not exist', async () => {
    const server = await seeded();
    const { status } = await call(server, 'POST', '/v2/attachments/answer-question', {
      attachment_kind: 'audio_recording',
      attachment_id: id(9),
      question: 'Who spoke?',
    });
    expect(status).toBe(404);
  });

  it.each([
    ['an empty question', ''],
    ['a question over 10,000 characters', 'x'.repeat(10_001)],
  ])('refuses %s', async (_, question) => {
    const server = await seeded();
    const { status } = await call(server, 'POST', '/v2/attachments/answer-question', {
      attachment_kind: 'pdf',
      attachment_id: pdfId,
      question,
    });
    expect(status).toBe(400);
  });
});

async function link(server: LocalMem): Promise<string> {
  const { body } = await call(server, 'GET', `/v2/note-attachments/${pdfId}/download-url`);
  return body.download_url as string;
}

describe('download links', () => {
  it('answers a link on the server itself, named after the file', async () => {
    const server = await seeded();
    const { body } = await call(server, 'GET', `/v2/note-attachments/${pdfId}/download-url`);
    expect(body.id).toBe(pdfId);
    expect(body.download_url).toMatch(
      new RegExp(`^${server.url}/files/[0-9a-f-]{36}/launch%20plan\\.pdf$`),
    );
  });

  it("serves the file's bytes and type without the API key", async () => {
    const server = await seeded();
    const response = await fetch(await link(server));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes);
  });

  it('answers 404 for a link it never made', async () => {
    const server = await seeded();
    const response = await fetch(`${server.url}/files/${id(9)}/launch%20plan.pdf`);
    expect(response.status).toBe(404);
  });

  it('answers 405 to anything but GET', async () => {
    const server = await seeded();
    const response = await fetch(await link(server), { method: 'DELETE' });
    expect(response.status).toBe(405);
  });

  it('answers 403 once the link has expired', async () => {
    const server = await seeded();
    const url = await link(server);
    const later = Date.now() + 16 * 60_000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      expect((await fetch(url)).status).toBe(403);
    } finally {
      Date.now = realNow;
    }
  });

  it('answers 404 for an attachment that does not exist', async () => {
    const server = await seeded();
    const { status } = await call(server, 'GET', `/v2/note-attachments/${id(9)}/download-url`);
    expect(status).toBe(404);
  });
});

describe('read audio recording', () => {
  it('answers the recording with its labelled transcript', async () => {
    const server = await seeded();
    const { body } = await call(server, 'GET', `/v2/audio-recordings/${recordingId}`);
    expect(body).toEqual({
      request_id: expect.any(String),
      associated_note_id: noteId,
      created_at: '2025-04-11T04:47:14Z',
      duration_seconds: 4,
      id: recordingId,
      transcript: '[Speaker 1] Hello there.\n[Speaker 2] Hi.',
      updated_at: '2025-04-11T04:47:14Z',
    });
  });

  it('leaves the speaker labels out when asked', async () => {
    const server = await seeded();
    const path = `/v2/audio-recordings/${recordingId}?transcript_speaker_labels=false`;
    const { body } = await call(server, 'GET', path);
    expect(body.transcript).toBe('Hello there.\nHi.');
  });

  it('refuses an unknown query parameter', async () => {
    const server = await seeded();
    const path = `/v2/audio-recordings/${recordingId}?labels=false`;
    expect((await call(server, 'GET', path)).status).toBe(400);
  });
});

describe('a fault with bodyDelayMs', () => {
  it('sends the headers at once and the body later', async () => {
    const server = await seeded();
    server.fail({ path: /^\/files\//, bodyDelayMs: 200 });
    const url = await link(server);
    const started = Date.now();
    const response = await fetch(url);
    const headersAfter = Date.now() - started;
    await response.arrayBuffer();
    expect(headersAfter).toBeLessThan(150);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
