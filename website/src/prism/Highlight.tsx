// The <Highlight> component the theme's code block renders, with the same render-prop API as
// prism-react-renderer's (see ./index.ts): it hands back the code's lines of tokens (from
// ./use-tokens.ts), and props that colour them with the Prism theme.
import type { CSSProperties, ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import clsx from 'clsx';
import type { PrismTheme } from 'prism-react-renderer';
import type { Token } from './tokens';
import { isHydrating } from './hydrating';
import { useTokens } from './use-tokens';

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

/** The Prism theme the server coloured the page's code with: its default colour mode's. */
function useServerTheme(): PrismTheme {
  const { colorMode, prism } = useThemeConfig();
  const { theme, darkTheme } = prism as { theme: PrismTheme; darkTheme?: PrismTheme };
  return colorMode.defaultMode === 'dark' ? (darkTheme ?? theme) : theme;
}

/**
 * `theme`, except that a block hydrating the server's HTML in another colour mode than the
 * server's keeps the server's colours until it has hydrated, then takes `theme`'s: React does
 * not correct attributes that differ from the server's as it hydrates, only when a later render
 * changes them. A block already in the server's colour mode renders once.
 */
function useShownTheme(theme: PrismTheme): PrismTheme {
  const serverTheme = useServerTheme();
  const [showsServerTheme, setShowsServerTheme] = useState(
    () => isHydrating() && theme !== serverTheme,
  );
  useEffect(() => {
    if (showsServerTheme) setShowsServerTheme(false);
  }, [showsServerTheme]);
  return showsServerTheme ? serverTheme : theme;
}

export function Highlight(props: {
  theme: PrismTheme;
  code: string;
  language: string;
  children(props: RenderProps): ReactNode;
}): ReactNode {
  const { code, language, children } = props;
  const theme = useShownTheme(props.theme);
  const tokens = useTokens(code, language);
  return children(useMemo(() => highlight(theme, tokens, language), [theme, tokens, language]));
}
