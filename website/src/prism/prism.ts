// Prism's own core with the languages this site's code blocks use (TypeScript and JavaScript);
// `prism.additionalLanguages` in docusaurus.config.ts adds more (bash comes that way, see
// ./registered-languages.ts), and an unknown language shows as plain text. prism-react-renderer
// ships Prism with some 30 languages built in, which were a quarter of every page's JavaScript.
import './manual-mode';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';

export { Prism };
