// Turns the benchmark's results into Markdown tables: this site beside the stock build, with
// ratios, and the targets, each marked met or missed.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(0)} ms`;
const ratio = (site, stock) => `${((site / stock) * 100).toFixed(0)} %`;

function table(header, rows) {
  const align = header.map((_, column) => (column === 0 ? '---' : '---:'));
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export const docsPages = ['/docs/intro', '/docs/api/classes/MemClient'];

/** Each target of the performance issue, with the figure that decides it. */
export function targets({ site, stock }) {
  const mobile = site.lighthouse.mobile;
  const worst = (key) => Math.min(...Object.values(mobile).map((page) => page[key]));
  return [
    [
      'Lighthouse mobile performance ≥ 98 on every page',
      `lowest ${worst('performance')}`,
      worst('performance') >= 98,
    ],
    ...['accessibility', 'best-practices', 'seo'].map((category) => [
      `Lighthouse mobile ${category} 100 on every page`,
      `lowest ${worst(category)}`,
      worst(category) === 100,
    ]),
    [
      'CLS 0 on /search (mobile)',
      mobile['/search?q=client'].cls.toFixed(3),
      mobile['/search?q=client'].cls === 0,
    ],
    ...docsPages.map((path) => {
      const share = site.pages[path].js.gzip / stock.pages[path].js.gzip;
      return [
        `JS of a first visit to ${path} (gzip) ≤ 75 % of stock`,
        ratio(share, 1),
        share <= 0.75,
      ];
    }),
    [
      'Cold build ≤ 50 % of stock',
      ratio(site.build.coldSeconds, stock.build.coldSeconds),
      site.build.coldSeconds <= stock.build.coldSeconds / 2,
    ],
    [
      'First query in a fresh page ≤ 50 % of stock',
      ratio(site.search.firstQueryMs, stock.search.firstQueryMs),
      site.search.firstQueryMs <= stock.search.firstQueryMs / 2,
    ],
    ['Warm query median ≤ 10 ms', ms(site.search.warmMedianMs), site.search.warmMedianMs <= 10],
    [
      "Search index gzip no larger than stock's",
      ratio(site.search.index.gzip, stock.search.index.gzip),
      site.search.index.gzip <= stock.search.index.gzip,
    ],
  ];
}

export function report(results) {
  const { site, stock } = results.variants;
  const sections = [
    table(
      ['Build', 'this site', 'stock', 'ratio'],
      ['coldSeconds', 'warmSeconds'].map((key) => [
        key === 'coldSeconds' ? 'cold (after docusaurus clear)' : 'warm',
        `${site.build[key].toFixed(1)} s`,
        `${stock.build[key].toFixed(1)} s`,
        ratio(site.build[key], stock.build[key]),
      ]),
    ),
    table(
      [
        'First visit (gzip)',
        'JS',
        'stock JS',
        'ratio',
        'CSS',
        'stock CSS',
        'HTML',
        'JS raw',
        'JS after load',
      ],
      Object.keys(site.pages).map((path) => {
        const [ours, theirs] = [site.pages[path], stock.pages[path]];
        return [
          `\`${path}\``,
          kb(ours.js.gzip),
          kb(theirs.js.gzip),
          ratio(ours.js.gzip, theirs.js.gzip),
          kb(ours.css.gzip),
          kb(theirs.css.gzip),
          kb(ours.html.gzip),
          kb(ours.js.raw),
          kb(ours.laterJs.gzip),
        ];
      }),
    ),
    ...Object.keys(site.lighthouse).map((preset) =>
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
          'stock perf',
          'stock LCP',
          'stock CLS',
        ],
        Object.keys(site.lighthouse[preset]).map((path) => {
          const [ours, theirs] = [site.lighthouse[preset][path], stock.lighthouse[preset][path]];
          return [
            `\`${path}\``,
            ours.performance,
            ours.accessibility,
            ours['best-practices'],
            ours.seo,
            ms(ours.lcpMs),
            ms(ours.tbtMs),
            ours.cls.toFixed(3),
            theirs.performance,
            ms(theirs.lcpMs),
            theirs.cls.toFixed(3),
          ];
        }),
      ),
    ),
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
          'first keystroke to suggestions, fresh page',
          ms(site.search.firstQueryMs),
          ms(stock.search.firstQueryMs),
          ratio(site.search.firstQueryMs, stock.search.firstQueryMs),
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
      targets(results.variants).map(([target, figure, met]) => [
        target,
        figure,
        met ? 'yes' : '**no**',
      ]),
    ),
  ];
  const failed = Object.entries(site.lighthouse).flatMap(([preset, pages]) =>
    Object.entries(pages).flatMap(([path, page]) =>
      page.failed.map((audit) => `- ${preset} \`${path}\`: ${audit}`),
    ),
  );
  if (failed.length > 0)
    sections.push(`Lighthouse audits this site failed in some run:\n\n${failed.join('\n')}`);
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
