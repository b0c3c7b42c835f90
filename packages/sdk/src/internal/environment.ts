// Runtime facts read without assuming Node: the library also runs in browsers, Deno, Bun and
// edge runtimes, where `process` may be missing or guarded.

/** The `MEM_API_KEY` environment variable, where the runtime has one and lets us read it. */
export function apiKeyFromEnvironment(): string | undefined {
  try {
    const { process } = globalThis as { process?: { env?: Record<string, string | undefined> } };
    const value = process?.env?.['MEM_API_KEY'];
    return value === undefined || value.trim() === '' ? undefined : value;
  } catch {
    // Deno without --allow-env throws on access: treat it as unset.
    return undefined;
  }
}

/**
 * A fresh random (version 4) UUID. `crypto.randomUUID` exists only in secure contexts, so a page
 * served over plain HTTP builds one from `crypto.getRandomValues`, which exists everywhere.
 */
export function randomUuid(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
