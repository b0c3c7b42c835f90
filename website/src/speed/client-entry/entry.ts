// The browser bundle's entry point (./plugin.ts): Docusaurus's own client entry, once
// the largest modules it needs have been evaluated, each in a task of its own.
// - Evaluating the main bundle was the longest task of every page's load. On a CPU four times
//   slower than this project's test machine, as Lighthouse's mobile runs simulate, it took
//   300-460 ms, in which the page could not answer a tap, and all of it past 50 ms counted as
//   blocking time. React DOM, the routes with their loaders, the theme's navbar and layout, and
//   Docusaurus's app each took 15-80 ms of it, before Docusaurus's entry preloaded the page's
//   code and started hydrating.
// - Imported one at a time, with a return to the browser's event loop between, they make several
//   shorter tasks, between which the browser can handle input and paint. Each module is still
//   evaluated once: a later import finds it done.
// - The imports are `eager`: the modules stay in the main bundle, and nothing more downloads.
import { inSeparateTasks } from './in-separate-tasks';

void inSeparateTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@theme/Navbar'),
  () => import(/* webpackMode: "eager" */ '@theme/Layout'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
]);
