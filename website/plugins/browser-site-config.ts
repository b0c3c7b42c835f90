// Gives the browser's bundle the site's configuration without the fields that configure only the
// build (see ./browser-site-config.mjs). The server's bundle keeps all of it.
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { generatedFileLoadersPlugin } from './browser-bundle-plugin';

const loader = fileURLToPath(new URL('./browser-site-config.mjs', import.meta.url));

export default function browserSiteConfigPlugin(context: LoadContext): Plugin {
  return generatedFileLoadersPlugin('browser-site-config', context, [
    { file: 'docusaurus.config.mjs', loader },
  ]);
}
