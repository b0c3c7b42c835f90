// What the build writes for each program page as `run/<page>.json`, and for each reference example
// as `run/examples/<id>.json` (plugin.ts),
// and what the page's runner reads (src/program-runner/Runner.tsx).

export interface RunnableProgram {
  /** The page that shows the program, below the site's base URL: `/docs/guides/collections`. */
  route: string;
  /** The program as the reader sees and edits it: every block that runs, setup lines included. */
  source: string;
  /** The same, compiled for the worker (src/program-runner/compile.ts). */
  compiled: string;
  /** The lines of each of the page's ```text blocks, in page order; none for an example. */
  output: string[][];
  /**
   * What the local Mem holds when the run starts: nothing for a page's program, which makes what
   * it uses; for a reference example, what the examples name (example-fixture.ts).
   */
  fixture?: 'reference examples';
}
