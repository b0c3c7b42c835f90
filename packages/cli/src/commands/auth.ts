// `memai auth …`: the key is read without echo, checked with one cheap call, and stored where
// only its owner can read it. No command prints it: status shows its last four characters.
import { clientFor, findKey, type GlobalOptions } from '../connection.js';
import { maskKey, removeStoredKey, storeKey, credentialsPath } from '../credentials.js';
import { CliError, describeFailure } from '../errors.js';
import { tell, write, writeJson } from '../output.js';
import { readSecret } from '../prompts.js';

export async function login(options: GlobalOptions) {
  const apiKey = await readSecret('Mem API key: ');
  if (apiKey === '') throw new CliError('No key was given; nothing was stored.', 'auth');
  await check(apiKey, options);
  const path = await storeKey(apiKey);
  tell(`Mem accepted the key; it is stored in ${path}, readable only by you.`);
  if (process.env.MEM_API_KEY) {
    tell('MEM_API_KEY is set, and it comes first: unset it to use the stored key.');
  }
}

export async function status(options: GlobalOptions) {
  const key = await findKey();
  if (key === undefined) {
    throw new CliError(
      `No API key: MEM_API_KEY is unset and ${credentialsPath()} does not exist. Run \`memai auth login\`.`,
      'auth',
    );
  }
  const source = key.from === 'MEM_API_KEY' ? 'the MEM_API_KEY environment variable' : key.path;
  let accepted = true;
  let problem: string | undefined;
  try {
    await check(key.apiKey, options);
  } catch (error) {
    const failure = await describeFailure(error);
    if (failure.kind !== 'auth') throw error;
    accepted = false;
    problem = failure.message;
  }
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
  if (!accepted) throw new CliError(problem ?? 'Mem refused the key.', 'auth');
}

export async function logout() {
  const path = credentialsPath();
  tell((await removeStoredKey()) ? `Removed the key stored in ${path}.` : 'No key was stored.');
  if (process.env.MEM_API_KEY) tell('MEM_API_KEY is still set in this shell.');
}

/** The cheapest call Mem answers only for a valid key: one note of the list. */
async function check(apiKey: string, options: GlobalOptions) {
  const client = await clientFor(apiKey, options);
  await client.notes.list({ limit: 1 });
}
