// `memai it`: what it takes; commands/mem-it.ts runs it.
import { type Command } from 'commander';
import { example, run } from './define.js';

export function it(program: Command) {
  example(
    program
      .command('it')
      .description(
        'Mem It: hand Mem raw text (a web page, an email, a thought) to file as notes, and print the request’s id.',
      )
      .argument('[file]', 'a text file, or - for standard input (the default)')
      .option('--instructions <text>', 'how Mem should treat it')
      .option('--context <text>', 'what it is about, to help Mem file it')
      .action(
        run(
          () => import('../commands/mem-it.js'),
          (code) => code.memIt,
        ),
      ),
    'pbpaste | memai it --instructions "Add to my Reading collection"',
  );
}
