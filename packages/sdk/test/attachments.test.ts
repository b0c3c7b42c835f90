import { describe, expect, it } from 'vitest';
import type { LocalMem } from '../src/testing.js';
import { clientFor, rejectionOf, serverForTest, someNoteId } from './with-server.js';

const pdfId = '2511691e-cfd2-47bc-a4b6-0104234ee1af';
const imageId = '0b6c4a0e-8f7d-4a51-9b8e-3d0f1c2e4a5b';
const recordingId = '78ff64bc-09e3-4fd7-a4b9-53c258f35619';
const missingId = '11111111-2222-4333-8444-555555555555';
const pageTexts = Array.from({ length: 12 }, (_, index) => `Text of page ${index + 1}.`);
const pdfBytes = new Uint8Array(3000).map((_, index) => (index * 7) % 256);
const transcript = '[Speaker 1] Welcome.\n[Speaker 2] Thanks.';

/** A local Mem holding a note with a 12-page PDF and an image, and a recording of the note. */
async function memWithFiles(): Promise<LocalMem> {
  const server = await serverForTest();
  server.seed({
    notes: [{ id: someNoteId, content: '# Launch plan' }],
    attachments: [
      { id: pdfId, note_id: someNoteId, filename: 'plan.pdf', bytes: pdfBytes, pages: pageTexts },
      { id: imageId, note_id: someNoteId, filename: 'a.png', attachment_kind: 'image' },
    ],
    audioRecordings: [{ id: recordingId, associated_note_id: someNoteId, transcript }],
  });
  return server;
}

describe('attachments.read', () => {
  it('sends POST /v2/attachments/read with the fields set and resolves to the first window', async () => {
    const server = await memWithFiles();
    const params = { attachment_kind: 'pdf', attachment_id: pdfId, page_limit: 2 } as const;
    const window = await clientFor(server).attachments.read(params);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v2/attachments/read',
      body: params,
    });
    expect(window.pdf?.pages?.map((page) => page.page_number)).toEqual([1, 2]);
    expect(window.hasNextPage()).toBe(true);
  });

  it('walks every page of a PDF with for await, asking for each window from the next page', async () => {
    const server = await memWithFiles();
    const texts: string[] = [];
    const params = { attachment_kind: 'pdf', attachment_id: pdfId } as const;
    for await (const window of clientFor(server).attachments.read(params)) {
      for (const page of window.pdf?.pages ?? []) texts.push(page.plain_text ?? '');
    }
    expect(texts).toEqual(pageTexts);
    const offsets = server.requests.map(
      (request) => (request.body as { page_offset?: number }).page_offset,
    );
    expect(offsets).toEqual([undefined, 5, 10]);
  });

  it("walks a recording's transcript window by window", async () => {
    const server = await memWithFiles();
    const params = {
      attachment_kind: 'audio_recording',
      attachment_id: recordingId,
      content_limit: 15,
    } as const;
    const slices: string[] = [];
    for await (const window of clientFor(server).attachments.read(params)) {
      slices.push(window.audio_recording?.transcript ?? '');
    }
    expect(slices).toHaveLength(3);
    expect(slices.join('')).toBe(transcript);
  });

  it('reads an image in one window', async () => {
    const server = await memWithFiles();
    const windows = [];
    for await (const window of clientFor(server).attachments.read({
      attachment_kind: 'image',
      attachment_id: imageId,
    })) {
      windows.push(window);
    }
    expect(windows.map((window) => window.image?.filename)).toEqual(['a.png']);
  });

  it('rejects with a 404 MemApiError for an attachment that does not exist', async () => {
    const server = await memWithFiles();
    const read = clientFor(server).attachments.read({
      attachment_kind: 'pdf',
      attachment_id: missingId,
    });
    expect(await rejectionOf(read)).toMatchObject({
      name: 'MemApiError',
      status: 404,
      code: 'not_found',
      retryable: false,
    });
  });
});

describe('attachments.answerQuestion', () => {
  it('sends POST /v2/attachments/answer-question and resolves to the answer', async () => {
    const server = await memWithFiles();
    const params = { attachment_kind: 'pdf', attachment_id: pdfId, question: 'When?' } as const;
    const reply = await clientFor(server).attachments.answerQuestion(params);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v2/attachments/answer-question',
      body: params,
    });
    expect(reply).toMatchObject({ attachment_id: pdfId, answer: expect.any(String) });
  });
});

describe('attachments.downloadUrl', () => {
  it('sends GET /v2/note-attachments/{attachment_id}/download-url and resolves to the link', async () => {
    const server = await memWithFiles();
    const link = await clientFor(server).attachments.downloadUrl(pdfId);
    expect(server.requests.at(-1)?.path).toBe(`/v2/note-attachments/${pdfId}/download-url`);
    expect(link).toMatchObject({ id: pdfId, download_url: expect.stringContaining('/files/') });
  });
});

describe('attachments.download', () => {
  it("resolves to the file's response, whose bytes are the attachment's", async () => {
    const server = await memWithFiles();
    const file = await clientFor(server).attachments.download(pdfId);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);
  });

  it('hands over the body as a stream to read at its own pace', async () => {
    const server = await memWithFiles();
    const file = await clientFor(server).attachments.download(pdfId);
    const chunks: Uint8Array[] = [];
    const reader = file.body?.getReader();
    for (let read = await reader?.read(); read?.done === false; read = await reader?.read()) {
      chunks.push(read.value);
    }
    expect(Buffer.concat(chunks)).toEqual(Buffer.from(pdfBytes));
  });

  it('fetches a link on the API origin with the key and the client headers', async () => {
    const server = await memWithFiles();
    await clientFor(server, { headers: { 'x-team': 'docs' } }).attachments.download(pdfId);
    const fileRequest = server.requests.at(-1);
    expect(fileRequest?.path).toMatch(/^\/files\//);
    expect(fileRequest?.headers).toMatchObject({
      authorization: `Bearer ${server.apiKey}`,
      'x-team': 'docs',
    });
  });

  it('fetches a link on another origin without the key or the client headers', async () => {
    const storage = await memWithFiles();
    const api = await serverForTest();
    const link = await clientFor(storage).attachments.downloadUrl(pdfId);
    api.fail({
      path: `/v2/note-attachments/${pdfId}/download-url`,
      status: 200,
      body: JSON.stringify(link),
    });
    const file = await clientFor(api, { headers: { 'x-team': 'docs' } }).attachments.download(
      pdfId,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);
    const fileRequest = storage.requests.at(-1);
    expect(fileRequest?.headers.authorization).toBeUndefined();
    expect(fileRequest?.headers['x-team']).toBeUndefined();
  });

  it('ends the timeout when the headers arrive, however slowly the body follows', async () => {
    const server = await memWithFiles();
    server.fail({ path: /^\/files\//, bodyDelayMs: 400 });
    const file = await clientFor(server, { timeout: 150 }).attachments.download(pdfId);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);
  });

  it('times out with code timeout when the headers are late', async () => {
    const server = await memWithFiles();
    server.fail({ path: /^\/files\//, delayMs: 400 });
    const client = clientFor(server, { timeout: 150, maxRetries: 0 });
    expect(await rejectionOf(client.attachments.download(pdfId))).toMatchObject({
      code: 'timeout',
      method: 'GET',
    });
  });

  it("lets the caller's signal cancel the body after the headers", async () => {
    const server = await memWithFiles();
    server.fail({ path: /^\/files\//, bodyDelayMs: 400 });
    const controller = new AbortController();
    const file = await clientFor(server).attachments.download(pdfId, {
      signal: controller.signal,
    });
    controller.abort();
    await expect(file.arrayBuffer()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('lets the caller cancel the body before reading it', async () => {
    const server = await memWithFiles();
    server.fail({ path: /^\/files\//, bodyDelayMs: 400 });
    const file = await clientFor(server).attachments.download(pdfId);
    await file.body?.cancel();
    expect(file.bodyUsed).toBe(true);
  });

  it('retries a file request answered 503, as a GET is safe to repeat', async () => {
    const server = await memWithFiles();
    server.fail({ path: /^\/files\//, status: 503 });
    const file = await clientFor(server).attachments.download(pdfId);
    expect(file.status).toBe(200);
    expect(server.requests.filter((request) => request.path.startsWith('/files/'))).toHaveLength(2);
  });

  it('rejects with a MemApiError naming the link without its query when the file request fails', async () => {
    const server = await memWithFiles();
    server.fail({ path: /^\/files\//, status: 403, body: 'Expired', contentType: 'text/plain' });
    const error = await rejectionOf(clientFor(server).attachments.download(pdfId));
    expect(error).toMatchObject({ name: 'MemApiError', status: 403, code: 'forbidden' });
    expect((error as { path: string }).path).toMatch(
      new RegExp(`^${server.url}/files/[0-9a-f-]+/plan\\.pdf$`),
    );
  });

  it('rejects with a 404 MemApiError for an attachment that does not exist', async () => {
    const server = await memWithFiles();
    const error = await rejectionOf(clientFor(server).attachments.download(missingId));
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('audioRecordings.get', () => {
  it('sends GET /v2/audio-recordings/{audio_recording_id} and resolves to the recording', async () => {
    const server = await memWithFiles();
    const recording = await clientFor(server).audioRecordings.get(recordingId);
    expect(server.requests.at(-1)?.path).toBe(`/v2/audio-recordings/${recordingId}`);
    expect(recording).toMatchObject({
      id: recordingId,
      associated_note_id: someNoteId,
      transcript,
    });
  });

  it('sends transcript_speaker_labels=false to leave the labels out', async () => {
    const server = await memWithFiles();
    const recording = await clientFor(server).audioRecordings.get(recordingId, {
      transcript_speaker_labels: false,
    });
    expect(server.requests.at(-1)?.path).toContain('?transcript_speaker_labels=false');
    expect(recording.transcript).toBe('Welcome.\nThanks.');
  });

  it('rejects with a 404 MemApiError for a recording that does not exist', async () => {
    const server = await memWithFiles();
    const error = await rejectionOf(clientFor(server).audioRecordings.get(missingId));
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('input checks', () => {
  const pdf = { attachment_kind: 'pdf', attachment_id: pdfId } as const;

  it.each([
    [
      'no kind',
      { attachment_id: pdfId },
      /attachments\.read\(\): `attachment_kind` must be one of/,
    ],
    ['an unknown kind', { ...pdf, attachment_kind: 'video' }, /`attachment_kind` must be one of/],
    ['an id that is not a UUID', { ...pdf, attachment_id: 'x' }, /`attachment_id` must be a UUID/],
    [
      'a negative page_offset',
      { ...pdf, page_offset: -1 },
      /`page_offset` must be a whole number from 0 up/,
    ],
    [
      'a page_limit over 20',
      { ...pdf, page_limit: 21 },
      /`page_limit` must be a whole number from 1 to 20/,
    ],
    ['a fractional content_offset', { ...pdf, content_offset: 1.5 }, /`content_offset`/],
    ['a content_limit over 20,000', { ...pdf, content_limit: 20_001 }, /`content_limit`/],
  ])(
    'attachments.read refuses %s with a TypeError and sends nothing',
    async (_, params, message) => {
      const server = await serverForTest();
      const error = await rejectionOf(clientFor(server).attachments.read(params as never));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toMatch(message);
      expect(server.requests).toEqual([]);
    },
  );

  it.each([
    ['a blank question', { ...pdf, question: ' ' }, /`question` must be a non-empty string/],
    [
      'a question over 10,000 characters',
      { ...pdf, question: 'x'.repeat(10_001) },
      /10,000 characters/,
    ],
    ['a question over 10,000 bytes', { ...pdf, question: 'é'.repeat(5_001) }, /10,000 bytes/],
    ['no kind', { attachment_id: pdfId, question: 'q' }, /`attachment_kind`/],
  ])('attachments.answerQuestion refuses %s with a TypeError', async (_, params, message) => {
    const server = await serverForTest();
    const call = clientFor(server).attachments.answerQuestion(params as never);
    await expect(call).rejects.toThrow(message);
    expect(server.requests).toEqual([]);
  });

  it('refuses an attachment id that is not a UUID in downloadUrl and download', async () => {
    const client = clientFor(await serverForTest());
    await expect(client.attachments.downloadUrl('x')).rejects.toThrow(
      'attachments.downloadUrl(): `attachmentId` must be a UUID',
    );
    await expect(client.attachments.download('x')).rejects.toThrow(TypeError);
  });

  it('audioRecordings.get refuses an id that is not a UUID and labels that are not a boolean', async () => {
    const client = clientFor(await serverForTest());
    await expect(client.audioRecordings.get('x')).rejects.toThrow('`id` must be a UUID');
    await expect(
      client.audioRecordings.get(recordingId, { transcript_speaker_labels: 'no' as never }),
    ).rejects.toThrow('`transcript_speaker_labels` must be a boolean');
  });
});
