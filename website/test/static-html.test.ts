// The rehype plugin that hands React the content that never changes as HTML
// (src/rehype/static-html.ts): the page it renders must be the page MDX rendered without it.
import { compile, evaluate } from '@mdx-js/mdx';
import { toHtml } from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import remarkGfm from 'remark-gfm';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import staticHtml from '../src/rehype/static-html';

/** Components standing in for the theme's: each marks what it rendered. */
const components = {
  a: (props: ComponentProps<'a'>) => createElement('a', { ...props, 'data-link': '' }),
  h2: (props: ComponentProps<'h2'>) => createElement('h2', { ...props, 'data-heading': '' }),
  pre: (props: ComponentProps<'pre'>) => createElement('pre', { ...props, 'data-code-block': '' }),
  table: (props: ComponentProps<'table'>) => createElement('table', { tabIndex: 0, ...props }),
  Note: ({ children }: { children: ReactNode }) => createElement('aside', null, children),
};

/**
 * `source` rendered by React, as the browser parses it: the plugin's HTML and React's may spell
 * the same element differently (`disabled` or `disabled=""`, attributes in another order).
 */
async function render(source: string, plugins: (typeof staticHtml)[]): Promise<string> {
  const { default: Content } = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: plugins,
  });
  const html = renderToStaticMarkup(createElement(Content, { components }));
  const tree = unified().use(rehypeParse, { fragment: true }).parse(html);
  visit(tree, 'element', (element) => {
    element.properties = Object.fromEntries(Object.entries(element.properties).sort());
  });
  return toHtml(tree);
}

const page = `
A paragraph with **bold**, _emphasis_, \`inline code\` and ~~struck~~ words.

A paragraph with [a link](/docs/intro) and \`code\` in it.

## A heading with \`code\`

- a list item with \`code\`
- another, **bold**

1. a numbered item
2. another with <kbd>Ctrl</kbd>

- [x] a done task
- [ ] an open one

| Left | Centre | Right |
| :--- | :----: | ----: |
| \`a\` | **b** | c |

> A quotation with _emphasis_.

> A quotation with a table:
>
> | Name | Value |
> | ---- | ----- |
> | \`a\` | 1 |

<Note>
  Inside a component, **bold** text.
</Note>

\`\`\`ts
const a = 1;
\`\`\`

Text with a footnote.[^1]

[^1]: The footnote, with \`code\`.
`;

describe('static-html', () => {
  it('renders every page the same as MDX does without it', async () => {
    expect(await render(page, [staticHtml])).toBe(await render(page, []));
  });

  it('leaves links, headings, code blocks, components and ids to React', async () => {
    const html = await render(page, [staticHtml]);
    expect(html).toContain('data-link');
    expect(html).toContain('data-heading');
    expect(html).toContain('data-code-block');
    expect(html).toContain('<aside>');
  });

  it('leaves an element with an id to React, for Docusaurus to check links to it', () => {
    const item = {
      type: 'element' as const,
      tagName: 'li',
      properties: { id: 'item' },
      children: [{ type: 'element' as const, tagName: 'code', properties: {}, children: [] }],
    };
    const list = { type: 'element' as const, tagName: 'ul', properties: {}, children: [item] };
    const tree = { type: 'root' as const, children: [list] };
    staticHtml()(tree);
    expect(tree.children).toEqual([list]);
    expect(list.children).toEqual([item]);
  });

  it('hands React each static subtree as one element with its HTML, made once per module', async () => {
    const code = String(
      await compile('Some **bold** and `code`.\n\n- one `a`\n- two', {
        rehypePlugins: [staticHtml],
      }),
    );
    expect(code).toContain(
      'const _staticHtml = [{\n  __html: "Some <strong>bold</strong> and <code>code</code>."\n}',
    );
    expect(code).toContain('dangerouslySetInnerHTML: _staticHtml[0]');
    expect(code).toContain('dangerouslySetInnerHTML: _staticHtml[1]');
    expect(code).not.toContain('_components.strong');
  });
});
