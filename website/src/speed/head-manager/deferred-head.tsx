// Stands in for react-helmet-async in Docusaurus's browser code (./plugin.ts):
// every <Head> of the site and the theme is react-helmet-async's Helmet, but that package (5.8 KB
// gzip with its helpers) downloads only once a page's head has to change.
// - The server wrote the first page's head into its HTML, and hydration renders the same heads,
//   so until something else renders, there is nothing for the head manager to do. It is needed
//   for a page that client-side navigation shows (its route's preload fetches it, on the reader's
//   intent, and the navigation waits for it, as for the page's code), for a head that mounts
//   later, and for one whose tags change. A first page's head that changes only in words (the
//   search page's title names the query, which only the browser knows) is changed in place
//   (./in-place.ts).
// - Once loaded, every mounted head renders the real Helmet. The instances of all Helmets share
//   one list in the browser, whatever their HelmetData, so they need no provider around the app:
//   the first update finds the tags the server wrote, keeps those that are still wanted and
//   replaces the others, as it does on every navigation.
import {
  isValidElement,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Helmet as RealHelmet, HelmetData, HelmetProps } from 'react-helmet-async';
import { firstPageRendered, markFirstPageRendered } from '../first-page';
import { changedInPlace } from './in-place';
import { loadOnNavigation } from '../navigation-loads';

/** The real head manager, once loaded, with the data its Helmets share. */
interface HeadManager {
  readonly Helmet: typeof RealHelmet;
  readonly data: HelmetData;
}

let manager: HeadManager | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadHeadManager(): Promise<void> {
  loading ??= import(/* webpackChunkName: "head-manager" */ 'react-helmet-async').then(
    ({ Helmet, HelmetData }) => {
      manager = { Helmet, data: new HelmetData({}) };
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // A later need tries again (after a deploy replaced the chunks, the page reloads first).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// A page that navigation shows renders its head with the real head manager.
loadOnNavigation(loadHeadManager);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentManager = () => manager;

/** What a head says, as text: equal for two renders of the same tags and attributes. */
function describe(props: HelmetProps & { children?: ReactNode }): string {
  return JSON.stringify(props, (_key, value: unknown) =>
    isValidElement(value) ? [value.type, value.props] : value,
  );
}

/** Docusaurus's client wraps its app in this; the deferred heads need no provider. */
export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}

/** Renders react-helmet-async's Helmet once it has loaded, and loads it when it is needed. */
export function Helmet(props: HelmetProps & { children?: ReactNode }): ReactNode {
  const loaded = useSyncExternalStore(subscribe, currentManager, currentManager);
  const description = describe(props);
  // The first page's heads all render before any layout effect of its first commit runs. What
  // was last written for this head, by the server or in place, is kept to compare with.
  const [written] = useState(() => ({ withFirstPage: !firstPageRendered(), description, props }));
  useLayoutEffect(() => {
    markFirstPageRendered();
    if (loaded || (written.withFirstPage && description === written.description)) return;
    if (written.withFirstPage && changedInPlace(written.props, props)) {
      written.description = description;
      written.props = props;
    } else {
      void loadHeadManager();
    }
  }, [loaded, written, description, props]);
  return loaded ? <loaded.Helmet helmetData={loaded.data} {...props} /> : null;
}
