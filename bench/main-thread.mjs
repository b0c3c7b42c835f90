// The CPU time a page's load costs the browser's main threads, as the kernel counts it: each
// renderer process's main thread (its first, whose id is the process's) has its time on a CPU in
// /proc/<pid>/task/<pid>/schedstat, in nanoseconds. Unlike a trace under Lighthouse's CPU
// slowdown, this does not scale the host's stalls (such as slow first touches of memory), so it
// moves little from run to run, and it counts all of the work, not only long tasks.
//
// A page loads in a fresh browser context, so that nothing is cached, at a phone's size (as
// Lighthouse's mobile runs). The context first opens a small file of the same origin, so that its
// renderer process has started before the count does; what is counted is the page's load, its
// hydration and the work that follows until the network has been idle for half a second.
import { readdirSync, readFileSync } from 'node:fs';

/** Lighthouse's mobile screen: a mid-range phone. */
export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * The processes descended from this one: Chromium's renderers are among them.
 * @returns {number[]}
 */
function descendants() {
  /** @type {Map<number, number>} pid → parent pid */
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command's name, in parentheses, may hold spaces: the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const ours = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!ours.has(pid) && ours.has(parent)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  ours.delete(process.pid);
  return [...ours];
}

/**
 * Whether `pid` is a renderer of pages. Chromium's own interface (headless too) has one of its
 * own, busy while pages load: it is not counted.
 * @param {number} pid
 */
function isPageRenderer(pid) {
  try {
    // Chromium rewrites its processes' command lines as one string, the arguments between spaces.
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\s\0]/);
    return args.includes('--type=renderer') && !args.includes('--top-chrome-webui');
  } catch {
    return false;
  }
}

/**
 * Each renderer's main thread's time on a CPU so far, in nanoseconds, by process.
 * @returns {Map<number, number>}
 */
function rendererMainThreadNs() {
  /** @type {Map<number, number>} */
  const times = new Map();
  for (const pid of descendants()) {
    if (!isPageRenderer(pid)) continue;
    try {
      const [onCpu] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ');
      times.set(pid, Number(onCpu));
    } catch {
      // The process ended meanwhile.
    }
  }
  return times;
}

/**
 * Loads `origin + path` once and returns the main-thread CPU time it took, in milliseconds.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} path
 * @returns {Promise<number>}
 */
export async function mainThreadMs(browser, origin, path) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    const before = rendererMainThreadNs();
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    // The page's renderer is the one that worked most (the others wait as spares); one that
    // started meanwhile counts from its start.
    let ns = 0;
    for (const [pid, after] of rendererMainThreadNs()) {
      ns = Math.max(ns, after - (before.get(pid) ?? 0));
    }
    return ns / 1e6;
  } finally {
    await context.close();
  }
}

/**
 * A copy of `items` in a random order (Fisher-Yates).
 * @template T
 * @param {readonly T[]} items
 * @returns {T[]}
 */
function shuffled(items) {
  const copy = [...items];
  for (let at = copy.length - 1; at > 0; at -= 1) {
    const other = Math.floor(Math.random() * (at + 1));
    [copy[at], copy[other]] = /** @type {[T, T]} */ ([copy[other], copy[at]]);
  }
  return copy;
}

/**
 * Loads each page in every build, `rounds` times, and returns each load's main-thread time in
 * milliseconds, by build label and then by page. Within a round, each page is loaded in every
 * build in a new random order: a browser's loads drift over a round (a first run that rotated the
 * order had the build that mostly loaded last come out ahead of nearly every other), so no build
 * may keep a place in it.
 * @param {import('@playwright/test').Browser} browser
 * @param {Array<{ label: string, origin: string }>} builds
 * @param {readonly string[]} pages
 * @param {number} rounds
 * @param {(round: number) => void} [onRound] Told as each round starts, from 0.
 * @returns {Promise<Map<string, Map<string, number[]>>>}
 */
export async function mainThreadRounds(browser, builds, pages, rounds, onRound) {
  /** @type {Map<string, Map<string, number[]>>} */
  const times = new Map(
    builds.map(({ label }) => [label, new Map(pages.map((page) => [page, []]))]),
  );
  for (let round = 0; round < rounds; round += 1) {
    onRound?.(round);
    for (const page of pages) {
      for (const { label, origin } of shuffled(builds)) {
        times
          .get(label)
          ?.get(page)
          ?.push(await mainThreadMs(browser, origin, page));
      }
    }
  }
  return times;
}
