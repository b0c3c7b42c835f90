// Where the API key and Mem's address come from, and the client built from them.
import type { MemClient, MemOptions } from 'memai-sdk';
import { readStoredKey, credentialsPath } from './credentials.js';
import { CliError } from '../errors.js';
import { abortSignal } from '../interrupt.js';
import { io } from '../io/run.js';
import { cliVersion, sdkVersion } from '../version.js';

/** The options every command takes. */
export interface GlobalOptions {
  /** Mem's origin, instead of MEM_BASE_URL or https://api.mem.ai. */
  baseUrl?: string;
  /** Print results as JSON (one object) or NDJSON (lists) instead of for people. */
  json?: boolean;
}

/** Client settings a long-running command chooses for itself: pacing reports, retries, a fetch. */
/**
 * What a command may set of its client: its fetch, retries and pacing, and, for work that must
 * finish the step it is in when Ctrl-C comes (`memai sync --watch`), a signal of its own.
 */
export type ClientTuning = Pick<MemOptions, 'fetch' | 'maxRetries' | 'throttle' | 'signal'>;

export type KeySource = { apiKey: string; from: 'MEM_API_KEY' | 'file'; path?: string };

/** The key to use: MEM_API_KEY when set, else the one `memai auth login` stored. */
export async function findKey(): Promise<KeySource | undefined> {
  const fromEnvironment = io().env.MEM_API_KEY;
  if (fromEnvironment !== undefined && fromEnvironment !== '') {
    return { apiKey: fromEnvironment, from: 'MEM_API_KEY' };
  }
  const stored = await readStoredKey();
  return stored === undefined
    ? undefined
    : { apiKey: stored, from: 'file', path: credentialsPath() };
}

export function baseUrlOf(options: GlobalOptions): string | undefined {
  const given = options.baseUrl ?? io().env.MEM_BASE_URL;
  return given === undefined || given === '' ? undefined : given;
}

/** A client for the key found, or exit 4 saying how to give one. */
export async function connect(
  options: GlobalOptions,
  tuning: ClientTuning = {},
): Promise<MemClient> {
  const key = await findKey();
  if (key === undefined) {
    throw new CliError(
      'No API key. Set MEM_API_KEY, or run `memai auth login` to store one.',
      'auth',
    );
  }
  return clientFor(key.apiKey, options, tuning);
}

export async function clientFor(
  apiKey: string,
  options: GlobalOptions,
  tuning: ClientTuning = {},
): Promise<MemClient> {
  const { MemClient } = await import('memai-sdk');
  const baseUrl = baseUrlOf(options);
  return new MemClient({
    apiKey,
    baseUrl,
    headers: { 'User-Agent': userAgent() },
    // Ctrl-C stops whatever the command is doing: a request, a wait, the next page.
    signal: abortSignal(),
    ...tuning,
  });
}

/** `memai-cli/<version> memai-sdk/<version> node/<version>`, so Mem can tell who calls. */
function userAgent(): string {
  return `memai-cli/${cliVersion()} memai-sdk/${sdkVersion()} node/${process.versions.node}`;
}
