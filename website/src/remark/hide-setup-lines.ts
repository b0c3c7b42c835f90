// A code block may start with setup lines that the docs tests compile and run but a reader does
// not need to see: an import, a client, a value from an earlier step. They stand above a line
// `// ---cut---`; this remark plugin removes them, and the marker, from the rendered page.

/** The line that ends a code block's hidden setup. */
export const setupCutMarker = '// ---cut---';

type MarkdownNode = { type: string; value?: unknown; children?: MarkdownNode[] };

function hideSetup(node: MarkdownNode): void {
  if (node.type === 'code' && typeof node.value === 'string') {
    const lines = node.value.split('\n');
    const cut = lines.findIndex((line) => line.trim() === setupCutMarker);
    if (cut !== -1) node.value = lines.slice(cut + 1).join('\n');
  }
  node.children?.forEach(hideSetup);
}

export default function hideSetupLines() {
  return hideSetup;
}
