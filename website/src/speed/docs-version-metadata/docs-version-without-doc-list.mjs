// A bundler loader for the docs version's metadata, which every docs page downloads before it
// can hydrate: it leaves out the version's list of every doc (id, title, description and
// sidebar of every page: 4.4 KB of its 6.9 KB gzip on 2026-11-27). In the theme, only a doc card
// reads that list (`useDocById`), to show a linked doc's title and description, and the site
// renders no doc cards: no category has a generated index, and no page renders DocCardList. A
// page that did would fail the build, which renders every page, with "no version doc found by
// id": remove ./plugin.ts from docusaurus.config.ts then.

/**
 * @param {string} source The JSON of the props of a docs version's root route.
 * @returns {string}
 */
export default function withoutDocList(source) {
  const props = JSON.parse(source);
  if (props.version?.docs !== undefined) props.version.docs = {};
  return JSON.stringify(props);
}
