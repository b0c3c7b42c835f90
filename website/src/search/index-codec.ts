// A smaller way to ship the search index, decoded in the search worker before the plugin's code
// loads it (./worker-index-download.ts), and encoded after the build (plugins/search-index.ts).
// The plugin writes each of its lunr indexes in lunr's own serialized form, which spells out
// what the documents' text already determines:
// - the inverted index, every term with the place of each of its occurrences: lunr's builder
//   makes it by cutting the lower-cased text at its separator (white space or a hyphen) and
//   turning each piece into terms (trimmed, stop words dropped, stemmed: ./lunr-terms.ts);
// - every field vector's scores: lunr computes them from the term frequencies, the field
//   lengths and the number of documents holding each term (BM25), all of which the inverted
//   index gives.
// Neither is shipped: the worker computes them as lunr's builder does, and hands the
// plugin's code the index exactly as the plugin wrote it, so ranking and highlighting do not
// change. The documents are shipped as the plugin writes them, every record with its address
// (u), hash (h), title (t) and section (s) as the site's spec describes them: repeated addresses
// and titles cost gzip almost nothing (some 8 KB of 100 KB). It has to be quick, as a reader's first query waits for it: what lunr's pipeline makes
// of each word is shipped, once per word and in a few bytes (see termsOfWords), and a term's
// places are listed only when lunr first reads them, for a term a query matched. Written for
// lunr 2.3.9, as @easyops-cn/docusaurus-search-local 0.55.3 builds its English indexes (one
// field, `t`, positions as the only metadata, lunr's default pipeline, k1 and b, no boosts);
// test/search-index-codec.test.ts checks both directions against indexes lunr builds, and the
// site build refuses an index that does not decode to the plugin's.

/** A document of the plugin's index: `i` is its lunr ref, `t` the indexed text. */
export interface SearchDocument {
  i: number;
  t: string;
  [key: string]: unknown;
}

/** lunr's serialized index (lunr.Index#toJSON), as the plugin writes it. */
export interface LunrIndexJson {
  version: string;
  fields: string[];
  fieldVectors: Array<[ref: string, elements: number[]]>;
  invertedIndex: Array<[term: string, posting: Record<string, unknown>]>;
  pipeline: string[];
}

/** One of the plugin's indexes (titles, headings, descriptions, keywords, content). */
export interface SearchIndexPart {
  documents: SearchDocument[];
  index: LunrIndexJson;
}

/** One of the plugin's indexes as shipped: its documents, and what lunr's serialized form says
 * besides its terms, scores and fields. */
export interface EncodedPart {
  documents: SearchDocument[];
  /** lunr's version and the pipeline its searches run, handed back as they were. */
  version: string;
  pipeline: string[];
}

/** A word's terms as shipped: a number n when its one term is the word less its last n
 * characters (lunr's stemmer cuts most words' endings), else the terms themselves (none for a stop
 * word). */
export type ShippedTerms = number | string[];

/** The index as shipped; the plugin's own form is a plain array. */
export interface EncodedSearchIndex {
  encoding: typeof encoding;
  parts: EncodedPart[];
  /** The terms of each word of the documents' text, in the order decoding meets the words (see
   * termsOfWords). Without them, as in an index encoded before they were shipped, the decoder
   * runs lunr's pipeline on each word. */
  terms?: ShippedTerms[];
}

const encoding = 'memai-search-index/3';
const field = 't';
// lunr's defaults, which the plugin keeps; the site's spec names them too.
const k1 = 1.2;
const b = 0.75;

/** The terms of one token of a lower-cased text, as lunr's builder makes them. */
export type TermsOfToken = (token: string) => string[];

/** lunr's tokens: the runs of characters between its separator, white space or a hyphen. */
const token = /[^\s-]+/g;

export function isEncodedSearchIndex(value: unknown): value is EncodedSearchIndex {
  return (
    typeof value === 'object' &&
    value !== null &&
    'encoding' in value &&
    value.encoding === encoding &&
    'parts' in value &&
    Array.isArray(value.parts) &&
    (!('terms' in value) || Array.isArray(value.terms))
  );
}

function encodePart({ documents, index }: SearchIndexPart): EncodedPart {
  if (index.fields.length !== 1 || index.fields[0] !== field) {
    throw new Error(`The search index has fields ${index.fields.join(', ')}, not "t"`);
  }
  return { documents, version: index.version, pipeline: index.pipeline };
}

/** How `terms`, the terms of `word`, are shipped. */
function shippedTermsOf(word: string, terms: string[]): ShippedTerms {
  const [term] = terms;
  return terms.length === 1 && term !== undefined && word.startsWith(term)
    ? word.length - term.length
    : terms;
}

export function encodeSearchIndex(
  parts: SearchIndexPart[],
  termsOf: TermsOfToken,
): EncodedSearchIndex {
  const encoded: EncodedSearchIndex = { encoding, parts: parts.map(encodePart) };
  // Decoding without the terms asks for each word's once, in the order decoding with them
  // reads them.
  const terms: ShippedTerms[] = [];
  decodeSearchIndex(encoded, (word) => {
    const found = termsOf(word);
    terms.push(shippedTermsOf(word, found));
    return found;
  });
  return { ...encoded, terms };
}

/** Where each occurrence of a part's terms is, sorted by term, then document, then place: four
 * numbers each, the term's number, the document's place, the start and the length. */
interface Occurrences {
  cells: number[];
  /** The occurrences' cells, by term. */
  byTerm: Int32Array;
  refs: string[];
}

/** One term's entry in lunr's inverted index, as lunr reads it: its number (`_index`) and, under
 * the field's name, each document it occurs in with the places. Those are built only when lunr
 * first reads them, for a term that a query matched (or when the index is written as JSON): a
 * part has tens of thousands of places, and a query reads a handful of terms'. */
class Posting {
  private built: Record<string, { position: Array<[number, number]> }> | undefined;

  constructor(
    readonly _index: number,
    private readonly occurrences: Occurrences,
    private readonly from: number,
    private readonly to: number,
  ) {}

  /** The field's postings: the field is `t` (the codec refuses any other). */
  get t(): Record<string, { position: Array<[number, number]> }> {
    if (this.built === undefined) {
      const { cells, byTerm, refs } = this.occurrences;
      const byRef: Record<string, { position: Array<[number, number]> }> = {};
      for (let at = this.from; at < this.to; at += 1) {
        const cell = byTerm[at] ?? 0;
        const ref = refs[cells[cell + 1] ?? 0] ?? '';
        (byRef[ref] ??= { position: [] }).position.push([
          cells[cell + 2] ?? 0,
          cells[cell + 3] ?? 0,
        ]);
      }
      this.built = byRef;
    }
    return this.built;
  }

  toJSON(): Record<string, unknown> {
    return { _index: this._index, t: this.t };
  }
}

/** The lunr index of a part whose documents are decoded, computed as lunr's builder does. */
function lunrIndexOf(part: EncodedPart, termsOf: TermsOfToken): LunrIndexJson {
  const { documents } = part;
  const refs = documents.map((document) => String(document.i));
  // Every occurrence of a term as lunr's builder finds them, in one flat list (see Occurrences):
  // garbage from short-lived arrays by the ten thousand would be most of the time this takes.
  const numbers = new Map<string, number>();
  const names: string[] = [];
  const termsOfWord = new Map<string, number[]>();
  const cells: number[] = [];
  const numbered = (term: string): number => {
    let number = numbers.get(term);
    if (number === undefined) {
      number = names.push(term) - 1;
      numbers.set(term, number);
    }
    return number;
  };
  const lengths = documents.map((document, at) => {
    const text = (document.t ?? '').toLowerCase();
    let length = 0;
    token.lastIndex = 0;
    for (let match = token.exec(text); match !== null; match = token.exec(text)) {
      const word = match[0];
      let terms = termsOfWord.get(word);
      if (terms === undefined) termsOfWord.set(word, (terms = termsOf(word).map(numbered)));
      for (let next = 0; next < terms.length; next += 1) {
        cells.push(terms[next] ?? 0, at, match.index, word.length);
      }
      length += terms.length;
    }
    return length;
  });

  // The terms in lunr's serialized order (sorted as JavaScript sorts strings, as lunr sorts
  // them), and the occurrences in that order, each term's still by document and place.
  const sorted = [...names].sort();
  const rank = new Int32Array(names.length);
  sorted.forEach((term, termIndex) => (rank[numbers.get(term) ?? 0] = termIndex));
  const starts = new Int32Array(sorted.length + 1);
  for (let cell = 0; cell < cells.length; cell += 4) {
    const after = (rank[cells[cell] ?? 0] ?? 0) + 1;
    starts[after] = (starts[after] ?? 0) + 1;
  }
  for (let termIndex = 0; termIndex < sorted.length; termIndex += 1) {
    starts[termIndex + 1] = (starts[termIndex + 1] ?? 0) + (starts[termIndex] ?? 0);
  }
  const next = starts.slice(0, sorted.length);
  const byTerm = new Int32Array(cells.length / 4);
  for (let cell = 0; cell < cells.length; cell += 4) {
    const termIndex = rank[cells[cell] ?? 0] ?? 0;
    byTerm[next[termIndex] ?? 0] = cell;
    next[termIndex] = (next[termIndex] ?? 0) + 1;
  }
  const occurrences: Occurrences = { cells, byTerm, refs };

  // Each document's vector, built as the terms come in order: a term's place, then its
  // frequency in the document, which becomes its score below.
  const vectors: number[][] = documents.map(() => []);
  const documentsWithTerm = new Int32Array(sorted.length);
  const invertedIndex = sorted.map((term, termIndex): [string, Record<string, unknown>] => {
    const from = starts[termIndex] ?? 0;
    const to = starts[termIndex + 1] ?? 0;
    for (let at = from; at < to;) {
      const document = cells[(byTerm[at] ?? 0) + 1] ?? 0;
      let frequency = 0;
      for (; at < to && cells[(byTerm[at] ?? 0) + 1] === document; at += 1) frequency += 1;
      vectors[document]?.push(termIndex, frequency);
      documentsWithTerm[termIndex] = (documentsWithTerm[termIndex] ?? 0) + 1;
    }
    // lunr reads a posting's two properties and nothing else.
    const posting = new Posting(termIndex, occurrences, from, to) as unknown as Record<
      string,
      unknown
    >;
    return [term, posting];
  });

  const documentCount = documents.length;
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / documentCount;
  const idf = Array.from(documentsWithTerm, (count) =>
    Math.log(1 + Math.abs((documentCount - count + 0.5) / (count + 0.5))),
  );
  // In the documents' order, as lunr serializes them.
  const fieldVectors = vectors.map((elements, at): [string, number[]] => {
    const lengthNorm = 1 - b + b * ((lengths[at] ?? 0) / averageLength);
    for (let cell = 0; cell < elements.length; cell += 2) {
      const frequency = elements[cell + 1] ?? 0;
      const score =
        ((idf[elements[cell] ?? 0] ?? 0) * ((k1 + 1) * frequency)) / (k1 * lengthNorm + frequency);
      elements[cell + 1] = Math.round(score * 1000) / 1000;
    }
    return [`${field}/${refs[at]}`, elements];
  });

  return {
    version: part.version,
    fields: [field],
    fieldVectors,
    invertedIndex,
    pipeline: part.pipeline,
  };
}

/** The terms of each word, asked for once per word, in the order the words are first met: the
 * parts share most of their words (a page's title is in its headings and its text too). The
 * n-th word met has the n-th of `shipped`; lunr's pipeline, `termsOf`, is run only on the words
 * beyond them. It was a third of the decoding's time in the worker as a reader's first query
 * waited, for some 4 KB more of a gzipped index of 90 KB. */
function termsOfWords(shipped: ShippedTerms[] | undefined, termsOf: TermsOfToken): TermsOfToken {
  const termsOfWord = new Map<string, string[]>();
  return (word) => {
    let terms = termsOfWord.get(word);
    if (terms === undefined) {
      const entry = shipped?.[termsOfWord.size];
      if (entry === undefined) terms = termsOf(word);
      else terms = typeof entry === 'number' ? [word.slice(0, word.length - entry)] : entry;
      termsOfWord.set(word, terms);
    }
    return terms;
  };
}

/** The plugin's index from what was shipped, which may also be the plugin's own form (a build
 * from before this encoding, in a reader's cache). */
export function decodeSearchIndex(shipped: unknown, termsOf: TermsOfToken): unknown {
  if (!isEncodedSearchIndex(shipped)) return shipped;
  const termsOfShared = termsOfWords(shipped.terms, termsOf);
  return shipped.parts.map((part): SearchIndexPart => ({
    documents: part.documents,
    index: lunrIndexOf(part, termsOfShared),
  }));
}
