// One static element of a page's content, with the HTML of what it holds as its inner HTML (see
// ./static-html.ts). The compiled content renders it in place of the element itself.
import { createElement, useLayoutEffect, useReducer, type ReactNode } from 'react';
import { useMDXComponents } from '@mdx-js/react';
import { markFirstPageRendered } from '../first-page';
import { innerHtmlOf, loadStaticHtml, nameOf, type StaticHtmlModule } from './static-html';

interface StaticHtmlProps {
  /** The element's tag, rendered through the page's MDX components, as MDX renders a tag. */
  readonly tag: string;
  readonly html: StaticHtmlModule;
  readonly index: number;
  readonly [attribute: string]: unknown;
}

export function StaticHtml({ tag, html, index, ...attributes }: StaticHtmlProps): ReactNode {
  const components = useMDXComponents() as Record<string, unknown>;
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const innerHtml = innerHtmlOf(html, index);
  useLayoutEffect(() => {
    markFirstPageRendered();
    // Only for a page rendered without its route's preload: its HTML then shows once loaded.
    if (innerHtmlOf(html, index) === undefined) void loadStaticHtml(html).then(renderAgain);
  }, [html, index]);
  const component = (components[tag] ?? tag) as string;
  return createElement(component, {
    ...attributes,
    'data-static-html': nameOf(html, index),
    dangerouslySetInnerHTML: innerHtml,
  });
}
