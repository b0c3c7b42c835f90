// `memai local`: what it takes. The local Mem (local/serve.ts, with memai-sdk/testing) is loaded
// only when it runs.
import { Command } from '@commander-js/extra-typings';
import { example, unrunnableExample } from '../command.js';
import type { LocalOptions } from '../local/serve.js';
import { count } from '../values.js';

const declare = () =>
  new Command('local')
    .summary('Run a local Mem to try memai on, without an account.')
    .description(
      'Run a local Mem (memai-sdk/testing) in the foreground, and print the MEM_BASE_URL and MEM_API_KEY to use with it.',
    )
    .option('--port <n>', 'the port to listen on (default: a free one)', count(0, 65535))
    .option('--data <file>', 'load notes from this JSON file, and save every change to it');

export function localCommand() {
  return example(
    declare().action(async (options: LocalOptions) =>
      (await import('../local/serve.js')).serveLocalMem(options),
    ),
    unrunnableExample('memai local --port 8765 --data demo.json', 'serves until Ctrl-C'),
  );
}
