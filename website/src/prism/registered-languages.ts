// The theme registers `prism.additionalLanguages` (docusaurus.config.ts) by making the object it
// is given the global `Prism` while each language's Prism component runs; a component only adds
// its grammar to `languages`. The theme is given this object instead of Prism itself, so that
// registering bash does not put Prism in every page's JavaScript: Prism loads only where a code
// block must be tokenized (see ./use-tokens.ts), and tokenizing looks up grammars here too.
import type { Grammar } from 'prismjs/components/prism-core';

export const registeredLanguages: { languages: Record<string, Grammar | undefined> } = {
  languages: {},
};
