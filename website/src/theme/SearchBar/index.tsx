// Wraps the local-search plugin's search box for two reasons.
// - To load the search index before the reader asks. The plugin fetches the index, and the
//   autocomplete code, only when the box is hovered or focused, so the first query waited for
//   both. Once the page has loaded and the browser is idle, this asks the plugin's own worker for
//   the index (the worker parses it off the main thread and keeps it) and fetches the
//   autocomplete chunk; the box then answers its first query at once.
// - To say so when search failed (see src/search), once the reader uses the box or opens the
//   search page: otherwise the box would just show no suggestions.
import React, { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { useSearchIndexFailed } from '@site/src/search/index-status';
// The module the plugin's search box also uses (see src/search), so both share one worker.
import { fetchIndexesByWorker } from '@site/src/search/search-by-worker';

type Props = WrapperProps<typeof SearchBarType>;

/** Readers who asked their browser to save data fetch the index only when they use the box. */
function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

function whenIdleAfterLoad(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback.
      const handle = setTimeout(task, 500);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}

function useSearchIndexPreload(enabled: boolean): void {
  const { siteConfig } = useDocusaurusContext();
  useEffect(() => {
    if (!enabled || prefersSavingData()) return undefined;
    return whenIdleAfterLoad(() => {
      // This site has one docs version, so the box always searches the index at the base URL.
      // A failure is recorded, and shown once the reader uses the box.
      void fetchIndexesByWorker(siteConfig.baseUrl, '');
      import('@easyops-cn/autocomplete.js').catch(() => {});
    });
  }, [enabled, siteConfig.baseUrl]);
}

function SearchUnavailable(): ReactNode {
  return (
    <p role="alert" className="search-unavailable">
      <Translate id="search.unavailable">
        Search is unavailable: the search index could not be loaded. Reload the page to try again.
      </Translate>
    </p>
  );
}

export default function SiteSearchBar(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  useSearchIndexPreload(siteConfig.customFields?.preloadSearchIndex === true);
  const failed = useSearchIndexFailed();
  const [used, setUsed] = useState(false);
  const onSearchPage = useLocation().pathname === `${siteConfig.baseUrl}search`;
  return (
    <div className="search-bar" onFocus={() => setUsed(true)}>
      <SearchBar {...props} />
      {failed && (used || onSearchPage) && <SearchUnavailable />}
    </div>
  );
}
