// What the bench's findings say of each target, kept by hand: what limits it, and a table of
// every change tried for it, kept or dropped, with what it measured. bench/report.mjs prints them
// in bench/RESULTS.md under the tables of figures.

/**
 * One change tried for a target: a row of its table in bench/RESULTS.md.
 * @typedef {object} Attempt
 * @property {string} change What was changed, and where.
 * @property {string} date When it was measured or made: YYYY-MM-DD, `before YYYY-MM-DD`, or `–`.
 * @property {boolean} kept Whether the site still has it.
 * @property {string} effect What it did, with the figures: "with it vs without it" unless it says
 *   otherwise. One line, short.
 * @property {string} runs How many Lighthouse runs, page loads or fresh pages each figure is
 *   from, or `–`.
 */

/**
 * What is known about one target.
 * @typedef {object} Finding
 * @property {string} limits What holds the target's figure where it is: one to four short
 *   sentences with the key figures.
 * @property {string} [metBy] What made the target met, shown above `limits` when it is met.
 * @property {Attempt[]} attempts Every change tried for it, kept or dropped, about in the order
 *   they were tried; a change described under another target gets a short row naming it.
 */

// Per target, keyed by the id targets() gives it: what limits it, and a table of every change
// tried for it, kept or dropped, with what it measured. report() prints them under the tables for
// every target, met or missed, so a run that meets a target keeps the record of how; the notes on
// measuring come once, before them. Kept by hand, not computed: add a row for each change tried,
// and update the text and figures when the site changes. A date is when the change was measured,
// or when it was committed where the measurement gave none.
/** @type {Record<string, Finding>} */
export const findings = {
  performance: {
    limits:
      'Total blocking time and LCP under the mobile preset (simulated slow 4G, 4× slower ' +
      'CPU) cost the points, and on this host the pages miss 98 even with every script ' +
      'taken out (72-92, see the notes on measuring). ' +
      "The long tasks left are the main bundle's evaluation and React's commit of the " +
      'hydrated page with its effects (React hydrates in slices but commits in one task): ' +
      '90-170 ms each on the simulated phone, plus one or two tasks of 80-140 ms that ' +
      "Lighthouse puts down to the page's HTML (194 KB) or to no script. " +
      'The commit, its effects and the layout they read take 100-350 ms in the 4× slowdown. ' +
      "The JS left is mostly React DOM (53 KB gzip) and Docusaurus's client.",
    attempts: [
      {
        change:
          "Less JS: Rspack and SWC, modern browser targets, Prism with only the docs' " +
          'languages, code blocks hydrated from the HTML, search code loaded on use',
        date: 'before 2026-11-26',
        kept: true,
        effect: 'Prism alone 20 KB gzip less; see the first-visit JS target',
        runs: '–',
      },
      {
        change: 'Gzip copies served as is',
        date: '2026-11-21',
        kept: true,
        effect: '–',
        runs: '–',
      },
      {
        change: 'No layout shift',
        date: 'before 2026-11-26',
        kept: true,
        effect: '–',
        runs: '–',
      },
      {
        change:
          'Page scripts run a frame after the first paint instead of as deferred scripts; their ' +
          'download still starts with the page (downloaded before the stylesheet, they had run ' +
          'and hydrated before the paint, counted against LCP)',
        date: '2026-11-23',
        kept: true,
        effect:
          "guide: median perf 99 vs 97, TBT 95 vs 166 ms, no run's LCP at 2.6 s; /docs/intro, " +
          '/blog, MemClient: 99-100 vs 98-100',
        runs: 'guide 8 runs with, 7 without, alternating; others 5 runs each',
      },
      {
        change:
          "Skip the code blocks' check of whether they scroll sideways (it reads layout while " +
          'hydrating)',
        date: '2026-11-23',
        kept: false,
        effect: 'TBT 142-233 ms without the check vs 146-216 ms with it',
        runs: '4 runs each, alternating',
      },
      {
        change:
          "Code blocks' scroll check and the navbar's height measurement both taken out of a " +
          'built copy (they force style and layout, some 50 ms of the simulated phone, in the ' +
          "guide's commit task)",
        date: '2026-11-23',
        kept: false,
        effect:
          'commit task 153-180 ms → about 125 ms, but the layout moved to a task of its own of ' +
          '70-78 ms, blocking as long; theme left as it is',
        runs: '–',
      },
      {
        change: 'content-visibility: auto on code blocks (off-screen ones not styled or laid out)',
        date: '2026-11-23',
        kept: false,
        effect: 'guide: style and layout about 380 vs 250 ms, TBT rose',
        runs: '4 runs each, alternating',
      },
      {
        change: 'PurgeCSS over the build (rules no built page or script names dropped), first try',
        date: '2026-11-23',
        kept: false,
        effect:
          'CSS 72 vs 86 KB raw; guide median TBT 125 vs 162 ms, perf 98.5 vs 96.5; but PurgeCSS ' +
          "8 dropped :where() rules the site uses (Infima's hover colours of the home page's " +
          'buttons)',
        runs: '8 runs each, alternating',
      },
      {
        change: 'PurgeCSS again, every rule with :where() or :is() kept',
        date: '2026-11-23',
        kept: false,
        effect:
          'CSS 74 vs 86 KB raw; guide gained nothing: median perf 96.5 vs 98, TBT 166 vs 149 ms',
        runs: '6 runs each, alternating',
      },
      {
        change:
          'Page scripts wait for the first contentful paint (before the first frame held the ' +
          'content)',
        date: '2026-11-26',
        kept: false,
        effect:
          'all of hydration counted as blocking: TBT on / 371-501 vs 277-375 ms; perf 87-91 vs ' +
          '90-93',
        runs: '4 and 3 runs',
      },
      {
        change:
          "Site's own search page (website/src/theme/SearchPage): reads the query without " +
          'writing it into the address, renders results as a transition, lays out only those in ' +
          'view (content-visibility: auto)',
        date: '2026-11-26',
        kept: true,
        effect:
          '/search?q=client median perf 89 vs 74, TBT 434 vs 1276 ms (/ scored 89-93 beside ' +
          "them); the plugin's page rendered the whole site twice, then 100 results in one task " +
          'of some 350 ms of the simulated phone',
        runs: '5 runs each, alternating',
      },
      {
        change:
          'Main bundle evaluated in separate tasks: React DOM, routes, navbar, layout, ' +
          "Docusaurus's app (website/src/speed/client-entry/entry.ts)",
        date: '2026-11-26',
        kept: true,
        effect:
          'its one task of 300-460 ms (4× slowdown) → tasks of 30-80 ms; median TBT 139 ms vs ' +
          '231 ms on / (perf 98 vs 95); 370 vs 473 ms on /docs/intro (91 vs 88); 245 vs 239 ms ' +
          'on /search?q=client (95 vs 95; runs 93-259 vs 224-489 ms)' +
          "; kept after bench:ablation 2026-11-28, 15 loads each at a phone's size, no slowdown, main-thread CPU vs the whole site (/docs/intro, longest guide, MemClient, /search?q=client): +5.3, +2.9, +2.2, +5.6 % without it (/search?q=client +0.7 to +12.9 %), for 0.3 KB of JS",
        runs: '3 Lighthouse runs each, alternating; /docs/intro 4 and 5',
      },
      {
        change:
          'Code block renders once and changes its colours in place, for a dark-mode reader ' +
          'only (website/src/theme/CodeBlock); the theme mounted every block again after ' +
          'hydration (key={String(isBrowser)})',
        date: '2026-11-26',
        kept: true,
        effect:
          'guide, 4× slowdown: the commit task with every block rendered anew took 930-1000 ms; ' +
          'the longest task is now 160-280 ms',
        runs: '–',
      },
      {
        change:
          "Theme's two memoized objects sort their keys by code units instead of localeCompare, " +
          "whose first call builds the browser's collator",
        date: '–',
        kept: false,
        effect:
          "saves the collator's 60-90 ms of the simulated phone in the hydration of every docs " +
          'page and code block' +
          "; taken out on 2026-11-28: bench:ablation, 15 loads each at a phone's size, no slowdown, main-thread CPU vs the whole site (/docs/intro, longest guide, MemClient, /search?q=client): +4.6, +1.9, +2.2, +1.2 % without it, each within the spread (MemClient -0.5 to +10.6 %; a first run of 9 rounds in a rotating order had +6.9 %, +1.1 to +20.3 %); no JS",
        runs: '–',
      },
      {
        change:
          'Entry scripts compiled whole in the background as they download ' +
          '(website/src/speed/eager-compile/plugin.ts); V8 had compiled each function on first call',
        date: '2026-11-26',
        kept: true,
        effect:
          "lazy compiling was a quarter to a third of the longest tasks; main bundle's modules " +
          'evaluated in 135 vs 225 ms; median TBT 112 vs 179 ms on /search?q=client (perf 99 vs ' +
          '97), 132 vs 194 ms on / (98 vs 97)',
        runs: 'medians of 4 loads each; 5 Lighthouse runs each, alternating',
      },
      {
        change:
          "Infima's SVG data-URL icons drawn only where seen (website/src/css/custom.css): the " +
          "search box's magnifier, drawn twice (Infima's under the plugin's icon), drawn once; " +
          "the closed mobile menu's carets only while it is open or closing",
        date: '2026-11-26',
        kept: true,
        effect:
          "/search?q=client builds the logo's SVG document alone in 25-34 ms vs three in " +
          '135-162 ms (4× slowdown); summed task time over 50 ms after the first paint, median ' +
          '194 vs 304 ms on /search?q=client, 173 vs 269 ms on /',
        runs: '10 and 8 loads each, alternating',
      },
      {
        change:
          'useWindowSize as a transition (website/src/client/window-size.ts): the phone-width ' +
          're-render after hydration (mobile menu with the docs sidebar, navbar items) was one ' +
          'task',
        date: '2026-11-26',
        kept: false,
        effect:
          'that task was 90-120 ms in the 4× slowdown on /search?q=client; median TBT 117 vs ' +
          '174 ms there (perf 99 vs 97.5), 257 vs 512 ms on /docs/intro (94 vs 87)' +
          "; taken out on 2026-11-28: bench:ablation 2026-11-28, 15 loads each at a phone's size, no slowdown, main-thread CPU vs the whole site (/docs/intro, longest guide, MemClient, /search?q=client): +0.3, +4.0, -2.7, +0.4 % without it, each within the spread of the rounds; no JS",
        runs: '6 and 5 runs each, alternating',
      },
      {
        change:
          'Route components made when their route is first rendered or preloaded, not all some ' +
          '160 as the main bundle is evaluated, for the one or two routes a page renders ' +
          '(website/src/client/lazy-route-component.tsx)',
        date: '2026-11-26',
        kept: false,
        effect:
          'they were most of a 75-80 ms task (4× slowdown); busier host: median TBT 270 vs 295 ' +
          'ms on /search?q=client (worst 382 vs 517 ms), 401 vs 516 ms on /docs/intro' +
          "; taken out on 2026-11-28 (each made as the route list is evaluated again, as Docusaurus does): bench:ablation 2026-11-28, 15 loads each at a phone's size, no slowdown, main-thread CPU vs the whole site (/docs/intro, longest guide, MemClient, /search?q=client): without it and the route data, +4.5, +1.7, -0.3, -3.0 % and 4.6 KB more JS; without the route data alone, +2.5, +2.0, -9.4, +0.4 % and 4.7 KB: no gain of its own",
        runs: '5 and 4 runs each, alternating',
      },
      {
        change: 'The two rows above together, vs the build before either',
        date: '2026-11-26',
        kept: true,
        effect:
          'host busier still (CPU index 1046-1742): median TBT 219 vs 228 ms on ' +
          '/search?q=client (worst 385 vs 520 ms), 434 vs 432 ms on /docs/intro, within the ' +
          'spread; bench run of 18:27: /search?q=client median perf 96, lowest 91, worst TBT ' +
          '370 ms',
        runs: '5 and 4 runs each; bench run',
      },
      {
        change:
          "Docusaurus's flag that a page has hydrated (read by sidebar categories, colour mode " +
          'toggle, code blocks) set in a transition, first try',
        date: '2026-11-26',
        kept: false,
        effect:
          'no gain beyond the spread of medians: summed task time over 50 ms 320 vs 295 ms on ' +
          'MemClient, 113 vs 101 ms on /search?q=client; median TBT 199 vs 232 ms on ' +
          '/search?q=client, 380 vs 445 ms on /docs/intro',
        runs: '8 loads each; 5 and 4 Lighthouse runs each',
      },
      {
        change:
          "Two /search?q=client tasks split: React DOM's evaluation out of the task that " +
          "compiled the bundle (website/src/speed/client-entry/in-separate-tasks.ts); the search worker's " +
          'start (and index download) out of the effects task (SearchPage/useSearchResults.ts)',
        date: '2026-11-26',
        kept: true,
        effect:
          'the worker start was some 18 ms of that 40 ms task (no slowdown); slow host (CPU ' +
          'index 1041-1436): median TBT 272 vs 386 ms, perf 94 vs 90.5, worst 535 vs 527 ms',
        runs: '6 runs each, alternating',
      },
      {
        change:
          "useIsBrowser's flag turned as a transition (website/src/client/browser-context.tsx): " +
          'what reads it (colour mode toggle, themed logo, search box, code blocks) rendered ' +
          'and committed again in one task',
        date: '2026-11-26',
        kept: false,
        effect:
          'that task was some 55 ms (no slowdown); at 22:00 (CPU index 1051-1895): lowest perf ' +
          '98 vs 94, median TBT 82.5 vs 83.5 ms, worst 173 vs 296 ms' +
          "; taken out on 2026-11-28: bench:ablation 2026-11-28, 15 loads each at a phone's size, no slowdown, main-thread CPU vs the whole site (/docs/intro, longest guide, MemClient, /search?q=client): +6.1, -2.5, +2.2, -0.7 % without it, each within the spread (/docs/intro -6.9 to +22.5 %); no JS",
        runs: '12 runs each, alternating',
      },
      {
        change:
          'Search results rendered ten at a time, each batch committed in a task of its own, a ' +
          'result shown not rendered again (SearchPage/useInBatches.ts)',
        date: '2026-11-27',
        kept: true,
        effect: 'median TBT 80.5 vs 108.5 ms, worst 171 vs 182 ms, lowest perf 98 vs 97',
        runs: '8 runs each, alternating',
      },
      {
        change: 'Five search results to a batch',
        date: '2026-11-27',
        kept: false,
        effect:
          'twice as many tasks, still over 50 ms: median TBT 205.5 vs 98 ms (ten to a batch), ' +
          'worst 301 vs 257 ms',
        runs: '6 runs each, alternating',
      },
      {
        change:
          "First frame held until the theme's content wrapper is parsed (render-blocking link " +
          'rel=expect, website/docusaurus.config.ts); the phone had drawn the navbar alone, ' +
          'then laid out the content in a blocking task',
        date: '2026-11-27',
        kept: true,
        effect: '/search?q=client median TBT 64 vs 113 ms; again 88 vs 119 ms',
        runs: '6 runs each; 8 runs each; alternating',
      },
      {
        change:
          'Page scripts start once the browser reports the first paint, not a frame after it ' +
          '(deploy/page-scripts.mjs)',
        date: '2026-11-27',
        kept: true,
        effect:
          'they had held up LCP (1.7-2.0 s in 3 or 4 of every 8 runs of /search?q=client); on ' +
          '/, /docs/intro, /search?q=client: median perf 100, 98, 100 vs 99, 95, 100; TBT 15, ' +
          '170, 47 vs 23, 201, 57 ms; LCP 1.1 s on all three vs 1.3-2.0 s',
        runs: '5 runs each, alternating',
      },
      {
        change: 'Footer styled and laid out only as it nears the screen (content-visibility: auto)',
        date: '–',
        kept: false,
        effect:
          "the search page's footer is near at first, so its layout only moved after the first " +
          'paint: median TBT 64 vs 55.5 ms',
        runs: '8 runs each',
      },
      {
        change:
          "Docs page's content inside a Suspense boundary, hydrated after the rest of the page",
        date: '–',
        kept: false,
        effect: 'guide: TBT 66-103 vs 34-59 ms, perf 99-100 vs 100',
        runs: '5 runs each, alternating',
      },
      {
        change: "Each code line's tokens as inner HTML, one element per line, first try",
        date: '–',
        kept: false,
        effect:
          'TBT about 700 vs 150 ms: React set the HTML again for each new object, so every line ' +
          'was parsed anew; kept since 2026-11-27 with the object made once (row below)',
        runs: '–',
      },
      {
        change:
          'Token colours from a stylesheet instead of inline styles (inline styles removed from ' +
          'a built page)',
        date: '–',
        kept: false,
        effect: "no change beyond the runs' spread",
        runs: '–',
      },
      {
        change:
          'Mobile menu mounted when its button is pointed at, touched or focused, not once ' +
          'every page at phone width has hydrated',
        date: '–',
        kept: false,
        effect:
          '/search?q=client main thread as busy after the first paint (medians 1287 and 1223 ' +
          'ms, 4× slowdown); /docs/intro blocked as long',
        runs: '10 loads each',
      },
      {
        change:
          'Static content as HTML: each subtree with nothing interactive one element ' +
          '(website/src/speed/static-html/rehype.ts), each code line one element (CodeBlock/Line), ' +
          'made once per module or HTML',
        date: '2026-11-27',
        kept: true,
        effect:
          'elements hydrated: 1,152 vs 4,622 (longest guide), 1,117 vs 3,586 ' +
          '(reading-and-listing guide), 379 vs 739 (/docs/intro); guide chunk makes 218 vs 398. ' +
          'Slow host (TBT 600-1300 ms on both, morning run 131-461 ms): median TBT 931 vs 1016 ' +
          'ms (guide); longest guide 957 vs 1230, then 1016 vs 972 ms (main thread 4825 vs 4669 ' +
          'ms); /docs/intro 589 vs 608 ms: no gain beyond the spread',
        runs: '4 runs each; longest guide 2 rounds of 4; /docs/intro 3 each; alternating',
      },
      {
        change:
          "Theme's English dates written from their UTC fields, not Intl.DateTimeFormat " +
          "(website/src/client/english-date.ts, checked against Node's Intl for every day of a " +
          'leap year)',
        date: '2026-11-28',
        kept: false,
        effect:
          'the first Intl.DateTimeFormat loaded the date formats: 37-89 ms (no slowdown), some ' +
          "55 ms of the simulated phone, in every guide's and blog page's hydration; 0.4 KB JS " +
          'more; median TBT 402.5 vs 610.5 ms on /docs/intro (worst 433 vs 760), 332 vs 448 ms ' +
          'on /blog (worst 443 vs 553), 841.5 vs 848 ms on the guide (worst 904 vs 1046)' +
          "; taken out on 2026-11-28: bench:ablation 2026-11-28, 15 loads each at a phone's size, no slowdown, main-thread CPU vs the whole site (/docs/intro, longest guide, MemClient, /search?q=client): +4.0, +2.3, -3.7, +4.8 % without it, each within the spread (/docs/intro -1.7 to +20.8 %), and it cost 0.4 KB of JS",
        runs: '4, 3 and 4 runs each, alternating',
      },
    ],
  },
  tbt: {
    limits:
      "The same long tasks as the performance target: the main bundle's evaluation and the " +
      'commit of the hydrated page. The worst of three runs is what is judged. What was ' +
      'tried: see the performance target.',
    attempts: [],
  },
  accessibility: {
    limits: 'Any audit listed below the targets costs it points.',
    metBy: 'Every audit that failed it in an earlier run was fixed (rows below).',
    attempts: [
      {
        change: 'Meta description fixed',
        date: '–',
        kept: true,
        effect: 'audit passes',
        runs: '–',
      },
      { change: 'Link text fixed', date: '–', kept: true, effect: 'audit passes', runs: '–' },
      {
        change: "Blog authors' 16 px social links made larger",
        date: '–',
        kept: true,
        effect: 'audit passes',
        runs: '–',
      },
    ],
  },
  'first-query': {
    limits:
      'The clock stops at the first suggestions shown, and the bench clicks the box and ' +
      'types "client" at once: 50-80 ms from pointing to the first key, its six keys within ' +
      "25-40 ms (20-50 ms of typing). A query's suggestions show only if they reach the " +
      'page before the next key, so unless the index is parsed before the first key, what ' +
      "shows is the last query's answer, 10-17 ms after the last key (traced in 10 fresh " +
      'pages). ' +
      "Half of stock's time needs the worker started and the index downloaded and parsed in " +
      'the 60-100 ms before the first key; that chain takes 75-100 ms here: worker and its ' +
      "script 25-45 ms after pointing, the index's download 20-30 ms (a small script takes " +
      '15-20 ms too on this busy machine), then decoding the index and loading lunr. ' +
      "While keys came in, the browser held the worker's messages for 30-45 ms though the " +
      "page's thread was idle, and the box takes queries only once it has heard. Nearly " +
      'every query needs the whole index: the plugin looks for the exact word in titles, ' +
      'headings and text before it tries it as a prefix.',
    attempts: [
      {
        change:
          'Search worker started at the first sign of intent (pointing, focus, shortcut), from ' +
          "every page's code (0.15 KB gzip), while the code that talks to it loads",
        date: '2026-11-23',
        kept: true,
        effect: 'first query 13 % faster than without',
        runs: '1 run, alternating',
      },
      {
        change:
          "Worker's name says which index to download, so the download starts with its script, " +
          "not with a message from the page's busy thread (some 14 ms later)",
        date: '2026-11-23',
        kept: true,
        effect: 'first query 43 vs 60 ms (stock 71 ms)',
        runs: '27 fresh pages each, alternating',
      },
      {
        change:
          "Worker downloads the index before it runs the plugin's worker code (lunr, Comlink), " +
          "and parses it on arrival instead of on the page's call",
        date: '2026-11-23',
        kept: true,
        effect: '–',
        runs: '–',
      },
      {
        change:
          "Worker's own script carries the plugin's worker code, which it had loaded as two " +
          'more chunks, one after the other',
        date: '2026-11-23',
        kept: true,
        effect: 'first query 58 vs 71 ms (stock 79 ms)',
        runs: '27 fresh pages each, alternating',
      },
      {
        change:
          'Box takes queries once the index has downloaded (keeps its spinner while a slow ' +
          'connection downloads it)',
        date: 'before 2026-11-26',
        kept: true,
        effect: '–',
        runs: '–',
      },
      {
        change:
          'Box takes queries at once with its own loading ring, so queries wait in the worker, ' +
          'not for a message to the page',
        date: '2026-11-23',
        kept: false,
        effect: '43 vs 42 ms',
        runs: '72 fresh pages each, alternating',
      },
      {
        change:
          "Page prefetches the index at the first sign, for the worker's request to find in the " +
          'cache',
        date: 'before 2026-11-26',
        kept: false,
        effect: "44 vs 45 ms; with no-cache the worker's request is revalidated, a round trip",
        runs: '–',
      },
      {
        change: "Index parsed before the plugin's code has run",
        date: 'before 2026-11-26',
        kept: false,
        effect: 'nothing measurable',
        runs: '–',
      },
      {
        change: 'Worker answers only the newest of the queries waiting for it',
        date: 'before 2026-11-26',
        kept: false,
        effect: "47 vs 50 ms, within the runs' spread",
        runs: '–',
      },
      {
        change: 'Index shipped without its terms (see the search index target)',
        date: '2026-11-25',
        kept: true,
        effect: 'half the download; alone, first query 149 vs 118 ms, made up by the rows below',
        runs: '27 fresh pages each, vs the commit before',
      },
      {
        change:
          "Queries typed while the index loads searched only if still the box's latest once it " +
          'has loaded (a one-letter query is the slowest of all)',
        date: '–',
        kept: true,
        effect: '136 vs 163 ms',
        runs: '14-16 fresh pages each, alternating (bench:first-query)',
      },
      {
        change:
          "Page downloads the index for the worker as the reader points, beside the worker's " +
          'script, and hands the bytes over',
        date: '2026-11-25',
        kept: true,
        effect: '126 vs 155 ms',
        runs: '14-16 fresh pages each, alternating (bench:first-query)',
      },
      {
        change:
          "Decoder lists a term's places only when lunr reads them, and finds each word's terms " +
          'once for all five parts',
        date: '2026-11-25',
        kept: true,
        effect: 'decoding in a fresh worker about half of 110-240 ms',
        runs: '–',
      },
      {
        change: 'Each part of the index decoded only when a query first reaches it',
        date: '–',
        kept: false,
        effect: "nearly every query reaches the pages' text, and decoding then starts later",
        runs: '–',
      },
      {
        change:
          "All of the above to date vs ddd74f7, the commit the search page's issue was filed at " +
          "(plugin's own index, 1.25 MB raw)",
        date: '2026-11-25',
        kept: true,
        effect: '142 vs 161 ms (88 %), late evening',
        runs: '20 fresh pages each (bench:first-query)',
      },
      {
        change:
          "Index ships what lunr's pipeline (trimmer, stop words, stemmer) makes of each " +
          'distinct word: a number when the term is the word less its last characters, else the ' +
          'terms',
        date: '2026-11-27',
        kept: true,
        effect:
          'the pipeline was a third of decoding; cold decode in Node 70-77 vs 86-123 ms; first ' +
          "query 97 vs 125 ms, and 105 ms vs stock's 173 ms",
        runs: '30 fresh pages each, alternating (bench:first-query)',
      },
    ],
  },
  'warm-query': {
    limits: "See the target of a warm query no slower than stock's, below.",
    attempts: [],
  },
  'warm-vs-stock': {
    limits:
      "A term's places are listed when a query first matches it (see the first-query " +
      'target), so a warm query that meets new terms lists theirs. ' +
      'Bench runs against stock: 9 vs 10 ms (2026-11-25 evening), 17 vs 14 ms (2026-11-26 ' +
      '00:18, a busier host), 15 vs 15 ms (04:00); three rounds alternating with stock that ' +
      'day, 14.4-15.9 vs 14.6-17.5 ms; 10 vs 11 ms (2026-11-28) and 14 vs 13 ms (2026-11-29).',
    attempts: [
      {
        change:
          "This site vs ddd74f7, the build before the index was made smaller (a term's places " +
          'listed on its first match)',
        date: '2026-11-26',
        kept: true,
        effect: 'warm medians 10.2-15.6 vs 15.1-18.7 ms',
        runs: "3 rounds, alternating (the bench's search timing)",
      },
      {
        change:
          "Every term's places listed in the background once the index has loaded, 300 terms a " +
          'task',
        date: '–',
        kept: false,
        effect: 'warm 14.3-18.6 ms, and first query slower: 138-181 vs 120-157 ms',
        runs: '–',
      },
    ],
  },
  'first-query-vs-stock': {
    limits:
      "Stock's index ships in the plugin's form, and its box searches every query. Its " +
      "first queries spread far wider (60-311 vs this site's 107-193 ms in the run of " +
      '2026-11-26 at 04:00), so the nine fresh pages the bench then took settled this ' +
      'target by chance: `npm run bench:first-query` that day, 20 fresh pages each ' +
      "alternating, measured 136 ms here vs stock's 207 ms (fastest 104 and 37 ms, slowest " +
      '224 and 326 ms). ' +
      'What was tried: see the first-query target, which also compares with the build ' +
      "before the index was made smaller (the issue's own comparison; this bench builds " +
      'only this site and stock).',
    attempts: [],
  },
  'index-half': {
    limits:
      'The ignoreCssSelectors option cannot go further: without the reference pages at all ' +
      'the index would still be 167 KB gzip. ' +
      "The build decodes each index again and fails unless it is the plugin's own, so " +
      'queries rank and highlight as before.',
    metBy:
      "The reference pages' repeated parts left out of the index, and the index shipped as " +
      'its documents alone, without what the worker can compute back (rows below).',
    attempts: [
      {
        change:
          'Reference pages leave out what each repeats (ignoreCssSelectors): signatures, ' +
          '"Defined in" lines, per-call options rows, tables\' header rows and type, default ' +
          'and source columns, Parameters/Returns/Throws headings with the return type',
        date: '2026-11-25',
        kept: true,
        effect: '289.8 KB → 263 KB gzip; titles, headings, member names and descriptions stay',
        runs: '–',
      },
      {
        change:
          'Index shipped as its documents alone (website/src/search/index-codec.ts): the worker ' +
          "finds each term's places by cutting the text at lunr's separator and making each " +
          "word's terms once (with lunr's pipeline, website/src/search/lunr-terms.ts, until " +
          "2026-11-27), and the field vectors (lunr's BM25 scores)",
        date: '2026-11-25',
        kept: true,
        effect:
          '86 KB vs 163 KB gzip with term positions (Command line section added since the 137.3 ' +
          'KB run); decoding some 40 ms more on the worker (cold, in Node: 140 vs 100 ms)',
        runs: '–',
      },
      {
        change: 'Page address and title the plugin repeats in every section left out',
        date: '2026-11-25',
        kept: false,
        effect:
          "heading and section records lacked the url the site's spec requires; shipped again " +
          'on 2026-11-27 as the plugin writes them, some 8 KB gzip (about 100 KB in all)',
        runs: '–',
      },
      {
        change: "What lunr's pipeline makes of each word shipped (see the first-query target)",
        date: '2026-11-27',
        kept: true,
        effect: '4.2 KB gzip more, 92.6 KB in all; a third off decoding',
        runs: '–',
      },
      {
        change: "Lunr index built in the worker with lunr's own builder from the documents",
        date: '–',
        kept: false,
        effect:
          '180-320 ms vs 10-45 ms to load a built one (Node, this machine): it makes an object ' +
          'for every word of every page',
        runs: '–',
      },
    ],
  },
  'search-transfer': {
    limits:
      "The first visit downloads the page's scripts, its stylesheet, the search worker's " +
      'script and the index; the index was 290 KB of it, and is 106-108 KB on 2026-11-28, ' +
      'grown with the docs (see the search index target). ' +
      "Brotli would send less, but nginx cannot send it reliably: Debian 12's " +
      'libnginx-mod-http-brotli-static 1.0.0~rc-3 finds no copy under `disable_symlinks on ' +
      'from=$document_root`, and under `disable_symlinks on` reads past the end of the ' +
      "copy's path.",
    attempts: [
      {
        change: "Brotli copy of every text file beside its gzip copy, at brotli's highest level",
        date: '2026-11-28',
        kept: false,
        effect:
          'index 79.5 vs 108.2 KB, main bundle 89.9 vs 105.7 KB, stylesheet 14.8 vs 17.2 KB; ' +
          'npm start sent them, nginx sent gzip for 298 of 300 requests of /llms.txt and ' +
          '281-298 of 300 of the stylesheet',
        runs: '300 requests each',
      },
    ],
  },
  'cold-build': {
    limits:
      "Docusaurus's own timings of one cold build on 2026-11-25 evening: " +
      '23.4 s in all: 5.3 s starting the plugins (both TypeDoc runs, the command ' +
      'reference), 8.5 s bundling with Rspack, 3.1 s writing the static pages, 5.1 s in the ' +
      "plugins' postBuild (search index, the pages' Markdown twins; encoding and checking " +
      'the index 0.4 s). ' +
      'Stock builds with webpack, Babel and Terser, as a new site does; it warm-builds from ' +
      "webpack's cache in about the site's time.",
    attempts: [
      {
        change:
          'Content grew: the Command line section and the reference of memai-sdk/testing (a ' +
          'second TypeDoc run)',
        date: '2026-11-25',
        kept: true,
        effect:
          "cold build 27.5 s vs stock's 26.4 s on a quiet host; 10.6 s vs 24.9 s on 2026-11-24",
        runs: '1 bench run each',
      },
      {
        change:
          'Stock build made stock again (bench/stock.config.mjs): webpack, Babel and Terser, and ' +
          'none of the stand-ins in website/src/speed. From 2026-11-25 it had built with Rspack, ' +
          'SWC and Lightning CSS, and it kept the client entry, the compile hint, the docs ' +
          "version's metadata, tslib and long pages' static HTML",
        date: '2026-11-28',
        kept: true,
        effect:
          "stock's figures, not the site's: cold build 95.5 s vs 28.2 s the run before (the site 43.2 and 29.3 s)",
        runs: '1 bench run each',
      },
    ],
  },
  'js-vs-stock': {
    limits:
      'Most of every page is the main bundle and the runtime, 108.9 KB gzip on 2026-11-29, the ' +
      "same on every page (the main bundle 105.2 KB: React DOM some 54 KB, the theme, Docusaurus's " +
      'client and the route data). The highest beside stock is /blog (134.8 KB vs 171.5 KB, 79 %), ' +
      "whose stock page is lighter than stock's docs pages. /search?q=client (127.9 KB vs 164.8 KB, " +
      '78 %) also loads the search worker (lunr and the index decoder, 13.8 KB), its own code ' +
      '(3.6 KB) and Comlink (1.9 KB), but since 2026-11-28 not the head manager.',
    attempts: [
      {
        change: "Every first-visit JS change listed under the docs pages' JS target",
        date: 'before 2026-11-28',
        kept: true,
        effect: 'see that target',
        runs: '–',
      },
      {
        change:
          "Search page's title, which names the query, changed in place on the tags the server " +
          'wrote, without the head manager (website/src/speed/head-manager/in-place.ts); typing ' +
          'another query still loads it, as the address changes',
        date: '2026-11-28',
        kept: true,
        effect:
          '/search?q=client 127.9 vs 133.4 KB: react-helmet-async and its helpers (5.9 KB) no ' +
          "longer load on a first visit; every page's main bundle 0.4 KB more. In the bench of " +
          "2026-11-29, 78 % of stock's, was 81 %",
        runs: '1 bench run',
      },
      {
        change: 'Stock build made stock again (under the cold build target)',
        date: '2026-11-28',
        kept: true,
        effect:
          "stock's figures, not the site's: stock's first-visit JS 177.2 vs 170.2 KB on /docs/intro, 184.8 vs 173.7 KB on the longest guide, 164.8 vs 163.8 KB on /search?q=client",
        runs: '1 bench run each',
      },
    ],
  },
  'main-thread-vs-stock': {
    limits:
      "Counted from the kernel's schedstat of the page renderer's main thread at a phone's size " +
      'without CPU slowdown, 9 loads of each page in each build, in turns. On 2026-11-29: ' +
      "220-590 ms here, 405-859 ms on stock (55-69 %); what is left is mostly React's hydration and " +
      "commit and the main bundle's evaluation (see the mobile main-thread table).",
    metBy:
      'The stand-ins in website/src/speed that buy main-thread time (Prism, the compile hint, the ' +
      'client entry, prefetch on intent: see "Stand-ins, one by one") and the site\'s lighter ' +
      'bundle.',
    attempts: [
      {
        change:
          "Measured by Lighthouse's trace on the simulated phone, which scales the host's stalls " +
          'by four',
        date: '2026-11-28',
        kept: false,
        effect:
          "the MemClient page at 1.09× stock's main-thread work in that morning's run; " +
          'replaced by the schedstat count, which moves little from run to run',
        runs: '3 Lighthouse runs each',
      },
      {
        change:
          'Five stand-ins taken out by bench:ablation (site config without build-only fields, ' +
          'window size and browser context as transitions, dates without Intl, memoisation ' +
          'without a collator)',
        date: '2026-11-28',
        kept: true,
        effect:
          'within the spread of the rounds on every page; see their rows under the other targets',
        runs: '15 loads each',
      },
      {
        change: 'Stock build made stock again (under the cold build target)',
        date: '2026-11-28',
        kept: true,
        effect:
          "stock's figures, not the site's: in bench:ablation of 2026-11-28 stock (then on Rspack, with those stand-ins) took +19 to +45 % more than the site; in this run +50 to +78 % (the ablation's four pages +69, +68, +58 and +50 %)",
        runs: '1 bench run each',
      },
    ],
  },
  'docs-js': {
    limits:
      'What is left is loaded before the page can hydrate. /docs/intro on 2026-11-27 night ' +
      '(each module minified and gzipped alone): main bundle 107.6 KB, holding React DOM ' +
      "(54 KB), theme-classic 11.7 KB, theme-common 9.6 KB, Docusaurus's core 9.1 KB, the " +
      'generated route table, registry, chunk names, global data and site config (about 7, ' +
      "2.9, 1.7 and 2.9 KB), history and the router (5 KB); runtime 3.6 KB; the page's " +
      "chunks 27.1 KB: the docs version's sidebar 2.5 KB, the theme's docs layout, code " +
      "blocks, admonitions and table of contents 17 KB, the page's content 5.8 KB. Missed since " +
      "2026-11-28 by 1.2 KB: the browser's site config without build-only fields (1.1 KB) was " +
      'taken out because a stand-in must save 2 KB or 2 % of main-thread time to stay (see ' +
      '"Stand-ins, one by one"), and the search page\'s head written in place added 0.4 KB.',
    metBy:
      "What a first visit does not need loads on intent or after it (search, other pages' " +
      'code, Prism, the head manager), and the main bundle and runtime carry less (rows ' +
      'below). Sizes are first-visit JS, gzip.',
    attempts: [
      {
        change: 'Rspack with SWC and modern browser targets',
        date: '2026-11-21',
        kept: true,
        effect: 'about 4 KB gzip less',
        runs: '–',
      },
      {
        change:
          "Prism's core with three languages instead of prism-react-renderer's bundled thirty",
        date: '2026-11-21',
        kept: true,
        effect: 'about 20 KB less',
        runs: '–',
      },
      {
        change: 'Search code and index loaded only when the search box is used',
        date: '2026-11-23',
        kept: true,
        effect: 'about 30 KB of JS less',
        runs: '–',
      },
      {
        change: 'Page code prefetched when a link is pointed at, not when it scrolls into view',
        date: '2026-11-23',
        kept: true,
        effect: 'some 110 KB less on a docs page, whose sidebar shows dozens of links',
        runs: '–',
      },
      {
        change:
          'Code blocks hydrate from the tokens in the HTML; Prism loads only for code a ' +
          'client-side navigation brings',
        date: '2026-11-23',
        kept: true,
        effect: 'about 4 KB less',
        runs: '–',
      },
      {
        change: "Search plugin's box loaded on intent behind a stand-in with its markup",
        date: '2026-11-23',
        kept: true,
        effect: '3.4 KB less',
        runs: '–',
      },
      {
        change: "Bash loaded with Prism, not with every page; the theme's language loader replaced",
        date: '2026-11-23',
        kept: true,
        effect: '3.6 KB less',
        runs: '–',
      },
      {
        change: '@docusaurus/utils-common given its one tslib helper instead of all of tslib',
        date: '2026-11-23',
        kept: true,
        effect: '3.9 KB less',
        runs: '–',
      },
      {
        change: "Search worker's client loaded with the search box's code",
        date: '2026-11-23',
        kept: true,
        effect: '0.5 KB less',
        runs: '–',
      },
      {
        change: "llms.txt's summary kept out of the site config every page loads",
        date: '2026-11-23',
        kept: true,
        effect: '0.16 KB less',
        runs: '–',
      },
      {
        change: "TypeDoc's options kept out of the site config",
        date: '2026-11-24',
        kept: true,
        effect: '0.13 KB less',
        runs: '–',
      },
      {
        change:
          'Head manager (react-helmet-async and helpers, 5.8 KB) loaded only once a head has to ' +
          'change: a route preloaded after the first page, or a head changed or mounted after ' +
          'hydration',
        date: '2026-11-27',
        kept: true,
        effect: 'with the next three rows: /docs/intro 138.3 KB vs 146.6 KB',
        runs: '–',
      },
      {
        change:
          "Docusaurus's data-has-hydrated set on `<html>` directly (as a head it changed every " +
          "page's head once hydrated)",
        date: '2026-11-27',
        kept: true,
        effect: '–',
        runs: '–',
      },
      {
        change: 'Route registry without the module names only the server reads',
        date: '2026-11-27',
        kept: true,
        effect: '1.3 KB less',
        runs: '–',
      },
      {
        change:
          'Runtime without two of its three maps of every chunk (chunk files named by id; no ' +
          'map for the prefetch the site replaces)',
        date: '2026-11-27',
        kept: true,
        effect: 'runtime 3.6 KB vs 6.2 KB',
        runs: '–',
      },
      {
        change: "Navbar's item types cut to the six it uses",
        date: '–',
        kept: false,
        effect: "0.2 KB less, not worth a copy of the theme's list",
        runs: '–',
      },
      {
        change: "Progress bar's code loaded on the first navigation",
        date: '–',
        kept: false,
        effect:
          '1.7 KB less, but on a slow network the first navigation would show its bar only once ' +
          'that code arrived',
        runs: '–',
      },
      {
        change:
          "Route chunks keyed by a number instead of their 8-digit hash (browser's registry and " +
          'chunk names)',
        date: '2026-11-28',
        kept: true,
        effect:
          'with the next row: main bundle 105.2 KB vs 108.0 KB gzip, /docs/intro 136.0 KB vs ' +
          '138.8 KB',
        runs: '–',
      },
      {
        change:
          "Browser's site config without the build-only fields (plugins and their options, " +
          'Markdown and link checks, head tags)',
        date: '2026-11-28',
        kept: false,
        effect:
          'see the row above' +
          "; taken out on 2026-11-28: bench:ablation 2026-11-28, 15 loads each at a phone's size, no slowdown, main-thread CPU vs the whole site (/docs/intro, longest guide, MemClient, /search?q=client): 1.1 KB more JS without it (under the 2 KB a stand-in must save) and 0.0, -3.6, -0.5, +2.7 % main-thread time",
        runs: '–',
      },
      {
        change:
          "Long pages' static HTML left out of their code: a first visit reads it from the " +
          'page, a navigation fetches it as JSON (kept in modules with under 1.5 KB of it; the ' +
          'reader costs about 0.8 KB)',
        date: '2026-11-28',
        kept: true,
        effect:
          '/docs/intro 134.2 KB; reading-and-listing guide 2.4 KB less, longest guide 3.9 KB less',
        runs: '–',
      },
      {
        change:
          "Each route's chunk names in the route list instead of a table that wrote every " +
          "route's path again",
        date: '2026-11-28',
        kept: true,
        effect: '1.7 KB less on every page: /docs/intro 132.5 KB, MemClient 132.4 KB',
        runs: '–',
      },
      {
        change:
          "Search page's title changed in place without the head manager (under the target of " +
          "JS beside stock's)",
        date: '2026-11-28',
        kept: true,
        effect: '0.4 KB more on every page, for 5.4 KB less on /search?q=client',
        runs: '–',
      },
    ],
  },
};

/**
 * How Lighthouse and the search timings move on this host: said once, before the targets.
 */
export const measuringNotes = [
  'This host is a shared 2-core machine, and Lighthouse times the tasks a page really ' +
    'ran and scales them by four, so how busy the host is moves every figure. The same ' +
    'build of the reading-and-listing guide scored 92-99 in runs one after another (TBT ' +
    "105-240 ms, LCP 1.9-2.6 s), and stock's moves as much.",
  "Two bench runs hours apart on one build measured the guide's main-thread work at " +
    "1609 and 1180 ms (stock's 2170 and 1571 ms), its worst TBT at 165 and 44 ms and its " +
    'lowest score at 97 and 99. Compare the stock total column of two runs before their ' +
    'scores.',
  "The CPU index moves from about 1000 to 2000 between runs here; Lighthouse's mobile " +
    'preset assumes 1500-2000.',
  'Fresh memory is slow here, and the CPU index does not show it: on 2026-11-28 a first ' +
    'write to a page of fresh memory took 12-16 µs (bench/memory-touch.mjs), and the ' +
    "guide's renderer writes to some 50 MB of fresh memory as it loads. A build of " +
    '588840e, measured on 2026-11-27 at 89 on the guide (lowest run 84, CPU index 1971), ' +
    "scored 76-79 there (TBT 908-1186 ms), alternating with that day's build (74-80, " +
    '820-1423 ms; 3 runs each, CPU index 2507-2718).',
  'The runs of 2026-11-25 at 18:36-19:03 measured the guide at 99 here and 92-99 on ' +
    'stock; every run since, 73-92 here and 74-83 on stock, in median.',
  'Even without scripts the pages miss 98 on this host: on 2026-11-28, copies of the ' +
    'built pages with every script taken out scored 89-90 on /, 87-89 on /docs/intro, ' +
    '91-92 on /blog and 72-79 on the guide, TBT 319-719 ms (3 Lighthouse mobile runs ' +
    "each). A page of one paragraph scored 100 (TBT 4-85 ms), and 99-100 with the site's " +
    'stylesheet (TBT at most 113 ms).',
  "Lighthouse records its trace with V8's source rundown, which lengthens the main " +
    "bundle's task: compiling it took 10-20 ms of the page's thread with the trace's " +
    'categories and 0.5-6 ms without them (3 loads each, no slowdown), for stock as for ' +
    'this site.',
  'Search timings vary by a factor of two between runs, and with the order of ' +
    "measurement. Up to the run of 2026-11-26 at 12:20 the bench timed stock's search " +
    'first, in nine fresh pages; it now times the two builds in turns, fifteen fresh ' +
    'pages each, their warm queries too.',
  '"4× slowdown" figures are from traces under Chromium\'s own 4× CPU slowdown; ' +
    '"simulated phone" figures are Lighthouse\'s.',
];

/** How to read the attempts' tables: said once, before the targets. */
export const attemptsLegend =
  'In each table, a measured effect reads "with the change vs without it" (the build before), ' +
  'unless it says otherwise. TBT is Lighthouse mobile total blocking time and perf its ' +
  'performance score; runs are Lighthouse mobile runs unless they say loads, fresh pages or ' +
  'requests.';
