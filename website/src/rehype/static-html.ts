// Renders the parts of a page's content that never change as HTML that React adopts whole.
//
// MDX compiles every paragraph, list item, emphasis and inline code span into a React element;
// the browser builds each of them as it evaluates the page's chunk, and React walks each as it
// hydrates the page, for content that is the same after hydration as the server's HTML. This
// rehype plugin, the last to run, turns each largest subtree that nothing in it responds to
// (no link, heading, code block, image, details or component) into one element that carries its
// content as `dangerouslySetInnerHTML`: React hydrates it as one element without reading what
// is inside, and renders the same HTML on a page reached by client-side navigation, since the
// server and the browser run the same compiled content. That element still goes through the
// page's MDX components, as every element MDX renders does; what is inside it does not, so
// only elements those components render as plain HTML can be inside.
//
// Everything that responds to the reader, or that the theme renders its own way, stays a React
// element: links (client-side navigation, and Docusaurus's check of broken links), headings
// (their anchors), code blocks (copy and wrap buttons), images, details, and every JSX component
// (tabs, admonitions). So does an element with an id, which Docusaurus's check of broken anchors
// must see, and a list with a class, to which the theme adds its own. Measured on the
// reading-and-listing guide: its chunk makes 218 React elements instead of 398, and React
// hydrates 1,117 of its elements instead of 3,586.
import { toHtml } from 'hast-util-to-html';
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';

/**
 * Tags MDX renders as the plain HTML element: directly, or through a component of the theme's
 * that renders it unchanged in the cases `isStatic` lets through (a list without a class,
 * inline code, a table, which src/theme/MDXComponents.tsx makes focusable as `asRendered` does).
 */
const plainTags = new Set([
  'p',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'kbd',
  'abbr',
  'cite',
  'q',
  'span',
  'br',
  'hr',
  'blockquote',
  'ol',
  'ul',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'input',
  // Inline code only: MDX's code without a line break in it renders as <code> (a block's is
  // inside a <pre>, which is not here).
  'code',
]);

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** Whether `node` and all it holds render as plain HTML that nothing changes after the server. */
function isStatic(node: ElementContent | RootContent): boolean {
  if (node.type === 'text' || node.type === 'comment') return true;
  if (node.type !== 'element' || !plainTags.has(node.tagName)) return false;
  if (node.properties.id !== undefined) return false;
  if (node.tagName === 'ul' && node.properties.className !== undefined) return false;
  if (node.tagName === 'code' && textOf(node).includes('\n')) return false;
  return node.children.every(isStatic);
}

/** Elements in which MDX drops the line breaks between children (React would warn of them). */
const tableElements = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * `node` as MDX renders it, where that differs from the hast: every table can take focus (see
 * src/theme/MDXComponents.tsx), a cell's alignment is a style, comments are left out, and so
 * are the line breaks between a table's rows and cells.
 */
function asRendered(node: Element): Element {
  const properties: Properties = { ...node.properties };
  if (node.tagName === 'table') properties.tabIndex = 0;
  if ((node.tagName === 'th' || node.tagName === 'td') && properties.align != null) {
    properties.style = `text-align:${String(properties.align)}`;
    delete properties.align;
  }
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === 'comment') continue;
    if (child.type === 'text' && child.value === '\n' && tableElements.has(node.tagName)) continue;
    children.push(child.type === 'element' ? asRendered(child) : child);
  }
  return { ...node, properties, children };
}

/** A JSX attribute as MDX's syntax tree writes it; `estree` holds an expression's program. */
interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | ReturnType<typeof expression>;
}

/**
 * The JSX attributes of a static subtree's top element as MDX would render it, or undefined when
 * one of them has no string spelling in JSX (that element then stays a React element).
 */
function jsxAttributes(element: Element): JsxAttribute[] | undefined {
  const attributes: JsxAttribute[] = [];
  for (const [name, value] of Object.entries(element.properties)) {
    if (value == null || value === false) continue;
    if (name === 'className' && Array.isArray(value)) {
      attributes.push({ type: 'mdxJsxAttribute', name, value: value.join(' ') });
    } else if (name === 'tabIndex' && typeof value === 'number') {
      attributes.push({ type: 'mdxJsxAttribute', name, value: String(value) });
    } else return undefined;
  }
  return attributes;
}

/**
 * The name of the array, declared by the compiled module, of every `{ __html }` object its
 * content passes to React. React sets an element's inner HTML again whenever a render hands it
 * another object, even one with the same HTML; a module's own objects are the same every time the
 * content renders.
 */
const htmlObjects = '_staticHtml';

/** An expression as MDX's syntax tree writes it, with its source text and its program. */
function expression(source: string, estree: unknown) {
  return {
    type: 'mdxJsxAttributeValueExpression' as const,
    value: source,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ExpressionStatement', expression: estree }],
      },
    },
  };
}

/** `dangerouslySetInnerHTML={_staticHtml[index]}`. */
function innerHtmlAttribute(index: number): JsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: expression(`${htmlObjects}[${index}]`, {
      type: 'MemberExpression',
      object: { type: 'Identifier', name: htmlObjects },
      property: { type: 'Literal', value: index, raw: String(index) },
      computed: true,
      optional: false,
    }),
  };
}

/** The module's `const _staticHtml = [{ __html: … }, …];`, as an ESM node of MDX's. */
function htmlObjectsDeclaration(htmls: string[]) {
  const objects = htmls.map((html) => ({
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html, raw: JSON.stringify(html) },
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  }));
  const declaration = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [
      {
        type: 'VariableDeclarator',
        id: { type: 'Identifier', name: htmlObjects },
        init: { type: 'ArrayExpression', elements: objects },
      },
    ],
  };
  return {
    type: 'mdxjsEsm',
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } },
  };
}

/**
 * `element` as one JSX element with its content as HTML, whose HTML is added to `htmls`, or
 * undefined if it cannot be.
 */
function adopted(element: Element, htmls: string[]): ElementContent | undefined {
  const rendered = asRendered(element);
  const attributes = jsxAttributes(rendered);
  if (attributes === undefined) return undefined;
  htmls.push(toHtml(rendered.children));
  const node = {
    type: 'mdxJsxFlowElement',
    name: element.tagName,
    attributes: [...attributes, innerHtmlAttribute(htmls.length - 1)],
    children: [],
  };
  // MDX's node types extend hast's through module augmentation that this project does not load;
  // the shape above is what its compiler reads.
  return node as unknown as ElementContent;
}

/** A node of the tree whose children this plugin walks: hast's, or a JSX element of MDX's. */
type Parent = { type: string; children: (ElementContent | RootContent)[] };

function adoptStaticSubtrees(parent: Parent, htmls: string[]): void {
  parent.children = parent.children.map((child) => {
    if (child.type === 'element') {
      const holdsElements = child.children.some((grandchild) => grandchild.type === 'element');
      const replacement = holdsElements && isStatic(child) ? adopted(child, htmls) : undefined;
      if (replacement !== undefined) return replacement;
    }
    // Inside a component (tabs, an admonition) the content is MDX's too.
    if ('children' in child && Array.isArray(child.children)) adoptStaticSubtrees(child, htmls);
    return child;
  });
}

export default function staticHtml() {
  return (tree: Root) => {
    const htmls: string[] = [];
    adoptStaticSubtrees(tree, htmls);
    if (htmls.length > 0)
      tree.children.unshift(htmlObjectsDeclaration(htmls) as unknown as RootContent);
  };
}
