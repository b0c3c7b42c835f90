// Points the theme's imports of prism-react-renderer at src/prism, which highlights with Prism's
// core and only the languages this site uses (see src/prism/index.ts). Both bundles, the browser's
// and the server renderer's, get it, so the HTML and its hydration agree. docusaurus.config.ts
// itself still reads the colour themes from prism-react-renderer, in Node.
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const sitePrism = fileURLToPath(new URL('../src/prism/index.ts', import.meta.url));

export default function prismLanguagesPlugin(): Plugin {
  return {
    name: 'prism-languages',
    configureWebpack: () => ({ resolve: { alias: { 'prism-react-renderer$': sitePrism } } }),
  };
}
