// One result on the search page: the title or heading that matched, as a link to it; where it
// is (the page's breadcrumbs, and the page itself for a match inside it); and, for a match in a
// page's text or description, the words around the match. Matched words are marked with the
// search plugin's own highlighting, as in the navbar's suggestions; it escapes the text it marks,
// so nothing in a page or a query becomes markup.
import React, { memo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import {
  getStemmedPositions,
  type MatchMetadata,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js';
import { highlight } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js';
import { highlightStemmed } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js';
import styles from './styles.module.css';

/** A titled piece of the index: a page, a heading in it, or a stretch of its text. */
interface SearchDocument {
  /** Its id in the index. */
  i: number;
  /** The page's title or the heading's text; for a stretch of text, the text. */
  t: string;
  /** The page's address. */
  u: string;
  /** The anchor of the heading it is under, with its `#`. */
  h?: string;
  /** The page's breadcrumbs, on a page. */
  b?: string[];
  /** For a stretch of text, the heading it is under; for a description or keywords, the page's
   * title. */
  s?: string;
}

/** The kinds of match, numbered by the index's parts (`SearchDocumentType` in the plugin). */
const MatchKind = { Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4 } as const;
type MatchKind = (typeof MatchKind)[keyof typeof MatchKind];

/** A result as the search plugin's worker returns it. */
export interface SearchResult {
  document: SearchDocument;
  type: MatchKind;
  /** The page the match is in, for every kind but a page's title. */
  page?: SearchDocument | false;
  metadata: MatchMetadata;
  /** The query's words as the index has them, longest first. */
  tokens: string[];
}

/** How many characters of text the summary shows around a match. */
const summaryLength = 100;

/** The breadcrumbs to a match: the page's, then the page's title for a match under a heading
 * (a match in a page's description or keywords is titled by the page already). */
function placeOf({ document, type, page }: SearchResult): string[] {
  if (type === MatchKind.Title) return document.b ?? [];
  if (!page) return [];
  const underHeading = type === MatchKind.Heading || type === MatchKind.Content;
  return underHeading ? [...(page.b ?? []), page.t] : (page.b ?? []);
}

function SearchResultItem({ result }: { result: SearchResult }): ReactNode {
  const { document, type, metadata, tokens } = result;
  const matchedText = type === MatchKind.Content || type === MatchKind.Description;
  // A match in a page's text is titled by its heading, one in its description or keywords by
  // the page's title.
  const title =
    matchedText || type === MatchKind.Keywords
      ? highlight(document.s ?? '', tokens)
      : highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens, summaryLength);
  const place = placeOf(result);
  return (
    <article className={styles.result}>
      <h2>
        {/* Highlighting after a click is off, so the link carries no search terms. */}
        <Link to={document.u + (document.h ?? '')} dangerouslySetInnerHTML={{ __html: title }} />
      </h2>
      {place.length > 0 && <p className={styles.place}>{place.join(' › ')}</p>}
      {matchedText && (
        <p
          className={styles.summary}
          dangerouslySetInnerHTML={{
            __html: highlightStemmed(
              document.t,
              getStemmedPositions(metadata, 't'),
              tokens,
              summaryLength,
            ),
          }}
        />
      )}
    </article>
  );
}

// Rendered again only for a new result: the page adds its results a batch at a time
// (./useInBatches.ts), and those already shown, with their highlighting, stay as they are.
export default memo(SearchResultItem);
