// Docusaurus 3.7's early script hides the announcement bar before React loads whenever the
// reader dismissed *a* bar, without comparing ids, and React never lifts that hide, so a new
// announcement stayed invisible for the whole first page load. This plugin adds a script that
// runs right after it and lifts the hide when the stored id is not the current bar's id.
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function announcementBarIdPlugin(
  _context: LoadContext,
  options: { id: string },
): Plugin {
  const check = `(function () {
  try {
    if (localStorage.getItem('docusaurus.announcement.id') !== ${JSON.stringify(options.id)}) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch (error) {}
})();`;
  return {
    name: 'announcement-bar-id',
    injectHtmlTags: () => ({ preBodyTags: [{ tagName: 'script', innerHTML: check }] }),
  };
}
