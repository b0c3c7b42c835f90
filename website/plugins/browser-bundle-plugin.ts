// What the site's plugins that change the browser's bundle share: they add bundler plugins to
// that bundle only. The server's bundle renders the pages at build time, where none of their
// changes (smaller code, faster hydration, compile hints) matter.
import type { CurrentBundler, Plugin } from '@docusaurus/types';

type BundlerPlugins = NonNullable<ReturnType<NonNullable<Plugin['configureWebpack']>>['plugins']>;

/** A Docusaurus plugin, named `name`, that adds `bundlerPlugins` to the browser's bundle. */
export function browserBundlePlugin(
  name: string,
  bundlerPlugins: (bundler: CurrentBundler['instance']) => BundlerPlugins,
): Plugin {
  return {
    name,
    configureWebpack: (_config, isServer, { currentBundler }) => ({
      plugins: isServer ? [] : bundlerPlugins(currentBundler.instance),
    }),
  };
}
