// What the site's plugins that change the browser's bundle share: they add bundler plugins or
// loaders to that bundle only. The server's bundle renders the pages at build time, where none of
// their changes (smaller code, faster hydration, compile hints) matter.
import { join } from 'node:path';
import type { CurrentBundler, LoadContext, Plugin } from '@docusaurus/types';

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

/** A bundler loader for one of the files Docusaurus generates for the site's client code. */
export interface GeneratedFileLoader {
  /** The file's name in the folder of generated files. */
  file: string;
  /** The loader's path. */
  loader: string;
  options?: Record<string, string>;
}

/**
 * A Docusaurus plugin, named `name`, that runs each loader on its generated file in the browser's
 * bundle only.
 */
export function generatedFileLoadersPlugin(
  name: string,
  context: LoadContext,
  loaders: GeneratedFileLoader[],
): Plugin {
  const rules = loaders.map(({ file, loader, options }) => {
    const path = join(context.generatedFilesDir, file);
    return {
      test: (module: string) => module === path,
      use: [options === undefined ? { loader } : { loader, options }],
    };
  });
  return {
    name,
    configureWebpack: (_config, isServer) => (isServer ? {} : { module: { rules } }),
  };
}
