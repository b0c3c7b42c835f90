// The <Highlight> component the theme's code block renders, with the same render-prop API as
// prism-react-renderer's (see ./index.ts): it hands back the code's lines of tokens (from
// ./use-tokens.ts), and props that colour them with the Prism theme.
import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { PrismTheme } from 'prism-react-renderer';
import { isHydrating } from './hydrating';
import { highlight, type RenderProps } from './render-props';
import { useTokens } from './use-tokens';

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
