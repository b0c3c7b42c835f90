// The serving contract, checked against both servers that keep it, each serving a copy of the
// build: nginx with deploy/nginx.conf, and npm start's (deploy/static-server.mjs). Clean URLs,
// the 404 page, no listings, nothing outside the build, gzip, caching, the headers of every
// response as the build's `_headers` file gives them, and each page's Markdown twin for clients
// that ask for Markdown; then the two side by side on every file.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { headersFor, nginxInclude, nginxIncludeName, parseHeadersFile } from '../header-files.mjs';
import { cacheControl, securityHeaders } from '../security-headers.mjs';
import { buildDir, buildFile, get, serverNames, sitemapPaths, startTestSite } from './site.mjs';

/**
 * @param {string} root A build.
 * @param {string} dir A directory of it.
 * @returns {Promise<string[]>} The files under `dir`, as paths from the build's root.
 */
async function filesUnder(root, dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name))}`);
}

/**
 * The build files a clean URL may stand for.
 * @param {string} path
 * @returns {string[]}
 */
function pageFiles(path) {
  return path.endsWith('/') ? [`${path}index.html`] : [`${path}/index.html`, `${path}.html`];
}

describe.each(serverNames)('%s', (serverName) => {
  // Both are assigned by beforeAll, which runs before any test.
  /** @type {import('./site.mjs').TestSite} */
  let site;
  /** @type {Array<[name: string, value: string]>} */
  let expectedHeaders;
  beforeAll(async () => {
    site = await startTestSite(serverName);
    expectedHeaders = await securityHeaders(site.root);
  });
  afterAll(() => site?.close());

  /**
   * @param {string[]} paths Paths of build files.
   * @returns {Promise<string | undefined>} The largest file's path; undefined when `paths` is empty.
   */
  async function largest(paths) {
    const sizes = await Promise.all(
      paths.map(async (path) => (await buildFile(site.root, path)).length),
    );
    return paths[sizes.indexOf(Math.max(...sizes))];
  }

  /** @param {{ headers: import('node:http').IncomingHttpHeaders }} response */
  function expectSecurityHeaders(response) {
    for (const [name, value] of expectedHeaders) {
      expect(response.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(response.headers['strict-transport-security']).toBeUndefined();
  }

  describe('clean URLs', () => {
    test('serves every page of the sitemap at its clean URL', async () => {
      const paths = await sitemapPaths(site.root);
      expect(paths.length).toBeGreaterThan(30);
      for (const path of paths) {
        const response = await get(site.origin, path);
        expect(response.status, path).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        const files = await Promise.all(
          pageFiles(path).map((file) => buildFile(site.root, file).catch(() => undefined)),
        );
        expect(
          files.some((file) => file?.equals(response.body)),
          path,
        ).toBe(true);
      }
    });

    test('serves a page at its URL with a trailing slash, as the navbar links /docs/api/', async () => {
      for (const path of ['/docs/api/', '/docs/intro/', '/blog/']) {
        const response = await get(site.origin, path);
        expect(response.status, path).toBe(200);
        expect(response.body.equals(await buildFile(site.root, `${path}index.html`))).toBe(true);
      }
    });

    test('serves a page written as x.html, as Docusaurus does with trailingSlash: false', async () => {
      const page = '<!doctype html><title>Flat</title>';
      await writeFile(join(site.root, 'docs', 'flat-page.html'), page);
      const response = await get(site.origin, '/docs/flat-page');
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe(page);
      expect((await get(site.origin, '/docs/flat-page.html')).headers.location).toBe(
        '/docs/flat-page',
      );
    });

    test('serves the search page for a query of 10,000 characters', async () => {
      const response = await get(
        site.origin,
        `/search?q=${encodeURIComponent('note '.repeat(2000))}`,
      );
      expect(response.status).toBe(200);
      expect(response.body.equals(await buildFile(site.root, 'search/index.html'))).toBe(true);
    });

    test('redirects .html and /index.html paths to the clean URL and keeps the query', async () => {
      const redirects = {
        '/index.html': '/',
        '/index.html?a=1': '/?a=1',
        '/docs/index.html': '/docs',
        '/docs/intro/index.html?ref=nav&x=%20y': '/docs/intro?ref=nav&x=%20y',
        '/docs/intro.html': '/docs/intro',
        '/docs/intro.html?q=client': '/docs/intro?q=client',
        '/404.html': '/404',
        '/no/such/page.html': '/no/such/page',
      };
      for (const [from, to] of Object.entries(redirects)) {
        const response = await get(site.origin, from);
        expect(response.status, from).toBe(301);
        // A path, not http://127.0.0.1:port/…: nginx does not know the address readers use.
        expect(response.headers.location, from).toBe(to);
      }
    });
  });

  describe('not found', () => {
    test("answers an unknown path with the site's 404 page and status 404", async () => {
      const notFound = await buildFile(site.root, '404.html');
      for (const path of [
        '/no/such/page',
        '/docs/nope',
        '/404',
        '/assets/js/missing.0123abcd.js',
      ]) {
        const response = await get(site.origin, path);
        expect(response.status, path).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body.equals(notFound), path).toBe(true);
      }
    });

    test('lists no directory', async () => {
      for (const path of [
        '/assets/',
        '/assets',
        '/assets/js/',
        '/img/',
        '/img',
        '/docs/api/classes/',
      ]) {
        const response = await get(site.origin, path);
        expect(response.status, path).toBe(404);
        expect(response.body.toString()).not.toContain('Index of');
      }
    });

    test('serves no dotfile, no deploy file and nothing a symlink leads to', async () => {
      const refused = [
        '/.canary',
        '/docs/.canary',
        '/.nojekyll',
        '/_headers',
        '/_headers.nginx.conf',
        '/img/canary-link.txt',
      ];
      for (const path of refused) {
        const response = await get(site.origin, path);
        expect(response.status, path).toBe(404);
        for (const canary of site.canaries) expect(response.body.toString()).not.toContain(canary);
      }
    });
  });

  describe('compression and caching', () => {
    test('compresses text with gzip when the client accepts it', async () => {
      const assets = await filesUnder(site.root, join(site.root, 'assets'));
      const text = [
        '/docs/intro',
        assets.find((path) => path.endsWith('.css')),
        assets.find((path) => /\/main\.[0-9a-f]+\.js$/.test(path)),
        // nginx leaves files under 256 bytes as they are. The site's build has no .LICENSE.txt at
        // present: the test checks the largest when there are some.
        ...[await largest(assets.filter((path) => path.endsWith('.LICENSE.txt')))].filter(
          (path) => path !== undefined,
        ),
        '/search-index.json',
        '/img/logo.svg',
        '/sitemap.xml',
      ];
      for (const path of text) {
        if (path === undefined) throw new Error(`The build lacks one of the files: ${text}`);
        const gzipped = await get(site.origin, path, { 'accept-encoding': 'gzip' });
        expect(gzipped.headers['content-encoding'], path).toBe('gzip');
        // A page with a Markdown twin also varies on Accept (see 'Markdown twins' below).
        expect(gzipped.headers.vary, path).toBe(
          path === '/docs/intro' ? 'Accept-Encoding, Accept' : 'Accept-Encoding',
        );
        const plain = await get(site.origin, path);
        expect(plain.headers['content-encoding'], path).toBeUndefined();
        expect(gunzipSync(gzipped.body).equals(plain.body), path).toBe(true);
        // Other ways of asking: what a browser sends, odd spacing and case, weights; `*` and a
        // weight of 0 take no gzip.
        /** @type {Array<[acceptEncoding: string, gzip: boolean]>} */
        const cases = [
          ['gzip, deflate, br, zstd', true],
          [' GZIP ;q=0.5', true],
          ['gzip;q=0', false],
          ['gzip;q=0.000, deflate', false],
          ['*', false],
          ['deflate, br', false],
        ];
        for (const [acceptEncoding, gzip] of cases) {
          const what = `${path} (${acceptEncoding})`;
          const response = await get(site.origin, path, { 'accept-encoding': acceptEncoding });
          expect(response.headers['content-encoding'], what).toBe(gzip ? 'gzip' : undefined);
          expect(response.body.equals(gzip ? gzipped.body : plain.body), what).toBe(true);
        }
      }
    });

    test('caches every file under assets/ for a year, since each has a content hash', async () => {
      const assets = await filesUnder(site.root, join(site.root, 'assets'));
      expect(assets.length).toBeGreaterThan(10);
      for (const path of assets) {
        expect(path).toMatch(/[.-][0-9a-f]{8,}\.[^/]*$/);
        const response = await get(site.origin, path);
        expect(response.status, path).toBe(200);
        expect(response.headers['cache-control'], path).toBe(cacheControl.hashed);
      }
    });

    test('has pages, the search index, images and a missing asset revalidated', async () => {
      for (const path of [
        '/',
        '/docs/intro',
        '/search-index.json',
        '/img/logo.svg',
        '/img/favicon.ico',
        '/sitemap.xml',
        '/assets/js/missing.0123abcd.js',
        '/docs/intro.html',
      ]) {
        const response = await get(site.origin, path);
        expect(response.headers['cache-control'], path).toBe(cacheControl.revalidate);
        if (response.status === 200) expect(response.headers.etag, path).toBeDefined();
      }
    });

    test("serves the feeds' XSL stylesheets with an XML type, which browsers require", async () => {
      for (const path of ['/blog/rss.xsl', '/blog/atom.xsl']) {
        const response = await get(site.origin, path);
        expect(response.status, path).toBe(200);
        expect(response.headers['content-type'], path).toBe('application/xml; charset=utf-8');
        expectSecurityHeaders(response);
      }
    });
  });

  describe('security headers', () => {
    test('sends every security header on a 200, a 301, a 404 and a 400, from every location', async () => {
      // One request answered by each location of deploy/nginx.conf, and by the server itself.
      const asset = (await filesUnder(site.root, join(site.root, 'assets')))[0];
      if (asset === undefined) throw new Error('The build has no assets');
      /** @type {Array<[status: number, path: string]>} */
      const responses = [
        [200, '/docs/intro'],
        [200, '/docs/api/'],
        [200, asset],
        [200, '/blog/rss.xsl'],
        [301, '/index.html'],
        [301, '/docs/intro/index.html'],
        [301, '/docs/intro.html'],
        [301, '/404.html'],
        [404, '/no/such/page'],
        [404, '/404'],
        [404, '/.canary'],
        [404, '/assets/'],
        [400, '/%2e%2e/secret.txt'],
      ];
      for (const [status, path] of responses) {
        const response = await get(site.origin, path);
        expect(response.status, path).toBe(status);
        expectSecurityHeaders(response);
      }
    });

    test("sends each path the headers the build's _headers file gives it", async () => {
      const rules = parseHeadersFile(await readFile(join(site.root, '_headers'), 'utf8'));
      const paths = [
        ...(await sitemapPaths(site.root)),
        ...(await filesUnder(site.root, join(site.root, 'assets'))),
        '/search-index.json',
        '/img/logo.svg',
        '/sitemap.xml',
        '/blog/rss.xml',
      ];
      for (const path of paths) {
        const response = await get(site.origin, path);
        const expected = headersFor(rules, path);
        expect(expected.map(([name]) => name)).toContain('Cache-Control');
        for (const [name, value] of expected) {
          expect(response.headers[name.toLowerCase()], `${name} for ${path}`).toBe(value);
        }
      }
    });
  });

  describe('Markdown twins', () => {
    const markdown = 'text/markdown; charset=utf-8';
    const browser =
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

    test('serves the twins, llms.txt, llms-full.txt and robots.txt as UTF-8 text, with the headers of pages', async () => {
      /** @type {Array<[path: string, type: string]>} */
      const files = [
        ['/docs/intro.md', markdown],
        ['/docs/api/index.md', markdown],
        ['/docs/api/classes/MemClient.md', markdown],
        ['/blog/welcome.md', markdown],
        ['/llms.txt', 'text/plain; charset=utf-8'],
        ['/llms-full.txt', 'text/plain; charset=utf-8'],
        ['/robots.txt', 'text/plain; charset=utf-8'],
      ];
      for (const [path, type] of files) {
        const response = await get(site.origin, path);
        expect(response.status, path).toBe(200);
        expect(response.headers['content-type'], path).toBe(type);
        expect(response.headers['cache-control'], path).toBe(cacheControl.revalidate);
        expect(response.headers.vary ?? '', path).not.toContain('Accept,');
        expectSecurityHeaders(response);
        expect(response.body.equals(await buildFile(site.root, path)), path).toBe(true);
        const gzipped = await get(site.origin, path, { 'accept-encoding': 'gzip' });
        if (response.body.length >= 256) {
          expect(gunzipSync(gzipped.body).equals(response.body), path).toBe(true);
        }
      }
    });

    test('answers a page with its Markdown twin when the client lists text/markdown first', async () => {
      /** @type {Array<[path: string, accept: string, twin: string]>} */
      const cases = [
        ['/docs/intro', 'text/markdown', 'docs/intro.md'],
        ['/docs/intro', 'text/markdown, text/html;q=0.9, */*;q=0.8', 'docs/intro.md'],
        ['/docs/intro?ref=assistant', 'text/markdown', 'docs/intro.md'],
        ['/docs/api/', 'text/markdown', 'docs/api/index.md'],
        ['/docs/api', 'text/markdown', 'docs/api/index.md'],
        [
          '/docs/api/classes/MemClient',
          'text/plain, text/markdown',
          'docs/api/classes/MemClient.md',
        ],
        ['/blog/welcome', 'text/markdown', 'blog/welcome.md'],
      ];
      for (const [path, accept, twin] of cases) {
        for (const encoding of ['identity', 'gzip']) {
          const response = await get(site.origin, path, { accept, 'accept-encoding': encoding });
          const what = `${path} (${accept}, ${encoding})`;
          expect(response.status, what).toBe(200);
          expect(response.headers['content-type'], what).toBe(markdown);
          expect(response.headers.vary, what).toBe('Accept-Encoding, Accept');
          expect(response.headers['cache-control'], what).toBe(cacheControl.revalidate);
          expectSecurityHeaders(response);
          const body = encoding === 'gzip' ? gunzipSync(response.body) : response.body;
          expect(body.equals(await buildFile(site.root, twin)), what).toBe(true);
        }
      }
    });

    test('answers browsers, clients that list HTML first and a refused Markdown with the page, varying on Accept', async () => {
      /** @type {Array<[path: string, file: string]>} */
      const pagesAndFiles = [
        ['/docs/intro', 'docs/intro/index.html'],
        ['/docs/api/', 'docs/api/index.html'],
      ];
      for (const accept of [
        undefined,
        browser,
        'text/html, text/markdown',
        '*/*',
        'text/markdown;q=0',
      ]) {
        for (const [path, page] of pagesAndFiles) {
          const response = await get(site.origin, path, accept === undefined ? {} : { accept });
          const what = `${path} (${accept})`;
          expect(response.status, what).toBe(200);
          expect(response.headers['content-type'], what).toBe('text/html; charset=utf-8');
          expect(response.headers.vary, what).toBe('Accept-Encoding, Accept');
          expect(response.body.equals(await buildFile(site.root, page)), what).toBe(true);
        }
      }
    });

    test('does not vary on Accept where there is no twin, and answers a missing page with the 404 page', async () => {
      for (const path of [
        '/',
        '/blog',
        '/search',
        '/docs/intro.md',
        '/llms.txt',
        '/img/logo.svg',
      ]) {
        const response = await get(site.origin, path, { accept: 'text/markdown' });
        expect(response.status, path).toBe(200);
        expect(response.headers.vary ?? '', path).not.toMatch(/\bAccept\b(?!-)/);
        if (!path.includes('.')) {
          expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
        }
      }
      const missing = await get(site.origin, '/docs/no-such-page', { accept: 'text/markdown' });
      expect(missing.status).toBe(404);
      expect(missing.body.equals(await buildFile(site.root, '404.html'))).toBe(true);
    });
  });

  test('serves a site built for a base path under that path only', async () => {
    const sub = await startTestSite(serverName, { basePath: '/memai-sdk/' });
    try {
      const page = await get(sub.origin, '/memai-sdk/docs/intro');
      expect(page.status).toBe(200);
      expect(page.body.equals(await buildFile(sub.root, 'docs/intro/index.html'))).toBe(true);
      expectSecurityHeaders(page);
      const redirects = {
        '/': '/memai-sdk/',
        '/docs/intro': '/memai-sdk/',
        '/memai-sdk': '/memai-sdk/',
        '/memai-sdk/index.html': '/memai-sdk/',
        '/memai-sdk/docs/intro.html?a=1': '/memai-sdk/docs/intro?a=1',
        '/memai-sdk/docs/intro/index.html': '/memai-sdk/docs/intro',
      };
      for (const [from, to] of Object.entries(redirects)) {
        const response = await get(sub.origin, from);
        expect(response.status, from).toBe(301);
        expect(response.headers.location, from).toBe(to);
        expectSecurityHeaders(response);
      }
      const twin = await get(sub.origin, '/memai-sdk/docs/intro', { accept: 'text/markdown' });
      expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(twin.headers.vary).toBe('Accept-Encoding, Accept');
      expect(twin.body.equals(await buildFile(sub.root, 'docs/intro.md'))).toBe(true);
      expect((await get(sub.origin, '/memai-sdk/llms.txt')).status).toBe(200);
      const missing = await get(sub.origin, '/memai-sdk/no/such/page');
      expect(missing.status).toBe(404);
      expect(missing.body.equals(await buildFile(sub.root, '404.html'))).toBe(true);
      expect((await get(sub.origin, '/memai-sdk/_headers')).status).toBe(404);
      expect((await get(sub.origin, '/memai-sdk/.canary')).status).toBe(404);
    } finally {
      await sub.close();
    }
  });
});

describe('the two servers side by side', () => {
  /** @type {import('./site.mjs').TestSite[]} */
  let sites = [];
  beforeAll(async () => {
    sites = await Promise.all(serverNames.map((name) => startTestSite(name)));
  });
  afterAll(() => Promise.all(sites.map((site) => site.close())));

  // What a reader's browser or a cache acts on. Date, ETag, Last-Modified and Server differ by
  // nature; so does the body of a redirect, which no browser shows.
  const compared = [
    'content-type',
    'content-encoding',
    'cache-control',
    'location',
    'vary',
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
    'strict-transport-security',
  ];

  test('answer every file of the build, and every kind of URL, with the same status, headers and page', async () => {
    const [first] = sites;
    if (first === undefined) throw new Error('No test site started');
    const files = (await filesUnder(first.root, first.root)).filter(
      (path) => !path.endsWith('.gz'),
    );
    const urls = [
      ...files,
      ...(await sitemapPaths(first.root)),
      ...files.filter((path) => path.endsWith('.html')).map((path) => `${path}?q=1`),
      '/docs/api/',
      '/docs/intro/',
      '/docs//intro',
      '/docs/./intro',
      '/docs/api/../intro',
      '/assets',
      '/assets/',
      '/assets/js/missing.0123abcd.js',
      '/img/canary-link.txt',
      '/docs/.canary',
      '/no/such/page.html',
      '/%2e%2e/secret.txt',
      '/%zz',
      '/docs/%00',
    ];
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((path) => path.endsWith('.md')).length).toBeGreaterThan(50);
    /** @type {string[]} */
    const differences = [];
    // Pages and their Markdown twins once more as a client that asks for Markdown.
    const pages = new Set([
      ...(await sitemapPaths(first.root)),
      ...files.filter((path) => path.endsWith('.md')),
      '/docs/api',
      '/docs/api/',
      '/docs/intro/',
    ]);
    /** @type {Array<[url: string, accept: string | undefined]>} */
    const requests = [
      ...urls.map((url) => /** @type {[string, undefined]} */ ([url, undefined])),
      ...[...pages].map((url) => /** @type {[string, string]} */ ([url, 'text/markdown'])),
    ];
    for (const [url, accept] of requests) {
      for (const acceptEncoding of ['gzip', 'identity']) {
        const headers = {
          'accept-encoding': acceptEncoding,
          ...(accept === undefined ? {} : { accept }),
        };
        const answers = await Promise.all(sites.map((site) => get(site.origin, url, headers)));
        const [expected, ...others] = answers.map(({ status, headers, body }) => {
          // A redirect's or a refusal's body, and so its type, is nothing a reader sees.
          const bodyless = status === 301 || status === 400;
          return {
            status,
            headers: Object.fromEntries(
              compared
                .filter((name) => !(bodyless && name === 'content-type'))
                .map((name) => [name, headers[name]]),
            ),
            body: bodyless ? '' : createHash('sha256').update(body).digest('hex'),
          };
        });
        for (const [index, other] of others.entries()) {
          try {
            expect(other).toEqual(expected);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            differences.push(
              `${url} (${acceptEncoding}, ${accept ?? 'no Accept'}), ${serverNames[index + 1]}: ${message}`,
            );
          }
        }
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });
});

describe("the build's Content-Security-Policy", () => {
  /** @type {Array<[name: string, value: string]>} */
  let headers;
  beforeAll(async () => {
    headers = await securityHeaders(buildDir);
  });

  test("lets the build's inline scripts run by their hashes, and nothing by eval", async () => {
    const policy = new Map(headers).get('Content-Security-Policy') ?? '';
    const directives = Object.fromEntries(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    /** @type {Set<string>} */
    const hashes = new Set();
    for (const file of await filesUnder(buildDir, buildDir)) {
      if (!file.endsWith('.html')) continue;
      const html = await readFile(join(buildDir, file), 'utf8');
      for (const [, attributes = '', text = ''] of html.matchAll(
        /<script([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        if (/\bsrc=/.test(attributes) || /\btype=["']?application\/ld\+json\b/.test(attributes))
          continue;
        hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      }
    }
    // At least the theme's color-mode and announcement-bar scripts.
    expect(hashes.size).toBeGreaterThanOrEqual(2);
    expect(directives['script-src']?.sort()).toEqual(["'self'", ...hashes].sort());
    expect(policy).not.toMatch(/unsafe-eval|wasm-unsafe-eval|unsafe-hashes|strict-dynamic|\*/);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    // Workers: the search worker's file, and the blob: worker a guide's program runs in, which
    // inherits this policy. Scripts themselves never come from blob: URLs.
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
    expect(directives['connect-src']).toEqual(["'self'"]);
  });

  test('finds no inline event handler or javascript: URL in the build, which the policy would block', async () => {
    for (const file of await filesUnder(buildDir, buildDir)) {
      if (!file.endsWith('.html')) continue;
      const html = (await readFile(join(buildDir, file), 'utf8')).replace(
        /<script[^>]*>[\s\S]*?<\/script>/g,
        '',
      );
      expect(html, file).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(html, file).not.toMatch(/(href|src|action)\s*=\s*["']?\s*javascript:/i);
    }
  });
});

describe('nginx alone', () => {
  /** @type {import('./site.mjs').TestSite} */
  let site;
  beforeAll(async () => {
    site = await startTestSite('nginx');
  });
  afterAll(() => site?.close());

  test('is the server that answers', async () => {
    expect((await get(site.origin, '/')).headers.server).toBe('nginx');
  });

  test('has the include that prepare-build.mjs derives from _headers', async () => {
    const include = await readFile(join(site.root, nginxIncludeName), 'utf8');
    expect(include).toBe(nginxInclude(await readFile(join(site.root, '_headers'), 'utf8')));
    for (const [name, value] of await securityHeaders(site.root)) {
      expect(include).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  test('sends Strict-Transport-Security when rendered for HTTPS', async () => {
    const https = await startTestSite('nginx', { https: true });
    try {
      for (const path of ['/docs/intro', '/docs/intro.html', '/no/such/page']) {
        const response = await get(https.origin, path);
        expect(response.headers['strict-transport-security'], path).toBe(
          'max-age=63072000; includeSubDomains',
        );
      }
    } finally {
      await https.close();
    }
  });
});
