// Part of deploy/prepare-build.mjs, which runs after every website build: has each page run its
// entry scripts (the bundler's runtime, then the main bundle) once the browser has put the
// server-rendered page on the screen, instead of as `defer` scripts, which run as soon as the
// stylesheet has arrived.
// - When their download had finished by then, the browser evaluated the main bundle and hydrated
//   the page before painting it, and the first paint waited for all that work. Lighthouse then
//   counted the page's scripts and chunks as holding up its largest paint: on one build, mobile
//   runs of a guide measured it at 1.9 s in some runs and at 2.6 s in others.
// - They run once that first frame is on the screen, not merely drawn: a script started between
//   the two still counted, in Lighthouse's estimate, as holding up the largest paint. Mobile runs
//   of /search?q=client put it at 1.7-2.0 s in 3 or 4 runs of every 8 and at 1.0-1.3 s in the
//   others; run once the frame is on the screen, at 1.1-1.3 s in all 8.
// - The scripts still download from the start, at the low priority deferred scripts get
//   (`preload` links), so only running them waits, for a frame or so. A page that draws no
//   frames, as in a background tab, runs them at once. Without JavaScript nothing changes.
// Done here rather than in Docusaurus's page template (its `ssrTemplate` setting) because every
// page's code carries the site's whole config, a template in it included (0.5 KB gzip).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A deferred script as Docusaurus writes it into a page's head, after minifying the page. */
const deferredScript = /<script src=("?)([^"\s>]+)\1 defer><\/script>/g;

/** @typedef {{ src: string, async: boolean }} PageScript */
/**
 * What the runner uses of the page's window, which it is given (this workspace is type-checked
 * for Node, not for a browser).
 * @typedef {object} PageWindow
 * @property {{ hidden: boolean, head: { append(script: PageScript): void },
 *   createElement(tag: 'script'): PageScript }} document
 * @property {(callback: () => void) => unknown} requestAnimationFrame
 * @property {(callback: () => void) => unknown} setTimeout
 * @property {PaintObserverConstructor} [PerformanceObserver] Absent from old browsers.
 */
/**
 * The part of the window's `PerformanceObserver` the runner uses.
 * @typedef {{
 *   new (callback: (entries: unknown, observer: { disconnect(): void }) => void): {
 *     observe(options: { type: 'paint', buffered: boolean }): void,
 *   },
 *   supportedEntryTypes?: readonly string[],
 * }} PaintObserverConstructor
 */

/**
 * Adds the scripts in their order once the first frame is on the screen; runs in the page, as its
 * text, so its comments are up here, and is written for every browser the site supports, with no
 * syntax newer than they all read. A script added by a script runs as soon as it arrives unless
 * `async` is turned off; off, they run in the order added, as deferred scripts do.
 * - A browser that times paints reports the first one once its frame is on the screen; the
 *   observer hears of it then, or at once if it came before the observer did.
 * - Elsewhere, a frame callback's timeout: the frame callback runs as the frame is drawn; the
 *   timeout, once it has been.
 * @param {string[]} addresses
 * @param {PageWindow} page
 */
export function runAfterFirstFrame(addresses, page) {
  const run = () => {
    for (const address of addresses) {
      const script = page.document.createElement('script');
      script.src = address;
      script.async = false;
      page.document.head.append(script);
    }
  };
  const Observer = page.PerformanceObserver;
  if (page.document.hidden) run();
  else if (Observer && (Observer.supportedEntryTypes || []).includes('paint')) {
    new Observer((entries, observer) => {
      observer.disconnect();
      run();
    }).observe({ type: 'paint', buffered: true });
  } else page.requestAnimationFrame(() => page.setTimeout(run));
}

/**
 * The page with its deferred scripts preloaded instead, and run by an inline script at the end
 * of its body; a page without deferred scripts comes back as it is.
 * @param {string} html
 * @returns {string}
 */
export function runScriptsAfterFirstFrame(html) {
  const addresses = [...html.matchAll(deferredScript)].map(([, , address = '']) => address);
  if (addresses.length === 0) return html;
  const preloaded = html.replace(
    deferredScript,
    (_, quote, address) =>
      `<link rel=preload as=script fetchpriority=low href=${quote}${address}${quote}>`,
  );
  // `<` escaped, so that no address can end the script early.
  const list = JSON.stringify(addresses).replace(/</g, '\\u003c');
  const runner = `<script>(${runAfterFirstFrame.toString()})(${list}, window)</script>`;
  const bodyEnd = preloaded.lastIndexOf('</body>');
  return bodyEnd === -1
    ? preloaded + runner
    : preloaded.slice(0, bodyEnd) + runner + preloaded.slice(bodyEnd);
}

/**
 * Rewrites every HTML page under `buildDir` that has deferred scripts.
 * @param {string} buildDir
 * @returns {Promise<number>} How many pages it rewrote.
 */
export async function runPageScriptsAfterFirstFrame(buildDir) {
  const pages = (await readdir(buildDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
  let rewritten = 0;
  for (const page of pages) {
    const html = await readFile(page, 'utf8');
    const changed = runScriptsAfterFirstFrame(html);
    if (changed === html) continue;
    await writeFile(page, changed);
    rewritten += 1;
  }
  return rewritten;
}
