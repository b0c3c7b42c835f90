// Gives the browser's bundle the generated chunk registry without the module names that only the
// server reads (see ./registry-without-module-names.mjs).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const loader = fileURLToPath(new URL('./registry-without-module-names.mjs', import.meta.url));

export default function registryWithoutModuleNamesPlugin(context: LoadContext): Plugin {
  const registry = join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'registry-without-module-names',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : { module: { rules: [{ test: (file: string) => file === registry, use: [loader] }] } },
  };
}
