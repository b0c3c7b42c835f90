// One run of `memai`: the streams and environment it reads and writes, the signal that stops its
// work, what to do before it stops, and how its JSON is cut down. A run in the process (bin.ts)
// has the process's own; the in-process tests give each run streams of their own. The run is
// held by AsyncLocalStorage for everything it calls, so no module reaches for `process` itself.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Readable, Writable } from 'node:stream';

/** Where a run reads and writes. */
export interface Io {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: Writable & { isTTY?: boolean; columns?: number };
  stderr: Writable & { isTTY?: boolean; columns?: number };
  /** The environment: MEM_API_KEY, MEM_BASE_URL, HOME, XDG_CONFIG_HOME, NO_COLOR, EDITOR… */
  env: Record<string, string | undefined>;
}

export interface Run {
  io: Io;
  /** Fires on Ctrl-C: every request and wait of the run stops. */
  controller: AbortController;
  /** What must happen before the run stops on Ctrl-C (saving a state, closing a server). */
  cleanups: (() => void | Promise<void>)[];
  /** With `--fields`, the only fields of each JSON object printed. */
  fields?: readonly string[] | undefined;
}

const runs = new AsyncLocalStorage<Run>();

/** Runs `body` as the run `run`: what it calls finds `run` with currentRun(). */
export function withRun<T>(run: Run, body: () => Promise<T>): Promise<T> {
  return runs.run(run, body);
}

/** A run on the process's own streams and environment. */
export function processRun(): Run {
  return {
    io: { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env },
    controller: new AbortController(),
    cleanups: [],
  };
}

let outside: Run | undefined;

/** The run in progress; outside any (a module used on its own), one on the process. */
export function currentRun(): Run {
  return runs.getStore() ?? (outside ??= processRun());
}

/** Where the run in progress reads and writes. */
export function io(): Io {
  return currentRun().io;
}
