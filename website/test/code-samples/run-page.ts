// Runs a program page (the tutorial or a guide) the way a reader would: its ```ts blocks, joined
// in order into one file, with a key in MEM_API_KEY and the API at its public address. Here that
// address leads to a local Mem, so the run touches no real account.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { onTestFinished, vi } from 'vitest';
import { MemClient } from '../../../packages/sdk/src/index.js';
import { startMemServer } from '../../../packages/sdk/src/testing.js';
import { programSource } from '../../src/program-runner/program-pages.js';

type LocalMem = Awaited<ReturnType<typeof startMemServer>>;

/** Mem's public address, which readers' clients use unless they set `baseUrl`. */
const publicApi = MemClient.defaultBaseUrl;

/**
 * Runs `page` against a fresh local Mem and returns what it printed with `console.log`, one entry
 * a line, and the server, for a test to inspect what was sent and what is left.
 */
export async function runPage(page: string): Promise<{ printed: string[]; server: LocalMem }> {
  const server = await startMemServer();
  onTestFinished(() => server.close());

  const folder = mkdtempSync(join(tmpdir(), 'memai-page-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  const program = join(folder, 'program.ts');
  writeFileSync(program, programSource(page));

  vi.stubEnv('MEM_API_KEY', server.apiKey);
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
    realFetch(typeof input === 'string' ? input.replace(publicApi, server.url) : input, init),
  );
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(...format(...args).split('\n'));
  });
  try {
    await import(/* @vite-ignore */ program);
  } finally {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  }
  return { printed, server };
}
