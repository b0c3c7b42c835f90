// Stands in for @docusaurus/theme-common's useWindowSize (plugins/window-size-transition.ts): the
// same answers, 'ssr' until the page has hydrated and then 'desktop' or 'mobile' either side of
// the 996 px breakpoint, but each new answer is rendered as a transition.
// - The theme renders the page as for a desktop until it has hydrated, since the server cannot
//   know the width. At phone width, the first answer then mounts the mobile menu (with the docs
//   sidebar in it on a docs page), drops the desktop sidebar and table of contents, and renders
//   the navbar's items again. As an ordinary update from an effect, React rendered all of that in
//   one task: 90-120 ms of Lighthouse's simulated phone on /search. A transition is rendered in
//   short slices, between which the page answers the reader.
// - Until it is rendered, the stylesheet already lays the page out for its width (Infima's media
//   queries use the same breakpoint), so the reader sees nothing change meanwhile.
import { startTransition, useEffect, useState } from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** The width above which the theme lays a page out for a desktop, as Infima's stylesheet does. */
const desktopBreakpointPx = 996;

export function useWindowSize({
  desktopBreakpoint = desktopBreakpointPx,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  // What the server rendered, so that hydration finds the same page.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setWindowSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile'),
      );
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
