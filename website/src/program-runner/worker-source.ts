// The script of a program's worker: it loads the runtime (memai-sdk, a local Mem, console and
// fetch for the page; src/program-runner/worker-runtime.ts), then runs the compiled program in an async
// function, so that its top-level awaits work. It runs as a blob: worker, under the page's own
// Content-Security-Policy, which allows no eval and no request to another origin.
import type { RunnableProgram } from './runnable-program';

/** Lines of the script above the program's first line. */
export const linesBeforeProgram = 2;

/**
 * The worker's script for a compiled program; `fixture` says what its local Mem holds first
 * (nothing, unless it is a reference example).
 */
export function workerSource(
  runtimeUrl: string,
  compiledProgram: string,
  fixture?: RunnableProgram['fixture'],
): string {
  return [
    `importScripts(${JSON.stringify(runtimeUrl)});`,
    'memaiRunProgram(async function (require, exports, console) {',
    compiledProgram,
    `}, ${JSON.stringify(fixture ?? null)});`,
    '',
  ].join('\n');
}

/** The program's line an error's stack points at in the worker's script, if it points at one. */
export function programLine(stack: string, scriptUrl: string): number | undefined {
  const escaped = scriptUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const line = new RegExp(`${escaped}:(\\d+):\\d+`).exec(stack)?.[1];
  if (line === undefined) return undefined;
  const programLineNumber = Number(line) - linesBeforeProgram;
  return programLineNumber >= 1 ? programLineNumber : undefined;
}
