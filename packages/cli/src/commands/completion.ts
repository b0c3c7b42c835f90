// `memai completion SHELL` prints the script that completes memai's commands in that shell, and
// the hidden `memai complete -- WORDS…` is what the script calls (completion/suggestions.ts).
import { Argument, Command } from '@commander-js/extra-typings';
import { example } from '../command.js';

export function completionCommand() {
  return example(
    new Command('completion')
      .summary('Print a shell script that completes memai’s commands.')
      .description(
        'Print a script that completes memai’s commands, options and, for --collection, your collections as you press Tab. Load it from your shell’s start-up file, or save it where your shell looks for completions.',
      )
      .addArgument(
        new Argument('<shell>', 'the shell to complete in').choices([
          'bash',
          'zsh',
          'fish',
          'powershell',
        ] as const),
      )
      .action(async (shell) =>
        (await import('../completion/suggestions.js')).completionScript(shell),
      ),
    'memai completion bash > ~/.local/share/bash-completion/completions/memai',
    "echo 'source <(memai completion zsh)' >> ~/.zshrc",
  );
}

export function completeCommand() {
  return new Command('complete')
    .description('Print the completions of a command line, for the scripts of `memai completion`.')
    .usage('-- [words...]')
    .argument('[words...]', 'the command line after memai, the word being completed last')
    .action(async (words) => (await import('../completion/suggestions.js')).suggest(words));
}
