// `memai local`: what it takes; commands/local.ts runs it.
import { type Command } from 'commander';
import { example, run } from './define.js';
import { count } from './values.js';

export function local(program: Command) {
  example(
    program
      .command('local')
      .description(
        'Run a local Mem (memai-sdk/testing) in the foreground, and print the MEM_BASE_URL and MEM_API_KEY to use with it.',
      )
      .option('--port <n>', 'the port to listen on (default: a free one)', count(0, 65535))
      .option('--data <file>', 'load notes from this JSON file, and save every change to it')
      .action(
        run(
          () => import('../commands/local.js'),
          (code) => code.local,
        ),
      ),
    'memai local --port 8765 --data demo.json',
  );
}
