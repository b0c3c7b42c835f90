// What a program's worker tells the page (src/program-runner/worker-runtime.ts to
// src/program-runner/Runner.tsx).

export type RunnerMessage =
  /** A line the program printed: `out` for console.log and console.info, `err` for the rest. */
  | { kind: 'print'; stream: 'out' | 'err'; text: string }
  /** The program finished. */
  | { kind: 'done' }
  /** The program threw, or rejected: what, and the stack, which says where when it can. */
  | { kind: 'threw'; error: string; stack: string };
