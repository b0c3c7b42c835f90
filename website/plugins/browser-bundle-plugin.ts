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

/**
 * A Docusaurus plugin, named `name`, that gives the browser's bundle `replacement` (a file's
 * path) wherever a module whose folder `importedFrom` accepts imports a request matching
 * `request`. The site's stand-ins for third-party internals are each one of these.
 */
export function moduleReplacementPlugin(
  name: string,
  {
    request,
    importedFrom,
    replacement,
  }: { request: RegExp; importedFrom: (folder: string) => boolean; replacement: string },
): Plugin {
  return browserBundlePlugin(name, (bundler) => [
    new bundler.NormalModuleReplacementPlugin(
      request,
      (resource: { request: string; context: string }) => {
        if (importedFrom(resource.context)) resource.request = replacement;
      },
    ),
  ]);
}
