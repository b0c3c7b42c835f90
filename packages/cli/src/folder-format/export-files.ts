// The file operations of `memai export`, none of which loses data: a file is rewritten only when
// its bytes would change (so unchanged notes keep their modification time), written whole, and
// never deleted, only moved aside into DIR/.memai/removed/.
import { mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { writeFileAtomic } from '../io/atomic-file.js';

export type WriteOutcome = 'created' | 'updated' | 'unchanged';

/** The file's text, or undefined when there is no such file. */
export async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Writes `text` to `path` unless the file already holds exactly that. */
export async function writeIfChanged(path: string, text: string): Promise<WriteOutcome> {
  const before = await readIfPresent(path);
  if (before === text) return 'unchanged';
  await writeFileAtomic(path, text);
  return before === undefined ? 'created' : 'updated';
}

/**
 * Removes the temporary files a write killed midway left behind (atomic-file.ts names them
 * `.<name>.<random>.tmp`): the file they were meant to replace is still whole.
 */
export async function removeTemporaryFiles(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith('.') && name.endsWith('.tmp'))
      .map((name) => rm(join(dir, name), { force: true })),
  );
}

/**
 * Moves `path` into `into`, under a name no earlier move there took; does nothing when `path`
 * is gone already.
 */
export async function moveAside(path: string, into: string): Promise<void> {
  if (!(await exists(path))) return;
  await mkdir(into, { recursive: true });
  const name = basename(path);
  const extension = extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let n = 1; ; n += 1) {
    const target = join(into, n === 1 ? name : `${stem}.${n}${extension}`);
    if (await exists(target)) continue;
    await rename(path, target);
    return;
  }
}
