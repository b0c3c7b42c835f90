// Turns one rendered page of the site (its HTML, as the build wrote it) into Markdown for readers
// that are programs: the page's title, its content as the reader sees it (headings, paragraphs,
// tables, code blocks with their language, admonitions as blockquotes that name their kind, tabs
// one after another under their labels), links absolute to the site, and none of the theme's
// chrome. Starting from the HTML rather than the Markdown sources means the twin holds exactly what
// the page shows: MDX components rendered, imports and front matter gone, the setup lines of code
// blocks left out (src/remark/hide-setup-lines.ts), the generated reference included.
//
// It reads the markup of @docusaurus/theme-classic 3.7.0: the content in an <article>'s
// `.markdown` element, code blocks in `.theme-code-block` with a `language-*` class, admonitions
// as `.theme-admonition-<kind>`, tabs as `.tabs-container` with `role=tab` and `role=tabpanel`,
// headings' `.hash-link`. test/upstream-internals.test.ts says to re-check this file when that
// version changes; the browser tests check the result on every page of the build.
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { Code } from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

/** One page as Markdown. */
export type PageMarkdown = {
  /** The page's title: the text of its first h1. */
  title: string;
  /** The content of the page's description meta tag, or '' when it has none. */
  description: string;
  /** The whole page, starting with its title as `# …`. */
  markdown: string;
};

type Node = Root | RootContent;

function isElement(node: Node | undefined, tagName?: string): node is Element {
  return node?.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClass(node: Node, name: string): boolean {
  return isElement(node) && classes(node).includes(name);
}

/** Every element under `node` (itself included) for which `test` holds, in document order. */
function findAll(node: Node, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (current: Node) => {
    if (isElement(current) && test(current)) found.push(current);
    if ('children' in current) current.children.forEach(walk);
  };
  walk(node);
  return found;
}

function find(node: Node, test: (element: Element) => boolean): Element | undefined {
  return findAll(node, test)[0];
}

/** Text as a reader sees it in a code block: every `<br>` a line break. */
function codeText(node: Node): string {
  if (node.type === 'text') return node.value;
  if (isElement(node, 'br')) return '\n';
  return 'children' in node ? node.children.map(codeText).join('') : '';
}

/** Text of a heading or label, with its spacing tidied. */
function plainText(node: Node): string {
  return codeText(node).replace(/\s+/g, ' ').trim();
}

/** The class of a program page's "Run in your browser" box (src/program-runner/RunnerFrame.tsx). */
export const programRunnerClass = 'program-runner';

const text = (value: string): Text => ({ type: 'text', value });

function element(tagName: string, children: ElementContent[], properties = {}): Element {
  return { type: 'element', tagName, properties, children };
}

/** A paragraph whose only content is `label` in bold, to introduce what follows it. */
function label(value: string): Element {
  return element('p', [element('strong', [text(value)])]);
}

/**
 * Rewrites the theme's components in place into plain HTML that says the same: the elements
 * hast-util-to-mdast knows. Returns what `node` is to be replaced with.
 */
function simplify(node: ElementContent, pageUrl: string): ElementContent[] {
  // React's server renderer separates adjacent pieces of text with empty comments.
  if (node.type === 'comment') return [];
  if (node.type !== 'element') return [node];
  const names = classes(node);

  // Chrome within the content: copy buttons, icons, the `#` links beside headings.
  if (['button', 'svg', 'script', 'style'].includes(node.tagName)) return [];
  if (node.tagName === 'a' && names.includes('hash-link')) return [];
  // A program page's "Run in your browser" box: only a browser can use it.
  if (names.includes(programRunnerClass)) return [];

  if (names.includes('theme-code-block')) {
    const code = find(node, (candidate) => candidate.tagName === 'code');
    const language = names.find((name) => name.startsWith('language-'))?.slice('language-'.length);
    const title = find(node, (candidate) =>
      classes(candidate).some((name) => name.startsWith('codeBlockTitle')),
    );
    // Each line of the block ends with a <br>, the last one included.
    const value = code === undefined ? '' : codeText(code).replace(/\n$/, '');
    return [
      element('pre', [text(value)], {
        dataLanguage: language ?? '',
        dataTitle: title === undefined ? '' : plainText(title),
      }),
    ];
  }

  const admonition = names.find((name) => name.startsWith('theme-admonition-'));
  if (admonition !== undefined) {
    const kind = admonition.slice('theme-admonition-'.length);
    const [heading, content] = node.children.filter((child) => isElement(child));
    const kindLabel = kind.charAt(0).toUpperCase() + kind.slice(1);
    const headingText = heading === undefined ? '' : plainText(heading);
    const title =
      headingText === '' || headingText.toLowerCase() === kind
        ? kindLabel
        : `${kindLabel}: ${headingText}`;
    const body = content?.children ?? [];
    return [
      element('blockquote', [label(title), ...body.flatMap((child) => simplify(child, pageUrl))]),
    ];
  }

  if (names.includes('tabs-container')) {
    const labels = findAll(node, (candidate) => candidate.properties.role === 'tab').map(plainText);
    const panels = findAll(node, (candidate) => candidate.properties.role === 'tabpanel');
    return panels.flatMap((panel, index) => [
      label(labels[index] ?? `Tab ${index + 1}`),
      ...panel.children.flatMap((child) => simplify(child, pageUrl)),
    ]);
  }

  // Links and images absolute, so that the Markdown means the same wherever it is read.
  for (const attribute of ['href', 'src'] as const) {
    const value = node.properties[attribute];
    // Those that name their scheme (https:, mailto:) are left as written.
    if (typeof value === 'string' && !/^[a-z][a-z\d+.-]*:/i.test(value)) {
      node.properties[attribute] = new URL(value, pageUrl).href;
    }
  }
  node.children = node.children.flatMap((child) => simplify(child, pageUrl));
  return [node];
}

const toMarkdown = unified()
  .use(rehypeRemark, {
    handlers: {
      // Code blocks as simplify() leaves them: the text as it is, with language and title.
      pre: (_state, node: Element): Code => {
        const { dataLanguage, dataTitle } = node.properties;
        return {
          type: 'code',
          lang: typeof dataLanguage === 'string' && dataLanguage !== '' ? dataLanguage : null,
          meta:
            typeof dataTitle === 'string' && dataTitle !== ''
              ? `title=${JSON.stringify(dataTitle)}`
              : null,
          value: codeText(node),
        };
      },
    },
  })
  // Cells padded to line up would cost a reader that counts tokens more than it helps.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });

/**
 * The Markdown twin of a docs page or blog post.
 * @param html The page as the build wrote it.
 * @param pageUrl The page's absolute URL, against which its links are resolved.
 * @throws When the page has no article with a title and Markdown content: not a docs page or
 *   blog post, or markup this file no longer understands.
 */
export function pageToMarkdown(html: string, pageUrl: string): PageMarkdown {
  const tree = unified().use(rehypeParse).parse(html);
  const article = find(tree, (node) => node.tagName === 'article');
  const content = article && find(article, (node) => hasClass(node, 'markdown'));
  const heading = article && find(article, (node) => node.tagName === 'h1');
  if (content === undefined || heading === undefined) {
    throw new Error(`${pageUrl} has no <article> with an h1 and a .markdown element`);
  }
  const title = plainText(heading);
  const description = find(
    tree,
    (node) => node.tagName === 'meta' && node.properties.name === 'description',
  )?.properties.content;

  // The title is written once, on top, whether the theme put the h1 inside the content (docs)
  // or in the article's header (posts).
  const body = content.children.filter(
    (child) => child !== heading && !(isElement(child) && find(child, (node) => node === heading)),
  );
  const root: Root = {
    type: 'root',
    children: [element('h1', [text(title)]), ...body.flatMap((child) => simplify(child, pageUrl))],
  };
  const markdown = toMarkdown.stringify(toMarkdown.runSync(root));
  return {
    title,
    description: typeof description === 'string' ? description : '',
    markdown,
  };
}
