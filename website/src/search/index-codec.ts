// A smaller way to ship the search index, decoded in the search worker before the plugin's code
// loads it (./worker-index-download.ts), and encoded after the build (plugins/search-index.ts).
// The plugin writes each of its lunr indexes in lunr's own serialized form, which spells out
// what the documents' text already determines:
// - the inverted index, every term with the place of each of its occurrences: lunr's builder
//   makes it by cutting the lower-cased text at its separator (white space or a hyphen) and
//   turning each piece into terms (trimmed, stop words dropped, stemmed: ./lunr-terms.ts);
// - every field vector's scores: lunr computes them from the term frequencies, the field
//   lengths and the number of documents holding each term (BM25), all of which the inverted
//   index gives;
// - a section's page address and title: the plugin repeats them in every section of a page,
//   and they are its page's (the first index) and its heading's (the second).
// None of these is shipped: the worker computes them as lunr's builder does, in some tens of
// milliseconds, and hands the plugin's code the index exactly as the plugin wrote it, so
// ranking and highlighting do not change. Each word is turned into terms once, however often
// it occurs. Written for lunr 2.3.9, as @easyops-cn/docusaurus-search-local 0.55.3 builds its
// English indexes (one field, `t`, positions as the only metadata, lunr's default pipeline, k1
// and b, no boosts); test/search-index-codec.test.ts checks both directions against indexes lunr
// builds, and the site build refuses an index that does not decode to the plugin's.

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

/** The index as shipped; the plugin's own form is a plain array. */
export interface EncodedSearchIndex {
  encoding: typeof encoding;
  parts: EncodedPart[];
}

const encoding = 'memai-search-index/2';
const field = 't';
// lunr's defaults, which the plugin keeps; the site's spec names them too.
const k1 = 1.2;
const b = 0.75;

/** The terms of one token of a lower-cased text, as lunr's builder makes them. */
export type TermsOfToken = (token: string) => string[];

/** lunr's tokens: the runs of characters between its separator, white space or a hyphen. */
const token = /[^\s-]+/g;

interface Posting {
  position: Array<[number, number]>;
}

export function isEncodedSearchIndex(value: unknown): value is EncodedSearchIndex {
  return (
    typeof value === 'object' &&
    value !== null &&
    'encoding' in value &&
    value.encoding === encoding &&
    'parts' in value &&
    Array.isArray(value.parts)
  );
}

function encodePart({ documents, index }: SearchIndexPart): EncodedPart {
  if (index.fields.length !== 1 || index.fields[0] !== field) {
    throw new Error(`The search index has fields ${index.fields.join(', ')}, not "t"`);
  }
  return { documents, version: index.version, pipeline: index.pipeline };
}

/** Where a section's page address and title come from: its page (`p`, the ref of a document of
 * the first index) and its heading (the document of the second index with its address and
 * hash). */
class Sections {
  private readonly pages = new Map<number, SearchDocument>();
  private readonly headings = new Map<string, unknown>();

  addPages(documents: SearchDocument[]): void {
    for (const document of documents) this.pages.set(document.i, document);
  }

  addHeadings(documents: SearchDocument[]): void {
    for (const document of documents) this.headings.set(`${document.u}${document.h}`, document.t);
  }

  address(document: SearchDocument): unknown {
    return this.pages.get(document.p as number)?.u;
  }

  title(document: SearchDocument, address: unknown): unknown {
    return this.headings.get(`${address}${document.h}`) ?? this.pages.get(document.p as number)?.t;
  }
}

/** `documents` without each `u` and `s` that `sections` gives back. */
function withoutRepeats(documents: SearchDocument[], sections: Sections): SearchDocument[] {
  return documents.map((document) => {
    const { u, s, ...rest } = document;
    const kept: SearchDocument = { ...rest };
    if (!('u' in document) || u !== sections.address(document)) kept.u = u;
    if ('s' in document && s !== sections.title(document, u)) kept.s = s;
    else if ('s' in document) kept.s = null;
    return kept;
  });
}

/** `documents` with each `u` and `s` that was left out. */
function withRepeats(documents: SearchDocument[], sections: Sections): SearchDocument[] {
  return documents.map((document) => {
    const u = 'u' in document ? document.u : sections.address(document);
    if (!('s' in document)) return { ...document, u };
    const s = document.s === null ? sections.title(document, u) : document.s;
    return { ...document, u, s };
  });
}

export function encodeSearchIndex(parts: SearchIndexPart[]): EncodedSearchIndex {
  const sections = new Sections();
  sections.addPages(parts[0]?.documents ?? []);
  sections.addHeadings(parts[1]?.documents ?? []);
  return {
    encoding,
    parts: parts
      .map(encodePart)
      .map((part, at) =>
        at === 0 ? part : { ...part, documents: withoutRepeats(part.documents, sections) },
      ),
  };
}

function decodePart(part: EncodedPart, termsOf: TermsOfToken): SearchIndexPart {
  const { documents } = part;
  const refs = documents.map((document) => String(document.i));
  // Every term's occurrences as lunr's builder finds them, document by document, each as three
  // numbers (the document's place, the start and the length): flat arrays and numbered terms
  // keep the garbage down, which is most of the time this takes.
  const numbers = new Map<string, number>();
  const names: string[] = [];
  const occurrences: number[][] = [];
  const termsOfWord = new Map<string, number[]>();
  const numbered = (term: string): number => {
    let number = numbers.get(term);
    if (number === undefined) {
      number = names.push(term) - 1;
      numbers.set(term, number);
      occurrences.push([]);
    }
    return number;
  };
  const lengths = documents.map((document, at) => {
    const text = (document.t ?? '').toLowerCase();
    let length = 0;
    token.lastIndex = 0;
    for (let match = token.exec(text); match !== null; match = token.exec(text)) {
      const [word] = match;
      let terms = termsOfWord.get(word);
      if (terms === undefined) termsOfWord.set(word, (terms = termsOf(word).map(numbered)));
      for (const term of terms) occurrences[term]?.push(at, match.index, word.length);
      length += terms.length;
    }
    return length;
  });

  // The terms in lunr's serialized order, each document's term frequencies in that order too.
  const frequencies: Array<Array<[termIndex: number, frequency: number]>> = documents.map(() => []);
  const invertedIndex: LunrIndexJson['invertedIndex'] = [];
  const documentsWithTerm: number[] = [];
  // Sorted as JavaScript sorts strings, which is how lunr sorts its terms.
  [...names].sort().forEach((term, termIndex) => {
    const found = occurrences[numbers.get(term) ?? -1] ?? [];
    const byRef: Record<string, Posting> = {};
    let documentCount = 0;
    for (let cell = 0; cell < found.length;) {
      const at = found[cell] ?? 0;
      const position: Array<[number, number]> = [];
      for (; cell < found.length && found[cell] === at; cell += 3) {
        position.push([found[cell + 1] ?? 0, found[cell + 2] ?? 0]);
      }
      byRef[refs[at] ?? ''] = { position };
      frequencies[at]?.push([termIndex, position.length]);
      documentCount += 1;
    }
    documentsWithTerm.push(documentCount);
    invertedIndex.push([term, { _index: termIndex, [field]: byRef }]);
  });

  const documentCount = documents.length;
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / documentCount;
  const idf = documentsWithTerm.map((count) =>
    Math.log(1 + Math.abs((documentCount - count + 0.5) / (count + 0.5))),
  );
  // In the documents' order, as lunr serializes them.
  const fieldVectors = documents.map((_, at): [string, number[]] => {
    const length = lengths[at] ?? 0;
    const elements = (frequencies[at] ?? []).flatMap(([termIndex, frequency]) => {
      const score =
        ((idf[termIndex] ?? 0) * ((k1 + 1) * frequency)) /
        (k1 * (1 - b + b * (length / averageLength)) + frequency);
      return [termIndex, Math.round(score * 1000) / 1000];
    });
    return [`${field}/${refs[at]}`, elements];
  });

  return {
    documents,
    index: {
      version: part.version,
      fields: [field],
      fieldVectors,
      invertedIndex,
      pipeline: part.pipeline,
    },
  };
}

/** The plugin's index from what was shipped, which may also be the plugin's own form (a build
 * from before this encoding, in a reader's cache). */
export function decodeSearchIndex(shipped: unknown, termsOf: TermsOfToken): unknown {
  if (!isEncodedSearchIndex(shipped)) return shipped;
  const sections = new Sections();
  return shipped.parts.map((part, at) => {
    const documents = at === 0 ? part.documents : withRepeats(part.documents, sections);
    if (at === 0) sections.addPages(documents);
    if (at === 1) sections.addHeadings(documents);
    return decodePart({ ...part, documents }, termsOf);
  });
}
