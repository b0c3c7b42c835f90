// How plugins/page-markdown.ts turns a rendered page into its Markdown twin, on pages written in
// the theme's markup. The browser tests check the twins of the real build.
import { describe, expect, it } from 'vitest';
import { pageToMarkdown } from '../plugins/page-markdown';

const pageUrl = 'https://example.com/memai-sdk/docs/guide';

/** A docs page as the theme renders it, around `content`. */
function docsPage(content: string, description = 'What the guide covers.'): string {
  return `<!doctype html><html><head><title>Guide | Site</title>
<meta name=description content="${description}"></head><body><nav><a href=/memai-sdk/>Home</a></nav>
<main><article><nav aria-label=Breadcrumbs><a href=/memai-sdk/docs>Docs</a></nav>
<div class="theme-doc-markdown markdown"><header><h1>The guide</h1></header>${content}</div>
<footer><a class=theme-edit-this-page href=https://github.com/x>Edit this page</a></footer>
</article></main></body></html>`;
}

function codeBlock(language: string, lines: string[], title = ''): string {
  const titleHtml = title === '' ? '' : `<div class=codeBlockTitle_Ktv7>${title}</div>`;
  const body = lines
    .map((line) => `<span class=token-line><span class="token plain">${line}</span><br></span>`)
    .join('');
  return `<div class="language-${language} codeBlockContainer_x theme-code-block">${titleHtml}<div class=codeBlockContent_x><pre class="prism-code language-${language}"><code>${body}</code></pre><div class=buttonGroup_x><button aria-label="Copy code to clipboard">Copy</button></div></div></div>`;
}

describe('a page as Markdown', () => {
  it('starts with the title and leaves out the navigation, breadcrumbs and footer', () => {
    const { title, description, markdown } = pageToMarkdown(
      docsPage('<p>First paragraph.</p>'),
      pageUrl,
    );
    expect(title).toBe('The guide');
    expect(description).toBe('What the guide covers.');
    expect(markdown).toBe('# The guide\n\nFirst paragraph.\n');
  });

  it('keeps headings and tables, without the links beside headings', () => {
    const { markdown } = pageToMarkdown(
      docsPage(
        '<h2 id=setup>Set up<a href=#setup class=hash-link aria-label="Direct link">​</a></h2>' +
          '<table><thead><tr><th>Option<th>Default<tbody><tr><td><code>retries</code><td>2</table>',
      ),
      pageUrl,
    );
    expect(markdown).toContain('## Set up\n');
    expect(markdown).not.toContain('#setup');
    expect(markdown).toContain('| Option | Default |\n| - | - |\n| `retries` | 2 |');
  });

  it('writes a code block with its language, title and exact lines, without the copy button', () => {
    const lines = ['const a = 1;', '', '  indented();', 'if (a < 2 && b > 1) {}'];
    const { markdown } = pageToMarkdown(
      docsPage(codeBlock('ts', lines.map(escapeHtml), 'example.ts')),
      pageUrl,
    );
    expect(markdown).toContain(`\`\`\`ts title="example.ts"\n${lines.join('\n')}\n\`\`\``);
    expect(markdown).not.toContain('Copy');
  });

  it("leaves out a program page's Run in your browser box", () => {
    const { markdown } = pageToMarkdown(
      docsPage(
        '<p>Intro.</p><aside class="program-runner frame_x" aria-label="Run this page\'s program">' +
          '<p class=intro_x>Every TypeScript block on this page is one program.</p>' +
          '<div class=buttons_x><button disabled>Run in your browser</button></div>' +
          '<p class=status_x role=status></p></aside><h2 id=next>Next</h2>',
      ),
      pageUrl,
    );
    expect(markdown).toBe('# The guide\n\nIntro.\n\n## Next\n');
  });

  it('writes an admonition as a blockquote that names its kind and title', () => {
    const admonition = (kind: string, heading: string) =>
      `<div class="theme-admonition theme-admonition-${kind} alert"><div class=admonitionHeading_x><span class=admonitionIcon_x><svg><path d=M0></path></svg></span>${heading}</div><div class=admonitionContent_x><p>Mind the quota.</p></div></div>`;
    const { markdown } = pageToMarkdown(
      docsPage(admonition('warning', 'Before you start') + admonition('note', 'note')),
      pageUrl,
    );
    expect(markdown).toContain('> **Warning: Before you start**\n>\n> Mind the quota.');
    expect(markdown).toContain('> **Note**\n>\n> Mind the quota.');
  });

  it('flattens tabs, each panel under its label, hidden ones included', () => {
    const tabs =
      '<div class="tabs-container"><ul role=tablist><li role=tab aria-selected=true>npm<li role=tab>Yarn</ul>' +
      `<div><div role=tabpanel>${codeBlock('bash', ['npm install memai-sdk'])}</div>` +
      `<div role=tabpanel hidden>${codeBlock('bash', ['yarn add memai-sdk'])}</div></div></div>`;
    const { markdown } = pageToMarkdown(docsPage(tabs), pageUrl);
    expect(markdown).toContain(
      '**npm**\n\n```bash\nnpm install memai-sdk\n```\n\n**Yarn**\n\n```bash\nyarn add memai-sdk\n```',
    );
  });

  it('makes links and images absolute to the site, under its base path', () => {
    const { markdown } = pageToMarkdown(
      docsPage(
        '<p><a href=/memai-sdk/docs/intro>intro</a>, <a href=#errors>below</a>, ' +
          '<a href=https://mem.ai>Mem</a> <img src=/memai-sdk/img/logo.svg alt=Logo></p>',
      ),
      pageUrl,
    );
    expect(markdown).toContain('[intro](https://example.com/memai-sdk/docs/intro)');
    expect(markdown).toContain('[below](https://example.com/memai-sdk/docs/guide#errors)');
    expect(markdown).toContain('[Mem](https://mem.ai)');
    expect(markdown).toContain('![Logo](https://example.com/memai-sdk/img/logo.svg)');
  });

  it("takes a blog post's title from its header and leaves out the authors and the comments React adds", () => {
    const post = `<html><head></head><body><article><header><h1>Welcome</h1><div>May 29 · <!-- -->3 min read</div>
<div class=avatar><a href=/blog/authors/x>Someone</a></div></header>
<div id=__blog-post-container class=markdown><p>Hello <!-- -->there.</p><p><button>Click me!</button></p></div></article></body></html>`;
    const { title, description, markdown } = pageToMarkdown(
      post,
      'https://example.com/blog/welcome',
    );
    expect(title).toBe('Welcome');
    expect(description).toBe('');
    expect(markdown).toBe('# Welcome\n\nHello there.\n');
  });

  it('refuses a page that is not a docs page or a post', () => {
    expect(() =>
      pageToMarkdown('<html><body><main><p>Home</p></main></body></html>', pageUrl),
    ).toThrow(/has no <article>/);
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
