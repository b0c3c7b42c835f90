// Stands in for prism-react-renderer in the site's bundles (see ./plugin.ts): the
// theme imports its code block's <Highlight> from there, and hands its `Prism` to the loader of
// `prism.additionalLanguages`, which this site replaces with one that registers nothing (see
// src/theme/prism-include-languages.ts): Prism itself loads only where it must tokenize.
export const Prism = {};
export { Highlight } from './Highlight';
