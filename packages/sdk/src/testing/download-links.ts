// Download links: what `GET /v2/note-attachments/{id}/download-url` hands out. Mem's links are
// signed URLs on its file storage; here they are URLs on the local Mem itself, below /files/, each
// made for one attachment and valid for a limited time. Like a signed URL, a link needs no API
// key: holding it is the permission.
import type { Store, StoredAttachment } from './store.js';

/** How long a download link works, in milliseconds. */
export const linkLifetimeMs = 15 * 60_000;

/** The path prefix of download links. */
export const filesPrefix = '/files/';

/** A file to send, or the plain-text reason there is none. */
export interface FileReply {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | string;
}

export class DownloadLinks {
  /** The local Mem's origin, known once its front is in place. */
  origin = '';
  readonly #links = new Map<string, { attachmentId: string; expiresAt: number }>();

  constructor(private readonly store: Store) {}

  /** A new link to the attachment's bytes. */
  create(attachment: StoredAttachment, now: number): string {
    const token = crypto.randomUUID();
    this.#links.set(token, { attachmentId: attachment.id, expiresAt: now + linkLifetimeMs });
    return `${this.origin}${filesPrefix}${token}/${encodeURIComponent(attachment.filename)}`;
  }

  /** What a GET of `path` (below /files/) answers. */
  reply(method: string, path: string, now: number): FileReply {
    const token = path.slice(filesPrefix.length).split('/')[0] ?? '';
    const link = this.#links.get(token);
    const attachment =
      link === undefined ? undefined : this.store.attachments.get(link.attachmentId);
    if (method !== 'GET') return refusal(405, 'Download links take GET only.');
    if (link === undefined || attachment === undefined) {
      return refusal(404, 'No file is at this address.');
    }
    if (now >= link.expiresAt) return refusal(403, 'This download link has expired.');
    return {
      status: 200,
      headers: {
        'Content-Type': attachment.mime_type,
        'Content-Length': String(attachment.bytes.byteLength),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
      },
      body: attachment.bytes,
    };
  }
}

function refusal(status: number, message: string): FileReply {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: message };
}
