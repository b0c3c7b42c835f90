// The search worker's entry: the search plugin's own worker code, which parses the index and
// answers queries off the main thread, after ./worker-index-download.ts, which downloads the
// index for it. Started by ./search-by-worker.ts.
import './worker-index-download';
import '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';
