// The local-search plugin ships its client code without type declarations. These describe the
// parts this site calls (see src/theme/SearchBar and src/search).

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
