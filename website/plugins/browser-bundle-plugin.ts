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

/** Which module to give the browser's bundle in place of which import, and where. */
export interface ModuleReplacement {
  /** The imports to replace, as written in the importing module. */
  request: RegExp;
  /** Whether to replace an import made by a module in this folder. */
  importedFrom: (folder: string) => boolean;
  /** The path of the module given in its place. */
  replacement: string;
}

/** The bundler plugin that makes `replacement`. */
export function moduleReplacement(
  bundler: CurrentBundler['instance'],
  { request, importedFrom, replacement }: ModuleReplacement,
): BundlerPlugins[number] {
  return new bundler.NormalModuleReplacementPlugin(
    request,
    (resource: { request: string; context: string }) => {
      if (importedFrom(resource.context)) resource.request = replacement;
    },
  );
}

/**
 * A Docusaurus plugin, named `name`, that gives the browser's bundle `replacement` (a file's
 * path) wherever a module whose folder `importedFrom` accepts imports a request matching
 * `request`. The site's stand-ins for third-party internals are each one of these.
 */
export function moduleReplacementPlugin(name: string, replacement: ModuleReplacement): Plugin {
  return browserBundlePlugin(name, (bundler) => [moduleReplacement(bundler, replacement)]);
}
