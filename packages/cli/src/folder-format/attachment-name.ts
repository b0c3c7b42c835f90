// The file name an attachment is saved under: the one Mem's download gives, made safe to use as
// one path segment, since it comes from outside and could otherwise climb out of its folder, and
// kept apart from the names of the note's other attachments.
import { basename, extname } from 'node:path';
import { sameFileKey } from './note-file-names.js';

/** Bytes of UTF-8 a name may take: room for a prefix that tells it apart, within 255. */
const nameBytes = 200;

export function attachmentFileName(response: Response, attachmentId: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  const fromUrl =
    response.url === '' ? undefined : new URL(response.url).pathname.split('/').at(-1);
  const given = [extended, plain, fromUrl].find((name) => name !== undefined && name !== '');
  return safeSegment(given === undefined ? '' : decode(given)) || attachmentId;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** One path segment: no folder, no control character, not hidden, at most `nameBytes` long. */
function safeSegment(name: string): string {
  const cleaned = basename(name.replace(/\\/g, '/'))
    .replace(/[\p{Cc}/]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  if (Buffer.byteLength(cleaned) <= nameBytes) return cleaned;
  // Cut the stem, by whole characters, and keep the extension that says what the file is.
  const extension = extname(cleaned).slice(0, 20);
  let stem = '';
  for (const character of cleaned.slice(0, cleaned.length - extname(cleaned).length)) {
    if (Buffer.byteLength(stem + character + extension) > nameBytes) break;
    stem += character;
  }
  return `${stem}${extension}`;
}

/**
 * An attachment's file name that no other attachment of its note has (`taken`, by sameFileKey):
 * prefixed with the tail of its id (ids made in one minute share their head), or with the whole
 * id when even that is taken.
 */
export function distinctName(name: string, id: string, taken: ReadonlySet<string>): string {
  const hex = id.replace(/-/g, '');
  const candidates = [name, `${hex.slice(-12)}-${name}`, `${hex}-${name}`];
  return candidates.find((candidate) => !taken.has(sameFileKey(candidate))) ?? `${hex}-${name}`;
}
