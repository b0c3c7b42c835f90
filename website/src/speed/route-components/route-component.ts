// Stands in for @docusaurus/ComponentCreator in the generated route list
// (./plugin.ts): each route's component is Docusaurus's own, made by its
// ComponentCreator, with two things added.
// - The route's chunk names come with it (../route-data/browser-routes.mjs), and are filed where
//   ComponentCreator looks them up, just before it makes the component: the browser's table of
//   them starts empty, which keeps every route's path from being written twice in every page.
// - A route preloaded once the first page has rendered is one the reader may be shown next,
//   whose head the head manager will have to write and whose static content's HTML is not in the
//   document: both load with the route's code (see ../navigation-loads.ts), and Docusaurus waits
//   for the preload before it shows the route.
// Until 2026-11-28 each component was also made only when its route was first used; measured
// alone, that saved no main-thread time beyond the spread of the runs (bench/RESULTS.md,
// "Stand-ins, one by one"), so they are made as the route list is evaluated, as Docusaurus does.
import ComponentCreator from '@docusaurus/ComponentCreator';
import routesChunkNames from '@generated/routesChunkNames';
import { loadForNavigation } from '../navigation-loads';

/** A route's chunk names, as the browser's route list gives them (../route-data/browser-routes.mjs).
 */
type ChunkNames = (typeof routesChunkNames)[string];

export default function ComponentCreatorWithNavigationLoads(
  path: string,
  hash: string,
  chunkNames?: ChunkNames,
): ReturnType<typeof ComponentCreator> {
  if (chunkNames !== undefined) routesChunkNames[`${path}-${hash}`] = chunkNames;
  // react-loadable's component, whose `preload` its types leave out; it returns a promise.
  const component = ComponentCreator(path, hash) as ReturnType<typeof ComponentCreator> & {
    preload(): Promise<unknown>;
  };
  const preloadCode = component.preload.bind(component);
  component.preload = () =>
    Promise.all([preloadCode(), loadForNavigation()]).then(loadForNavigation);
  return component;
}
