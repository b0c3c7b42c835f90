// How far a long command (export, import) has got, on stderr: a bar with counts and the time
// left on a terminal; elsewhere (a log, CI) one line per thousand notes, which stays readable.
import type { SingleBar } from 'cli-progress';
import { tell } from './output.js';
import { io } from './run.js';

/** Lines are this many notes apart when stderr is not a terminal. */
const lineEvery = 1000;

export interface Progress {
  /** Sets how many notes the command expects to handle in all. */
  total(count: number): void;
  /** Counts `count` more notes as handled. */
  advance(count?: number): void;
  /** A short status beside the bar (a wait for Mem's rate limit), or a line elsewhere. */
  status(text: string): void;
  /** Ends the bar, leaving its last state on screen. */
  stop(): void;
}

/** Progress of `verb` (`Exported`, `Imported`) over notes. */
export async function startProgress(verb: string): Promise<Progress> {
  const { stderr } = io();
  if (stderr.isTTY !== true) return lines(verb);
  // Loaded only on a terminal: scripts and tests never pay for it.
  const { default: cliProgress } = await import('cli-progress');
  const bar = new cliProgress.SingleBar(
    {
      stream: stderr as NodeJS.WriteStream,
      format: `${verb} {value}/{total} notes [{bar}] {percentage}% | {eta_formatted} left {status}`,
      hideCursor: true,
      etaBuffer: 200,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(0, 0, { status: '' });
  return onBar(bar);
}

function onBar(bar: SingleBar): Progress {
  return {
    total: (count) => bar.setTotal(count),
    advance: (count = 1) => bar.increment(count, { status: '' }),
    status: (text) => bar.update({ status: text }),
    stop: () => bar.stop(),
  };
}

function lines(verb: string): Progress {
  let done = 0;
  let expected = 0;
  return {
    total: (count) => void (expected = count),
    advance: (count = 1) => {
      const before = Math.floor(done / lineEvery);
      done += count;
      if (Math.floor(done / lineEvery) > before) {
        tell(`${verb} ${done}${expected > 0 ? ` of ${expected}` : ''} notes`);
      }
    },
    status: (text) => tell(text),
    stop: () => undefined,
  };
}
