// Stands in for @docusaurus/core's BrowserContextProvider (plugins/browser-context-transition.ts):
// the same context, false while the page hydrates and true once it has, but the change to true is
// rendered as a transition.
// - Everything that reads useIsBrowser renders again when the flag turns: the colour mode toggle,
//   the themed logo (whose image for the other colour mode is then removed), each code block's
//   colours, the search box. As an ordinary update from an effect, React rendered and committed
//   all of it in one task: some 55 ms on /search without slowdown, about four times that on
//   Lighthouse's simulated phone. A transition is rendered in short slices, between which the
//   page answers the reader.
// - Until it is rendered, the page is the one the server sent, which already reads and looks
//   right: only what needs the browser (the toggle's click, a code block's colour mode) waits.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Context } from '@docusaurus/core/lib/client/browserContext.js';

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  // What the server rendered, so that hydration finds the same page.
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
