// The props the site's <Highlight> (./Highlight.tsx) hands its render prop: the code's lines of
// tokens and what colours them with a Prism theme. Kept apart from the component, which reads the
// site's theme config, so that it can be tested on its own.
import type { CSSProperties } from 'react';
import clsx from 'clsx';
import type { PrismTheme } from 'prism-react-renderer';
import type { Token } from './tokens';

type ElementProps = { className?: string; style?: CSSProperties };

export interface RenderProps {
  className: string;
  style: CSSProperties;
  tokens: Token[][];
  getLineProps(input: ElementProps & { line: Token[] }): ElementProps;
  getTokenProps(input: ElementProps & { token: Token }): ElementProps & { children: string };
}

/** Each token type's style in `theme`, for `language`; a later entry adds to an earlier one. */
function stylesByType(theme: PrismTheme, language: string): Map<string, CSSProperties> {
  const styles = new Map<string, CSSProperties>();
  for (const entry of theme.styles) {
    if (entry.languages !== undefined && !entry.languages.includes(language)) continue;
    for (const type of entry.types) {
      styles.set(type, { ...styles.get(type), ...(entry.style as CSSProperties) });
    }
  }
  return styles;
}

/** Everything the render prop receives, for `tokens` in `language` coloured by `theme`. */
export function highlight(theme: PrismTheme, tokens: Token[][], language: string): RenderProps {
  const styles = stylesByType(theme, language);
  // The block's background is the <pre>'s; each line carries the text colour.
  const lineStyle: CSSProperties = { ...theme.plain };
  delete lineStyle.backgroundColor;
  return {
    className: `prism-code language-${language}`,
    style: theme.plain as CSSProperties,
    tokens,
    getLineProps: ({ className, style }) => ({
      className: clsx('token-line', className),
      style: { ...lineStyle, ...style },
    }),
    getTokenProps: ({ token, className, style }) => {
      const typed = token.types.map((type) => styles.get(type)).filter((s) => s !== undefined);
      return {
        className: clsx('token', token.types, className),
        style:
          typed.length === 0 && style === undefined
            ? undefined
            : Object.assign({}, ...typed, style),
        children: token.content,
      };
    },
  };
}
