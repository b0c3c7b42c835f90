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

/** A fresh random UUID, or undefined on runtimes without `crypto.randomUUID` (Node 18). */
export function randomUuid(): string | undefined {
  const { crypto } = globalThis as { crypto?: { randomUUID?: () => string } };
  return crypto?.randomUUID?.();
}
