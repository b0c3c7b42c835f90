// The search index as shipped (src/search/index-codec.ts): decoded, it must be the index the
// search plugin built, so that every query ranks and highlights exactly as before. Checked
// against indexes the plugin's own builder makes with lunr, and by the search lunr runs on them.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  decodeSearchIndex,
  encodeSearchIndex,
  type SearchDocument,
  type SearchIndexPart,
} from '../src/search/index-codec';
import { termsOfToken } from '../src/search/lunr-terms';

const require = createRequire(import.meta.url);

interface LunrResult {
  ref: string;
  score: number;
  matchData: { metadata: unknown };
}
interface LunrModule {
  Index: { load(json: unknown): { search(query: string): LunrResult[] } };
}
const lunr = require('lunr') as LunrModule;
const { buildIndex } =
  require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js') as {
    buildIndex(
      documents: SearchDocument[][],
      options: { language: string[]; removeDefaultStopWordFilter: string[] },
    ): SearchIndexPart[];
  };

const documents: SearchDocument[][] = [
  [
    { i: 1, t: 'MemClient' },
    { i: 2, t: 'Errors, retries and rate limits' },
  ],
  [
    {
      i: 3,
      t: 'A client for Mem’s API. Create one per API key and reuse it: it holds no connections.',
    },
    { i: 4, t: 'Retries a request that failed with 429 or 503, honouring Retry-After.' },
    { i: 5, t: 'Notes can be trashed, restored, and deleted for good; deleted notes are gone.' },
    // Lower case that is longer than the text (İ), and runs of white space and hyphens.
    { i: 6, t: 'İstanbul  notes -- re-try the client’s client—client\tclients' },
    { i: 7, t: '' },
  ],
];

/** What the plugin would write, through JSON as the build writes and the browser reads it. */
const built = (): SearchIndexPart[] =>
  JSON.parse(
    JSON.stringify(buildIndex(documents, { language: ['en'], removeDefaultStopWordFilter: [] })),
  ) as SearchIndexPart[];

const roundTrip = (parts: SearchIndexPart[]) =>
  decodeSearchIndex(
    JSON.parse(JSON.stringify(encodeSearchIndex(parts, termsOfToken))),
    termsOfToken,
  ) as SearchIndexPart[];

describe('the shipped search index', () => {
  it('decodes to the documents, terms, positions and term scores the plugin built', () => {
    const parts = built();
    // As lunr writes it: the decoded postings build their places when first read.
    const decoded = JSON.parse(JSON.stringify(roundTrip(parts))) as SearchIndexPart[];
    expect(decoded.map((part) => part.documents)).toEqual(parts.map((part) => part.documents));
    decoded.forEach((part, at) => {
      const original = parts[at]?.index;
      expect(part.index.invertedIndex.map(([term]) => term)).toEqual(
        original?.invertedIndex.map(([term]) => term),
      );
      // The terms' numbers may differ (lunr numbers them as met, the decoder in sorted order);
      // each document's score for each term may not.
      const scores = (index: SearchIndexPart['index']) => {
        const terms = new Map(
          index.invertedIndex.map(([term, posting]) => [posting._index as number, term]),
        );
        return index.fieldVectors.map(([ref, elements]) => {
          const byTerm: Record<string, number> = {};
          for (let cell = 0; cell < elements.length; cell += 2) {
            byTerm[terms.get(elements[cell] ?? -1) ?? ''] = elements[cell + 1] ?? NaN;
          }
          return [ref, byTerm];
        });
      };
      expect(scores(part.index)).toEqual(original && scores(original));
      const withoutNumbers = (index: SearchIndexPart['index']) =>
        index.invertedIndex.map(([term, posting]) => [
          term,
          Object.fromEntries(Object.entries(posting).filter(([key]) => key !== '_index')),
        ]);
      expect(withoutNumbers(part.index)).toEqual(original && withoutNumbers(original));
      expect(part.index.pipeline).toEqual(original?.pipeline);
      expect(part.index.version).toEqual(original?.version);
    });
  });

  it.each(['client', 'retry', 'notes', 'deleted notes', 'istanbul', 'rate limit'])(
    'finds, ranks and highlights "%s" as the plugin’s index does',
    (query) => {
      const parts = built();
      const decoded = roundTrip(parts);
      parts.forEach((part, at) => {
        const search = (index: unknown) =>
          lunr.Index.load(index)
            .search(query)
            .map(({ ref, score, matchData }) => ({ ref, score, metadata: matchData.metadata }));
        expect(search(decoded[at]?.index)).toEqual(search(part.index));
      });
    },
  );

  it('ships what lunr’s pipeline makes of each word, so the worker does not run it', () => {
    const parts = built();
    const shipped = JSON.parse(JSON.stringify(encodeSearchIndex(parts, termsOfToken))) as unknown;
    const pipelineRun = (word: string): string[] => {
      throw new Error(`The pipeline ran on "${word}"`);
    };
    expect(JSON.stringify(decodeSearchIndex(shipped, pipelineRun))).toEqual(
      JSON.stringify(roundTrip(parts)),
    );
  });

  it('decodes an index shipped without the words’ terms by running lunr’s pipeline', () => {
    const parts = built();
    const { terms, ...withoutTerms } = encodeSearchIndex(parts, termsOfToken);
    expect(terms?.length).toBeGreaterThan(0);
    expect(JSON.stringify(decodeSearchIndex(withoutTerms, termsOfToken))).toEqual(
      JSON.stringify(roundTrip(parts)),
    );
  });

  it('passes an index in the plugin’s own form through as it is', () => {
    const parts = built();
    expect(decodeSearchIndex(parts, termsOfToken)).toBe(parts);
  });

  it('is smaller than the plugin’s form', () => {
    const parts = built();
    expect(JSON.stringify(encodeSearchIndex(parts, termsOfToken)).length).toBeLessThan(
      JSON.stringify(parts).length,
    );
  });
});
