// The search worker's entry: the search plugin's own worker code, which parses the index and
// answers queries off the main thread. Started by ./search-by-worker.ts.
import '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';
