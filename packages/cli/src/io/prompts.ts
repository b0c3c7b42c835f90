// Questions asked on the terminal. They are never asked when standard input is not a terminal:
// a script gets a usage error instead of a hang.
import { createInterface } from 'node:readline/promises';
import { CliError } from '../errors.js';
import { io } from './run.js';

/** Asks a yes/no question on the terminal; anything but "y" or "yes" is no. */
export async function confirm(question: string): Promise<boolean> {
  const { stdin, stderr } = io();
  const rl = createInterface({ input: stdin, output: stderr });
  try {
    const answer = await rl.question(`${question} [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

/**
 * Asks before a destructive command unless `--yes` was given; refuses when there is no terminal
 * to ask on.
 */
export async function confirmOrRefuse(question: string, yes: boolean | undefined) {
  if (yes === true) return;
  if (io().stdin.isTTY !== true) {
    throw new CliError(
      'Not on a terminal, so there is nobody to ask: add --yes to go ahead.',
      'usage',
    );
  }
  if (!(await confirm(question))) throw new CliError('Nothing was changed.', 'refused');
}

/**
 * Reads a secret: typed on the terminal without echo, or piped in. Ends at the first line break.
 */
export async function readSecret(prompt: string): Promise<string> {
  const { stdin, stderr } = io();
  if (stdin.isTTY !== true || stdin.setRawMode === undefined) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0]?.trim() ?? '';
  }
  stderr.write(prompt);
  const setRawMode = stdin.setRawMode.bind(stdin);
  setRawMode(true);
  stdin.resume();
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (chunk: Buffer) => {
        for (const character of chunk.toString('utf8')) {
          if (character === '\r' || character === '\n') {
            stdin.off('data', onData);
            return resolve(typed.trim());
          }
          // Ctrl-C and Ctrl-D: raw mode delivers them as characters, not signals.
          if (character === '\u0003' || character === '\u0004') {
            stdin.off('data', onData);
            return reject(new CliError('Stopped.', 'interrupted'));
          }
          typed = character === '\u007f' ? typed.slice(0, -1) : typed + character;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    setRawMode(false);
    stdin.pause();
    stderr.write('\n');
  }
}
