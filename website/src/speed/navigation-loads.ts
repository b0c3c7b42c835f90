// What a page shown by client-side navigation needs besides its route's code, and the first page
// does not: the first page's head and static content are in the HTML the server wrote, while a
// page that navigation shows needs the head manager (./head-manager/deferred-head.tsx) and its
// content's HTML (./static-html/static-html.ts). Each registers how to load what it needs as it
// is evaluated: the head manager with the main bundle (Docusaurus's client entry imports it), the
// static HTML's module with the content that needs it. A route's preload runs them
// (./route-components/route-component.ts).
import { firstPageRendered } from './first-page';

const loads = new Set<() => Promise<unknown>>();

/** Registers what to load before a page that client-side navigation shows can render. */
export function loadOnNavigation(load: () => Promise<unknown>): void {
  loads.add(load);
}

/**
 * Runs every registered load, unless the first page is still to be rendered over the server's
 * HTML. Route preloads call this; a navigation waits for it.
 */
export function loadForNavigation(): Promise<void> {
  // Docusaurus hydrates the server's HTML in a built site; its development server renders the
  // first page in the browser alone.
  if (process.env.HYDRATE_CLIENT_ENTRY && !firstPageRendered()) return Promise.resolve();
  return Promise.all(Array.from(loads, (load) => load())).then(() => undefined);
}
