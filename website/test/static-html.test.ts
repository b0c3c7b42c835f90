// The rehype plugin that hands React the content that never changes as HTML
// (src/speed/static-html/rehype.ts): the page it renders must be the page MDX rendered without it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, evaluate } from '@mdx-js/mdx';
import { MDXProvider } from '@mdx-js/react';
import { toHtml } from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import remarkGfm from 'remark-gfm';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import staticHtml from '../src/speed/static-html/rehype';

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

/** Words that gzip cannot shorten much, the same on every run. */
function words(seed: number, count: number): string {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state.toString(36).slice(0, 6);
  }).join(' ');
}

/** The paragraph `index` of `longPage`, and its HTML. */
const paragraph = (index: number) =>
  `Paragraph ${index} says **${words(index, 3)}** about \`call${index}()\`, ${words(index + 100, 12)}.`;
const paragraphHtml = (index: number) =>
  `Paragraph ${index} says <strong>${words(index, 3)}</strong> about <code>call${index}()</code>, ${words(index + 100, 12)}.`;

/** A page whose static HTML is large enough for the plugin to leave it out of the browser's code. */
const longPage = Array.from({ length: 40 }, (_, index) => paragraph(index)).join('\n\n');

/** The module's HTML, from the data URL the compiled module imports it from. */
function htmlOfDataUrl(code: string): string[] {
  const [, base64] =
    /import _staticHtmlSource from "data:application\/vnd\.static-html\+json;base64,([^"]+)";/.exec(
      code,
    ) ?? [];
  expect(base64).toBeDefined();
  return JSON.parse(Buffer.from(base64 ?? '', 'base64').toString('utf8')) as string[];
}

describe('static-html, for a module with much of it', () => {
  it("leaves the HTML out of the module's code, for the site's StaticHtml to render", async () => {
    const code = String(await compile(longPage, { rehypePlugins: [staticHtml] }));
    expect(code).toContain(
      'import {declareStaticHtml as _declareStaticHtml} from "@site/src/speed/static-html/static-html";',
    );
    expect(code).toContain(
      'import {StaticHtml as _StaticHtml} from "@site/src/speed/static-html/StaticHtml";',
    );
    const htmls = htmlOfDataUrl(code);
    expect(htmls).toHaveLength(40);
    expect(htmls[3]).toBe(paragraphHtml(3));
    // Not in the module's own code, where the browser would download it with the page's code.
    expect(code.split('Paragraph 3 says')).toHaveLength(1);
    expect(code).toMatch(
      /const _staticHtmlModule = _declareStaticHtml\("[0-9a-f]{8}", 40, _staticHtmlSource\);/,
    );
    expect(code).toContain(
      '_jsx(_StaticHtml, {\n      tag: "p",\n      html: _staticHtmlModule,\n      index: 3\n    })',
    );
  });

  it('renders the page the same as MDX does without it, from the HTML the server has', async () => {
    const code = String(
      await compile(longPage, {
        rehypePlugins: [staticHtml],
        providerImportSource: '@mdx-js/react',
      }),
    );
    // The module as the server's bundle has it: the HTML in the module
    // (src/speed/static-html/plugin.ts), and the site's modules from their files.
    const site = (file: string) =>
      new URL(`../src/speed/static-html/${file}`, import.meta.url).href;
    const program = code
      .replace(
        /import _staticHtmlSource from "data:[^"]+";/,
        () => `const _staticHtmlSource = ${JSON.stringify(htmlOfDataUrl(code))};`,
      )
      .replace('"@site/src/speed/static-html/static-html"', JSON.stringify(site('static-html.ts')))
      .replace('"@site/src/speed/static-html/StaticHtml"', JSON.stringify(site('StaticHtml.tsx')));
    const folder = await mkdtemp(join(dirname(fileURLToPath(import.meta.url)), '.static-html-'));
    try {
      const file = join(folder, 'content.js');
      await writeFile(file, program);
      const { default: Content } = (await import(/* @vite-ignore */ file)) as {
        default: (props: { components: typeof components }) => ReactNode;
      };
      const html = renderToStaticMarkup(
        createElement(MDXProvider, { components }, createElement(Content, { components })),
      );
      const tree = unified().use(rehypeParse, { fragment: true }).parse(html);
      visit(tree, 'element', (element) => {
        delete element.properties.dataStaticHtml;
        element.properties = Object.fromEntries(Object.entries(element.properties).sort());
      });
      expect(toHtml(tree)).toBe(await render(longPage, []));
      // Each element is named in the page by the module's key and its place.
      expect(html).toMatch(/<p data-static-html="[0-9a-f]{8}-39">Paragraph 39 says/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
