// `memai notes edit`: the person's own editor on a temporary copy of the note.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliError } from '../errors.js';
import { decodeUtf8 } from './input.js';
import { handOverInterrupts } from '../interrupt.js';
import { io } from './run.js';

/** Opens `text` in $VISUAL, else $EDITOR, else vi, and returns what was saved. */
export async function editInEditor(text: string, fileName: string): Promise<string> {
  const { env } = io();
  const editor = env.VISUAL || env.EDITOR || 'vi';
  const folder = await mkdtemp(join(tmpdir(), 'memai-'));
  const path = join(folder, fileName);
  try {
    await writeFile(path, text, { mode: 0o600 });
    // Through the shell, as git does, so that "code --wait" and other editors with arguments work.
    const child = spawn('sh', ['-c', `${editor} "$1"`, 'sh', path], { stdio: 'inherit', env });
    // Ctrl-C belongs to the editor while it runs.
    const status = await handOverInterrupts(
      () =>
        new Promise<number | null>((resolve, reject) => {
          child.once('error', reject);
          child.once('exit', (code) => resolve(code));
        }),
    );
    if (status !== 0) {
      throw new CliError(
        `The editor (${editor}) exited with ${status}; the note was left as it was.`,
      );
    }
    return decodeUtf8(await readFile(path), path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
