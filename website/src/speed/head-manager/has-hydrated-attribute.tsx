// Stands in for @docusaurus/core's HasHydratedDataAttribute (./plugin.ts):
// the same `data-has-hydrated` attribute on <html>, false in the server's HTML and true once the
// page has hydrated, but set on the element instead of through a <Head>.
// - Docusaurus's own component declares the attribute in a head, so every page's head changed
//   right after hydration, and the head manager, deferred until a head changes
//   (./deferred-head.tsx), would have downloaded on every first visit for this one attribute.
// - The head manager never removes it: it removes only the attributes it has set itself.
import { useEffect } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function HasHydratedDataAttribute(): null {
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser) document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, [isBrowser]);
  return null;
}
