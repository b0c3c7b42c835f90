// Wraps the local-search plugin's search page for four reasons.
// - The plugin sets a bare <title> ("Search the documentation") where every other page reads
//   "Title | mem.ai SDK". The title below is the same text, formatted by the theme; rendered after
//   the plugin's, it is the one the browser shows.
// - The plugin puts the `version` query parameter straight into the index's URL, so an unknown
//   value (a stale link, or `version=current`) fetched a missing file and left the page stuck.
//   The plugin reads the query string from the router, so it is handed a location without it.
// - The plugin gives the page no description, which search engines and link previews show.
// - Results render after the page; on a short page they pushed the footer down the screen (a
//   layout shift). The page's class lets the stylesheet keep the footer below the first screen.
import React, { type ReactNode } from 'react';
import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import { useLocation } from '@docusaurus/router';
// Docusaurus's own router; its Route can hand its children a different location.
import { Route } from 'react-router-dom';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
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

/** The `version` values the plugin understands: none for the latest docs, else a version's path. */
function useKnownSearchVersions(): Set<string> {
  const baseUrl = useBaseUrl('/');
  const versions = Object.values(useAllDocsData()).flatMap((docs) => docs.versions);
  return new Set([
    '',
    ...versions
      .filter((version) => !version.isLast)
      .map((version) => `${version.path.slice(baseUrl.length)}/`),
  ]);
}

export default function SiteSearchPage(): ReactNode {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (!useKnownSearchVersions().has(params.get('version') ?? '')) params.delete('version');
  const search = params.toString();
  return (
    <HtmlClassNameProvider className="search-page">
      <Route
        location={{ ...location, search: search === '' ? '' : `?${search}` }}
        render={() => <SearchPage />}
      />
      <PageMetadata
        title={searchTitle(params.get('q') ?? '')}
        description={translate({
          id: 'search.page.description',
          message: "Search the mem.ai SDK's guides, API reference and blog.",
        })}
      />
    </HtmlClassNameProvider>
  );
}
