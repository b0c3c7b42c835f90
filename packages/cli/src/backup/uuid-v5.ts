// UUID version 5 (RFC 9562): the same name under the same namespace always gives the same id, so
// an import names each file's note the same way on every run and never creates it twice.
import { createHash } from 'node:crypto';

/** The namespace of the ids `memai import` gives files that have none; it never changes. */
export const importNamespace = '6f1c2a8e-93b4-4d7a-b0e5-5c2d9e71a4f3';

export function uuidV5(name: string, namespace = importNamespace): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
