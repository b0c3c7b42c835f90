import { describe, expect, it } from 'vitest';
import htmlAnchors from '../src/rehype/html-anchors';

const jsxAnchor = (attributes: { name: string; value: unknown }[]) => ({
  type: 'mdxJsxTextElement',
  name: 'a',
  attributes: attributes.map((attribute) => ({ type: 'mdxJsxAttribute', ...attribute })),
  children: [],
});

describe('html-anchors', () => {
  it('turns a reference table’s <a id> into the element a Markdown link makes', () => {
    const cell = {
      type: 'element',
      tagName: 'td',
      children: [jsxAnchor([{ name: 'id', value: 'property-headers' }])],
    };
    const tree = { type: 'root', children: [cell] };
    htmlAnchors()(tree);
    expect(cell.children).toEqual([
      { type: 'element', tagName: 'a', properties: { id: 'property-headers' }, children: [] },
    ]);
  });

  it('leaves an <a> with other attributes, or an id that is an expression, as written', () => {
    const link = jsxAnchor([{ name: 'href', value: '/docs/intro' }]);
    const computed = jsxAnchor([{ name: 'id', value: { type: 'mdxJsxAttributeValueExpression' } }]);
    const tree = { type: 'root', children: [link, computed] };
    htmlAnchors()(tree);
    expect(tree.children).toEqual([link, computed]);
  });
});
