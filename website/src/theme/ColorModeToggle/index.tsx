// Wraps the colour-mode switch. Docusaurus 3.7 renders it on the server in light mode, and React
// keeps those attributes when it hydrates, so after a reload in dark mode the switch still told
// screen readers "currently light mode". Remounting it once the page has hydrated renders its
// label, title and pressed state from the mode the reader actually has.
import React, { type ComponentProps, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ColorModeToggle from '@theme-original/ColorModeToggle';

export default function ColorModeToggleAfterHydration(
  props: ComponentProps<typeof ColorModeToggle>,
): ReactNode {
  const hydrated = useIsBrowser();
  return <ColorModeToggle key={hydrated ? 'client' : 'server'} {...props} />;
}
