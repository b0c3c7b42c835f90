// Cursor paging. A cursor is base64url JSON, like Mem's: the position of the last item returned
// plus a fingerprint of the request's filters and order, so that a cursor reused with other
// filters is refused instead of silently skipping or repeating items.
import { MemError } from './errors.js';
import { formatTime, timeOf } from './time.js';

/**
 * A digest of everything that must not change between the pages of one listing. It guards
 * against a mistake, not an attacker, so a fast hash that runs everywhere without awaiting will
 * do: 64-bit FNV-1a over the JSON's UTF-16 code units.
 */
export function fingerprint(listing: string, filters: unknown): string {
  const text = JSON.stringify([listing, filters]);
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index++) {
    hash = BigInt.asUintN(64, (hash ^ BigInt(text.charCodeAt(index))) * 0x100000001b3n);
  }
  return hash.toString(16).padStart(16, '0');
}

export function encodeCursor(position: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(position));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text of a base64url cursor; throws when it is not base64url. */
function decodeBase64Url(cursor: string): string {
  const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  );
}

/** The fields of a cursor this server wrote for the same fingerprint; 400 INVALID_CURSOR if not. */
export function decodeCursor(
  cursor: string,
  field: string,
  requestFingerprint: string,
): Record<string, unknown> {
  let position: unknown;
  try {
    position = JSON.parse(decodeBase64Url(cursor));
  } catch {
    position = undefined;
  }
  if (typeof position !== 'object' || position === null) {
    throw new MemError(400, 'INVALID_CURSOR', `\`${field}\` is not a cursor from this API.`);
  }
  const fields = position as Record<string, unknown>;
  if (fields['request_fingerprint'] !== requestFingerprint) {
    throw new MemError(
      400,
      'INVALID_CURSOR',
      `\`${field}\` belongs to a request with other filters or ordering; reuse it only with the same ones.`,
    );
  }
  return fields;
}

export interface KeysetPage<T> {
  results: T[];
  total: number;
  next_page: string | null;
}

export interface KeysetOptions<T> {
  orderBy: string;
  /** The timestamp the listing is ordered by. */
  key: (item: T) => string;
  limit: number;
  page: string | undefined;
  requestFingerprint: string;
}

/**
 * One page of `items`, newest first by the order key, ties broken by id (descending). The cursor
 * holds the last item's key and id, so the page boundaries stay put while items are added.
 */
export function keysetPage<T extends { id: string }>(
  items: readonly T[],
  options: KeysetOptions<T>,
): KeysetPage<T> {
  const sorted = [...items].sort(
    (a, b) => timeOf(options.key(b)) - timeOf(options.key(a)) || compareIds(b.id, a.id),
  );
  let start = 0;
  if (options.page !== undefined) {
    const after = decodeCursor(options.page, 'page', options.requestFingerprint);
    const value = typeof after['value'] === 'string' ? timeOf(after['value']) : NaN;
    const id = after['id'];
    if (Number.isNaN(value) || typeof id !== 'string') {
      throw new MemError(400, 'INVALID_CURSOR', '`page` is not a cursor from this API.');
    }
    start = sorted.findIndex((item) => {
      const key = timeOf(options.key(item));
      return key < value || (key === value && compareIds(item.id, id) < 0);
    });
    if (start === -1) start = sorted.length;
  }
  const results = sorted.slice(start, start + options.limit);
  const last = results.at(-1);
  const more = start + options.limit < sorted.length;
  return {
    results,
    total: items.length,
    next_page:
      more && last !== undefined
        ? encodeCursor({
            id: last.id,
            order_by: options.orderBy,
            request_fingerprint: options.requestFingerprint,
            value: formatTime(timeOf(options.key(last))),
          })
        : null,
  };
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
