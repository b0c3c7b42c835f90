// Replaces the theme's loader of `prism.additionalLanguages` (3.7.0), which runs with every page:
// each language it registers puts that grammar in every page's JavaScript, and with none
// configured the bundler still packs Prism's list of all its languages for it. This site's
// languages are in src/speed/prism/prism.ts instead, which loads only where a code block must
// be tokenized (see src/speed/prism/use-tokens.ts), so there is nothing to register here; a test
// fails if docusaurus.config.ts sets additionalLanguages, which would otherwise be ignored
// without a word.
export default function prismIncludeLanguages(): void {}
