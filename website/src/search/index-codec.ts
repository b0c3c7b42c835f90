// A smaller way to ship the search index, decoded in the search worker before the plugin's code
// loads it (./worker-index-download.ts), and encoded after the build (plugins/search-index.ts).
// The plugin writes each of its lunr indexes in lunr's own serialized form, which spells out two
// things the rest of the index already determines:
// - every field vector's scores: lunr computes them from the term frequencies, the field
//   lengths and the number of documents holding each term (BM25), all of which the inverted
//   index's term positions give;
// - the length of every term position: a token is the run of characters from its start up to
//   lunr's separator (white space or a hyphen) in the document's text, which the index carries.
// - a section's page address and title: the plugin repeats them in every section of a page,
//   and they are its page's (the first index) and its heading's (the second).
// None of these is shipped: the worker computes them as lunr's builder does, in a few milliseconds,
// and hands the plugin's code the index exactly as the plugin wrote it, so ranking and
// highlighting do not change. Positions are sent as gaps from the one before. A position whose
// length the text does not give (a character whose lower case is longer, say) keeps its length.
// Written for lunr 2.3.9, as @easyops-cn/docusaurus-search-local 0.55.3 builds its indexes (one
// field, `t`, positions as the only metadata, lunr's default k1 and b, no boosts);
// test/search-index-codec.test.ts checks both directions against indexes lunr builds.

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

/** A term's postings: for each document holding it, the gap from the previous document's place
 * in `documents`, then its positions' starts, each the gap from the previous start, or
 * `[gap, length]` where the text does not give the length. */
type Postings = Array<number | Array<number | [number, number]>>;

export interface EncodedPart {
  documents: SearchDocument[];
  /** lunr's version and pipeline, handed back as they were. */
  version: string;
  pipeline: string[];
  /** Every term, sorted as lunr serializes them. */
  terms: string[];
  postings: Postings[];
}

/** The index as shipped; the plugin's own form is a plain array. */
export interface EncodedSearchIndex {
  encoding: typeof encoding;
  parts: EncodedPart[];
}

const encoding = 'memai-search-index/1';
const field = 't';
// lunr's defaults, which the plugin keeps; the site's spec names them too.
const k1 = 1.2;
const b = 0.75;

function isSeparator(char: string): boolean {
  return /[\s-]/.test(char);
}

/** The length of the token starting at `start` in lunr's lower-cased copy of the text. */
function tokenLength(text: string, start: number): number {
  let end = start;
  while (end < text.length && !isSeparator(text.charAt(end))) end += 1;
  return end - start;
}

interface Posting {
  position: Array<[number, number]>;
}

function fieldPostings(term: string, posting: Record<string, unknown>): Record<string, Posting> {
  const keys = Object.keys(posting).filter((key) => key !== '_index');
  if (keys.length !== 1 || keys[0] !== field) {
    throw new Error(`The search index's term "${term}" has fields ${keys.join(', ')}, not "t"`);
  }
  return posting[field] as Record<string, Posting>;
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
  const place = new Map(documents.map((document, at) => [String(document.i), at]));
  const texts = documents.map((document) => document.t.toLowerCase());
  const terms: string[] = [];
  const postings: Postings[] = [];
  for (const [term, posting] of index.invertedIndex) {
    const byDocument = Object.entries(fieldPostings(term, posting)).map(([ref, { position }]) => {
      const at = place.get(ref);
      if (at === undefined) throw new Error(`The search index has no document ${ref}`);
      return { at, position };
    });
    byDocument.sort((one, other) => one.at - other.at);
    const row: Postings = [];
    let previousAt = 0;
    for (const { at, position } of byDocument) {
      row.push(at - previousAt);
      previousAt = at;
      let previousStart = 0;
      row.push(
        position.map(([start, length]) => {
          const gap = start - previousStart;
          previousStart = start;
          return tokenLength(texts[at] ?? '', start) === length ? gap : [gap, length];
        }),
      );
    }
    terms.push(term);
    postings.push(row);
  }
  return { documents, version: index.version, pipeline: index.pipeline, terms, postings };
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

function decodePart(part: EncodedPart): SearchIndexPart {
  const { documents, terms, postings } = part;
  const refs = documents.map((document) => String(document.i));
  const texts = documents.map((document) => document.t.toLowerCase());
  // Term frequencies by document, and each document's length in terms.
  const frequencies: Array<Array<[termIndex: number, frequency: number]>> = documents.map(() => []);
  const lengths = documents.map(() => 0);
  const invertedIndex: LunrIndexJson['invertedIndex'] = [];
  const documentsWithTerm: number[] = [];

  terms.forEach((term, termIndex) => {
    const row = postings[termIndex] ?? [];
    const byRef: Record<string, Posting> = {};
    let at = 0;
    for (let cell = 0; cell < row.length; cell += 2) {
      at += row[cell] as number;
      const starts = row[cell + 1] as Array<number | [number, number]>;
      const text = texts[at] ?? '';
      let start = 0;
      const position = starts.map((entry): [number, number] => {
        if (typeof entry === 'number') {
          start += entry;
          return [start, tokenLength(text, start)];
        }
        start += entry[0];
        return [start, entry[1]];
      });
      byRef[refs[at] ?? ''] = { position };
      frequencies[at]?.push([termIndex, position.length]);
      lengths[at] = (lengths[at] ?? 0) + position.length;
    }
    documentsWithTerm.push(row.length / 2);
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
export function decodeSearchIndex(shipped: unknown): unknown {
  if (!isEncodedSearchIndex(shipped)) return shipped;
  const sections = new Sections();
  return shipped.parts.map((part, at) => {
    const documents = at === 0 ? part.documents : withRepeats(part.documents, sections);
    if (at === 0) sections.addPages(documents);
    if (at === 1) sections.addHeadings(documents);
    return decodePart({ ...part, documents });
  });
}
