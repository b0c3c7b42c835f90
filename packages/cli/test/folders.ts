// A folder's files as one object, to compare two folders (an export and its re-export) whole.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file under `dir`, by its path relative to `dir` (with `/`), with its text. */
export async function folderFiles(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path).split('\\').join('/')] = await readFile(path, 'utf8');
  }
  return files;
}
