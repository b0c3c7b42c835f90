// TypeDoc's Markdown marks each row of a reference page's tables with an anchor written as HTML,
// `<a id="property-headers"></a>`, which MDX renders exactly as written. Docusaurus checks a link's
// `#anchor` against the ids its own components rendered (headings, and the `a` that a Markdown
// link becomes), so every link to such a row was reported as a broken anchor although the id is on
// the page. This rehype plugin turns an `<a>` whose only attribute is a literal `id` into the
// element a Markdown link makes, which MDX renders with the theme's `a` component; that records
// the id and renders the same `<a id>`.

type Attribute = { type: string; name?: string; value?: unknown };
type HtmlNode = {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  tagName?: string;
  properties?: Record<string, string>;
  children?: HtmlNode[];
};

/** The id of an `<a id="…">` written as JSX with nothing but that id, or undefined. */
function literalAnchorId(node: HtmlNode): string | undefined {
  if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return undefined;
  if (node.name !== 'a' || node.attributes?.length !== 1) return undefined;
  const [attribute] = node.attributes;
  const isId = attribute?.type === 'mdxJsxAttribute' && attribute.name === 'id';
  return isId && typeof attribute.value === 'string' ? attribute.value : undefined;
}

function convertAnchors(node: HtmlNode): void {
  if (node.children === undefined) return;
  node.children = node.children.map((child) => {
    convertAnchors(child);
    const id = literalAnchorId(child);
    if (id === undefined) return child;
    return { type: 'element', tagName: 'a', properties: { id }, children: child.children ?? [] };
  });
}

export default function htmlAnchors() {
  return convertAnchors;
}
