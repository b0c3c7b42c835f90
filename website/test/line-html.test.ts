// A code line's tokens as HTML (src/speed/prism/line-html.ts), which the site's code line hands
// React in place of an element per token: it must be the markup React made of those elements.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lineHtml, type TokenElement } from '../src/speed/prism/line-html';

const tokens: TokenElement[] = [
  { className: 'token keyword', style: { color: '#0000ff' }, children: 'const' },
  { className: 'token plain', children: ' a ' },
  {
    className: 'token template-string string',
    style: { color: '#aa0000', fontStyle: 'italic', textDecorationLine: 'underline' },
    children: '`<b> & "q"`',
  },
  { className: 'token plain', style: {}, children: '' },
];

const asReact = (elements: TokenElement[]) =>
  renderToStaticMarkup(elements.map((props, key) => createElement('span', { key, ...props })));

describe('lineHtml', () => {
  it("renders tokens as React renders the theme's token elements", () => {
    expect(lineHtml(tokens)).toBe(asReact(tokens));
  });

  it('keeps code that looks like markup as text', () => {
    const html = lineHtml([{ className: 'token plain', children: '<script>alert(1)</script>' }]);
    expect(html).toBe('<span class="token plain">&lt;script&gt;alert(1)&lt;/script&gt;</span>');
  });
});
