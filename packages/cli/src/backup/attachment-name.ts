// The file name an attachment is saved under: the one Mem's download gives, made safe to use as
// one path segment, since it comes from outside and could otherwise climb out of its folder.
import { basename } from 'node:path';

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

function safeSegment(name: string): string {
  const cleaned = basename(name.replace(/\\/g, '/'))
    .replace(/[\p{Cc}/]/gu, '')
    .trim();
  return cleaned === '.' || cleaned === '..' ? '' : cleaned.slice(0, 200);
}
