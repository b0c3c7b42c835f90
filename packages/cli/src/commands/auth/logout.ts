// `memai auth logout`: the stored key removed.
import { Command } from '@commander-js/extra-typings';
import { credentialsPath, removeStoredKey } from '../../auth/credentials.js';
import { example } from '../../command.js';
import { tell } from '../../io/output.js';
import { io } from '../../io/run.js';

export function authLogout() {
  return example(
    new Command('logout').description('Remove the stored key.').action(async () => {
      const path = credentialsPath();
      tell((await removeStoredKey()) ? `Removed the key stored in ${path}.` : 'No key was stored.');
      if (io().env.MEM_API_KEY) tell('MEM_API_KEY is still set in this shell.');
    }),
    'memai auth logout',
  );
}
