// Gives each bundle the HTML of a content module's static elements (./rehype.ts) in the form it
// needs, in place of the React elements MDX (@docusaurus/mdx-loader 3.7.0) compiles them to. The
// server's bundle renders every page, so each module holds its HTML. The browser gets the page's
// HTML from the server on a first visit, and needs it only for a page that client-side
// navigation shows: there each module holds the URL of a JSON file with its HTML, which the
// route's preload fetches (./static-html.ts). The file's name carries a hash of its content, so
// that it can be cached for good as the site's other assets are.
// Measured 2026-11-28 (npm run bench:ablation, ../README.md): 4.8 KB gzip of the
// longest guide's JS, 1.8 KB of the introduction's.
import type { Plugin } from '@docusaurus/types';
import { staticHtmlMediaType } from './rehype';

export default function staticHtmlPlugin(): Plugin {
  return {
    name: 'static-html',
    configureWebpack: (_config, isServer) => ({
      module: {
        rules: [
          isServer
            ? { mimetype: staticHtmlMediaType, type: 'json' }
            : {
                mimetype: staticHtmlMediaType,
                type: 'asset/resource',
                generator: { filename: 'assets/static-html/content.[hash].json' },
              },
        ],
      },
    }),
  };
}
