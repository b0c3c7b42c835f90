// The pieces that need no server: which inline scripts get a CSP hash, and how
// renderNginxConfig fills in deploy/nginx.conf.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { renderNginxConfig } from '../nginx.mjs';
import { contentSecurityPolicy, inlineScripts } from '../security-headers.mjs';

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
