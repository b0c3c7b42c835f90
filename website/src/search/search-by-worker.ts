// Stands in for the search plugin's own searchByWorker module wherever the plugin imports it
// (see plugins/search-index-errors.ts). The plugin has no failure path: when the index could not
// be fetched or parsed, its search box spun forever, its search page waited forever, and each
// attempt threw an uncaught error. Here a failure is reported (./index-status.ts, which the search
// box turns into a message) and the plugin is given no results, so its pages carry on.
import * as pluginWorker from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import { reportSearchIndexFailure } from './index-status';

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  try {
    await pluginWorker.fetchIndexesByWorker(baseUrl, searchContext);
  } catch (error) {
    reportSearchIndexFailure(error);
  }
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<unknown[]> {
  try {
    return await pluginWorker.searchByWorker(baseUrl, searchContext, input, limit);
  } catch (error) {
    reportSearchIndexFailure(error);
    return [];
  }
}
