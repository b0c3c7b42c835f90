// The HTML of a page's static content (see ./rehype.ts), kept out of the code a first visit
// downloads.
// - A first visit has that HTML already: the server wrote it into the page, where each static
//   element carries the name of its HTML (`data-static-html`). The element renders the HTML it
//   finds there under that name, read as the page hydrates: React adopts the element without
//   touching what is inside, and should React ever render it anew (a hydration that fails falls
//   back to that), it renders the same HTML, read before that render replaced the server's.
// - A page that client-side navigation shows has no such HTML in the document. Each content
//   module's HTML is a file of its own in the browser's build, which the route's preload fetches
//   once the first page has rendered, after the route's code (on the reader's intent; a
//   navigation waits for it).
// - The server's bundle has every module's HTML in the module itself (see
//   ./plugin.ts).
import { loadOnNavigation } from '../navigation-loads';

/** What React takes as an element's inner HTML: one object per HTML, so that React, which sets
 * it again whenever it is handed another object, sets it once. */
export type InnerHtml = { __html: string };

/** The static HTML of one content module, as its compiled code declares it. */
export interface StaticHtmlModule {
  /** A hash of the module's HTML, which names its elements in the page. */
  readonly key: string;
  /** The HTML, one string per element (the server's bundle), or the URL of its JSON file (the
   * browser's). */
  readonly source: readonly string[] | string;
  /** What is known of each element's inner HTML. */
  readonly objects: (InnerHtml | undefined)[];
  loading?: Promise<void> | undefined;
}

/** Modules whose HTML a page may still need, and that has neither loaded nor been read whole from
 * the page. */
const unread = new Set<StaticHtmlModule>();

/**
 * Declares a content module's static HTML, as its compiled code is evaluated: when its route's
 * preload loads it.
 */
export function declareStaticHtml(key: string, count: number, source: string[] | string) {
  const objects = Array.from({ length: count }, (_, index) =>
    typeof source === 'string' ? undefined : { __html: source[index] ?? '' },
  );
  const module: StaticHtmlModule = { key, source, objects };
  if (typeof source === 'string') unread.add(module);
  return module;
}

/**
 * The error of a module's HTML that could not be loaded. It is named as the bundler names a chunk
 * that could not be loaded, for the same recovery: a warning for a failed preload
 * (./chunk-load-errors.ts), and a reload for a failed navigation (Docusaurus's own).
 */
function loadError(url: string, cause: unknown): Error {
  const error = new Error(`Could not load ${url}`, { cause });
  error.name = 'ChunkLoadError';
  return error;
}

/** Loads a module's HTML, once. */
export function loadStaticHtml(module: StaticHtmlModule): Promise<void> {
  const { source, objects } = module;
  if (typeof source !== 'string') return Promise.resolve();
  module.loading ??= fetch(source)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<string[]>;
    })
    .then(
      (htmls) => {
        htmls.forEach((html, index) => {
          objects[index] ??= { __html: html };
        });
        unread.delete(module);
      },
      (cause: unknown) => {
        // A later preload tries again.
        module.loading = undefined;
        throw loadError(source, cause);
      },
    );
  return module.loading;
}

// A page that navigation shows needs the HTML of the content modules its route's code declared,
// which the route's preload has evaluated before it runs this.
loadOnNavigation(() => Promise.all(Array.from(unread, loadStaticHtml)));

/** The name of a module's element in the page. */
export const nameOf = (module: StaticHtmlModule, index: number): string => `${module.key}-${index}`;

/**
 * The inner HTML of a module's element: loaded, or read from the element of that name in the
 * page, or undefined if neither has it.
 */
export function innerHtmlOf(module: StaticHtmlModule, index: number): InnerHtml | undefined {
  const { objects } = module;
  if (objects[index] !== undefined || typeof document === 'undefined') return objects[index];
  const element = document.querySelector(`[data-static-html="${nameOf(module, index)}"]`);
  if (element === null) return undefined;
  objects[index] = { __html: element.innerHTML };
  if (objects.every((object) => object !== undefined)) unread.delete(module);
  return objects[index];
}
