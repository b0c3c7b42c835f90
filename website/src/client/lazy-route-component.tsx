// Stands in for @docusaurus/ComponentCreator in the generated route list
// (plugins/lazy-route-components.ts): each route's component is made by Docusaurus's
// ComponentCreator, but only when the route is first rendered or preloaded.
// - The route list makes a component for every route of the site as the main bundle is
//   evaluated, before any page can hydrate: a loader for each of its chunks and a class of its
//   own. With some 160 routes (the API and command-line reference, the blog's tags and authors),
//   that was most of a 75-80 ms task on Lighthouse's simulated phone, for the one or two routes a
//   page renders.
// - The component made on first use is kept: Docusaurus preloads a page's route before it
//   hydrates, and the render then finds that same component loaded.
// - A route preloaded once the first page has rendered is one the reader may be shown next, whose
//   head the head manager will have to write: it loads with the route's code (see
//   ./deferred-head.tsx).
import React, { type ComponentType, type ReactNode } from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import { loadHeadManagerForNavigation } from './deferred-head';

/** The props react-router gives a route's component (its match, location and sub-routes). */
type RouteProps = Record<string, unknown>;
/** What ComponentCreator makes: react-loadable's component, whose props its types leave unknown. */
type RouteComponent = ComponentType<RouteProps> & { preload(): void };

export default function LazyComponentCreator(path: string, hash: string) {
  let component: RouteComponent | undefined;
  const created = (): RouteComponent =>
    (component ??= ComponentCreator(path, hash) as RouteComponent);
  function LazyRouteComponent(props: RouteProps): ReactNode {
    const Component = created();
    return <Component {...props} />;
  }
  // Returns a promise (react-loadable's types say void), which Docusaurus waits for before it
  // hydrates a page or shows the next one.
  LazyRouteComponent.preload = () =>
    Promise.all([created().preload(), loadHeadManagerForNavigation()]);
  return LazyRouteComponent;
}
