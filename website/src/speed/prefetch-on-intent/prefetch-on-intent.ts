// Docusaurus prefetches the code of every internal link as soon as the link scrolls into view. On
// a docs page the sidebar alone shows dozens of links, so a first visit downloaded more code for
// pages the reader might open than for the page they opened. A link still loads its page's code
// when the pointer rests on it or a finger touches it (Docusaurus's preload), which is early
// enough for a navigation to feel instant; a page reached from the keyboard loads on the click.
// Written for @docusaurus/core 3.7.0, whose links prefetch through `window.docusaurus`;
// test/upstream-internals.test.ts fails if that changes.
// Measured 2026-11-28 (npm run bench:ablation, ../README.md): with the runtime's chunk
// maps, 2.7 KB of JS and 8.8 % of the MemClient page's main-thread time.
import type { ClientModule } from '@docusaurus/types';

const neverPrefetch = () => false as const;

const prefetchOnIntent: ClientModule = {
  // Docusaurus installs `window.docusaurus` just before the first render, after client modules
  // load; this runs in the first render's layout effects, before any link can report that it is
  // in view. The object is read-only, so it is replaced by a copy whose prefetch does nothing.
  onRouteDidUpdate() {
    if (window.docusaurus.prefetch !== neverPrefetch) {
      window.docusaurus = { ...window.docusaurus, prefetch: neverPrefetch };
    }
  },
};

export default prefetchOnIntent;
