// Stands in for @docusaurus/ComponentCreator in the generated route list
// (plugins/lazy-route-components.ts): each route's component is made by Docusaurus's
// ComponentCreator, but only when the route is first rendered or preloaded.
// - The route list makes a component for every route of the site as the main bundle is
//   evaluated, before any page can hydrate: a loader for each of its chunks and a class of its
//   own. With some 160 routes (the API and command-line reference, the blog's tags and authors),
//   that was most of a 75-80 ms task on Lighthouse's simulated phone, for the one or two routes a
//   page renders.
// - Each route's chunk names come with it (plugins/browser-routes.mjs), and are filed where
//   ComponentCreator looks them up before it makes the component.
// - The component made on first use is kept: Docusaurus preloads a page's route before it
//   hydrates, and the render then finds that same component loaded.
// - A route preloaded once the first page has rendered is one the reader may be shown next, whose
//   head the head manager will have to write and whose static content's HTML is not in the
//   document: both load with the route's code (see ./navigation-loads.ts).
import React, { type ComponentType, type ReactNode } from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import routesChunkNames from '@generated/routesChunkNames';
import { loadForNavigation } from './navigation-loads';

/** The props react-router gives a route's component (its match, location and sub-routes). */
type RouteProps = Record<string, unknown>;
/** What ComponentCreator makes: react-loadable's component, whose props its types leave unknown. */
type RouteComponent = ComponentType<RouteProps> & { preload(): void };

/** A route's chunk names, as the browser's route list gives them (plugins/browser-routes.mjs). */
type ChunkNames = (typeof routesChunkNames)[string];

export default function LazyComponentCreator(path: string, hash: string, chunkNames?: ChunkNames) {
  let component: RouteComponent | undefined;
  const created = (): RouteComponent => {
    // ComponentCreator looks the route's chunks up in this table, which starts empty in the
    // browser.
    if (chunkNames !== undefined) routesChunkNames[`${path}-${hash}`] = chunkNames;
    return (component ??= ComponentCreator(path, hash) as RouteComponent);
  };
  function LazyRouteComponent(props: RouteProps): ReactNode {
    const Component = created();
    return <Component {...props} />;
  }
  // Returns a promise (react-loadable's types say void), which Docusaurus waits for before it
  // hydrates a page or shows the next one. What a navigation needs besides the route's code loads
  // with it, and again once it has loaded: the content modules it declares register what they
  // need as they are evaluated.
  LazyRouteComponent.preload = () =>
    Promise.all([created().preload(), loadForNavigation()]).then(loadForNavigation);
  return LazyRouteComponent;
}
