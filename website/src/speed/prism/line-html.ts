// A code line's tokens as HTML: the same <span class="token …" style="…"> elements React would
// render for them, as one string (see src/theme/CodeBlock/Line).
import type { CSSProperties } from 'react';

export interface TokenElement {
  className?: string | undefined;
  style?: CSSProperties | undefined;
  children: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (character) => escapes[character] ?? '');

/** `style` as a style attribute's text: `fontStyle: 'italic'` as `font-style:italic`. */
export function cssText(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(
      ([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`,
    )
    .join(';');
}

/** The HTML of `tokens`, each a span with its class and style. */
export function lineHtml(tokens: readonly TokenElement[]): string {
  return tokens
    .map(({ className, style, children }) => {
      const css = style === undefined ? '' : cssText(style);
      const classAttribute = className ? ` class="${escape(className)}"` : '';
      const styleAttribute = css === '' ? '' : ` style="${escape(css)}"`;
      return `<span${classAttribute}${styleAttribute}>${escape(children)}</span>`;
    })
    .join('');
}
