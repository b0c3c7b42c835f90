// Prism's own core with the languages this site's code blocks use (TypeScript, JavaScript and
// bash), loaded only where a code block must be tokenized (see ./use-tokens.ts); an unknown
// language shows as plain text. prism-react-renderer ships Prism with some 30 languages built in,
// which were a quarter of every page's JavaScript. Languages are added here, not with
// `prism.additionalLanguages` in docusaurus.config.ts, whose loader the site replaces (see
// src/theme/prism-include-languages.ts): the theme's loaded them with every page.
import './manual-mode';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-bash';

export { Prism };
