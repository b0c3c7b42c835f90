// Asks the browser to compile every function of the page's entry scripts (the bundler's runtime
// and the main bundle) as they download, on a thread of its own, instead of on the page's thread
// the first time each is called. It replaces nothing upstream: it adds a line to the scripts that
// the Rspack build of Docusaurus 3.7.0 names runtime~main and main.
// - V8 compiles a script's top level as it streams in, but each function only when first called.
//   The main bundle is React DOM, the router and the theme, and nearly all of it runs as a page
//   loads and hydrates: compiling it then took a quarter to a third of the page's longest tasks,
//   at Lighthouse's 4x CPU slowdown.
// - A script whose first line is `//# allFunctionsCalledOnLoad` is compiled whole in the
//   background (Chromium 136 and later; other engines ignore the comment). With it, evaluating the
//   main bundle's modules before hydration took 135 ms instead of 225 ms at 4x on /search (medians
//   of 4 loads each).
// - Only the entry scripts: page and search code is compiled as V8 chooses, since much of it runs
//   only when a reader uses it.
// Measured 2026-11-28 (npm run bench:ablation, ../README.md): 9.7-20 % of the main
// thread's time on every page measured.
import type { Plugin } from '@docusaurus/types';
import { browserBundlePlugin } from '../browser-bundle-plugin';

/** V8's explicit compile hint for a whole script. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** The entry scripts, by their output paths. */
const entryScripts = /^assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/;

export default function eagerCompilePlugin(): Plugin {
  return browserBundlePlugin('eager-compile', (bundler) => [
    new bundler.BannerPlugin({
      banner: compileHint,
      raw: true,
      include: entryScripts,
      // After the minimizer, which drops comments.
      stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }),
  ]);
}
