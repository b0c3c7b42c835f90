// Stands in for prism-react-renderer in the site's bundles (see plugins/prism-languages.ts): the
// theme imports its code block's <Highlight> from there, and hands its `Prism` to the loader of
// `prism.additionalLanguages`.
export { registeredLanguages as Prism } from './registered-languages';
export { Highlight } from './Highlight';
