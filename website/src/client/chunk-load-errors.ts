// Docusaurus preloads a page's code when a link is hovered or seen, and does not catch a failed
// preload: after a deploy replaced the chunks, merely pointing at a link threw an uncaught
// ChunkLoadError. A click on that link still logs a warning and reloads the page (the theme's
// own recovery); this turns the preload failure into the same kind of warning.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function isChunkLoadError(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'ChunkLoadError';
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    console.warn('Could not preload a page of this site; it will load when opened.', event.reason);
  });
}
