// Lighthouse, as a reader on a mid-range phone (the mobile preset: simulated slow 4G and a
// 4× slower CPU) and on a desktop sees each page. Every figure is the median of `runs` runs,
// each from an empty cache, in one Chromium that Lighthouse drives.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { median } from './median.mjs';

export const presets = { mobile: undefined, desktop: desktopConfig };
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function figures(lhr) {
  return {
    ...Object.fromEntries(categories.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    // Why a category fell short of 100: the failed audits that weigh on its score.
    failed: categories.flatMap((id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
}

/** Attempts before giving up on a page: Lighthouse now and then fails to record a trace. */
const attempts = 3;

async function audit(port, url, config) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: categories },
      config,
    );
    if (lhr.runtimeError === undefined) return lhr;
    if (attempt === attempts) {
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    }
    console.warn(`Lighthouse on ${url} failed (${lhr.runtimeError.code}); running it again.`);
  }
}

/** Runs every preset `runs` times on each page; returns medians by preset, then by path. */
export async function measureLighthouse(origin, paths, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    logLevel: 'silent',
  });
  try {
    const results = {};
    for (const [preset, config] of Object.entries(presets)) {
      results[preset] = {};
      for (const path of paths) {
        const url = origin + path;
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          samples.push(figures(await audit(chrome.port, url, config)));
        }
        const numeric = Object.keys(samples[0]).filter((key) => key !== 'failed');
        results[preset][path] = {
          ...Object.fromEntries(numeric.map((key) => [key, median(samples.map((s) => s[key]))])),
          failed: [...new Set(samples.flatMap((s) => s.failed))],
        };
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}
