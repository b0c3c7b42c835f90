// A code block's tokens while the static HTML is rendered: every block is tokenized with Prism,
// and the browser reads the tokens back from that HTML (./use-tokens.ts, which this module
// replaces in the server bundle; see ./plugin.ts).
import { Prism } from './prism';
import { tokenize, type Token } from './tokens';
import type { useTokens as useTokensInBrowser } from './use-tokens';

export const useTokens: typeof useTokensInBrowser = (code: string, language: string): Token[][] =>
  tokenize(Prism, code, language);
