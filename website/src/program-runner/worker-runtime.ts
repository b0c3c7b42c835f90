// What a page's program finds in its worker, as the docs tests give it to the same program in
// Node (test/code-samples/run-page.ts): memai-sdk, a key in MEM_API_KEY, and Mem's public address
// leading to a local Mem, here one made in the worker with memai-sdk/testing's createMem. A
// program that starts a local Mem of its own with startMemServer gets what the package's build
// for browsers gives, one at a 127.0.0.1 address answered by its fetch, which this worker's fetch
// reaches too: a page cannot listen on a port. Every other address is
// refused, so nothing the program does leaves the page. console.log prints as Node's does, for
// the page to compare its lines with its own.
//
// esbuild bundles this file for the browser (src/program-runner/plugin.ts), which takes
// memai-sdk/testing's build without Node's modules; the worker loads it with importScripts and
// then calls memaiRunProgram with the program (worker-source.ts). A reference example's Mem holds
// what the examples name (example-fixture.ts) before it runs.
import * as memaiSdk from 'memai-sdk';
import {
  createMem,
  startMemServer as startLocalServer,
  type LocalMem,
  type MemServer,
  type MemServerOptions,
} from 'memai-sdk/testing';
import { format } from 'node-inspect-extracted';
import { exampleFixture, prepareExampleMem } from './example-fixture';
import type { RunnerMessage } from './messages';
import type { RunnableProgram } from './runnable-program';

/** Mem's public address, which a client uses unless given a `baseUrl`. */
const publicApi = memaiSdk.MemClient.defaultBaseUrl;

type Program = (
  require: (name: string) => unknown,
  exports: Record<string, unknown>,
  console: Pick<Console, 'log' | 'info' | 'warn' | 'error' | 'debug'>,
) => Promise<void>;

const scope = globalThis as unknown as {
  postMessage(message: RunnerMessage): void;
  addEventListener(
    type: 'unhandledrejection' | 'error',
    listener: (event: { reason?: unknown; error?: unknown; message?: string }) => void,
  ): void;
  process: { env: Record<string, string> };
  memaiRunProgram(program: Program, fixture: RunnableProgram['fixture'] | null): Promise<void>;
};

/** The local Mems of this run, by origin: Mem's public address, and each startMemServer's. */
const mems = new Map<string, LocalMem>();
const mem = createMem({ url: publicApi });
mems.set(mem.url, mem);

/**
 * startMemServer, as memai-sdk/testing's build for browsers gives it (a Mem at a 127.0.0.1
 * address that only its fetch answers), reached by the program's fetch like Mem's public address.
 */
async function startMemServer(options: MemServerOptions = {}): Promise<MemServer> {
  const server = await startLocalServer(options);
  mems.set(server.url, server);
  return server;
}

const modules: Record<string, unknown> = {
  'memai-sdk': memaiSdk,
  'memai-sdk/testing': { createMem, startMemServer },
};

function require(name: string): unknown {
  if (name in modules) return modules[name];
  throw new Error(
    `A program run in the page can import memai-sdk and memai-sdk/testing, not ${name}.`,
  );
}

globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const local = mems.get(url.origin);
  if (local !== undefined) return local.fetch(input, init);
  return Promise.reject(
    new TypeError(
      `fetch failed: a program run in the page reaches only its local Mem, not ${url.origin}.`,
    ),
  );
};
scope.process = { env: { MEM_API_KEY: mem.apiKey } };

function print(stream: 'out' | 'err', args: unknown[]): void {
  for (const text of format(...args).split('\n')) {
    scope.postMessage({ kind: 'print', stream, text });
  }
}

const pageConsole = {
  log: (...args: unknown[]) => print('out', args),
  info: (...args: unknown[]) => print('out', args),
  debug: (...args: unknown[]) => print('err', args),
  warn: (...args: unknown[]) => print('err', args),
  error: (...args: unknown[]) => print('err', args),
};

/** Reports what the program threw, once: the first failure ends the run. */
let ended = false;
function threw(error: unknown): void {
  if (ended) return;
  ended = true;
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const described =
    error instanceof Error ? `${error.name}: ${error.message}` : `Thrown: ${format(error)}`;
  scope.postMessage({ kind: 'threw', error: described, stack });
}

scope.addEventListener('unhandledrejection', (event) => threw(event.reason));
scope.addEventListener('error', (event) => threw(event.error ?? new Error(event.message)));

scope.memaiRunProgram = async (program, fixture) => {
  try {
    if (fixture === 'reference examples') {
      mem.seed(exampleFixture);
      await prepareExampleMem(new memaiSdk.MemClient({ apiKey: mem.apiKey, fetch: mem.fetch }));
    }
    await program(require, {}, pageConsole);
  } catch (error) {
    return threw(error);
  }
  if (!ended) {
    ended = true;
    scope.postMessage({ kind: 'done' });
  }
};
