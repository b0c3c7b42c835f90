// The box around the "Run in your browser" control, and what a reader asked of it: shared by the
// control a page first shows (ProgramRunner.tsx) and the runner that takes its place once loaded
// (Runner.tsx), so that the box stays the same when one replaces the other.
import React, { type ReactNode } from 'react';

/**
 * The box around the control, the same before and after the runner has loaded: for a page's
 * program, or (`example`) for one example of the API reference.
 */
export function RunnerFrame({
  example = false,
  children,
}: {
  example?: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    // The class styles the box (program-runner.css), and keeps it out of the search index and
    // the page's Markdown twin.
    <aside
      className="program-runner"
      aria-label={example ? 'Run this example' : "Run this page's program"}
    >
      <p>
        {example
          ? 'Run this example here, on a local Mem in your browser that holds the notes and collections the examples name: no account, and nothing leaves the page.'
          : "This page's TypeScript is one program. Run it here, on a local Mem in your browser: no account, and nothing leaves the page."}
      </p>
      {children}
    </aside>
  );
}

/** What the reader asked for before the runner had loaded. */
export type FirstAction = 'run' | 'edit';

/** Which of the buttons had the keyboard's focus when the runner took their place. */
export type FocusedButton = FirstAction | undefined;
