// The "Run in your browser" control that each program page has before its first section (placed
// by src/program-runner/rehype.ts). It is all a first visit downloads of it, so it is kept small:
// the runner (the worker, the editor, the output beside each step) is a chunk of its own, fetched
// when the reader shows intent (pointer over a button, focus) or clicks, and the page's program
// and the worker's runtime when a run starts (src/program-runner/plugin.ts writes both).
import useIsBrowser from '@docusaurus/useIsBrowser';
import React, { useState, type ComponentType, type ReactNode } from 'react';
import type { RunnerProps } from './Runner';
import { RunnerFrame, type FirstAction, type FocusedButton } from './RunnerFrame';
import styles from './ProgramRunner.module.css';

let loading: Promise<ComponentType<RunnerProps>> | undefined;

function loadRunner(): Promise<ComponentType<RunnerProps>> {
  loading ??= import(/* webpackChunkName: "program-runner" */ './Runner').then(
    (module) => module.default,
    (error: unknown) => {
      // Let the next click try again (after a deploy, say) instead of keeping the failure.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The control for the program of `program`: its page's id, such as `guides/collections`, or, with
 * `example`, a reference example's, `examples/<id>`.
 */
export default function ProgramRunner({
  program,
  example = false,
}: {
  program: string;
  example?: boolean;
}): ReactNode {
  const [Runner, setRunner] = useState<ComponentType<RunnerProps>>();
  const [asked, setAsked] = useState<{ action: FirstAction; focused: FocusedButton }>();
  const [failed, setFailed] = useState(false);
  // Without JavaScript, before the page has hydrated, or while the runner loads, a click would
  // do nothing: the buttons say so by being disabled.
  const ready = useIsBrowser() && (asked === undefined || failed);
  const load = () => {
    loadRunner().then(
      (loaded) => setRunner(() => loaded),
      () => setFailed(true),
    );
  };
  if (Runner !== undefined && asked !== undefined) {
    return (
      <Runner
        program={program}
        example={example}
        firstAction={asked.action}
        focused={asked.focused}
      />
    );
  }
  const button = (action: FirstAction, label: string, kind: string) => (
    <button
      type="button"
      className={`button button--${kind}`}
      disabled={!ready}
      onPointerEnter={load}
      onFocus={load}
      onClick={(event) => {
        setFailed(false);
        setAsked({
          action,
          focused: document.activeElement === event.currentTarget ? action : undefined,
        });
        load();
      }}
    >
      {label}
    </button>
  );
  return (
    <RunnerFrame example={example}>
      <div className={styles.buttons}>
        {button('run', 'Run in your browser', 'primary')}
        {button('edit', example ? 'Edit the example' : 'Edit the program', 'secondary')}
      </div>
      {failed && <p role="alert">The runner could not be loaded. Try again.</p>}
    </RunnerFrame>
  );
}
