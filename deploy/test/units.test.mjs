// The pieces that need no server: which inline scripts get a CSP hash, how a `_headers` file is
// read and turned into nginx's include, how renderNginxConfig fills in deploy/nginx.conf, and how
// npm start's server reads a request target and picks its answer, which requests get a page's
// Markdown twin, and how a page's scripts are made to run after its first paint.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { headersFor, nginxInclude, parseHeadersFile } from '../header-files.mjs';
import { renderNginxConfig } from '../nginx.mjs';
import { prefersMarkdown, prefersMarkdownPattern, twinCandidates } from '../negotiation.mjs';
import { contentSecurityPolicy, inlineScripts } from '../security-headers.mjs';
import { runAfterFirstFrame, runScriptsAfterFirstFrame } from '../page-scripts.mjs';
import { parseTarget, route } from '../static-server.mjs';

const options = {
  listen: '127.0.0.1:8080',
  root: '/srv/site/build',
  securityHeaders: '/srv/site/build/_headers.nginx.conf',
};

describe('inline scripts', () => {
  test('hashes scripts the browser runs and skips external and data scripts', () => {
    const html = `<head>
      <script>one()</script>
      <script type="text/javascript">two()</script>
      <script type=module>three()</script>
      <script src="/assets/js/main.js"></script>
      <script defer src=/x.js>ignored()</script>
      <script type="application/ld+json">{"@type":"Blog"}</script>
      <!-- <script>commented()</script> -->
    </head>`;
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()']);
  });

  test('hashes a script as the browser does, with CRLF read as LF', () => {
    const [text = ''] = inlineScripts('<script>a();\r\nb();\rc();</script>');
    expect(text).toBe('a();\nb();\nc();');
    const policy = contentSecurityPolicy([
      `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    ]);
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).not.toContain('unsafe-eval');
  });
});

describe('renderNginxConfig', () => {
  test('fills in every placeholder', () => {
    const config = renderNginxConfig({ ...options, basePath: '/memai-sdk/' });
    expect(config).not.toMatch(/\{\{\w+\}\}/);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('root "/srv/site/build";');
    expect(config).toContain('include "/srv/site/build/_headers.nginx.conf";');
    expect(config).toContain('rewrite "^/memai-sdk/(.*)$" /$1 break;');
  });

  test('sets Strict-Transport-Security only for HTTPS', () => {
    expect(renderNginxConfig(options)).toContain('set $hsts_header "";');
    expect(renderNginxConfig({ ...options, https: true })).toContain(
      'set $hsts_header "max-age=63072000; includeSubDomains";',
    );
  });

  test('refuses values that would change the meaning of the configuration', () => {
    expect(() => renderNginxConfig({ ...options, basePath: 'docs' })).toThrow(/base path/);
    expect(() => renderNginxConfig({ ...options, basePath: '/a b/' })).toThrow(/base path/);
    expect(() => renderNginxConfig({ ...options, root: 'build' })).toThrow(/absolute/);
    expect(() => renderNginxConfig({ ...options, root: '/srv/$site' })).toThrow(/nginx.conf/);
    expect(() => renderNginxConfig({ ...options, listen: '80; include /etc/passwd' })).toThrow();
  });
});

describe('_headers', () => {
  const file = [
    '# A comment',
    '/*',
    "  Content-Security-Policy: default-src 'self'",
    '  X-Frame-Options: DENY',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/docs',
    '  Cache-Control: no-cache',
    '/docs/*',
    '  Cache-Control: no-cache',
    '  X-Frame-Options: SAMEORIGIN',
    '',
  ].join('\n');
  const rules = parseHeadersFile(file);

  test('gives a path the headers of every rule that matches it, with `*` for any characters', () => {
    expect(headersFor(rules, '/assets/js/main.0123abcd.js')).toEqual([
      ['Content-Security-Policy', "default-src 'self'"],
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ]);
    expect(headersFor(rules, '/docs')).toContainEqual(['Cache-Control', 'no-cache']);
    expect(headersFor(rules, '/docsearch')).not.toContainEqual(['Cache-Control', 'no-cache']);
    expect(headersFor(rules, '/docs.html')).not.toContainEqual(['Cache-Control', 'no-cache']);
  });

  test('joins the values of a header that two matching rules set, as Cloudflare Pages does', () => {
    expect(headersFor(rules, '/docs/intro')).toContainEqual([
      'X-Frame-Options',
      'DENY, SAMEORIGIN',
    ]);
  });

  test('refuses a line that is neither a path nor a header of one', () => {
    expect(() => parseHeadersFile('  Cache-Control: no-cache\n')).toThrow(/line 1/);
    expect(() => parseHeadersFile('docs/*\n')).toThrow(/not a path/);
    expect(() => parseHeadersFile('/*\n  not a header\n')).toThrow(/line 2/);
  });

  test("gives nginx the `/*` rule's headers, with HSTS left to the server block", () => {
    const include = nginxInclude(file);
    expect(include).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(include).toContain('add_header X-Frame-Options "DENY" always;');
    expect(include).toContain('add_header Strict-Transport-Security $hsts_header always;');
    expect(include).not.toContain('Cache-Control');
    expect(() => nginxInclude('/docs/*\n  Cache-Control: no-cache\n')).toThrow(/no rule for/);
    expect(() => nginxInclude('/*\n  X-Note: costs $5\n')).toThrow(/Cannot quote/);
  });
});

describe("npm start's server", () => {
  test('decodes a target and resolves its dot segments as nginx does', () => {
    expect(parseTarget('/docs/intro?q=a%20b')).toEqual({ path: '/docs/intro', query: '?q=a%20b' });
    expect(parseTarget('/docs//api/./classes/../')).toEqual({ path: '/docs/api/', query: '' });
    expect(parseTarget('/docs/%69ntro')).toEqual({ path: '/docs/intro', query: '' });
    expect(parseTarget('/docs/..')).toEqual({ path: '/', query: '' });
    expect(parseTarget('http://example.com/blog?x')).toEqual({ path: '/blog', query: '?x' });
    expect(parseTarget('/%c3%a9t%c3%a9')).toEqual({ path: '/été', query: '' });
  });

  test('refuses a target that climbs above the root, has a NUL or a broken escape', () => {
    for (const target of ['/..', '/docs/../../x', '/%2e%2e/secret.txt', '/a%00b', '/%zz', '*']) {
      expect(parseTarget(target), target).toBeUndefined();
    }
  });

  test('redirects .html and /index.html to clean URLs and refuses dotfiles and deploy files', () => {
    expect(route('/docs/intro.html')).toEqual({ kind: 'redirect', location: 'docs/intro' });
    expect(route('/docs/intro/index.html')).toEqual({ kind: 'redirect', location: 'docs/intro' });
    expect(route('/index.html')).toEqual({ kind: 'redirect', location: '' });
    expect(route('/404.html')).toEqual({ kind: 'redirect', location: '404' });
    for (const path of ['/404', '/.env', '/docs/.git/config', '/_headers', '/.x.html']) {
      expect(route(path), path).toEqual({ kind: 'not found' });
    }
    // A Location header gets no character a browser could read as a slash or a line break.
    expect(route('/docs\\evil.html')).toEqual({
      kind: 'file',
      candidates: ['/docs\\evil.html', '/docs\\evil.html.html', '/docs\\evil.html/index.html'],
    });
  });

  test('tries a clean URL as a file, an .html file and a directory index, in that order', () => {
    expect(route('/docs/intro')).toEqual({
      kind: 'file',
      candidates: ['/docs/intro', '/docs/intro.html', '/docs/intro/index.html'],
    });
    expect(route('/docs/api/')).toEqual({ kind: 'file', candidates: ['/docs/api/index.html'] });
    expect(route('/assets/js/main.0123abcd.js')).toEqual({
      kind: 'file',
      candidates: ['/assets/js/main.0123abcd.js'],
    });
  });
});

describe('content negotiation', () => {
  test('gives the Markdown twin when text/markdown comes before anything that takes HTML', () => {
    for (const accept of [
      'text/markdown',
      'Text/Markdown',
      'text/markdown, text/html;q=0.9, */*;q=0.8',
      'text/plain, text/markdown',
      'application/json,text/markdown;q=0.5',
      'text/markdown; charset=utf-8; q=0.01',
      'text/markdown ; q=1 , text/html',
    ]) {
      expect(prefersMarkdown(accept), accept).toBe(true);
    }
  });

  test('gives the page to browsers, to clients that list HTML first and to a refused Markdown', () => {
    for (const accept of [
      undefined,
      '',
      '*/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      'text/html, text/markdown',
      'text/*, text/markdown',
      '*/*;q=0.1, text/markdown',
      'text/markdown;q=0',
      'text/markdown; q=0.000, text/plain',
      'text/markdownx',
      'text/x-markdown',
    ]) {
      expect(prefersMarkdown(accept), String(accept)).toBe(false);
    }
  });

  test('reads a long hostile Accept header in linear time', () => {
    // Headers of 320,000 characters: read in linear time, all four took 90 ms on a slow 2-core
    // host, and a host busy with other work has taken 30 times as long; a pattern that
    // backtracks (quadratic or worse) would take minutes.
    const started = performance.now();
    for (const accept of [
      ' '.repeat(320_000),
      'a;'.repeat(160_000),
      ', '.repeat(160_000),
      `${'x,'.repeat(160_000)}y`,
    ]) {
      expect(prefersMarkdown(accept)).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  test('looks for the twin of /x at /x.md, then /x/index.md, with or without the slash', () => {
    expect(twinCandidates('/docs/intro')).toEqual(['/docs/intro.md', '/docs/intro/index.md']);
    expect(twinCandidates('/docs/api/')).toEqual(['/docs/api.md', '/docs/api/index.md']);
  });

  test('puts the same pattern in nginx.conf, where it reaches nginx as written', () => {
    const config = renderNginxConfig(options);
    expect(config).toContain(`if ($http_accept !~* "${prefersMarkdownPattern}")`);
    expect(prefersMarkdownPattern).not.toMatch(/"|\\[\\"'trn]/);
  });
});

describe("a page's scripts", () => {
  const page = `<html><head><link rel=stylesheet href=/assets/css/styles.1.css><script src=/assets/js/runtime~main.2.js defer></script><script src="/memai-sdk/assets/js/main.3.js" defer></script></head><body><div id=__docusaurus></div></body></html>`;

  test('are preloaded at low priority where they were deferred, and run from the end of the body', () => {
    const html = runScriptsAfterFirstFrame(page);
    expect(html).not.toMatch(/<script[^>]* defer/);
    expect(html).toContain(
      '<link rel=preload as=script fetchpriority=low href=/assets/js/runtime~main.2.js><link rel=preload as=script fetchpriority=low href="/memai-sdk/assets/js/main.3.js"></head>',
    );
    expect(html).toMatch(
      /<div id=__docusaurus><\/div><script>\(function runAfterFirstFrame\([\s\S]*\)\(\["\/assets\/js\/runtime~main\.2\.js","\/memai-sdk\/assets\/js\/main\.3\.js"\], window\)<\/script><\/body><\/html>$/,
    );
    // Its inline script gets a CSP hash like any other.
    expect(inlineScripts(html)).toHaveLength(1);
  });

  test('are left as they are in a page without deferred scripts, so a second pass changes nothing', () => {
    const once = runScriptsAfterFirstFrame(page);
    expect(runScriptsAfterFirstFrame(once)).toBe(once);
    expect(runScriptsAfterFirstFrame('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });

  /**
   * A window that records what the runner does, and runs its callbacks when told; one that
   * `timesPaints` has a `PerformanceObserver` that hears of paints as `reportPaint` reports them.
   */
  function fakeWindow({ hidden = false, timesPaints = false } = {}) {
    /** @type {string[]} */
    const added = [];
    /** @type {Array<() => void>} */
    const frames = [];
    /** @type {Array<() => void>} */
    const timeouts = [];
    /** @type {Set<() => void>} */
    const paintListeners = new Set();
    class PerformanceObserver {
      static supportedEntryTypes = ['element', 'paint', 'resource'];
      /** @param {(entries: unknown, observer: { disconnect(): void }) => void} callback */
      constructor(callback) {
        this.hear = () => callback([], this);
      }
      /** @param {{ type: string, buffered: boolean }} options */
      observe(options) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        paintListeners.add(this.hear);
      }
      disconnect() {
        paintListeners.delete(this.hear);
      }
    }
    const window = {
      document: {
        hidden,
        head: {
          /** @param {{ src: string, async: boolean }} script */
          append: (script) => {
            expect(script.async).toBe(false);
            added.push(script.src);
          },
        },
        createElement: () => ({ src: '', async: true }),
      },
      /** @param {() => void} callback */
      requestAnimationFrame: (callback) => frames.push(callback),
      /** @param {() => void} callback */
      setTimeout: (callback) => timeouts.push(callback),
      ...(timesPaints ? { PerformanceObserver } : {}),
    };
    const drawFrame = () => {
      for (const callback of frames.splice(0)) callback();
    };
    const runTimeouts = () => {
      for (const callback of timeouts.splice(0)) callback();
    };
    const reportPaint = () => {
      for (const hear of [...paintListeners]) hear();
    };
    return { window, added, drawFrame, runTimeouts, reportPaint };
  }

  test('run in order once the browser reports the first paint, which it does once the frame is on the screen', () => {
    const { window, added, drawFrame, runTimeouts, reportPaint } = fakeWindow({
      timesPaints: true,
    });
    runAfterFirstFrame(['/runtime.js', '/main.js'], window);
    drawFrame();
    runTimeouts();
    expect(added).toEqual([]);
    reportPaint();
    expect(added).toEqual(['/runtime.js', '/main.js']);
    // The first contentful paint, reported after the first paint, runs nothing again.
    reportPaint();
    expect(added).toEqual(['/runtime.js', '/main.js']);
  });

  test('run in order, in a browser that does not time paints, only once a frame has been drawn, not within it', () => {
    const { window, added, drawFrame, runTimeouts } = fakeWindow();
    runAfterFirstFrame(['/runtime.js', '/main.js'], window);
    expect(added).toEqual([]);
    drawFrame();
    expect(added).toEqual([]);
    runTimeouts();
    expect(added).toEqual(['/runtime.js', '/main.js']);
  });

  test('run at once in a page that draws no frames, as in a background tab', () => {
    const { window, added } = fakeWindow({ hidden: true });
    runAfterFirstFrame(['/runtime.js', '/main.js'], window);
    expect(added).toEqual(['/runtime.js', '/main.js']);
  });
});
