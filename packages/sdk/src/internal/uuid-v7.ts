// Ids as Mem makes them: UUID version 7 (RFC 9562), 48 bits of Unix time in milliseconds, then
// random bits. Ids made close together share their first characters (the first 8 hex digits
// change only every 65 seconds) and sort by the time they were made; only the tail tells apart
// two ids made in the same minute.

/**
 * A fresh version 7 UUID for the time `now` (epoch milliseconds). Uses
 * `crypto.getRandomValues`, which every runtime has, in and out of secure contexts.
 */
export function uuidV7(now: number = Date.now()): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  let time = Math.max(0, Math.floor(now));
  for (let index = 5; index >= 0; index -= 1) {
    bytes[index] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70; // version 7
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
