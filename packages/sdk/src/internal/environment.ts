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
 * The server-side runtime and its version, as a User-Agent product (`node/20.19.0`,
 * `bun/1.2.0`, `deno/2.1.0`), or undefined elsewhere. Bun and Deno also define
 * `process.versions.node` for compatibility, so they are asked first. Browsers are left out on
 * purpose: they set User-Agent themselves.
 */
export function runtimeProduct(): string | undefined {
  const runtime = globalThis as {
    Deno?: { version?: { deno?: unknown } };
    Bun?: { version?: unknown };
    process?: { versions?: { node?: unknown } };
  };
  try {
    const deno = runtime.Deno?.version?.deno;
    if (typeof deno === 'string') return `deno/${deno}`;
    const bun = runtime.Bun?.version;
    if (typeof bun === 'string') return `bun/${bun}`;
    const node = runtime.process?.versions?.node;
    if (typeof node === 'string') return `node/${node}`;
  } catch {
    // A sandbox that guards these globals: name no runtime rather than fail the call.
  }
  return undefined;
}
