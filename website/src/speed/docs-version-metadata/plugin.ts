// Gives the docs version's metadata that @docusaurus/plugin-content-docs 3.7.0 writes, in both
// bundles, without the list of every doc that only doc cards read (see
// ./docs-version-without-doc-list.mjs).
// Measured 2026-11-28 (npm run bench:ablation, ../README.md): 4.5 KB gzip of a docs
// page's JS.
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const loader = fileURLToPath(new URL('./docs-version-without-doc-list.mjs', import.meta.url));

/** The props of a docs version's root route, as the docs plugin writes them for the bundler. */
const versionProps = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function docsVersionMetadataPlugin(): Plugin {
  return {
    name: 'docs-version-metadata',
    configureWebpack: () => ({ module: { rules: [{ test: versionProps, use: [loader] }] } }),
  };
}
