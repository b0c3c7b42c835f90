// Files `memai` writes are whole or absent: a crash or Ctrl-C in the middle leaves the old file
// (or none), never half of the new one.
import { randomBytes } from 'node:crypto';
import { rm, writeFile, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Writes `data` to a temporary file beside `path`, then renames it over `path`. */
export async function writeFileAtomic(path: string, data: string | Uint8Array, mode = 0o644) {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, data, { mode, flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
