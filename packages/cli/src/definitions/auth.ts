// `memai auth …`: what each command takes; commands/auth.ts runs them.
import { type Command } from 'commander';
import { example, run } from './define.js';

export function auth(command: Command) {
  const load = () => import('../commands/auth.js');
  example(
    command
      .command('login')
      .description(
        'Read an API key from the terminal (not echoed) or standard input, check it with Mem, and store it for your user only.',
      )
      .action(run(load, (code) => code.login)),
    'memai auth login',
    'printf %s "$KEY" | memai auth login',
  );
  example(
    command
      .command('status')
      .description('Say where the key comes from, show it masked, and check that Mem accepts it.')
      .action(run(load, (code) => code.status)),
    'memai auth status',
  );
  example(
    command
      .command('logout')
      .description('Remove the stored key.')
      .action(run(load, (code) => code.logout)),
    'memai auth logout',
  );
}
