// Prism highlights every code element on the page by itself when it loads, unless told otherwise
// before it loads. Here React renders the highlighting (see ./Highlight.tsx), so Prism must not
// touch the page: that would change the server-rendered HTML before React hydrates it.
(globalThis as { Prism?: object }).Prism = { manual: true, disableWorkerMessageHandler: true };
