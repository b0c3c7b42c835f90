/**
 * Whether React is hydrating the page's server-rendered HTML, as opposed to rendering a page the
 * reader navigated to: Docusaurus marks `<html data-has-hydrated="true">` once it is done. A
 * component reads it once, as it mounts, so that it can render what the server rendered and
 * not be rendered again once hydration ends.
 */
export function isHydrating(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.documentElement.getAttribute('data-has-hydrated') !== 'true'
  );
}
