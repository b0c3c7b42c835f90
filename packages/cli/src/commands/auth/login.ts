// `memai auth login`: a key read without echo (or from standard input), checked with Mem, and
// stored where only its owner can read it. No command prints it.
import { Command } from '@commander-js/extra-typings';
import { checkKey } from '../../auth/check-key.js';
import { storeKey } from '../../auth/credentials.js';
import { baseUrlOption, example, unrunnableExample } from '../../command.js';
import { CliError } from '../../errors.js';
import { tell } from '../../io/output.js';
import { io } from '../../io/run.js';
import { readSecret } from '../../io/prompts.js';

export function authLogin() {
  return example(
    new Command('login')
      .description(
        'Read an API key from the terminal (not echoed) or standard input, check it with Mem, and store it for your user only.',
      )
      .addOption(baseUrlOption())
      .action(async (options) => {
        const apiKey = await readSecret('Mem API key: ');
        if (apiKey === '') throw new CliError('No key was given; nothing was stored.', 'auth');
        await checkKey(apiKey, options);
        const path = await storeKey(apiKey);
        tell(`Mem accepted the key; it is stored in ${path}, readable only by you.`);
        if (io().env.MEM_API_KEY) {
          tell('MEM_API_KEY is set, and it comes first: unset it to use the stored key.');
        }
      }),
    unrunnableExample('memai auth login', 'asks a person for the key at a prompt'),
    'printf %s "$KEY" | memai auth login',
  );
}
