// Runs the test command's steps, each as soon as the steps it needs have ended: one that works
// the processor at a time, and beside it those that mostly wait on the network (installing
// packages, the audit). Two heavy steps side by side took longer than one after the other on a
// 2-core host that hands out fresh memory slowly (the site build and lint 142 s against 110;
// the unit tests beside the browser tests 35 minutes against 27), and tests that wait for a
// process or a timer failed there. Each step's output goes to a log file of its own as it comes
// (`tail -f` shows a step live) and is printed whole when the step ends, so that lines of two
// steps never mix.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

/**
 * A step: a command, run from `cwd` with `env` added, once every step in `needs` has ended (a
 * step that failed still counts as ended: the steps after it run, so that one report shows
 * everything that is broken).
 * @typedef {object} Step
 * @property {string} id Short, for `needs` and for the log's file name.
 * @property {string} name What the step checks, as the summary shows it.
 * @property {[string, ...string[]]} command The program, then its arguments.
 * @property {string[]} [needs]
 * @property {string} [cwd]
 * @property {Record<string, string>} [env]
 * @property {string} [report] The runner's JSON report, whose tests the totals count.
 * @property {'vitest' | 'playwright'} [runner] Whose report it is; Vitest's by default.
 * @property {boolean} [counts] Count the step itself as one check.
 * @property {boolean} [light] It mostly waits on the network, so it runs beside the others.
 * @property {number} [skippedStatus] The exit code by which it says it could not run here.
 */

/**
 * @typedef {object} StepResult
 * @property {Step} step
 * @property {number | null} status The exit code; null when a signal ended it.
 * @property {number} startMs When it started, from the start of the run.
 * @property {number} ms How long it ran.
 */

/**
 * Runs `steps`, starting ready steps in the order they are listed.
 * @param {Step[]} steps
 * @param {{ logDir: string }} options
 * @returns {Promise<StepResult[]>} In the order of `steps`.
 */
export async function runSteps(steps, { logDir }) {
  checkNeeds(steps);
  const runStart = performance.now();
  /** @type {Map<string, StepResult>} */
  const ended = new Map();
  /** @type {Set<string>} */
  const started = new Set();

  await new Promise((resolve) => {
    let heavyRunning = false;
    const startReady = () => {
      for (const step of steps) {
        if (started.has(step.id) || !(step.needs ?? []).every((id) => ended.has(id))) continue;
        if (!step.light && heavyRunning) continue;
        started.add(step.id);
        if (!step.light) heavyRunning = true;
        runStep(step, join(logDir, `${step.id}.log`), runStart).then((result) => {
          ended.set(step.id, result);
          if (!step.light) heavyRunning = false;
          if (ended.size === steps.length) resolve(undefined);
          else startReady();
        });
      }
    };
    startReady();
  });
  return steps.map((step) => /** @type {StepResult} */ (ended.get(step.id)));
}

/**
 * The mark of a step's outcome: ✓ passed, – could not run here, ✗ failed.
 * @param {Step} step
 * @param {number | null} status
 */
export function mark(step, status) {
  if (status === 0) return '✓';
  return status !== null && status === step.skippedStatus ? '–' : '✗';
}

/**
 * @param {Step} step
 * @param {string} logPath
 * @param {number} runStart
 * @returns {Promise<StepResult>}
 */
function runStep(step, logPath, runStart) {
  const startMs = performance.now() - runStart;
  console.log(`▶ ${clock(startMs)} ${step.name} (output: ${logPath})`);
  const log = createWriteStream(logPath);
  /** @type {Buffer[]} */
  const output = [];
  const child = spawn(step.command[0], step.command.slice(1), {
    cwd: step.cwd,
    env: { ...process.env, ...step.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      output.push(chunk);
      log.write(chunk);
    });
  }
  return new Promise((resolve) => {
    let done = false;
    /** @param {number | null} status */
    const end = (status) => {
      if (done) return;
      done = true;
      const ms = performance.now() - runStart - startMs;
      log.end();
      process.stdout.write(`\n━━ ${step.name}\n\n`);
      process.stdout.write(Buffer.concat(output));
      console.log(`\n${mark(step, status)} ${clock(startMs + ms)} ${step.name}: ${duration(ms)}\n`);
      resolve({ step, status, startMs, ms });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`Could not run ${step.command.join(' ')}: ${error.message}\n`));
      end(null);
    });
    child.on('close', (code) => end(code));
  });
}

/**
 * Fails at once on a step that needs a step not listed before it: it would wait forever.
 * @param {Step[]} steps
 */
function checkNeeds(steps) {
  /** @type {Set<string>} */
  const listed = new Set();
  for (const step of steps) {
    for (const id of step.needs ?? []) {
      if (!listed.has(id))
        throw new Error(`Step ${step.id} needs ${id}, which is not listed before it.`);
    }
    listed.add(step.id);
  }
}

/**
 * A time as minutes and seconds, `12:05`.
 * @param {number} ms
 */
export function clock(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A duration for people: `45.2 s` or `3 min 12 s`.
 * @param {number} ms
 */
export function duration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
