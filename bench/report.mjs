// Turns the benchmark's results into Markdown tables: this site beside the stock build, with
// ratios, and the issue's targets, each marked met or missed, with what ./findings.mjs says of
// each.
import { attemptsLegend, findings, measuringNotes } from './findings.mjs';
import { median, pairedRatio } from './median.mjs';

/**
 * One build's figures.
 * @typedef {object} VariantResults
 * @property {import('./builds.mjs').BuildTimes} build
 * @property {Record<string, import('./page-weight.mjs').PageWeights>} pages By path.
 * @property {Record<string, number[]>} [mainThreadMs] By path, each load's main-thread CPU time
 *   at a phone's size without CPU slowdown (bench/main-thread.mjs), the builds' loads taken in
 *   turns round by round; results from before it was recorded lack it.
 * @property {number} [firstTouchMicros] The host's cost of a first write to a page of fresh
 *   memory, measured just before this build's Lighthouse runs (bench/memory-touch.mjs); results
 *   from before it was recorded lack it.
 * @property {Record<string, Record<string, import('./lighthouse.mjs').LighthouseFigures>>} lighthouse
 *   By preset, then by path.
 * @property {import('./search-speed.mjs').SearchFigures} search
 */

/**
 * The load run's settings and wrk's totals.
 * @typedef {{ seconds: number, connections: number } & import('./load.mjs').LoadFigures} LoadResults
 */

/**
 * A benchmark run, as bench/results.json holds it.
 * @typedef {object} Results
 * @property {string} date ISO 8601.
 * @property {{ cpu: string | undefined, cores: number, memoryGiB: number, node: string }} machine
 * @property {number} lighthouseRuns How many runs each Lighthouse median takes.
 * @property {{ stock: VariantResults, site: VariantResults }} variants
 * @property {LoadResults} [load]
 */

/**
 * `record[key]`, which the results must have.
 * @template T
 * @param {Record<string, T>} record
 * @param {string} key
 * @returns {T}
 */
function figuresFor(record, key) {
  const found = record[key];
  if (found === undefined) throw new Error(`The results have no figures for ${key}`);
  return found;
}

/** @type {(bytes: number) => string} */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** @type {(value: number) => string} */
const ms = (value) => `${value.toFixed(0)} ms`;
/** @type {(values: number[]) => string} */
const spread = (values) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)} ms`;
/**
 * Lighthouse's benchmark index of the host during a page's runs (their median), which results
 * from before it was recorded lack.
 * @type {(figures: { benchmarkIndex?: number }) => string}
 */
const cpuIndex = ({ benchmarkIndex }) =>
  benchmarkIndex === undefined ? '–' : benchmarkIndex.toFixed(0);
/** @type {(site: number, stock: number) => string} */
const ratio = (site, stock) => `${((site / stock) * 100).toFixed(0)} %`;

/**
 * @param {string[]} header
 * @param {Array<Array<string | number>>} rows
 * @returns {string} A Markdown table, its first column aligned left and the others right.
 */
function table(header, rows) {
  const align = header.map((_, column) => (column === 0 ? '---' : '---:'));
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export const docsPages = ['/docs/intro', '/docs/api/classes/MemClient'];

/** Everything a first visit downloads as JavaScript, what it loads after the load event too. */
/** @type {(weights: import('./page-weight.mjs').PageWeights) => number} */
const firstVisitJs = (weights) => weights.js.gzip + weights.laterJs.gzip;

/**
 * 0.75 × the 177.6 KiB of JavaScript (gzip) a first visit to either docs page downloaded on the
 * site this one replaced, measured the same way, everything after the load event included.
 */
const firstVisitJsBudget = 0.75 * 177.6 * 1024;

/** What a first visit to /search?q=client transferred on the site this one replaced: 270 KiB. */
const searchPageTransferBudget = 270 * 1024;
/** The search index's gzip size before the reference's boilerplate was left out of it and it was
 * shipped encoded (296,718 bytes, on the build of 2026-11-25); the target is half. */
const indexGzipBefore = 296718;

/**
 * Each target of the performance issue, with the figure that decides it.
 * @param {Results['variants']} variants
 * @returns {Array<{ id: string, target: string, measured: string, met: boolean }>}
 */
export function targets({ site, stock }) {
  const mobile = figuresFor(site.lighthouse, 'mobile');
  const stockMobile = figuresFor(stock.lighthouse, 'mobile');
  /** @type {(key: import('./lighthouse.mjs').NumericFigure | 'lowestPerformance') => number} */
  const worst = (key) => Math.min(...Object.values(mobile).map((page) => page[key]));
  const highestTbtMs = Math.max(...Object.values(mobile).map((page) => page.highestTbtMs));
  const searchCls = figuresFor(mobile, '/search?q=client').cls;
  // The page whose first visit transfers the most beside the stock build's.
  const [heaviest] = Object.entries(mobile)
    .map(([path, page]) => ({
      path,
      ratio: page.transferBytes / figuresFor(stockMobile, path).transferBytes,
    }))
    .sort((a, b) => b.ratio - a.ratio);
  if (heaviest === undefined) throw new Error('The results have no mobile Lighthouse figures');
  // The page whose first visit downloads the most JS beside the stock build's.
  const [mostJs] = Object.entries(site.pages)
    .map(([path, page]) => ({
      path,
      ratio: firstVisitJs(page) / firstVisitJs(figuresFor(stock.pages, path)),
    }))
    .sort((a, b) => b.ratio - a.ratio);
  if (mostJs === undefined) throw new Error('The results have no page weights');
  return [
    {
      id: 'performance',
      target: 'Lighthouse mobile performance ≥ 98 in every run on every page',
      measured: `lowest ${worst('lowestPerformance')}`,
      met: worst('lowestPerformance') >= 98,
    },
    {
      id: 'tbt',
      target: 'Lighthouse mobile total blocking time ≤ 150 ms in every run on every page',
      measured: `highest ${ms(highestTbtMs)}`,
      met: highestTbtMs <= 150,
    },
    {
      id: 'transfer',
      target: "First-visit transfer (Lighthouse mobile) no larger than stock's on every page",
      measured: `highest ${ratio(heaviest.ratio, 1)} (\`${heaviest.path}\`)`,
      met: heaviest.ratio <= 1,
    },
    .../** @type {const} */ (['accessibility', 'best-practices', 'seo']).map((category) => ({
      id: category,
      target: `Lighthouse mobile ${category} 100 on every page`,
      measured: `lowest ${worst(category)}`,
      met: worst(category) === 100,
    })),
    {
      id: 'cls',
      target: 'CLS 0 on /search (mobile)',
      measured: searchCls.toFixed(3),
      met: searchCls === 0,
    },
    {
      id: 'js-vs-stock',
      target: "All JS a first visit downloads (gzip) ≤ 80 % of stock's on every page",
      measured: `highest ${ratio(mostJs.ratio, 1)} (\`${mostJs.path}\`)`,
      met: mostJs.ratio <= 0.8,
    },
    ...mainThreadTarget(site, stock),
    ...docsPages.map((path) => {
      const total = firstVisitJs(figuresFor(site.pages, path));
      return {
        id: 'docs-js',
        target: `All JS a first visit to ${path} downloads (gzip) ≤ ${kb(firstVisitJsBudget)}`,
        measured: kb(total),
        met: total <= firstVisitJsBudget,
      };
    }),
    {
      id: 'cold-build',
      target: 'Cold build ≤ 50 % of stock',
      measured: ratio(site.build.coldSeconds, stock.build.coldSeconds),
      met: site.build.coldSeconds <= stock.build.coldSeconds / 2,
    },
    {
      id: 'first-query',
      target: 'First query in a fresh page ≤ 50 % of stock',
      measured: ratio(site.search.firstQueryMs, stock.search.firstQueryMs),
      met: site.search.firstQueryMs <= stock.search.firstQueryMs / 2,
    },
    {
      id: 'warm-query',
      target: 'Warm query median ≤ 10 ms',
      measured: ms(site.search.warmMedianMs),
      met: site.search.warmMedianMs <= 10,
    },
    {
      id: 'search-transfer',
      target: `First-visit transfer of /search?q=client (Lighthouse mobile) ≤ ${kb(searchPageTransferBudget)}`,
      measured: kb(figuresFor(mobile, '/search?q=client').transferBytes),
      met: figuresFor(mobile, '/search?q=client').transferBytes <= searchPageTransferBudget,
    },
    {
      id: 'index-half',
      target: `Search index gzip ≤ half of the ${kb(indexGzipBefore)} it was`,
      measured: `${kb(site.search.index.gzip)} (${ratio(site.search.index.gzip, indexGzipBefore)})`,
      met: site.search.index.gzip <= indexGzipBefore / 2,
    },
    {
      id: 'warm-vs-stock',
      target: "Warm query median no slower than stock's",
      measured: ratio(site.search.warmMedianMs, stock.search.warmMedianMs),
      met: site.search.warmMedianMs <= stock.search.warmMedianMs,
    },
    {
      id: 'first-query-vs-stock',
      target: "First query in a fresh page no slower than stock's",
      measured: ratio(site.search.firstQueryMs, stock.search.firstQueryMs),
      met: site.search.firstQueryMs <= stock.search.firstQueryMs,
    },
    {
      id: 'index-size',
      target: "Search index gzip no larger than stock's",
      measured: ratio(site.search.index.gzip, stock.search.index.gzip),
      met: site.search.index.gzip <= stock.search.index.gzip,
    },
  ];
}

/**
 * Each page's main-thread time beside stock's, from the loads taken in turns.
 * @param {VariantResults} site
 * @param {VariantResults} stock
 * @returns {Array<{ path: string, site: number[], stock: number[] } & ReturnType<typeof pairedRatio>>}
 *   Empty for results from before main-thread time was counted.
 */
function mainThreadComparison(site, stock) {
  if (site.mainThreadMs === undefined || stock.mainThreadMs === undefined) return [];
  const theirs = stock.mainThreadMs;
  return Object.entries(site.mainThreadMs).map(([path, ours]) => ({
    path,
    site: ours,
    stock: figuresFor(theirs, path),
    ...pairedRatio(ours, figuresFor(theirs, path)),
  }));
}

/**
 * The target on main-thread time against stock, where the results count it.
 * @param {VariantResults} site
 * @param {VariantResults} stock
 * @returns {ReturnType<typeof targets>}
 */
function mainThreadTarget(site, stock) {
  const [highest] = mainThreadComparison(site, stock).sort((a, b) => b.ratio - a.ratio);
  if (highest === undefined) return [];
  return [
    {
      id: 'main-thread-vs-stock',
      target: "Main-thread CPU time while loading (median) no higher than stock's on every page",
      measured: `highest ${ratio(highest.ratio, 1)} (\`${highest.path}\`)`,
      met: highest.ratio <= 1,
    },
  ];
}

/**
 * Each page's main-thread CPU time as the kernel counts it, beside stock's.
 * @param {VariantResults} site
 * @param {VariantResults} stock
 * @returns {string[]} One table, or none for results from before it was counted.
 */
function schedstatTable(site, stock) {
  const rows = mainThreadComparison(site, stock);
  if (rows.length === 0) return [];
  /** @type {(share: number) => string} */
  const percent = (share) => `${(share * 100).toFixed(0)} %`;
  return [
    table(
      [
        `Main-thread CPU while loading, phone size, no slowdown (median of ${rows[0]?.site.length} loads)`,
        'this site',
        'stock',
        'ratio',
        'ratio by round, quartiles',
      ],
      rows.map((row) => [
        `\`${row.path}\``,
        ms(median(row.site)),
        ms(median(row.stock)),
        percent(row.ratio),
        `${percent(row.spread.lower)}-${percent(row.spread.upper)}`,
      ]),
    ),
  ];
}

/** @type {(text: string) => string} A table cell: no line breaks, and `|` escaped. */
const cell = (text) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/**
 * @param {import('./findings.mjs').Attempt[]} attempts
 * @returns {string} A Markdown table of the attempts, every column aligned left.
 */
function attemptsTable(attempts) {
  return [
    ['Change', 'Date', 'Kept?', 'Measured effect', 'Runs'],
    ['---', '---', '---', '---', '---'],
    ...attempts.map(({ change, date, kept, effect, runs }) =>
      [change, date, kept ? 'kept' : 'dropped', effect, runs].map(cell),
    ),
  ]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

/**
 * One target's section: its name and whether it was met, what limits it (and what made it met,
 * when it is), and the table of what was tried.
 * @param {string} target
 * @param {boolean} met
 * @param {import('./findings.mjs').Finding | undefined} finding
 * @returns {string}
 */
function explain(target, met, finding) {
  const title = `**${target}** (${met ? 'met' : 'missed'})`;
  if (finding === undefined) return `${title}\n\nNot analysed yet.`;
  const parts = [title];
  if (met && finding.metBy !== undefined) parts.push(`_What made it met:_ ${finding.metBy}`);
  parts.push(`_What limits it:_ ${finding.limits}`);
  if (finding.attempts.length > 0) parts.push(attemptsTable(finding.attempts));
  return parts.join('\n\n');
}

/** Lighthouse's kinds of main-thread work, in the order the table shows them. */
const kindsOfWork = [
  'Script Evaluation',
  'Script Parsing & Compilation',
  'Style & Layout',
  'Rendering',
  'Parse HTML & CSS',
  'Garbage Collection',
  'Other',
];

/** @type {(byKind: Record<string, number>) => number} */
const total = (byKind) => Object.values(byKind).reduce((sum, value) => sum + value, 0);

/**
 * Where each page's main-thread time goes while it loads on the simulated phone, beside the stock
 * build's total, with the scripts that take the most of it.
 * @param {VariantResults} site
 * @param {VariantResults} stock
 * @returns {string}
 */
function mainThreadTable(site, stock) {
  const ours = figuresFor(site.lighthouse, 'mobile');
  const theirs = figuresFor(stock.lighthouse, 'mobile');
  return table(
    [
      'Main thread while loading, mobile',
      'total',
      ...kindsOfWork.map((kind) => kind.toLowerCase()),
      'stock total',
      'heaviest scripts',
    ],
    Object.entries(ours).map(([path, page]) => [
      `\`${path}\``,
      ms(total(page.mainThreadMs)),
      ...kindsOfWork.map((kind) => ms(page.mainThreadMs[kind] ?? 0)),
      ms(total(figuresFor(theirs, path).mainThreadMs)),
      Object.entries(page.scriptMs)
        .sort(([, a], [, b]) => b - a)
        .slice(0, 3)
        .map(([script, time]) => `${script} ${ms(time)}`)
        .join(', '),
    ]),
  );
}

/**
 * @param {Results} results
 * @returns {string} The Markdown tables, and what was tried for each target.
 */
export function report(results) {
  const { site, stock } = results.variants;
  const sections = [
    table(
      ['Build', 'this site', 'stock', 'ratio'],
      /** @type {const} */ (['coldSeconds', 'warmSeconds']).map((key) => [
        key === 'coldSeconds' ? 'cold (after docusaurus clear)' : 'warm',
        `${site.build[key].toFixed(1)} s`,
        `${stock.build[key].toFixed(1)} s`,
        ratio(site.build[key], stock.build[key]),
      ]),
    ),
    table(
      [
        'First visit (gzip)',
        'all JS',
        'stock all JS',
        'ratio',
        'JS after load',
        'CSS',
        'stock CSS',
        'HTML',
        'JS raw',
      ],
      Object.entries(site.pages).map(([path, ours]) => {
        const theirs = figuresFor(stock.pages, path);
        return [
          `\`${path}\``,
          kb(firstVisitJs(ours)),
          kb(firstVisitJs(theirs)),
          ratio(firstVisitJs(ours), firstVisitJs(theirs)),
          kb(ours.laterJs.gzip),
          kb(ours.css.gzip),
          kb(theirs.css.gzip),
          kb(ours.html.gzip),
          kb(ours.js.raw + ours.laterJs.raw),
        ];
      }),
    ),
    ...Object.entries(site.lighthouse).map(([preset, ourPages]) =>
      table(
        [
          `Lighthouse ${preset}`,
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'LCP',
          'TBT',
          'CLS',
          'transfer',
          'lowest perf',
          'highest TBT',
          'stock perf',
          'stock LCP',
          'stock CLS',
          'stock transfer',
          'CPU index',
          'stock CPU index',
        ],
        Object.entries(ourPages).map(([path, ours]) => {
          const theirs = figuresFor(figuresFor(stock.lighthouse, preset), path);
          return [
            `\`${path}\``,
            ours.performance,
            ours.accessibility,
            ours['best-practices'],
            ours.seo,
            ms(ours.lcpMs),
            ms(ours.tbtMs),
            ours.cls.toFixed(3),
            kb(ours.transferBytes),
            ours.lowestPerformance,
            ms(ours.highestTbtMs),
            theirs.performance,
            ms(theirs.lcpMs),
            theirs.cls.toFixed(3),
            kb(theirs.transferBytes),
            cpuIndex(ours),
            cpuIndex(theirs),
          ];
        }),
      ),
    ),
    mainThreadTable(site, stock),
    ...schedstatTable(site, stock),
    table(
      ['Search', 'this site', 'stock', 'ratio'],
      [
        [
          'index size raw',
          kb(site.search.index.raw),
          kb(stock.search.index.raw),
          ratio(site.search.index.raw, stock.search.index.raw),
        ],
        [
          'index size gzip',
          kb(site.search.index.gzip),
          kb(stock.search.index.gzip),
          ratio(site.search.index.gzip, stock.search.index.gzip),
        ],
        [
          `first keystroke to suggestions, median of ${site.search.firstQueriesMs.length} fresh pages`,
          ms(site.search.firstQueryMs),
          ms(stock.search.firstQueryMs),
          ratio(site.search.firstQueryMs, stock.search.firstQueryMs),
        ],
        [
          'first keystroke to suggestions, fastest and slowest page',
          spread(site.search.firstQueriesMs),
          spread(stock.search.firstQueriesMs),
          '',
        ],
        [
          `warm query, median of ${site.search.queries}`,
          ms(site.search.warmMedianMs),
          ms(stock.search.warmMedianMs),
          ratio(site.search.warmMedianMs, stock.search.warmMedianMs),
        ],
      ],
    ),
    table(
      ['Target', 'measured', 'met'],
      targets(results.variants).map(({ target, measured, met }) => [
        target,
        measured,
        met ? 'yes' : '**no**',
      ]),
    ),
  ];
  // Targets that share an id (the first-visit JS budget of each page) share one finding, shown
  // under the first of them that this run missed, or else under the first of them.
  /** @type {Map<string, ReturnType<typeof targets>[number]>} */
  const shown = new Map();
  for (const target of targets(results.variants)) {
    const earlier = shown.get(target.id);
    if (earlier === undefined || (earlier.met && !target.met)) shown.set(target.id, target);
  }
  const explained = [...shown.values()].flatMap(({ id, target, met }) => {
    const finding = findings[id];
    if (finding === undefined && met) return [];
    return [explain(target, met, finding)];
  });
  if (explained.length > 0) {
    sections.push(
      [
        'What was tried for each target, and what limits it.',
        `Notes on measuring:\n\n${measuringNotes.map((note) => `- ${note}`).join('\n')}`,
        attemptsLegend,
        ...explained,
      ].join('\n\n'),
    );
  }
  const failed = Object.entries(site.lighthouse).flatMap(([preset, pages]) =>
    Object.entries(pages).flatMap(([path, page]) =>
      page.failed.map((audit) => `- ${preset} \`${path}\`: ${audit}`),
    ),
  );
  if (failed.length > 0)
    sections.push(
      `Lighthouse audits that scored below 100 in some run, each costing its category points:\n\n${failed.join('\n')}`,
    );
  if (results.load !== undefined) {
    const { load } = results;
    sections.push(
      table(
        [`Load: wrk, ${load.seconds} s at ${load.connections} connections, nginx`, 'value'],
        [
          ['requests per second', load.requestsPerSecond.toFixed(0)],
          ['p99 latency', `${load.latencyP99Ms.toFixed(1)} ms`],
          ['requests', load.requests],
          ['errors', Object.values(load.errors).reduce((sum, count) => sum + count, 0)],
        ],
      ),
    );
  }
  return sections.join('\n\n');
}

/** Above this first-touch time, a host's Lighthouse scores are not comparable with others'. */
const slowFirstTouchMicros = 5;

/**
 * bench/RESULTS.md: when and where the figures were measured, then the tables.
 * @param {Results} results
 * @returns {string}
 */
export function resultsMarkdown(results) {
  const { date, machine, lighthouseRuns, variants } = results;
  const { site, stock } = variants;
  const firstTouch =
    site.firstTouchMicros === undefined || stock.firstTouchMicros === undefined
      ? ''
      : ` A first write to a page of fresh memory took ${site.firstTouchMicros.toFixed(1)} µs ` +
        `on this host just before this site's Lighthouse runs, and ` +
        `${stock.firstTouchMicros.toFixed(1)} µs before stock's (bench/memory-touch.mjs). ` +
        `Ordinary hardware takes about 1 µs or less, and the CPU index does not see it, but ` +
        `every task that writes to fresh memory, as loading a page does, is slower by it. ` +
        (Math.max(site.firstTouchMicros, stock.firstTouchMicros) > slowFirstTouchMicros
          ? `**This host is above ${slowFirstTouchMicros} µs: its Lighthouse scores are not ` +
            `comparable with another host's; compare main-thread CPU time and bytes instead.**`
          : `This host is within ${slowFirstTouchMicros} µs, so its Lighthouse scores can be ` +
            `compared with another such host's.`);
  return (
    `# Benchmark results\n\nMeasured ${date.slice(0, 10)} by \`npm run bench\` on ` +
    `${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}. ` +
    `Lighthouse figures are medians of ${lighthouseRuns} runs, except the lowest performance ` +
    `score and the highest total blocking time, which are each page's worst run. The CPU ` +
    `index is Lighthouse's benchmark of the host's speed as each run starts (higher is ` +
    `faster): the mobile preset's 4× slowdown is meant for a host of 1500-2000, and a ` +
    `slower host simulates a slower phone.${firstTouch}\n\n` +
    `${report(results)}\n`
  );
}
