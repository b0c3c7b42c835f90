// The text a command sends: a file, or standard input for `-` or no file.
import { readFile } from 'node:fs/promises';
import { CliError } from '../errors.js';
import { tell } from './output.js';
import { io } from './run.js';

/** Reads UTF-8 text from `file`, or from standard input when `file` is `-` or absent. */
export async function readText(file: string | undefined): Promise<string> {
  const fromStdin = file === undefined || file === '-';
  const name = fromStdin ? 'standard input' : file;
  let bytes: Uint8Array;
  if (fromStdin) {
    const { stdin } = io();
    if (stdin.isTTY === true) tell('Reading the text from the terminal; end it with Ctrl-D.');
    bytes = await readStream(stdin);
  } else {
    try {
      bytes = await readFile(file);
    } catch (error) {
      throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
    }
  }
  return decodeUtf8(bytes, name);
}

/** Text for a note: Mem keeps no blank note. */
export async function readNoteText(file: string | undefined): Promise<string> {
  const text = await readText(file);
  if (text.trim() === '') {
    throw new CliError(
      `${file === undefined || file === '-' ? 'Standard input' : file} is empty; Mem keeps no blank note.`,
    );
  }
  return text;
}

export function decodeUtf8(bytes: Uint8Array, name: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CliError(`${name} is not UTF-8 text.`);
  }
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
