// Gives the browser's bundle the site's configuration without the fields that configure only the
// build (see ./browser-site-config.mjs). The server's bundle keeps all of it.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const loader = fileURLToPath(new URL('./browser-site-config.mjs', import.meta.url));

export default function browserSiteConfigPlugin(context: LoadContext): Plugin {
  const config = join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'browser-site-config',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : { module: { rules: [{ test: (file: string) => file === config, use: [loader] }] } },
  };
}
