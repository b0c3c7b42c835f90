// Wraps the local-search plugin's search page, which sets a bare <title> ("Search the
// documentation") where every other page reads "Title | mem.ai SDK". The title below is the same
// text, formatted by the theme; rendered after the plugin's, it is the one the browser shows.
import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';

function searchTitle(query: string): string {
  return query === ''
    ? translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' })
    : translate(
        { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' },
        { query },
      );
}

export default function SearchPageWithSiteTitle(): ReactNode {
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  return (
    <>
      <SearchPage />
      <PageMetadata title={searchTitle(query)} />
    </>
  );
}
