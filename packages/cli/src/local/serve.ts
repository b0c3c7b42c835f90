// `memai local`, run: memai-sdk/testing's local Mem in the foreground, for trying every command
// and testing scripts without an account.
import { startMemServer } from 'memai-sdk/testing';
import { CliError } from '../errors.js';
import { onInterrupt } from '../interrupt.js';
import { tell, write } from '../io/output.js';
import { loadData, saveData } from './data-file.js';

/** What `memai local` takes: commands/local.ts declares each option. */
export interface LocalOptions {
  /** The port to listen on; a free one when unset. */
  port?: number | undefined;
  /** A JSON file to load notes from and save every change to. */
  data?: string | undefined;
}

export async function serveLocalMem(options: LocalOptions) {
  const seed = options.data === undefined ? {} : await loadData(options.data);
  const saver = options.data === undefined ? undefined : new Saver(options.data);
  const server = await startMemServer({
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(saver === undefined ? {} : { onChange: () => saver.changed() }),
  }).catch((error: unknown) => {
    throw new CliError(`Cannot start the local Mem: ${(error as Error).message}`);
  });
  try {
    server.seed(seed);
  } catch (error) {
    await server.close();
    throw new CliError(
      `${options.data} does not hold a valid local Mem: ${(error as Error).message}`,
    );
  }
  saver?.attach(() => server.state());

  await write(`MEM_BASE_URL=${server.url}\nMEM_API_KEY=${server.apiKey}\n`);
  const held = server.state();
  tell(
    `The local Mem is running${options.data === undefined ? ' (in memory only)' : `, saving to ${options.data}`}: ${held.notes.length} notes, ${held.collections.length} collections. Ctrl-C stops it.`,
  );
  onInterrupt(async () => {
    await server.close();
    await saver?.flush();
  });
  // Runs until Ctrl-C, which main answers with 130 once the server is closed and the data saved.
  await new Promise<never>(() => {});
}

/**
 * Saves the state after every change, one save at a time: changes that come while a save runs
 * are written by the next one, so a burst of requests costs a few writes, not one each.
 */
class Saver {
  readonly #path: string;
  #state: (() => Parameters<typeof saveData>[1]) | undefined;
  #running: Promise<void> | undefined;
  #dirty = false;

  constructor(path: string) {
    this.#path = path;
  }

  attach(state: () => Parameters<typeof saveData>[1]) {
    this.#state = state;
  }

  changed(): void {
    this.#dirty = true;
    this.#running ??= this.#drain();
  }

  /** Resolves when every change so far is on disk. */
  async flush(): Promise<void> {
    while (this.#running !== undefined) await this.#running;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#dirty && this.#state !== undefined) {
        this.#dirty = false;
        await saveData(this.#path, this.#state()).catch((error: unknown) =>
          tell(`Could not save ${this.#path}: ${(error as Error).message}`),
        );
      }
    } finally {
      this.#running = undefined;
    }
  }
}
