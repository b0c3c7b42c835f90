// The runner behind a "Run in your browser" control, loaded on first use (ProgramRunner.tsx). A
// run downloads the program (`run/<page>.json`, or a reference example's `run/examples/<id>.json`,
// its id worked out from the example's block, example-id.ts)
// and runs it in a Web Worker of its own, made from a blob under the page's Content-Security-Policy
// (no eval, no request to another origin), which loads the runtime (`run/runtime.js`: memai-sdk and
// a local Mem, worker-runtime.ts) and then the program. What a page's program prints is shown after
// each ```text block of the page, the lines that differ from the page's marked; what an example
// prints, in its own box. Each run starts from a fresh Mem (empty, or for an example holding what
// the examples name), in a new worker; a run that has not finished after `timeLimitMs` is stopped.
// The reader may edit the program: the edited text is compiled here by the transpiler the build
// uses (compile.ts), a chunk loaded only then.
import useBaseUrl from '@docusaurus/useBaseUrl';
import React, { isValidElement, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { exampleId } from './example-id';
import type { RunnerMessage } from './messages';
import { outputSlotAttribute } from './output-slot';
import type { RunnableProgram } from './runnable-program';
import { outputByBlock, type PrintedLine } from './output-blocks';
import { programLine, workerSource } from './worker-source';
import { RunnerFrame, type FirstAction, type FocusedButton } from './RunnerFrame';
import styles from './Runner.module.css';

/** How long a run may take before it is stopped; the slowest page's program takes a few seconds. */
const timeLimitMs = 20_000;
/** How many lines a run may print before it is stopped; the longest page's program prints 41. */
const lineLimit = 2_000;

export interface RunnerProps {
  /** The page's id, such as `guides/collections`. */
  program?: string | undefined;
  /**
   * Without `program`: the code block of the example of the API reference that is the program,
   * whose output shows here.
   */
  example?: ReactNode;
  /** What the reader clicked before this had loaded. */
  firstAction: FirstAction;
  /** The button that had focus then, which keeps it here. */
  focused: FocusedButton;
}

type Printed = { text: string; stream: 'out' | 'err' };

type RunState =
  | { phase: 'running'; printed: Printed[]; startedAt: number }
  | {
      phase: 'finished' | 'threw' | 'stopped' | 'timed out' | 'too long';
      printed: Printed[];
      startedAt: number;
      endedAt: number;
      error?: string;
    };

/** Reads the page's program once per page view. */
function useProgram(url: string) {
  const request = useRef<Promise<RunnableProgram>>(undefined);
  return () => {
    request.current ??= fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as RunnableProgram;
    });
    request.current.catch(() => (request.current = undefined));
    return request.current;
  };
}

/** The compiled program to run: the build's, or the reader's edit compiled here. */
async function compiled(program: RunnableProgram, source: string): Promise<string> {
  if (source === program.source) return program.compiled;
  const { compileProgram } = await import(/* webpackChunkName: "program-compiler" */ './compile');
  return compileProgram(source);
}

function summary(run: RunState, pageLines: number | undefined): string {
  if (run.phase === 'running') return 'Running the program…';
  const seconds = ((run.endedAt - run.startedAt) / 1000).toFixed(1);
  const out = run.printed.filter((line) => line.stream === 'out').length;
  if (run.phase === 'threw')
    return `The program stopped with an error after ${seconds} s: ${run.error}`;
  if (run.phase === 'timed out') {
    return `Stopped after ${timeLimitMs / 1000} seconds: the program had not finished.`;
  }
  if (run.phase === 'stopped') return `Stopped after ${seconds} s, at your request.`;
  if (run.phase === 'too long') {
    return `Stopped after ${seconds} s: the program printed more than ${lineLimit} lines.`;
  }
  return `Finished in ${seconds} s, having printed ${out} ${out === 1 ? 'line' : 'lines'}${
    pageLines === undefined || out === pageLines ? '' : `; the page shows ${pageLines}`
  }.`;
}

/** The text of a block, as the page's Markdown gave it: the text of each element in it, in order. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

export default function Runner({
  program: page,
  example: block,
  firstAction,
  focused,
}: RunnerProps): ReactNode {
  const example = page === undefined;
  const id = page ?? `examples/${exampleId(textOf(block))}`;
  const programUrl = useBaseUrl(`/run/${id}.json`);
  const runtimePath = useBaseUrl('/run/runtime.js');
  const loadProgram = useProgram(programUrl);
  const [program, setProgram] = useState<RunnableProgram>();
  const [source, setSource] = useState<string>();
  const [editing, setEditing] = useState(false);
  const [run, setRun] = useState<RunState>();
  const [problem, setProblem] = useState<string>();
  const [slots, setSlots] = useState<Element[]>([]);
  const stop = useRef<(phase: 'stopped') => void>(undefined);
  const editorId = useId();
  const runButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  // The elements after the page's ```text blocks, where each step's output goes; an example's
  // output shows in its own box instead.
  useEffect(() => {
    if (!example) setSlots(Array.from(document.querySelectorAll(`[${outputSlotAttribute}]`)));
  }, []);
  // Leaving the page stops a run.
  useEffect(() => () => stop.current?.('stopped'), []);

  const start = async () => {
    setProblem(undefined);
    let loaded: RunnableProgram;
    let code: string;
    try {
      loaded = program ?? (await loadProgram());
      setProgram(loaded);
      code = await compiled(loaded, source ?? loaded.source);
    } catch (error) {
      setProblem(
        error instanceof SyntaxError
          ? `The program does not compile: ${error.message}`
          : `The program could not be loaded: ${String(error)}`,
      );
      return;
    }
    const runtimeUrl = new URL(runtimePath, window.location.href).href;
    const scriptUrl = URL.createObjectURL(
      new Blob([workerSource(runtimeUrl, code, loaded.fixture)], { type: 'text/javascript' }),
    );
    const worker = new Worker(scriptUrl, { name: `Program of ${id}` });
    const startedAt = performance.now();
    const printed: Printed[] = [];
    setRun({ phase: 'running', printed: [], startedAt });
    // Lines reach the page once a frame, however fast the program prints them.
    let frame: number | undefined;
    let ended = false;
    const end = (phase: Exclude<RunState['phase'], 'running'>, error?: string) => {
      if (ended) return;
      ended = true;
      worker.terminate();
      URL.revokeObjectURL(scriptUrl);
      clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      stop.current = undefined;
      setRun({
        phase,
        printed: [...printed],
        startedAt,
        endedAt: performance.now(),
        ...(error === undefined ? {} : { error }),
      });
    };
    const timer = setTimeout(() => end('timed out'), timeLimitMs);
    stop.current = end;
    worker.onmessage = ({ data }: MessageEvent<RunnerMessage>) => {
      if (ended) return;
      if (data.kind === 'print') {
        printed.push({ text: data.text, stream: data.stream });
        if (printed.length > lineLimit) return end('too long');
        frame ??= requestAnimationFrame(() => {
          frame = undefined;
          if (!ended) setRun({ phase: 'running', printed: [...printed], startedAt });
        });
      } else if (data.kind === 'done') {
        end('finished');
      } else {
        const line = programLine(data.stack, scriptUrl);
        end('threw', line === undefined ? data.error : `${data.error} (line ${line})`);
      }
    };
    // A script that does not parse, or a runtime that does not load.
    worker.onerror = (event) => {
      event.preventDefault();
      end('threw', event.message || 'The worker could not start.');
    };
  };

  const showEditor = async () => {
    setEditing(true);
    if (source !== undefined) return;
    try {
      const loaded = program ?? (await loadProgram());
      setProgram(loaded);
      setSource(loaded.source);
    } catch (error) {
      setProblem(`The program could not be loaded: ${String(error)}`);
    }
  };

  // Do what the click that loaded this component asked for, once.
  const firstDone = useRef(false);
  useEffect(() => {
    if (firstDone.current) return;
    firstDone.current = true;
    (focused === 'run' ? runButton : focused === 'edit' ? editButton : undefined)?.current?.focus();
    void (firstAction === 'run' ? start() : showEditor());
  }, []);

  const running = run?.phase === 'running';
  const pageBlocks = program?.output ?? [];
  const blocks = run === undefined ? [] : outputByBlock(run.printed, pageBlocks);
  const edited = program !== undefined && source !== undefined && source !== program.source;

  return (
    <RunnerFrame example={example}>
      <div className="program-runner__buttons">
        {/* One button whose label follows the run, so that it keeps the keyboard's focus. */}
        <button
          ref={runButton}
          type="button"
          className="button button--primary"
          onClick={() => (running ? stop.current?.('stopped') : void start())}
        >
          {running
            ? 'Stop'
            : run === undefined
              ? 'Run in your browser'
              : example
                ? 'Run again from a fresh Mem'
                : 'Run again from an empty Mem'}
        </button>
        <button
          ref={editButton}
          type="button"
          className="button button--secondary"
          aria-expanded={editing}
          aria-controls={editing ? editorId : undefined}
          onClick={() => (editing ? setEditing(false) : void showEditor())}
        >
          {example ? 'Edit the example' : 'Edit the program'}
        </button>
      </div>
      <p className={styles.status} role="status">
        {problem ??
          (run === undefined ? '' : summary(run, example ? undefined : pageBlocks.flat().length))}
      </p>
      {editing && source !== undefined && (
        <div id={editorId} className={styles.editor}>
          <label htmlFor={`${editorId}-text`}>
            {example ? 'The example' : "The page's program, every block in order"}
            {edited ? ' (edited)' : ''}
          </label>
          <textarea
            id={`${editorId}-text`}
            value={source}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            rows={16}
            onChange={(event) => setSource(event.target.value)}
          />
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={!edited}
            onClick={() => program !== undefined && setSource(program.source)}
          >
            Reset to the page's text
          </button>
        </div>
      )}
      {example && run !== undefined && run.printed.length > 0 && (
        <Output lines={run.printed.map((line) => ({ ...line, differs: false }))} />
      )}
      {slots.map((slot, index) => {
        const lines = blocks[index];
        return lines === undefined || (lines.length === 0 && !running)
          ? null
          : createPortal(<Output lines={lines} />, slot, `output-${index}`);
      })}
    </RunnerFrame>
  );
}

/** What the run printed for one step, each line that differs from the page's marked. */
function Output({ lines }: { lines: PrintedLine[] }): ReactNode {
  return (
    <figure className={styles.output}>
      <figcaption className={styles.outputTitle}>Printed in your browser</figcaption>
      {/* Focusable, as a region that may scroll sideways must be for the keyboard. */}
      <pre tabIndex={0} className={styles.outputLines}>
        {lines.map((line, index) => (
          <span
            key={index}
            className={
              line.stream === 'err' ? styles.stderr : line.differs ? styles.differs : undefined
            }
          >
            {line.text}
            {line.differs && (
              <span className={styles.visuallyHidden}> (differs from the page)</span>
            )}
            {line.stream === 'err' && (
              <span className={styles.visuallyHidden}> (error output)</span>
            )}
            {'\n'}
          </span>
        ))}
      </pre>
    </figure>
  );
}
