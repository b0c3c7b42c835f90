// Lighthouse, as a reader on a mid-range phone (the mobile preset: simulated slow 4G and a
// 4× slower CPU) and on a desktop sees each page, `runs` times, each from an empty cache, in one
// Chromium that Lighthouse drives. Each figure is the median of the runs; the performance score
// and the blocking time are also kept at their worst run, since a page must score well in every
// run, not only in most.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@memai-sdk/scripts/chromium';
import { median } from './median.mjs';

/** @type {Record<string, import('lighthouse').Config | undefined>} */
export const presets = { mobile: undefined, desktop: desktopConfig };
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run of a page: the four category scores (0-100), LCP and TBT in milliseconds,
 * CLS, the bytes the page transferred, and the failed audits that cost a category points, as
 * `category: audit`.
 * @typedef {object} LighthouseRun
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} best-practices
 * @property {number} seo
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} transferBytes
 * @property {number} benchmarkIndex Lighthouse's measure of the host's CPU speed as the run
 *   started (higher is faster). Its mobile preset's 4× slowdown is meant for a host of about
 *   1500-2000; on a slower one, the simulated phone is slower than a mid-range phone.
 * @property {Record<string, number>} mainThreadMs The main thread's busy time while loading, in
 *   milliseconds of the simulated device, by Lighthouse's kinds of work ("Script Evaluation",
 *   "Style & Layout"…).
 * @property {Record<string, number>} scriptMs The main thread's time running, parsing and
 *   compiling each script, by file name, for the scripts Lighthouse lists (those over its
 *   threshold).
 * @property {string[]} failed
 */

/**
 * The figures of a run that are one number.
 * @typedef {Exclude<keyof LighthouseRun, 'failed' | 'mainThreadMs' | 'scriptMs'>} NumericFigure
 */

/**
 * A page's figures over its runs: each the median (of each kind of work, and each script, for
 * `mainThreadMs` and `scriptMs`), except `failed`, every audit that failed in some run, and
 * `lowestPerformance` and `highestTbtMs`, the worst run's.
 * @typedef {LighthouseRun & { lowestPerformance: number, highestTbtMs: number }} LighthouseFigures
 */

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
function category(lhr, id) {
  const found = lhr.categories[id];
  if (found === undefined) throw new Error(`Lighthouse reported no ${id} category`);
  return found;
}

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
function auditResult(lhr, id) {
  const found = lhr.audits[id];
  if (found === undefined) throw new Error(`Lighthouse reported no ${id} audit`);
  return found;
}

/**
 * A category's score out of 100; a category Lighthouse could not score counts as 0.
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
const score = (lhr, id) => Math.round((category(lhr, id).score ?? 0) * 100);

/**
 * An audit's measurement; NaN, which results.json holds as null, when it has none.
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
const numericValue = (lhr, id) => auditResult(lhr, id).numericValue ?? NaN;

/**
 * An audit's table, as `[name, milliseconds]` pairs read from two of its columns.
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 * @param {string} nameKey
 * @param {string} msKey
 * @returns {Record<string, number>}
 */
function tableOf(lhr, id, nameKey, msKey) {
  const { details } = auditResult(lhr, id);
  if (details?.type !== 'table') throw new Error(`Lighthouse's ${id} audit has no table`);
  /** @type {Record<string, number>} */
  const rows = {};
  for (const item of details.items) {
    const name = item[nameKey];
    const ms = item[msKey];
    if (typeof name !== 'string' || typeof ms !== 'number') continue;
    rows[name] = (rows[name] ?? 0) + ms;
  }
  return rows;
}

/** A script's file name, which tells the reader which chunk it is; a page's path, for the page. */
const fileName = (/** @type {string} */ url) => {
  const { pathname } = new URL(url);
  return pathname.split('/').pop() || pathname;
};

/**
 * @param {import('lighthouse').Result} lhr
 * @returns {LighthouseRun}
 */
function figures(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    'best-practices': score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    // Everything the visit downloaded, as sent (compressed), what loads at idle included.
    transferBytes: numericValue(lhr, 'total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThreadMs: tableOf(lhr, 'mainthread-work-breakdown', 'groupLabel', 'duration'),
    scriptMs: Object.fromEntries(
      Object.entries(tableOf(lhr, 'bootup-time', 'url', 'total')).flatMap(([url, ms]) =>
        // Lighthouse's "Unattributable" row has no address.
        URL.canParse(url) ? [[fileName(url), ms]] : [],
      ),
    ),
    // Why a category fell short of 100: the failed audits that weigh on its score.
    failed: categories.flatMap((id) =>
      category(lhr, id)
        .auditRefs.filter((ref) => ref.weight > 0 && (auditResult(lhr, ref.id).score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
}

/**
 * Each key's median over the runs, a run without the key counting as 0.
 * @param {Array<Record<string, number>>} runs
 * @returns {Record<string, number>}
 */
function medianByKey(runs) {
  const keys = new Set(runs.flatMap((run) => Object.keys(run)));
  return Object.fromEntries(
    [...keys].map((key) => [key, median(runs.map((run) => run[key] ?? 0))]),
  );
}

/** Attempts before giving up on a page: Lighthouse now and then fails to record a trace. */
const attempts = 3;

/**
 * @param {number} port Chromium's debugging port.
 * @param {string} url
 * @param {import('lighthouse').Config | undefined} config
 * @returns {Promise<import('lighthouse').Result>}
 */
async function audit(port, url, config) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: categories },
      config,
    );
    if (result === undefined) throw new Error(`Lighthouse on ${url} returned no result`);
    const { lhr } = result;
    if (lhr.runtimeError === undefined) return lhr;
    if (attempt === attempts) {
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    }
    console.warn(`Lighthouse on ${url} failed (${lhr.runtimeError.code}); running it again.`);
  }
}

/**
 * Runs every preset `runs` times on each page; returns each page's figures by preset, then by
 * path.
 * @param {string} origin
 * @param {string[]} paths
 * @param {number} runs
 * @returns {Promise<Record<string, Record<string, LighthouseFigures>>>}
 */
export async function measureLighthouse(origin, paths, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    logLevel: 'silent',
  });
  try {
    /** @type {Record<string, Record<string, LighthouseFigures>>} */
    const results = {};
    for (const [preset, config] of Object.entries(presets)) {
      /** @type {Record<string, LighthouseFigures>} */
      const byPath = {};
      results[preset] = byPath;
      for (const path of paths) {
        const url = origin + path;
        /** @type {LighthouseRun[]} */
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          samples.push(figures(await audit(chrome.port, url, config)));
        }
        /** @type {(key: NumericFigure) => number[]} */
        const every = (key) => samples.map((sample) => sample[key]);
        /** @type {(key: NumericFigure) => number} */
        const medianOf = (key) => median(every(key));
        byPath[path] = {
          performance: medianOf('performance'),
          accessibility: medianOf('accessibility'),
          'best-practices': medianOf('best-practices'),
          seo: medianOf('seo'),
          lcpMs: medianOf('lcpMs'),
          tbtMs: medianOf('tbtMs'),
          cls: medianOf('cls'),
          transferBytes: medianOf('transferBytes'),
          benchmarkIndex: medianOf('benchmarkIndex'),
          mainThreadMs: medianByKey(samples.map((sample) => sample.mainThreadMs)),
          scriptMs: medianByKey(samples.map((sample) => sample.scriptMs)),
          lowestPerformance: Math.min(...every('performance')),
          highestTbtMs: Math.max(...every('tbtMs')),
          failed: [...new Set(samples.flatMap((s) => s.failed))],
        };
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}
