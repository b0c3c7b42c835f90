// The search page, /search?q=…, in place of the local-search plugin's. It searches the same
// index in the same worker (src/search) and shows the same results, but:
// - Once hydrated, it renders the query from the address, then the results. The plugin's page
//   also wrote its empty starting query into the address and then the query back again, and
//   each new address renders the whole site once more; with its results in one task, that was
//   some 800 ms more blocking time on Lighthouse's simulated phone, and a key typed meanwhile
//   could be lost.
// - It renders a hundred results as transitions, which React splits into short tasks, ten
//   results to a commit (./useInBatches.ts), and the stylesheet lays out only those in view.
// - Its title reads "Title | mem.ai SDK", like every other page's, and it has a description, for
//   search engines and link previews. Like every page it may be indexed: the plugin's page
//   meant to forbid that, but wrote its robots tag as a `property`, which crawlers ignore, and a
//   working one fails Lighthouse's crawlability audit.
// - An unknown `version` in the address (a stale link) searches the latest docs; the plugin put
//   it in the index's address, fetched a missing file and waited for ever.
// - Results render after the page; on a short page they pushed the footer down the screen (a
//   layout shift). The page's class lets the stylesheet keep the footer below the first screen.
import React, { type ReactNode } from 'react';
import { HtmlClassNameProvider, PageMetadata, usePluralForm } from '@docusaurus/theme-common';
import { useLocation } from '@docusaurus/router';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
import SearchResultItem, { type SearchResult } from './SearchResultItem';
import { useQueryInAddress } from './useQueryInAddress';
import { useInBatches } from './useInBatches';
import { useSearchResults } from './useSearchResults';
import styles from './styles.module.css';

function searchTitle(query: string): string {
  return query === ''
    ? translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' })
    : translate(
        { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' },
        { query },
      );
}

/** The base address of the docs version the address's `version` names (the path of a version
 * but the latest, as the plugin's links write it), or the site's for none or an unknown one. */
function useVersionUrl(): string {
  const baseUrl = useBaseUrl('/');
  const version = new URLSearchParams(useLocation().search).get('version') ?? '';
  const known = Object.values(useAllDocsData())
    .flatMap((docs) => docs.versions)
    .some((docsVersion) => !docsVersion.isLast && `${docsVersion.path}/` === baseUrl + version);
  return known ? baseUrl + version : baseUrl;
}

function ResultCount({ results }: { results: SearchResult[] }): ReactNode {
  const { selectMessage } = usePluralForm();
  if (results.length > 0) {
    return (
      <p>
        {selectMessage(
          results.length,
          translate(
            {
              id: 'theme.SearchPage.documentsFound.plurals',
              message: '1 document found|{count} documents found',
            },
            { count: results.length },
          ),
        )}
      </p>
    );
  }
  return (
    <p>
      {process.env.NODE_ENV === 'production'
        ? translate({ id: 'theme.SearchPage.noResultsText', message: 'No documents were found' })
        : // The development server builds no index.
          translate({
            id: 'search.page.noIndexInDevelopment',
            message: 'No documents were found: search needs a production build (npm start).',
          })}
    </p>
  );
}

function SearchPageContent(): ReactNode {
  const [query, typed] = useQueryInAddress();
  const { results, indexReady } = useSearchResults(query, useVersionUrl());
  const rendered = useInBatches(results);
  const title = searchTitle(query);
  return (
    <main className="container margin-vert--lg">
      <PageMetadata
        title={title}
        description={translate({
          id: 'search.page.description',
          message: "Search the mem.ai SDK's guides, API reference and blog.",
        })}
      />
      <h1>{title}</h1>
      <input
        type="search"
        name="q"
        className={styles.query}
        aria-label={translate({ id: 'search.page.inputLabel', message: 'Search' })}
        value={query}
        onChange={(event) => typed(event.target.value)}
        autoComplete="off"
        // The reader came here to search.
        autoFocus
      />
      {!indexReady && query !== '' && <LoadingRing />}
      {results && <ResultCount results={results} />}
      <section>
        {rendered?.map((result) => (
          <SearchResultItem key={result.document.i} result={result} />
        ))}
      </section>
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
