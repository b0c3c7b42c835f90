// Renders the parts of a page's content that never change as HTML that React adopts whole.
//
// MDX compiles every paragraph, list item, emphasis and inline code span into a React element;
// the browser builds each of them as it evaluates the page's chunk, and React walks each as it
// hydrates the page, for content that is the same after hydration as the server's HTML. This
// rehype plugin, the last to run, turns each largest subtree that nothing in it responds to
// (no link, heading, code block, image, details or component) into one element that carries its
// content as `dangerouslySetInnerHTML`: React hydrates it as one element without reading what
// is inside, and renders the same HTML on a page reached by client-side navigation. That element
// still goes through the page's MDX components, as every element MDX renders does; what is inside
// it does not, so only elements those components render as plain HTML can be inside.
//
// A module with much such HTML leaves it out of its code: a first visit has it in the page the
// server wrote, which the element reads, and a navigation fetches it with the page's code
// (./static-html.ts, ./plugin.ts). A module with little keeps it, where it
// costs less than the code that reads it from the page.
//
// Everything that responds to the reader, or that the theme renders its own way, stays a React
// element: links (client-side navigation, and Docusaurus's check of broken links), headings
// (their anchors), code blocks (copy and wrap buttons), images, details, and every JSX component
// (tabs, admonitions). So does an element with an id, which Docusaurus's check of broken anchors
// must see, and a list with a class, to which the theme adds its own. Measured on the
// reading-and-listing guide: its chunk makes 218 React elements instead of 398, and React
// hydrates 1,117 of its elements instead of 3,586.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { toHtml } from 'hast-util-to-html';
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { esmNode, identifier, importDeclaration, literal } from '../../rehype/estree';

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

/** The site's modules that declare a content module's HTML and render its elements
 * (./static-html.ts and StaticHtml.tsx), as the bundler resolves them from any content
 * module. */
const declaringModule = '@site/src/speed/static-html/static-html';
const renderingModule = '@site/src/speed/static-html/StaticHtml';
/** What the compiled module calls the site's component and function, its HTML and its data. */
const componentName = '_StaticHtml';
const declareName = '_declareStaticHtml';
const moduleName = '_staticHtmlModule';
const sourceName = '_staticHtmlSource';

/** The media type of a module's HTML, a JSON array of strings, which ./plugin.ts gives
 * each bundle in its own form. */
export const staticHtmlMediaType = 'application/vnd.static-html+json';

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

/** A module's HTML as the URL of a module of its own, which the bundler reads as a module's
 * source, so that no file has to be written for it. */
function htmlDataUrl(htmls: string[]): string {
  const json = Buffer.from(JSON.stringify(htmls)).toString('base64');
  return `data:${staticHtmlMediaType};base64,${json}`;
}

/**
 * The module's declarations, as an ESM node of MDX's: the imports of the site's function and
 * component and of the module's HTML, and
 * `const _staticHtmlModule = _declareStaticHtml(key, count, _staticHtmlSource);`, where the key is a
 * hash of the HTML that names the module's elements in the page.
 */
function moduleDeclarations(htmls: string[]) {
  const key = createHash('sha256').update(JSON.stringify(htmls)).digest('hex').slice(0, 8);
  const declaration = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [
      {
        type: 'VariableDeclarator',
        id: identifier(moduleName),
        init: {
          type: 'CallExpression',
          callee: identifier(declareName),
          arguments: [literal(key), literal(htmls.length), identifier(sourceName)],
          optional: false,
        },
      },
    ],
  };
  const body = [
    importDeclaration(declaringModule, [['declareStaticHtml', declareName]]),
    importDeclaration(renderingModule, [['StaticHtml', componentName]]),
    importDeclaration(htmlDataUrl(htmls), [['default', sourceName]]),
    declaration,
  ];
  return esmNode(body);
}

/**
 * A module whose HTML is small keeps it: the name of the array, declared by the compiled module,
 * of every `{ __html }` object its content passes to React. React sets an element's inner HTML
 * again whenever a render hands it another object, even one with the same HTML; a module's own
 * objects are the same every time the content renders.
 */
const htmlObjects = '_staticHtml';

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
  return esmNode([declaration]);
}

/** A static element, as the plugin found it, and the JSX element that stands in for it. */
interface Adopted {
  /** Named by the element's tag, with its attributes, until `renderAsHtml` sets what renders it. */
  readonly node: { name: string; attributes: JsxAttribute[] };
  readonly index: number;
}

/**
 * `element` as one JSX element, whose content's HTML is added to `htmls`, or undefined if it
 * cannot be. Its name and attributes are set once the whole module's HTML is known
 * (`renderAsHtml`).
 */
function adopted(element: Element, htmls: string[], found: Adopted[]): ElementContent | undefined {
  const rendered = asRendered(element);
  const attributes = jsxAttributes(rendered);
  if (attributes === undefined) return undefined;
  htmls.push(toHtml(rendered.children));
  const node = { type: 'mdxJsxFlowElement', name: element.tagName, attributes, children: [] };
  found.push({ node, index: htmls.length - 1 });
  // MDX's node types extend hast's through module augmentation that this project does not load;
  // the shape above is what its compiler reads.
  return node as unknown as ElementContent;
}

/**
 * A module's HTML, gzip, from which it is worth more to leave the HTML out of the browser's code
 * than the site's code that renders it from the page costs (./static-html.ts and
 * StaticHtml.tsx, some 0.8 KB gzip, which a page downloads once).
 */
const separateFrom = 1536;

/**
 * Gives each found element its HTML: as one `{ __html }` object of the module's own, or, when the
 * module's HTML is large, through the site's StaticHtml, which leaves the HTML out of the
 * browser's code (./static-html.ts). Returns the declarations the module needs.
 */
function renderAsHtml(found: Adopted[], htmls: string[]) {
  const separate = gzipSync(JSON.stringify(htmls)).length >= separateFrom;
  for (const { node, index } of found) {
    const { name: tag, attributes } = node;
    if (separate) {
      node.name = componentName;
      node.attributes = [
        { type: 'mdxJsxAttribute', name: 'tag', value: tag },
        {
          type: 'mdxJsxAttribute',
          name: 'html',
          value: expression(moduleName, identifier(moduleName)),
        },
        {
          type: 'mdxJsxAttribute',
          name: 'index',
          value: expression(String(index), literal(index)),
        },
        ...attributes,
      ];
    } else {
      node.attributes = [...attributes, innerHtmlAttribute(index)];
    }
  }
  return separate ? moduleDeclarations(htmls) : htmlObjectsDeclaration(htmls);
}

/** A node of the tree whose children this plugin walks: hast's, or a JSX element of MDX's. */
type Parent = { type: string; children: (ElementContent | RootContent)[] };

function adoptStaticSubtrees(parent: Parent, htmls: string[], found: Adopted[]): void {
  parent.children = parent.children.map((child) => {
    if (child.type === 'element') {
      const holdsElements = child.children.some((grandchild) => grandchild.type === 'element');
      const replacement =
        holdsElements && isStatic(child) ? adopted(child, htmls, found) : undefined;
      if (replacement !== undefined) return replacement;
    }
    // Inside a component (tabs, an admonition) the content is MDX's too.
    if ('children' in child && Array.isArray(child.children)) {
      adoptStaticSubtrees(child, htmls, found);
    }
    return child;
  });
}

export default function staticHtml() {
  return (tree: Root) => {
    const htmls: string[] = [];
    const found: Adopted[] = [];
    adoptStaticSubtrees(tree, htmls, found);
    if (htmls.length > 0) {
      tree.children.unshift(renderAsHtml(found, htmls) as unknown as RootContent);
    }
  };
}
