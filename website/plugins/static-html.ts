// Gives each bundle the HTML of a content module's static elements (src/rehype/static-html.ts) in
// the form it needs. The server's bundle renders every page, so each module holds its HTML. The
// browser gets the page's HTML from the server on a first visit, and needs it only for a page
// that client-side navigation shows: there each module holds the URL of a JSON file with its
// HTML, which the route's preload fetches (src/client/static-html.ts). The file's name carries a
// hash of its content, so that it can be cached for good as the site's other assets are.
import type { Plugin } from '@docusaurus/types';
import { staticHtmlMediaType } from '../src/rehype/static-html';

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
