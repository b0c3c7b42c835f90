// The "Run in your browser" control: before each program page's first section, and around each
// runnable example of the API reference (both placed by rehype.ts). It is all a first visit
// downloads of the runner, so it is kept small, and an example's control holds no id: the runner
// works out which example it is from the example's block. The runner itself (the worker, the
// editor, the output) is a chunk of its own, fetched when the reader shows intent (pointer over a
// button, focus) or clicks, and the program and the worker's runtime when a run starts
// (plugin.ts writes both).
import useIsBrowser from '@docusaurus/useIsBrowser';
import React, { useState, type ComponentType, type ReactNode } from 'react';
import type { RunnerProps } from './Runner';
import { RunnerFrame, type FirstAction, type FocusedButton } from './RunnerFrame';

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
 * The control for the program of the page whose id is `program`, such as `guides/collections`;
 * or, without `program`, for the example of the API reference whose block is `children`, shown
 * before the control.
 */
export default function ProgramRunner({
  program,
  children,
}: {
  program?: string;
  children?: ReactNode;
}): ReactNode {
  const [Runner, setRunner] = useState<ComponentType<RunnerProps>>();
  const [asked, setAsked] = useState<{ action: FirstAction; focused: FocusedButton }>();
  const [failed, setFailed] = useState(false);
  const example = program === undefined;
  // Without JavaScript, before the page has hydrated, or while the runner loads, a click would
  // do nothing: the buttons say so by being disabled.
  const ready = useIsBrowser() && (asked === undefined || failed);
  const load = () => {
    loadRunner().then(
      (loaded) => setRunner(() => loaded),
      () => setFailed(true),
    );
  };
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
    <>
      {children}
      {Runner !== undefined && asked !== undefined ? (
        <Runner
          program={program}
          example={children}
          firstAction={asked.action}
          focused={asked.focused}
        />
      ) : (
        <RunnerFrame example={example}>
          <div className="program-runner__buttons">
            {button('run', 'Run in your browser', 'primary')}
            {button('edit', example ? 'Edit the example' : 'Edit the program', 'secondary')}
          </div>
          {failed && <p role="alert">The runner could not be loaded. Try again.</p>}
        </RunnerFrame>
      )}
    </>
  );
}
