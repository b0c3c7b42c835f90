// The local-search plugin ships its client code without type declarations. These describe the
// parts this site calls (see src/theme/SearchBar, src/theme/SearchPage and src/search).

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';

declare module '@easyops-cn/autocomplete.js' {
  const autocomplete: unknown;
  export default autocomplete;
}

// The box's keyboard shortcut and the constants generated from the plugin's options, which
// src/search/SearchBarStandIn.tsx shares with the plugin's box.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js' {
  export interface Keymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js' {
  export function isMacPlatform(): boolean;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js' {
  export const searchBarShortcut: boolean;
  export const searchBarShortcutHint: boolean;
  export const searchBarShortcutKeymap: string | undefined;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  /** The index's address under the site's or version's base URL, with `{dir}` for the context. */
  export const searchIndexUrl: string;
}

// The plugin's server entry, which plugins/search-index.ts wraps; its published types declare only
// the options.
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/index.js' {
  import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
  import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
  export default function searchLocal(context: LoadContext, options: PluginOptions): Plugin;
  export function validateOptions(
    context: OptionValidationContext<PluginOptions, PluginOptions>,
  ): PluginOptions;
}

// The highlighting of matched words that the plugin's suggestions use, which the search page
// (src/theme/SearchPage) shares. Each returns HTML in which only the `<mark>` elements it adds
// are markup: the text is escaped.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js' {
  /** lunr's match data: for each matched term, each field it matched in, with where. */
  export type MatchMetadata = Record<
    string,
    Record<string, { position: [start: number, length: number][] } | undefined>
  >;
  /** Where the terms matched in one field, in order. */
  export function getStemmedPositions(
    metadata: MatchMetadata,
    field: string,
  ): [start: number, length: number][];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js' {
  /** The text with each occurrence of the tokens (lower case, longest first) marked. */
  export function highlight(content: string, tokens: string[]): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js' {
  /** Up to `maxLength` characters of the text around its first match, the matches marked. */
  export function highlightStemmed(
    content: string,
    positions: [start: number, length: number][],
    tokens: string[],
    maxLength: number,
  ): string;
}

// The plugin's loading ring, which the search page shows while the index downloads.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing' {
  import type { ReactNode } from 'react';
  export default function LoadingRing(props: { className?: string }): ReactNode;
}
