// Stands in for prism-react-renderer in the site's bundles (see plugins/prism-languages.ts).
// prism-react-renderer ships Prism with some 30 languages built in, a quarter of the JS every
// page loads; this site's code blocks use TypeScript, JavaScript and bash. This is Prism's own
// core with the languages the site uses; `prism.additionalLanguages` in docusaurus.config.ts
// adds more (bash comes that way), and an unknown language shows as plain text.
import './manual-mode';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';

export { Prism };
export { Highlight } from './Highlight';
