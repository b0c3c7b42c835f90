// Wraps the local-search plugin's search box to say so when search failed (see src/search), once
// the reader uses the box or opens the search page: otherwise the box would just show no
// suggestions. The plugin itself loads its code and the index only on intent (the pointer over
// the box, focus, or the keyboard shortcut), so a visit that never searches downloads neither.
import React, { useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { useSearchIndexFailed } from '@site/src/search/index-status';

type Props = WrapperProps<typeof SearchBarType>;

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
