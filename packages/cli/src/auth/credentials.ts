// The API key `memai auth login` stores: one file that only its owner can read, in the user's
// configuration folder ($XDG_CONFIG_HOME/memai, by default ~/.config/memai).
import { mkdir, readFile, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic } from '../io/atomic-file.js';
import { CliError } from '../errors.js';
import { io } from '../io/run.js';

export function credentialsPath(): string {
  const { env } = io();
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(base, 'memai', 'credentials.json');
}

/** The stored key, or undefined when none is stored. */
export async function readStoredKey(): Promise<string | undefined> {
  const path = credentialsPath();
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new CliError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  const stored = parseCredentials(text);
  if (stored === undefined) {
    throw new CliError(`${path} is not a memai credentials file; run \`memai auth login\` again.`);
  }
  return stored;
}

export async function storeKey(apiKey: string): Promise<string> {
  const path = credentialsPath();
  await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
  await writeFileAtomic(path, `${JSON.stringify({ apiKey })}\n`, 0o600);
  return path;
}

/** Removes the stored key; tells whether there was one. */
export async function removeStoredKey(): Promise<boolean> {
  const path = credentialsPath();
  const existed = (await readFile(path).catch(() => undefined)) !== undefined;
  await rm(path, { force: true });
  return existed;
}

function parseCredentials(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('apiKey' in value)) return undefined;
    return typeof value.apiKey === 'string' && value.apiKey !== '' ? value.apiKey : undefined;
  } catch {
    return undefined;
  }
}

/** A key as `memai` may show it: its last four characters, the rest hidden. */
export function maskKey(apiKey: string): string {
  return apiKey.length <= 8 ? '********' : `********${apiKey.slice(-4)}`;
}
