// The terms lunr's index builder makes of one token of a page's text, as the search plugin builds
// its English indexes: the token trimmed of non-word characters at either end, dropped when it is
// a stop word, then stemmed. The shipped index leaves the terms out (./index-codec.ts) and the
// search worker finds them again with this; the site build checks that they come out as the
// plugin's (plugins/search-index.ts).
import lunr from 'lunr';

const builderPipeline = new lunr.Pipeline();
builderPipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);

/** The terms of `token`, a run of a lower-cased text between separators: none for a stop word. */
export function termsOfToken(token: string): string[] {
  return builderPipeline.run([new lunr.Token(token, {})]).map(String);
}
