// The theme's code block, less one thing: the theme's own mounts every code block a second time
// once the page has hydrated, with new elements for every token, to show the colours of the
// reader's colour mode where the server's HTML has the default one's. On a guide full of samples
// that was the longest work of its load (some 500 ms on a CPU four times slower, rendering
// and then committing every block anew). Here the colours change in place instead, and only in
// the other colour mode (src/speed/prism/Highlight.tsx).
import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The code as one string, which can be copied and highlighted, unless it holds elements. */
function asText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const code = asText(children);
  return typeof code === 'string' ? (
    <StringContent {...props}>{code}</StringContent>
  ) : (
    <ElementContent {...props}>{code}</ElementContent>
  );
}
