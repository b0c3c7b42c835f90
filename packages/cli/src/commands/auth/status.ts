// `memai auth status`: where the key comes from, masked, and whether Mem accepts it.
import { Command } from '@commander-js/extra-typings';
import { checkKey } from '../../auth/check-key.js';
import { findKey } from '../../auth/connection.js';
import { credentialsPath, maskKey } from '../../auth/credentials.js';
import { baseUrlOption, example, jsonOption } from '../../command.js';
import { CliError, describeFailure } from '../../errors.js';
import { write, writeJson } from '../../io/output.js';

export function authStatus() {
  return example(
    new Command('status')
      .description('Say where the key comes from, show it masked, and check that Mem accepts it.')
      .addOption(jsonOption())
      .addOption(baseUrlOption())
      .action(async (options) => {
        const key = await findKey();
        if (key === undefined) {
          throw new CliError(
            `No API key: MEM_API_KEY is unset and ${credentialsPath()} does not exist. Run \`memai auth login\`.`,
            'auth',
          );
        }
        const source =
          key.from === 'MEM_API_KEY' ? 'the MEM_API_KEY environment variable' : key.path;
        let problem: string | undefined;
        try {
          await checkKey(key.apiKey, options);
        } catch (error) {
          const failure = await describeFailure(error);
          if (failure.kind !== 'auth') throw error;
          problem = failure.message;
        }
        const accepted = problem === undefined;
        if (options.json === true) {
          await writeJson({
            source: key.from,
            path: key.path ?? null,
            key: maskKey(key.apiKey),
            accepted,
          });
        } else {
          await write(
            `Key ${maskKey(key.apiKey)} from ${source}: ${accepted ? 'Mem accepts it' : 'Mem refuses it'}.\n`,
          );
        }
        if (problem !== undefined) throw new CliError(problem, 'auth');
      }),
    'memai auth status',
  );
}
