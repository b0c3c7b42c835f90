// Gives each program page (the tutorial and every guide) its "Run in your browser" control
// (ProgramRunner.tsx), before the page's first section, and after each ```text block an empty
// element where a run's output for that step is shown; and each runnable example of a reference
// page a control of its own, wrapped around its block, which shows the output itself and knows
// the example by the block's text. Other pages are left as they are. The page's program itself is
// compiled by src/program-runner/plugin.ts, by the same rules.
import { relative } from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { programId, programPages, repoRoot } from './program-pages';
import { outputSlotAttribute } from './output-slot';
import { exampleId } from './example-id';
import { runnableExamples } from './reference-examples';
import { esmNode, importDeclaration } from '../rehype/estree';

const componentName = 'ProgramRunner';

function isTextBlock(node: RootContent): node is Element {
  if (node.type !== 'element' || node.tagName !== 'pre') return false;
  const [code] = node.children;
  const classes = code?.type === 'element' ? code.properties['className'] : undefined;
  return Array.isArray(classes) && classes.includes('language-text');
}

/** A node with children: an element, or a component such as an admonition. */
type Parent = { children: RootContent[] };

/** Adds an output slot after each ```text block below `parent`, counting on from `next`. */
function addOutputSlots(parent: Parent, next: { index: number }): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    children.push(child);
    if (isTextBlock(child)) {
      children.push({
        type: 'element',
        tagName: 'div',
        properties: { [outputSlotAttribute]: String(next.index++) },
        children: [],
      });
    } else if ('children' in child) {
      addOutputSlots(child as Parent, next);
    }
  }
  parent.children = children;
}

/** The text of a ```ts block (a `pre` with one `code` of that language), else undefined. */
function tsBlockText(node: RootContent): string | undefined {
  if (node.type !== 'element' || node.tagName !== 'pre') return undefined;
  const [code] = node.children;
  if (code?.type !== 'element' || code.tagName !== 'code') return undefined;
  const classes = code.properties['className'];
  if (
    !Array.isArray(classes) ||
    !classes.some((name) => /^language-(ts|typescript)$/.test(String(name)))
  ) {
    return undefined;
  }
  return code.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
}

/**
 * The control of one example, around the example's block: the control reads which example it is
 * from the block, so that the page holds no id for it.
 */
function exampleControl(block: Element): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: componentName,
    attributes: [],
    children: [block],
  } as unknown as RootContent;
}

/** Wraps a control around each block below `parent` that is a runnable example; how many. */
function addExampleControls(parent: Parent, runnable: ReadonlySet<string>): number {
  let added = 0;
  parent.children = parent.children.map((child) => {
    const text = tsBlockText(child);
    if (text !== undefined && runnable.has(exampleId(text))) {
      added += 1;
      return exampleControl(child as Element);
    }
    if ('children' in child && text === undefined) {
      added += addExampleControls(child as Parent, runnable);
    }
    return child;
  });
  return added;
}

/** Where the reference pages are, below the repository. */
const referenceFolder = 'website/docs/api/';

export default function programRunner() {
  return (tree: Root, file: { path?: string }) => {
    const page = file.path === undefined ? undefined : relative(repoRoot, file.path);
    if (page?.startsWith(referenceFolder) === true) {
      const runnable = new Set(runnableExamples().keys());
      if (addExampleControls(tree, runnable) > 0) importControl(tree);
      return;
    }
    if (page === undefined || !programPages().includes(page)) return;

    addOutputSlots(tree, { index: 0 });
    // MDX's node types extend hast's through module augmentation that this project does not
    // load; these shapes are what its compiler reads.
    const control = {
      type: 'mdxJsxFlowElement',
      name: componentName,
      attributes: [{ type: 'mdxJsxAttribute', name: 'program', value: programId(page) }],
      children: [],
    } as unknown as RootContent;
    const firstSection = tree.children.findIndex(
      (node) => node.type === 'element' && node.tagName === 'h2',
    );
    tree.children.splice(firstSection === -1 ? tree.children.length : firstSection, 0, control);
    importControl(tree);
  };
}

function importControl(tree: Root): void {
  tree.children.unshift(
    esmNode([
      importDeclaration('@site/src/program-runner/ProgramRunner', [['default', componentName]]),
    ]) as unknown as RootContent,
  );
}
