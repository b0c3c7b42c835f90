// A code block's line as one element whose tokens React adopts as HTML. The theme's line makes a
// React element for every token: on a guide full of samples, thousands of them, built as the
// page's code runs and walked as React hydrates it, though nothing in them ever responds to the
// reader. Here the server and the browser render the same spans as the line's inner HTML, so
// React hydrates each line as one element, and a page reached by client-side navigation gets
// the same markup. A block with line numbers keeps the theme's line, which lays them out.
import { useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock/Line';
import ThemeLine from '@theme-original/CodeBlock/Line';
import { lineHtml } from '@site/src/speed/prism/line-html';

function StaticLine({ line, classNames, getLineProps, getTokenProps }: Props): ReactNode {
  // An empty line's one token holds a line break, which the <br> after it already makes.
  const [first] = line;
  const tokens = line.length === 1 && first?.content === '\n' ? [{ ...first, content: '' }] : line;
  const { className, style } = getLineProps({ line, className: clsx(classNames) });
  const html = lineHtml(tokens.map((token) => getTokenProps({ token }))) + '<br>';
  // React sets the inner HTML again whenever it is handed another object, even with the same
  // HTML; the line re-renders when the page hydrates and when the colour mode changes.
  const innerHtml = useMemo(() => ({ __html: html }), [html]);
  return <span className={className} style={style} dangerouslySetInnerHTML={innerHtml} />;
}

export default function CodeBlockLine(props: Props): ReactNode {
  return props.showLineNumbers ? <ThemeLine {...props} /> : <StaticLine {...props} />;
}
