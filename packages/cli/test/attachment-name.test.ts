// The name an attachment is saved under comes from outside (Mem's download): it must stay one
// safe path segment, whatever it says.
import { describe, expect, it } from 'vitest';
import { attachmentFileName, distinctName } from '../src/folder-format/attachment-name.js';

const attachmentId = '01961d40-7a67-7049-9a2b-3c4d5e6f7a01';

function download(disposition: string | undefined, url = '') {
  const response = new Response(null, {
    headers: disposition === undefined ? {} : { 'content-disposition': disposition },
  });
  if (url !== '') Object.defineProperty(response, 'url', { value: url });
  return response;
}

describe('attachment file names', () => {
  it.each([
    ['attachment; filename="receipt.png"', 'receipt.png'],
    ["attachment; filename*=UTF-8''Re%C3%A7u%20mars.pdf", 'Reçu mars.pdf'],
    ["attachment; filename*=UTF-8''..%2F..%2F.ssh%2Fauthorized_keys", 'authorized_keys'],
    ['attachment; filename="..\\\\..\\\\Windows\\\\evil.exe"', 'evil.exe'],
    ['attachment; filename="/etc/passwd"', 'passwd'],
    ['attachment; filename=".bashrc"', 'bashrc'],
    ['attachment; filename=".."', attachmentId],
    ['attachment; filename="/"', attachmentId],
  ])('makes %j the name %j', (disposition, name) => {
    expect(attachmentFileName(download(disposition), attachmentId)).toBe(name);
  });

  it('takes the name from the link when the answer names none, without control characters', () => {
    const response = download(undefined, 'https://files.example/a/b/scan%201.jpg?sig=x');
    expect(attachmentFileName(response, attachmentId)).toBe('scan 1.jpg');
    const odd = download(undefined, 'https://files.example/a%00b%0Ac.txt');
    expect(attachmentFileName(odd, attachmentId)).toBe('abc.txt');
  });

  it('cuts a long name to 200 bytes of whole characters, keeping its extension', () => {
    const name = attachmentFileName(
      download(`attachment; filename*=UTF-8''${encodeURIComponent('é'.repeat(300))}.pdf`),
      attachmentId,
    );
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
    expect(name).toMatch(/^é+\.pdf$/);
  });

  it('tells two attachments of one name apart by the tail of the id, then the whole id', () => {
    const other = '01961d40-7a67-7049-9a2b-00005e6f7a01';
    expect(distinctName('scan.jpg', attachmentId, new Set())).toBe('scan.jpg');
    expect(distinctName('scan.jpg', attachmentId, new Set(['scan.jpg']))).toBe(
      '3c4d5e6f7a01-scan.jpg',
    );
    expect(distinctName('Scan.JPG', other, new Set(['scan.jpg', '00005e6f7a01-scan.jpg']))).toBe(
      '01961d407a6770499a2b00005e6f7a01-Scan.JPG',
    );
  });
});
